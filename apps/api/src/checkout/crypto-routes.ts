import { endpoints } from '@clubstay/contract/endpoints';
import { route } from '#http.ts';
import { type CheckoutContext, notPaidThisWay } from './context.ts';

/** Crypto payments: the booking's invoice, a change of coin or network, a payment from the traveller's own wallet. */
export function registerCryptoRoutes(context: CheckoutContext): void {
  const { app, options, db, lifecycle, crypto, caller, booking, notFound, requireOpen } = context;

  route(
    app,
    endpoints.cryptoInvoice,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await booking(await caller(request), query.offerKey, 'query.offerKey');
      await crypto.settleBooking(row.id);
      await lifecycle.advance(row.id);
      const invoice = await crypto.view(row.id);
      if (!invoice) throw notFound('query.offerKey');
      return invoice;
    },
    options,
  );

  route(
    app,
    endpoints.changeCryptoInvoice,
    async ({ body }, request) => {
      const row = await booking(await caller(request), body.offerKey, 'body.offerKey');
      if (row.payment_method !== 'crypto') throw notPaidThisWay('This booking is not paid in crypto');
      requireOpen(row);
      await db.transaction((tx) => crypto.open(tx, row.id, Number(row.total), body.crypto));
      const invoice = await crypto.view(row.id);
      if (!invoice) throw notFound('body.offerKey');
      return invoice;
    },
    options,
  );

  route(
    app,
    endpoints.cryptoWalletPayment,
    async ({ body }, request) => {
      const row = await booking(await caller(request), body.offerKey, 'body.offerKey');
      if (row.payment_method !== 'crypto') throw notPaidThisWay('This booking is not paid in crypto');
      await crypto.markOwnWallet?.(row.id, body.txHash);
      return { recorded: true as const };
    },
    options,
  );
}

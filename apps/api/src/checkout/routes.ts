import type { FastifyInstance } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import { UNPAID_HOLD_LIMITS } from '@clubstay/contract/checkout';
import { getAddress, isAddress } from 'viem';
import { brandOrigin } from '#accounts/links.ts';
import { cancelBooking } from '#bookings/cancel.ts';
import { sandboxCryptoPayments } from '#crypto/setup.ts';
import { HttpError, route } from '#http.ts';
import { BookingLifecycle } from './bookings.ts';
import { cardGateways } from './card-gateway.ts';
import { CheckoutService } from './checkout-service.ts';
import {
  type CheckoutDeps,
  type CheckoutRuntime,
  checkoutContext,
  holdsManageToken,
  languageOf,
  scenarioOf,
} from './context.ts';
import { registerCryptoRoutes } from './crypto-routes.ts';
import { DEFAULT_SUPPORT_EMAIL } from './mail.ts';
import { registerOperatorRoutes } from './ops-routes.ts';
import { SandboxPaybyrd } from './paybyrd-sandbox.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import { directCryptoRefunds } from './crypto-refunds.ts';
import { RefundProcessor } from './refunds.ts';
import { registerCheckoutSandboxRoutes } from './sandbox-routes.ts';
import { bookingById, unrecordedCardPayments } from './sql.ts';
import type { StripeGateway } from './stripe.ts';
import { SandboxStripe } from './stripe-sandbox.ts';

/**
 * The checkout of spec 2: its services (the card providers and crypto payments ServerDeps chose, the
 * booking lifecycle, refunds), the checkout and booking calls (here), payments (payment-routes.ts,
 * crypto-routes.ts), operator calls (ops-routes.ts), the sandbox's own calls and the sweeper.
 */
export async function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: CheckoutDeps,
): Promise<CheckoutRuntime> {
  const now = deps.now ?? Date.now;
  const db = deps.database.db;
  const supplierBooking = deps.supplierBooking;
  const stripe: StripeGateway =
    deps.cards?.stripe ??
    new SandboxStripe({
      db,
      now,
      webhookSecret: deps.sandboxWebhookSecret ?? 'whsec_clubstay_sandbox_development',
    });
  const realStripe = stripe.mode === 'stripe';
  // A payment after the hold completes the booking when the room can still be had at its price.
  const lifecycle = new BookingLifecycle({
    db,
    now,
    mailer: deps.mailer,
    supplierBooking,
    log: app.log,
    offerHolds: (row) => service.offerHolds(row),
  });
  const cryptoRuntime = (deps.crypto ?? sandboxCryptoPayments)({
    db,
    now,
    lifecycle,
    log: app.log,
    sandbox: deps.sandbox,
  });
  const crypto = cryptoRuntime.payments;
  const service = new CheckoutService({
    db,
    rates: deps.rates,
    supplierBooking,
    now,
    sandbox: deps.sandbox,
    stripePublishableKey: realStripe ? stripe.publishableKey : null,
    cardsAvailable: realStripe || deps.sandbox,
    holdLimits: deps.holdLimits === undefined ? UNPAID_HOLD_LIMITS : deps.holdLimits,
    cryptoNetworks: crypto.networks,
  });
  const paybyrd = deps.cards?.paybyrd ?? new SandboxPaybyrd({ db, now });
  /** Stripe and Paybyrd where their flows meet: a payment's state and its refund. */
  const cards = cardGateways({ stripe, paybyrd });
  const refunds = new RefundProcessor({
    db,
    now,
    cards,
    crypto,
    mailer: deps.mailer,
    supportEmail: deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    log: app.log,
  });
  const context = checkoutContext(app, deps, {
    db,
    now,
    supplierBooking,
    service,
    lifecycle,
    stripe,
    paybyrd,
    cards,
    crypto,
    refunds,
  });
  const { options, ready, caller, booking, notFound, mayManage, reconcile, reservation } = context;

  route(
    app,
    endpoints.createCheckout,
    async ({ body }, request) => service.create(await caller(request), body),
    options,
  );

  route(
    app,
    endpoints.getCheckout,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.info(await caller(request), query.checkoutId, languageOf(request));
    },
    options,
  );

  route(
    app,
    endpoints.checkCheckout,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.check(
        await caller(request),
        query.checkoutId,
        scenarioOf(request, deps.sandbox),
        query.customerNationality,
      );
    },
    options,
  );

  route(
    app,
    endpoints.agreeCheckout,
    async ({ body }, request) => service.agree(await caller(request), body.checkoutId),
    options,
  );

  route(
    app,
    endpoints.bookCheckout,
    async ({ body }, request) => {
      const who = await caller(request);
      return service.book(
        who,
        {
          ...body,
          origin: brandOrigin(who.whiteLabel, deps.origins ?? { brandHosts: deps.callerDeps.brandHosts }),
          source: request.ip,
        },
        scenarioOf(request, deps.sandbox),
        async (tx, created) => {
          if (body.paymentMethod === 'crypto' && body.crypto)
            await crypto.open(tx, created.id, created.total, body.crypto);
        },
      );
    },
    options,
  );

  route(
    app,
    endpoints.reservationInfo,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await caller(request);
      let row = await booking(who, query.offerKey, 'query.offerKey', db, query.manage);
      await reconcile(row);
      if (row.payment_method === 'crypto') await crypto.settleBooking(row.id);
      await lifecycle.advance(row.id);
      await refunds.process(row.id);
      // Opening the confirmation e-mail's link confirms a pay-at-hotel booking that awaited it.
      if (holdsManageToken(row, query.manage)) await lifecycle.confirmFromMail(row.id);
      row = await booking(who, query.offerKey, 'query.offerKey', db, query.manage);
      return reservation(row, mayManage(who, row, query.manage));
    },
    options,
  );

  route(
    app,
    endpoints.guestCancel,
    async ({ body }, request) => {
      const who = await caller(request);
      const current = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      if (!mayManage(who, current, body.manage)) {
        throw new HttpError(403, 'Cancel from the link in your confirmation e-mail', [
          {
            field: 'body.manage',
            code: 'manage_token_required',
            message: 'The manage token of the confirmation e-mail is needed to cancel',
          },
        ]);
      }
      await cancelBooking(
        {
          db,
          supplierBooking,
          mailer: deps.mailer,
          issueRefunds: (id) => refunds.process(id),
          log: request.log,
        },
        {
          target: { id: current.id },
          at: new Date(now()),
          mailTo: (current.lead_guest as { email: string }).email,
          notFound: () => notFound('body.offerKey'),
          field: 'body.offerKey',
        },
      );
      const row = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      return { reservation: await reservation(row, true), refundAmount: Number(row.refund_amount ?? 0) };
    },
    options,
  );

  // A crypto refund waiting for its destination: the address the traveller confirms (an EVM address),
  // or, for the booking's member, the club wallet at once. Same access as a cancel.
  route(
    app,
    endpoints.refundAddress,
    async ({ body }, request) => {
      if (body.address !== undefined && !isAddress(body.address, { strict: true })) {
        throw new HttpError(400, 'Invalid body', [
          {
            field: 'body.address',
            code: 'invalid_checksum',
            message: 'This mixed-case address has a wrong checksum: check it for a typo',
          },
        ]);
      }
      const who = await caller(request);
      const current = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      if (!mayManage(who, current, body.manage)) {
        throw new HttpError(403, 'Confirm from the link in your confirmation e-mail', [
          {
            field: 'body.manage',
            code: 'manage_token_required',
            message: 'The manage token of the confirmation e-mail is needed',
          },
        ]);
      }
      if (
        body.toWallet &&
        !(who.kind === 'member' && current.customer_id && who.customerId === current.customer_id)
      ) {
        throw new HttpError(403, "Only the booking's member takes a refund into the club wallet", [
          { field: 'body.toWallet', code: 'member_only', message: "Sign in as the booking's member" },
        ]);
      }
      const settled = await db.transaction(async (tx) => {
        const locked = await bookingById(tx, current.id, true);
        if (!locked) throw notFound('body.offerKey');
        return directCryptoRefunds(
          tx,
          locked,
          body.toWallet ? { toWallet: true } : { address: getAddress(body.address ?? '') },
          now(),
        );
      });
      if (settled === 0) {
        throw new HttpError(
          409,
          'No refund of this booking waits for an address',
          [
            {
              field: 'body.offerKey',
              code: 'no_refund_due',
              message: 'No refund of this booking waits for an address',
            },
          ],
          409,
        );
      }
      if (!body.toWallet) {
        await refunds
          .process(current.id)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'refund after its address failed; the sweeper retries'),
          );
      }
      const row = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      return { reservation: await reservation(row, mayManage(who, row, body.manage)) };
    },
    options,
  );

  await registerPaymentRoutes(context);
  registerCryptoRoutes(context);
  registerOperatorRoutes(context);

  if (stripe instanceof SandboxStripe) {
    stripe.deliver = async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signature,
          'x-white-label': 'clubstay',
        },
        payload,
      });
      return response.statusCode === 200;
    };
  }
  if (deps.sandbox) {
    await registerCheckoutSandboxRoutes(app, {
      db,
      ready,
      stripe: stripe instanceof SandboxStripe ? stripe : undefined,
      paybyrd: paybyrd instanceof SandboxPaybyrd ? paybyrd : undefined,
      crypto: cryptoRuntime.sandbox,
    });
  }

  let sweeping = false;
  const sweep = async () => {
    if (sweeping || !deps.database.isMigrated) return;
    sweeping = true;
    try {
      await crypto.settleAll();
      if (stripe instanceof SandboxStripe) await stripe.deliverPending(2000);
      const open = await unrecordedCardPayments(db, stripe instanceof SandboxStripe, now());
      for (const row of open) await reconcile(row);
      await lifecycle.advance();
      await refunds.process();
    } catch (error) {
      app.log.warn({ err: error }, 'checkout sweep failed; next round retries');
    } finally {
      sweeping = false;
    }
  };
  const every = deps.sweepMs ?? 3000;
  const timer = every > 0 ? setInterval(() => void sweep(), every) : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (stripe instanceof SandboxStripe) stripe.stop();
    await crypto.stop?.();
  });
  return { service, lifecycle, stripe, refunds, sweep, crypto: cryptoRuntime };
}

import { cardProviderOf, PAYMENT_TIMING, round2 } from '@clubstay/contract/checkout';
import { endpoints } from '@clubstay/contract/endpoints';
import type { Caller } from '#auth/caller.ts';
import { HttpError, route } from '#http.ts';
import { CURRENCY_RATES } from '#reference/catalogue.ts';
import { type CheckoutContext, notPaidThisWay } from './context.ts';
import {
  bookingById,
  logCheckoutEvent,
  markHeld,
  paybyrdRefundReason,
  recordPaymentEvent,
  setPaymentRef,
} from './sql.ts';

/** A Stripe intent's charge or authorisation as the booking records it (Stripe counts in minor units). */
function stripePayment(
  bookingId: string,
  intent: { id: string; currency: string },
  kind: 'charge' | 'authorization',
  minorUnits: number,
  amountEur: number,
) {
  return {
    bookingId,
    provider: 'stripe',
    providerRef: intent.id,
    kind,
    amount: minorUnits / 100,
    currency: intent.currency.toUpperCase(),
    amountEur,
  };
}

/** Card payments: the Stripe intent and webhook, pay at the hotel (hold, book), the Paybyrd-style token, 3DS and pay calls. */
export async function registerPaymentRoutes(context: CheckoutContext): Promise<void> {
  const {
    app,
    options,
    deps,
    db,
    now,
    service,
    lifecycle,
    stripe,
    paybyrd,
    refunds,
    ready,
    caller,
    booking,
    notFound,
    requireOpen,
  } = context;

  route(
    app,
    endpoints.stripePaymentSecret,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await booking(who, body.offerKey, 'body.offerKey');
      requireOpen(row);
      const guarantee = body.purpose === 'guarantee';
      if (
        guarantee
          ? !(row.payment_method === 'pay-at-hotel' && row.payment_timing === PAYMENT_TIMING.Guarantee)
          : row.payment_method !== 'stripe'
      ) {
        throw notPaidThisWay('This booking is not paid by card this way', 'body.purpose');
      }
      // A guarantee pre-authorises what is due at the hotel, in EUR; a payment charges the total in the booking's currency.
      const currency = guarantee ? 'EUR' : row.charge_currency;
      const eur = guarantee ? Number(row.pay_at_hotel_total) : Number(row.total);
      const amount = Math.round(Math.ceil(round2(eur * (CURRENCY_RATES[currency] ?? 1) * 100)));
      const intent = await stripe.createIntent({
        bookingId: row.id,
        amount,
        currency,
        captureMethod: guarantee ? 'manual' : 'automatic',
        idempotencyKey: `${row.id}:${body.purpose}`,
        description: `${row.reference} ${row.hotel_name}`,
      });
      await setPaymentRef(db, row.id, intent.id, intent.amount / 100);
      return {
        mode: stripe.mode,
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        publishableKey: stripe.publishableKey,
        amount: intent.amount,
        currency: intent.currency.toUpperCase(),
        status: intent.status,
      };
    },
    options,
  );

  // Stripe signs the raw body: this route reads JSON as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(
      scope,
      endpoints.stripeWebhook,
      async ({ body }, request) => {
        ready();
        const signature = request.headers['stripe-signature'];
        const event = stripe.parseEvent(body, Array.isArray(signature) ? signature[0] : signature);
        let bookingOfEvent: string | null = null;
        const applied = await db.transaction(async (tx) => {
          if (!(await recordPaymentEvent(tx, event.id, event.type, now()))) return false;
          const bookingId = event.intent.bookingId;
          if (!bookingId) return true;
          bookingOfEvent = bookingId;
          const row = await bookingById(tx, bookingId);
          if (!row) return true;
          if (event.type === 'payment_intent.succeeded') {
            await lifecycle.recordPayment(
              stripePayment(
                bookingId,
                event.intent,
                'charge',
                event.intent.amountReceived,
                Number(row.total),
              ),
              tx,
            );
          } else if (event.type === 'payment_intent.amount_capturable_updated') {
            const amountEur = Number(row.pay_at_hotel_total);
            await lifecycle.recordPayment(
              stripePayment(bookingId, event.intent, 'authorization', event.intent.amount, amountEur),
              tx,
            );
          }
          return true;
        });
        // A charge the booking could not take (a second one, or one after the hold) goes back at once.
        if (applied && bookingOfEvent) {
          await lifecycle.advance(bookingOfEvent);
          await refunds.process(bookingOfEvent);
        }
        return { received: true as const, duplicate: !applied };
      },
      options,
    );
  });

  /** The booking of a pay-at-hotel call: paid at the hotel, or the call does not fit it. */
  async function payAtHotelBooking(who: Caller, offerKey: string) {
    const row = await booking(who, offerKey, 'body.offerKey');
    if (row.payment_method !== 'pay-at-hotel') throw notPaidThisWay('This booking is not paid at the hotel');
    return row;
  }

  route(
    app,
    endpoints.payAtHotelHold,
    async ({ body }, request) => {
      const row = await payAtHotelBooking(await caller(request), body.offerKey);
      if (row.status === 'Processing' && !row.held_at) {
        if (row.payment_timing === PAYMENT_TIMING.Guarantee) {
          const intent = body.paymentIntentId ? await stripe.retrieve(body.paymentIntentId) : undefined;
          if (!intent || intent.bookingId !== row.id || intent.status !== 'requires_capture') {
            throw new HttpError(402, 'The card guarantee (pre-authorisation) failed', [
              {
                field: 'body.paymentIntentId',
                code: 'authorization_required',
                message: 'A pre-authorised card is required',
              },
            ]);
          }
          await lifecycle.recordPayment(
            stripePayment(row.id, intent, 'authorization', intent.amount, Number(row.pay_at_hotel_total)),
          );
        } else if (row.status !== 'Processing') {
          requireOpen(row);
        }
        await markHeld(db, row.id, now());
      } else if (row.status === 'Failed') {
        requireOpen(row);
      }
      return {
        offerKey: row.offer_key,
        paymentTiming: row.payment_timing,
        held: true,
        booked: row.status !== 'Processing',
      };
    },
    options,
  );

  route(
    app,
    endpoints.payAtHotelBook,
    async ({ body }, request) => {
      const row = await payAtHotelBooking(await caller(request), body.offerKey);
      if (row.status === 'Processing') {
        if (!row.held_at)
          throw new HttpError(409, 'Hold the booking first (POST /payments/PayAtHotel/hold)', [], 409);
        await db.transaction((tx) => lifecycle.confirmUnpaid(row.id, tx));
      } else if (row.status === 'Failed') {
        requireOpen(row);
      }
      return { offerKey: row.offer_key, paymentTiming: row.payment_timing, held: true, booked: true };
    },
    options,
  );

  /** The booking of a Paybyrd-style payment: checkoutId and offerKey must be the same booking's. */
  async function paybyrdBooking(who: Caller, checkoutId: string, offerKey: string) {
    if (cardProviderOf(who.whiteLabel) !== 'paybyrd' || !deps.sandbox) {
      throw notPaidThisWay('Cards are not taken by this provider here');
    }
    const row = await booking(who, offerKey, 'body.offerKey');
    const checkout = await service.load(who, checkoutId);
    if (checkout.id !== row.checkout_id || row.payment_method !== 'paybyrd') throw notFound('body.offerKey');
    return row;
  }

  route(
    app,
    endpoints.paybyrdToken,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await paybyrdBooking(who, body.checkoutId, body.offerKey);
      requireOpen(row);
      const amount =
        Math.ceil(round2(Number(row.total) * (CURRENCY_RATES[row.charge_currency] ?? 1) * 100)) / 100;
      const { correlationId } = await paybyrd.start({
        tokenId: body.tokenId,
        bookingId: row.id,
        amount,
        currency: row.charge_currency,
      });
      await setPaymentRef(db, row.id, correlationId, amount);
      return { correlationId, threeDsUrl: `/api/sandbox/paybyrd/3ds/${correlationId}` };
    },
    options,
  );

  route(
    app,
    endpoints.paybyrdThreeDs,
    async ({ query }, request, reply) => {
      reply.header('cache-control', 'no-store');
      const who = await caller(request);
      const row = await booking(who, query.offerKey, 'query.offerKey');
      const transaction = await paybyrd.transaction(query.correlationId);
      if (!transaction || transaction.booking_id !== row.id) throw notFound('query.correlationId');
      return { status: transaction.three_ds, threeDSData: transaction.three_ds_data };
    },
    options,
  );

  route(
    app,
    endpoints.paybyrdPay,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await paybyrdBooking(who, body.checkoutId, body.offerKey);
      const transaction = await paybyrd.transaction(body.correlationId);
      if (!transaction || transaction.booking_id !== row.id || transaction.token_id !== body.tokenId)
        throw notFound('body.correlationId');
      // One successful charge per booking whatever the tokens: once the booking is paid (or its hold
      // ran out) no other transaction is paid. A replay of the paid transaction answers the same.
      if (transaction.status !== 'paid') requireOpen(row);
      const paid = await paybyrd.pay(body.correlationId, body.threeDSData);
      await lifecycle.recordPayment({
        bookingId: row.id,
        provider: 'paybyrd',
        providerRef: paid.correlation_id,
        kind: 'charge',
        amount: Number(paid.amount),
        currency: paid.currency,
        amountEur: Number(row.total),
      });
      // Two transactions paid at once: the one recorded second is refunded at once (and logged).
      const returned = await paybyrdRefundReason(db, paid.correlation_id);
      if (returned) {
        await lifecycle.advance(row.id);
        await refunds.process(row.id);
        if (returned.reason === 'duplicate')
          throw new HttpError(409, 'This booking is already paid; this charge is refunded', [], 409);
      }
      return { offerKey: row.offer_key, status: 'paid' as const };
    },
    options,
  );

  route(
    app,
    endpoints.paybyrdCheck,
    async ({ body }, request) => {
      const checkout = await service.load(await caller(request), body.checkoutId);
      await logCheckoutEvent(db, checkout.id, 'paybyrd', body.message, now());
      return { logged: true as const };
    },
    options,
  );
}

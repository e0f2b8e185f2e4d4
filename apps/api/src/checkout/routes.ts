import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import {
  CHECKOUT_TIMING,
  cardProviderOf,
  PAYMENT_TIMING,
  type ReservationInfo,
  round2,
  UNPAID_HOLD_LIMITS,
} from '@clubstay/contract/checkout';
import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';
import { SANDBOX_SCENARIO_HEADER, SANDBOX_SCENARIOS } from '@clubstay/contract/rooms';
import { type CallerDeps, callerOf, type Caller } from '../auth/caller.ts';
import type { DatabaseState } from '../database-state.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError, route } from '../http.ts';
import type { Mailer } from '../mail/mailer.ts';
import { CURRENCY_RATES } from '../reference/catalogue.ts';
import type { RatesSupplier } from '../supplier/rates-supplier.ts';
import { mayRead } from './access.ts';
import { canCancel } from '../accounts/bookings.ts';
import { cancelBooking } from '../bookings/cancel.ts';
import { BookingLifecycle, type CheckoutBookingRow } from './bookings.ts';
import {
  CHECKOUT_SCENARIOS,
  type CheckoutScenario,
  CheckoutService,
  type HoldLimits,
} from './checkout-service.ts';
import { type CryptoPaymentsFactory, type CryptoRuntime, sandboxCryptoPayments } from '../crypto/setup.ts';
import type { SupplierBooking } from '../supplier/supplier-booking.ts';
import { type CardProviders, cardGateways } from './card-gateway.ts';
import { SandboxPaybyrd } from './paybyrd-sandbox.ts';
import { registerCheckoutSandboxRoutes } from './sandbox-routes.ts';
import { brandOrigin, type OriginConfig } from '../accounts/links.ts';
import { DEFAULT_SUPPORT_EMAIL } from './mail.ts';
import { directCryptoRefunds, RefundProcessor, type RefundRow, refundSummary } from './refunds.ts';
import { getAddress, isAddress } from 'viem';
import { mayReadMetrics } from '../metrics.ts';
import type { StripeGateway } from './stripe.ts';
import { SandboxStripe } from './stripe-sandbox.ts';

export interface CheckoutDeps {
  database: DatabaseState;
  rates: RatesSupplier;
  callerDeps: CallerDeps;
  mailer: Mailer;
  /** Sandbox payment providers, sandbox calls and forced scenarios are served only when on. */
  sandbox: boolean;
  checkResponses: boolean;
  /** Where each brand's site lives, for the confirmation link. @default its BRAND_HOSTS over https, else `<id>.localhost` */
  origins?: OriginConfig;
  /** The clock of every checkout deadline (tests move it). @default Date.now */
  now?: () => number;
  /** The card providers (real Stripe when main.ts configured it). @default each one's sandbox */
  cards?: Partial<CardProviders> | undefined;
  /** Signs the sandbox's webhook events. @default a development secret */
  sandboxWebhookSecret?: string;
  /** The supplier's side of a booking (rooms are finite). */
  supplierBooking: SupplierBooking;
  /** How often the sweeper moves due bookings on; 0 turns it off (tests call `sweep`). @default 3000 */
  sweepMs?: number;
  /** Where a refund that failed for good is reported (SUPPORT_EMAIL). @default support@clubstay.localhost */
  supportEmail?: string;
  /** Bearer token of the operator calls (/api/ops/…), METRICS_TOKEN; unset: calls from this machine only. */
  operatorToken?: string;
  /** Caps on open unpaid holds; null lifts them (UNPAID_HOLD_LIMITS=off, test harnesses). @default UNPAID_HOLD_LIMITS */
  holdLimits?: HoldLimits | null;
  /** The crypto payments (on chain when main.ts configured networks). @default the sandbox networks only */
  crypto?: CryptoPaymentsFactory | undefined;
}

export interface CheckoutRuntime {
  service: CheckoutService;
  lifecycle: BookingLifecycle;
  stripe: StripeGateway;
  /** Issues the refunds a cancellation queued (right after the cancel, and in every sweep). */
  refunds: RefundProcessor;
  /** Runs one sweep: confirmations, expired holds, mails, webhook re-deliveries, crypto deposits, refunds. */
  sweep(): Promise<void>;
  /** Crypto payments (tests drive the chain watchers through `crypto.evm`). */
  crypto: CryptoRuntime;
}

function scenarioOf(request: FastifyRequest, sandbox: boolean): CheckoutScenario | undefined {
  const header = request.headers[SANDBOX_SCENARIO_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!sandbox || value === undefined) return undefined;
  const known: readonly string[] = [...SANDBOX_SCENARIOS, ...CHECKOUT_SCENARIOS];
  if (!known.includes(value)) {
    throw new HttpError(400, 'Invalid headers', [
      { field: `headers.${SANDBOX_SCENARIO_HEADER}`, code: 'invalid_value', message: `One of ${known.join(', ')}` },
    ]);
  }
  return value as CheckoutScenario;
}

function languageOf(request: FastifyRequest): UiLanguage {
  const header = String(request.headers['accept-language'] ?? 'en').split(',')[0]?.trim() ?? 'en';
  return isUiLanguage(header) ? header : 'en';
}

const iso = (value: Date | string | number) => new Date(value).toISOString();

/** Whether `manage` is the booking's manage token (constant time). */
function holdsManageToken(row: { manage_token?: string | null }, manage: string | undefined): boolean {
  if (!manage || !row.manage_token) return false;
  const a = Buffer.from(manage);
  const b = Buffer.from(row.manage_token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps): Promise<CheckoutRuntime> {
  const options = { checkResponses: deps.checkResponses };
  const now = deps.now ?? Date.now;
  const db = deps.database.db;
  const supplierBooking = deps.supplierBooking;
  const stripe: StripeGateway =
    deps.cards?.stripe ?? new SandboxStripe({ db, now, webhookSecret: deps.sandboxWebhookSecret ?? 'whsec_clubstay_sandbox_development' });
  const realStripe = stripe.mode === 'stripe';
  // A payment after the hold completes the booking when the room can still be had at its price.
  const lifecycle = new BookingLifecycle({ db, now, mailer: deps.mailer, supplierBooking, log: app.log, offerHolds: (row) => service.offerHolds(row) });
  const cryptoRuntime = (deps.crypto ?? sandboxCryptoPayments)({ db, now, lifecycle, log: app.log, sandbox: deps.sandbox });
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

  const ready = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The service is starting; try again in a moment');
  };
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    ready();
    return callerOf(request, deps.callerDeps);
  };
  const notFound = (field: string) => new HttpError(404, 'No such booking', [{ field, code: 'not_found', message: 'No booking with this offerKey for you' }]);

  /** The booking behind an offerKey, if the caller may read it (or holds its manage link's token). */
  async function booking(who: Caller, offerKey: string, field = 'offerKey', tx: Queryable = db, manage?: string): Promise<CheckoutBookingRow> {
    const [row] = await tx.query<CheckoutBookingRow>('select * from bookings where offer_key = $1', [offerKey]);
    if (!row || !(mayRead(who, row) || (row.white_label === who.whiteLabel && holdsManageToken(row, manage)))) throw notFound(field);
    return row;
  }

  /**
   * Whether the caller may manage (cancel) a booking: its own member or partner guest session, or
   * the manage token of its confirmation e-mail's link. The offerKey alone is not enough: it is in
   * the page's address, which tag managers, logs and shared screenshots may carry.
   */
  function mayManage(who: Caller, row: CheckoutBookingRow, manage?: string): boolean {
    if (row.white_label !== who.whiteLabel) return false;
    if (holdsManageToken(row, manage)) return true;
    if (row.customer_id) return who.kind === 'member' && who.customerId === row.customer_id;
    if (row.guest_id) return who.kind === 'guest' && who.guestId === row.guest_id;
    return false;
  }
  const requireOpen = (row: CheckoutBookingRow) => {
    if (row.status !== 'Processing') {
      // "Nothing was charged" only when it is true: money that came anyway goes back (or completed the booking).
      const message =
        row.status !== 'Failed'
          ? 'This booking is already paid or held'
          : Number(row.amount_paid) > 0
            ? 'The payment time ran out; what you paid is refunded'
            : 'The payment time ran out; nothing was charged';
      throw new HttpError(409, message, [], 409);
    }
  };

  /**
   * Money the provider took but we have not recorded (a missed webhook, a crash between the provider's
   * answer and our write) is caught up by asking the provider about the booking's payment.
   */
  async function reconcile(row: CheckoutBookingRow) {
    // A Failed booking too: money taken after the hold is recorded as late (then completes the booking or goes back).
    if ((row.status !== 'Processing' && row.status !== 'Failed') || !row.payment_ref) return;
    const provider = row.payment_method;
    if (provider !== 'paybyrd' && provider !== 'stripe') return;
    const charge = await cards[provider].paidCharge(row.payment_ref);
    if (charge && charge.bookingId === row.id) {
      await lifecycle.recordPayment({
        bookingId: row.id,
        provider,
        providerRef: charge.providerRef,
        kind: 'charge',
        amount: charge.amount,
        currency: charge.currency,
        amountEur: Number(row.total),
      });
    }
  }

  async function reservation(row: CheckoutBookingRow, manageable = false): Promise<ReservationInfo> {
    const invoice = row.payment_method === 'crypto' ? await crypto.view(row.id) : null;
    const refund = await refundSummary(db, row.id);
    const failed = row.status === 'Failed' || row.status === 'Canceled';
    const partial = row.status === 'PartiallyPaid';
    const state: ReservationInfo['state'] =
      row.status === 'Completed' ? 'successful' : row.status === 'Pending' ? 'pending' : failed || partial ? 'failed' : 'processing';
    const failure: ReservationInfo['failure'] = partial
      ? 'incompletePayment'
      : failed
        ? row.failure_reason === 'incompletePayment'
          ? 'incompletePayment'
          : row.failure_reason === 'paymentTimeout'
            ? 'paymentTimeout'
            : 'paymentFailed'
        : null;
    const lead = row.lead_guest as { title: string; firstName: string; lastName: string; email: string };
    const others = (row.additional_guests as { title: string; firstName: string; lastName: string }[]) ?? [];
    const rooms = row.rooms as { adults: number; children: number[] }[];
    const [checkout] = await db.query<{ hotel: { address: string; image: string | null } }>('select hotel from checkouts where id = $1', [row.checkout_id]);
    const payAtHotel = row.payment_method === 'pay-at-hotel';
    return {
      offerKey: row.offer_key,
      referenceId: row.reference,
      state,
      failure,
      bookingStatus: row.status,
      isSuccess: row.status === 'Completed',
      // Not finished while late money is being resolved or a refund is under way (the page keeps polling).
      isFinished: (row.status === 'Completed' || failed) && row.late_payment !== 'open' && refund?.status !== 'pending',
      hotelId: row.hotel_id,
      hotel: { name: row.hotel_name, city: row.city, country: row.country, address: checkout?.hotel.address ?? '', image: checkout?.hotel.image ?? null },
      checkInDate: iso(row.check_in).slice(0, 10),
      checkOutDate: iso(row.check_out).slice(0, 10),
      leadGuest: { title: lead.title, firstName: lead.firstName, lastName: lead.lastName, email: lead.email },
      additionalGuests: others.map((guest) => ({ title: guest.title, firstName: guest.firstName, lastName: guest.lastName })),
      roomName: row.room_name,
      mealPlan: row.boarding,
      bedType: row.bed_type,
      specialRequests: row.special_requests,
      isRefundable: row.is_refundable,
      cancellationDeadline: row.cancellation_deadline ? iso(row.cancellation_deadline) : null,
      package: {
        salePrice: Number(row.sale_price),
        totalNights: row.nights,
        taxAndFees: Number(row.tax_and_fees),
        creditCardFee: Number(row.credit_card_fee),
        rooms: rooms.map((room) => ({ adultsCount: room.adults, childrenAges: room.children })),
      },
      paymentMethod: row.payment_method as ReservationInfo['paymentMethod'],
      paymentTiming: row.payment_timing,
      totalCharged: payAtHotel ? 0 : Number(row.amount_paid),
      total: Number(row.total),
      payAtHotelTotal: Number(row.pay_at_hotel_total),
      chargeCurrency: row.charge_currency,
      crypto: invoice,
      manageUrl: row.customer_id ? '/account/bookings' : '/contact',
      latePayment: row.late_payment === 'completed' || row.late_payment === 'refunded' ? row.late_payment : null,
      refund,
      canCancel: manageable && canCancel(row, new Date(now())),
      confirmBy:
        row.guarantee_due_at && !row.guaranteed_at && row.status !== 'Canceled' && row.status !== 'Failed'
          ? iso(row.guarantee_due_at)
          : null,
      cancellation:
        row.status === 'Canceled'
          ? row.failure_reason === 'notGuaranteed'
            ? 'notGuaranteed'
            : 'traveller'
          : null,
    };
  }

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
      return service.check(await caller(request), query.checkoutId, scenarioOf(request, deps.sandbox), query.customerNationality);
    },
    options,
  );

  route(app, endpoints.agreeCheckout, async ({ body }, request) => service.agree(await caller(request), body.checkoutId), options);

  route(
    app,
    endpoints.bookCheckout,
    async ({ body }, request) => {
      const who = await caller(request);
      return service.book(
        who,
        { ...body, origin: brandOrigin(who.whiteLabel, deps.origins ?? { brandHosts: deps.callerDeps.brandHosts }), source: request.ip },
        scenarioOf(request, deps.sandbox),
        async (tx, created) => {
          if (body.paymentMethod === 'crypto' && body.crypto) await crypto.open(tx, created.id, created.total, body.crypto);
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
        { db, supplierBooking, mailer: deps.mailer, issueRefunds: (id) => refunds.process(id), log: request.log },
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
          { field: 'body.address', code: 'invalid_checksum', message: 'This mixed-case address has a wrong checksum: check it for a typo' },
        ]);
      }
      const who = await caller(request);
      const current = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      if (!mayManage(who, current, body.manage)) {
        throw new HttpError(403, 'Confirm from the link in your confirmation e-mail', [
          { field: 'body.manage', code: 'manage_token_required', message: 'The manage token of the confirmation e-mail is needed' },
        ]);
      }
      if (body.toWallet && !(who.kind === 'member' && current.customer_id && who.customerId === current.customer_id)) {
        throw new HttpError(403, "Only the booking's member takes a refund into the club wallet", [
          { field: 'body.toWallet', code: 'member_only', message: "Sign in as the booking's member" },
        ]);
      }
      const settled = await db.transaction(async (tx) => {
        const [locked] = await tx.query<CheckoutBookingRow>('select * from bookings where id = $1 for update', [current.id]);
        if (!locked) throw notFound('body.offerKey');
        return directCryptoRefunds(tx, locked, body.toWallet ? { toWallet: true } : { address: getAddress(body.address ?? '') }, now());
      });
      if (settled === 0) {
        throw new HttpError(409, 'No refund of this booking waits for an address', [
          { field: 'body.offerKey', code: 'no_refund_due', message: 'No refund of this booking waits for an address' },
        ], 409);
      }
      if (!body.toWallet) {
        await refunds
          .process(current.id)
          .catch((error: unknown) => request.log.warn({ err: error }, 'refund after its address failed; the sweeper retries'));
      }
      const row = await booking(who, body.offerKey, 'body.offerKey', db, body.manage);
      return { reservation: await reservation(row, mayManage(who, row, body.manage)) };
    },
    options,
  );

  route(
    app,
    endpoints.stripePaymentSecret,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await booking(who, body.offerKey, 'body.offerKey');
      requireOpen(row);
      const guarantee = body.purpose === 'guarantee';
      if (guarantee ? !(row.payment_method === 'pay-at-hotel' && row.payment_timing === PAYMENT_TIMING.Guarantee) : row.payment_method !== 'stripe') {
        throw new HttpError(400, 'Invalid body', [{ field: 'body.purpose', code: 'invalid_value', message: 'This booking is not paid by card this way' }]);
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
      await db.query('update bookings set payment_ref = $2, charge_amount = $3 where id = $1', [row.id, intent.id, intent.amount / 100]);
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
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(
      scope,
      endpoints.stripeWebhook,
      async ({ body }, request) => {
        ready();
        const signature = request.headers['stripe-signature'];
        const event = stripe.parseEvent(body, Array.isArray(signature) ? signature[0] : signature);
        let bookingOfEvent: string | null = null;
        const applied = await db.transaction(async (tx) => {
          const fresh = await tx.query(
            `insert into payment_events (provider, event_id, type, received_at) values ('stripe', $1, $2, $3) on conflict do nothing returning event_id`,
            [event.id, event.type, iso(now())],
          );
          if (fresh.length === 0) return false;
          const bookingId = event.intent.bookingId;
          if (!bookingId) return true;
          bookingOfEvent = bookingId;
          const [row] = await tx.query<CheckoutBookingRow>('select * from bookings where id = $1', [bookingId]);
          if (!row) return true;
          if (event.type === 'payment_intent.succeeded') {
            await lifecycle.recordPayment(
              {
                bookingId,
                provider: 'stripe',
                providerRef: event.intent.id,
                kind: 'charge',
                amount: event.intent.amountReceived / 100,
                currency: event.intent.currency.toUpperCase(),
                amountEur: Number(row.total),
              },
              tx,
            );
          } else if (event.type === 'payment_intent.amount_capturable_updated') {
            await lifecycle.recordPayment(
              {
                bookingId,
                provider: 'stripe',
                providerRef: event.intent.id,
                kind: 'authorization',
                amount: event.intent.amount / 100,
                currency: event.intent.currency.toUpperCase(),
                amountEur: Number(row.pay_at_hotel_total),
              },
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

  route(
    app,
    endpoints.payAtHotelHold,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await booking(who, body.offerKey, 'body.offerKey');
      if (row.payment_method !== 'pay-at-hotel') {
        throw new HttpError(400, 'Invalid body', [{ field: 'body.offerKey', code: 'invalid_value', message: 'This booking is not paid at the hotel' }]);
      }
      if (row.status === 'Processing' && !row.held_at) {
        if (row.payment_timing === PAYMENT_TIMING.Guarantee) {
          const intent = body.paymentIntentId ? await stripe.retrieve(body.paymentIntentId) : undefined;
          if (!intent || intent.bookingId !== row.id || intent.status !== 'requires_capture') {
            throw new HttpError(402, 'The card guarantee (pre-authorisation) failed', [
              { field: 'body.paymentIntentId', code: 'authorization_required', message: 'A pre-authorised card is required' },
            ]);
          }
          await lifecycle.recordPayment({
            bookingId: row.id,
            provider: 'stripe',
            providerRef: intent.id,
            kind: 'authorization',
            amount: intent.amount / 100,
            currency: intent.currency.toUpperCase(),
            amountEur: Number(row.pay_at_hotel_total),
          });
        } else if (row.status !== 'Processing') {
          requireOpen(row);
        }
        await db.query('update bookings set held_at = $2 where id = $1 and held_at is null', [row.id, iso(now())]);
      } else if (row.status === 'Failed') {
        requireOpen(row);
      }
      return { offerKey: row.offer_key, paymentTiming: row.payment_timing, held: true, booked: row.status !== 'Processing' };
    },
    options,
  );

  route(
    app,
    endpoints.payAtHotelBook,
    async ({ body }, request) => {
      const who = await caller(request);
      const row = await booking(who, body.offerKey, 'body.offerKey');
      if (row.payment_method !== 'pay-at-hotel') {
        throw new HttpError(400, 'Invalid body', [{ field: 'body.offerKey', code: 'invalid_value', message: 'This booking is not paid at the hotel' }]);
      }
      if (row.status === 'Processing') {
        if (!row.held_at) throw new HttpError(409, 'Hold the booking first (POST /payments/PayAtHotel/hold)', [], 409);
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
      throw new HttpError(400, 'Invalid body', [{ field: 'body.offerKey', code: 'invalid_value', message: 'Cards are not taken by this provider here' }]);
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
      const amount = Math.ceil(round2(Number(row.total) * (CURRENCY_RATES[row.charge_currency] ?? 1) * 100)) / 100;
      const { correlationId } = await paybyrd.start({ tokenId: body.tokenId, bookingId: row.id, amount, currency: row.charge_currency });
      await db.query('update bookings set payment_ref = $2, charge_amount = $3 where id = $1', [row.id, correlationId, amount]);
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
      if (!transaction || transaction.booking_id !== row.id || transaction.token_id !== body.tokenId) throw notFound('body.correlationId');
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
      const [returned] = await db.query<{ reason: string }>(
        `select r.reason from refunds r join payments p on p.id = r.payment_id where p.provider = 'paybyrd' and p.provider_ref = $1`,
        [paid.correlation_id],
      );
      if (returned) {
        await lifecycle.advance(row.id);
        await refunds.process(row.id);
        if (returned.reason === 'duplicate') throw new HttpError(409, 'This booking is already paid; this charge is refunded', [], 409);
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
      await db.query('insert into checkout_events (checkout_id, kind, message, created_at) values ($1, $2, $3, $4)', [
        checkout.id,
        'paybyrd',
        body.message,
        iso(now()),
      ]);
      return { logged: true as const };
    },
    options,
  );

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
      if (row.payment_method !== 'crypto') {
        throw new HttpError(400, 'Invalid body', [{ field: 'body.offerKey', code: 'invalid_value', message: 'This booking is not paid in crypto' }]);
      }
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
      if (row.payment_method !== 'crypto') {
        throw new HttpError(400, 'Invalid body', [{ field: 'body.offerKey', code: 'invalid_value', message: 'This booking is not paid in crypto' }]);
      }
      await crypto.markOwnWallet?.(row.id, body.txHash);
      return { recorded: true as const };
    },
    options,
  );

  // Operator calls (protected like /api/metrics): the refunds that failed for good, and a retry of one.
  const operator = (request: FastifyRequest) => {
    if (!mayReadMetrics(request, deps.operatorToken)) {
      throw new HttpError(deps.operatorToken ? 401 : 403, deps.operatorToken ? 'An operator token is needed' : 'Operator calls are served to this machine only; set METRICS_TOKEN to call them remotely');
    }
    ready();
  };
  const refundView = (row: RefundRow) => ({
    id: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    kind: row.kind,
    reason: row.reason,
    amount: Number(row.amount),
    currency: row.currency,
    amountEur: Number(row.amount_eur),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    providerRefundRef: row.provider_refund_ref,
  });
  app.get('/api/ops/refunds', async (request, reply) => {
    operator(request);
    reply.header('cache-control', 'no-store');
    return { items: (await refunds.failed()).map(refundView) };
  });
  app.post<{ Params: { id: string } }>('/api/ops/refunds/:id/retry', async (request, reply) => {
    operator(request);
    reply.header('cache-control', 'no-store');
    const id = request.params.id;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new HttpError(400, 'Invalid params', [{ field: 'params.id', code: 'invalid_format', message: 'A refund id (uuid)' }]);
    }
    const refund = await refunds.retry(id);
    if (!refund) throw new HttpError(404, 'No such refund', [{ field: 'params.id', code: 'not_found', message: 'No refund with this id' }]);
    return refundView(refund);
  });

  if (stripe instanceof SandboxStripe) {
    stripe.deliver = async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'x-white-label': 'clubstay' },
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
      // Card payments the sandbox providers took while we were not listening (real Stripe reports by webhook).
      // Failed ones too, for a day after their hold: a payment taken after it is late money to resolve.
      const open = await db.query<CheckoutBookingRow>(
        `select * from bookings b where payment_ref is not null
           and (status = 'Processing' or (status = 'Failed' and hold_expires_at > $2::timestamptz - interval '1 day'
             and not exists (select 1 from payments p where p.booking_id = b.id and p.provider_ref = b.payment_ref)))
           and (payment_method = 'paybyrd' or ($1 and payment_method = 'stripe')) order by random() limit 20`,
        [stripe instanceof SandboxStripe, iso(now())],
      );
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
  void CHECKOUT_TIMING;
  return { service, lifecycle, stripe, refunds, sweep, crypto: cryptoRuntime };
}

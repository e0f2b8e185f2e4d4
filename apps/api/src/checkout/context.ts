import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';
import { SANDBOX_SCENARIO_HEADER, SANDBOX_SCENARIOS } from '@clubstay/contract/rooms';
import type { OriginConfig } from '#accounts/links.ts';
import { type Caller, type CallerDeps, callerOf } from '#auth/caller.ts';
import type { CryptoPayments } from '#crypto/payments.ts';
import type { CryptoPaymentsFactory, CryptoRuntime } from '#crypto/setup.ts';
import type { DatabaseState } from '#database-state.ts';
import type { Db, Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import type { Mailer } from '#mail/mailer.ts';
import type { RatesSupplier } from '#supplier/rates-supplier.ts';
import type { SupplierBooking } from '#supplier/supplier-booking.ts';
import { mayRead } from './access.ts';
import type { CheckoutBookingRow } from './booking-columns.ts';
import type { BookingLifecycle } from './bookings.ts';
import type { CardGateway, CardProvider, CardProviders } from './card-gateway.ts';
import type { HoldLimits } from './checkout-row.ts';
import { CHECKOUT_SCENARIOS, type CheckoutScenario, type CheckoutService } from './checkout-service.ts';
import type { PaybyrdGateway } from './paybyrd.ts';
import type { RefundProcessor } from './refunds.ts';
import { reservationInfo } from './reservation.ts';
import { bookingByOfferKey } from './sql.ts';
import type { StripeGateway } from './stripe.ts';

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

export function scenarioOf(request: FastifyRequest, sandbox: boolean): CheckoutScenario | undefined {
  const header = request.headers[SANDBOX_SCENARIO_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!sandbox || value === undefined) return undefined;
  const known: readonly string[] = [...SANDBOX_SCENARIOS, ...CHECKOUT_SCENARIOS];
  if (!known.includes(value)) {
    throw new HttpError(400, 'Invalid headers', [
      {
        field: `headers.${SANDBOX_SCENARIO_HEADER}`,
        code: 'invalid_value',
        message: `One of ${known.join(', ')}`,
      },
    ]);
  }
  return value as CheckoutScenario;
}

/** 400 for a call that does not fit how the booking is paid; `field` names the part that does not fit. */
export function notPaidThisWay(message: string, field = 'body.offerKey'): HttpError {
  return new HttpError(400, 'Invalid body', [{ field, code: 'invalid_value', message }]);
}

export function languageOf(request: FastifyRequest): UiLanguage {
  const header =
    String(request.headers['accept-language'] ?? 'en')
      .split(',')[0]
      ?.trim() ?? 'en';
  return isUiLanguage(header) ? header : 'en';
}

/** Whether `manage` is the booking's manage token (constant time). */
export function holdsManageToken(row: { manage_token?: string | null }, manage: string | undefined): boolean {
  if (!manage || !row.manage_token) return false;
  const a = Buffer.from(manage);
  const b = Buffer.from(row.manage_token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The checkout's services, built once by registerCheckoutRoutes. */
interface CheckoutServices {
  db: Db;
  now: () => number;
  supplierBooking: SupplierBooking;
  service: CheckoutService;
  lifecycle: BookingLifecycle;
  stripe: StripeGateway;
  paybyrd: PaybyrdGateway;
  /** Stripe and Paybyrd where their flows meet: a payment's state and its refund. */
  cards: Record<CardProvider, CardGateway>;
  crypto: CryptoPayments;
  refunds: RefundProcessor;
}

/** What every checkout route file shares: the services and the booking access rules. */
export interface CheckoutContext extends CheckoutServices {
  app: FastifyInstance;
  deps: CheckoutDeps;
  options: { checkResponses: boolean };
  /** 503 until the database is migrated. */
  ready: () => void;
  caller: (request: FastifyRequest) => Promise<Caller>;
  notFound: (field: string) => HttpError;
  /** The booking behind an offerKey, if the caller may read it (or holds its manage link's token). */
  booking: (
    who: Caller,
    offerKey: string,
    field?: string,
    tx?: Queryable,
    manage?: string,
  ) => Promise<CheckoutBookingRow>;
  /** Whether the caller may manage (cancel) a booking. */
  mayManage: (who: Caller, row: CheckoutBookingRow, manage?: string) => boolean;
  /** 409 unless the booking still waits for its payment. */
  requireOpen: (row: CheckoutBookingRow) => void;
  /** Records money the provider took that we have not (a missed webhook, a crash before our write). */
  reconcile: (row: CheckoutBookingRow) => Promise<void>;
  /** The booking as the confirmation page reads it. */
  reservation: (row: CheckoutBookingRow, manageable?: boolean) => Promise<ReservationInfo>;
}

export function checkoutContext(
  app: FastifyInstance,
  deps: CheckoutDeps,
  services: CheckoutServices,
): CheckoutContext {
  const { db, lifecycle, cards } = services;
  const ready = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The service is starting; try again in a moment');
  };
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    ready();
    return callerOf(request, deps.callerDeps);
  };
  const notFound = (field: string) =>
    new HttpError(404, 'No such booking', [
      { field, code: 'not_found', message: 'No booking with this offerKey for you' },
    ]);

  /** The booking behind an offerKey, if the caller may read it (or holds its manage link's token). */
  async function booking(
    who: Caller,
    offerKey: string,
    field = 'offerKey',
    tx: Queryable = db,
    manage?: string,
  ): Promise<CheckoutBookingRow> {
    const row = await bookingByOfferKey(tx, offerKey);
    if (!row || !(mayRead(who, row) || (row.white_label === who.whiteLabel && holdsManageToken(row, manage))))
      throw notFound(field);
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

  return {
    ...services,
    app,
    deps,
    options: { checkResponses: deps.checkResponses },
    ready,
    caller,
    notFound,
    booking,
    mayManage,
    requireOpen,
    reconcile,
    reservation: (row, manageable = false) =>
      reservationInfo({ db, crypto: services.crypto, now: services.now }, row, manageable),
  };
}

import {
  type Billing,
  CHECKOUT_STATUS,
  CHECKOUT_TIMING,
  type CryptoChoice,
  type CustomerInfo,
  cardProviderOf,
  HOLD_LIMIT_ERROR_CODE,
  PAY_AT_HOTEL_CONFIRM_MS,
  PAYMENT_TIMING,
  type PaymentMethodKey,
  round2,
} from '@clubstay/contract/checkout';
import type { Caller } from '#auth/caller.ts';
import type { Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { ownerOf, requireCheckoutAccess } from './access.ts';
import { type HoldLimits, priceOf, reject } from './checkout-row.ts';
import type { CheckoutScenario, CheckoutService, CheckoutServiceDeps } from './checkout-service.ts';
import { bookingReference, publicId, uuid } from './ids.ts';

const iso = (value: Date | string | number) => new Date(value).toISOString();

export interface BookInput {
  checkoutId: string;
  currency: string;
  locale: string;
  customerInfo: CustomerInfo;
  billing?: Billing | undefined;
  paymentMethod: PaymentMethodKey;
  crypto?: CryptoChoice | undefined;
  origin: string;
  /** The client address (TRUST_PROXY-resolved) the call came from: the per-source hold caps. */
  source: string;
}

/**
 * Books the checkout (spec 2 §4): re-prices with the supplier, then in one transaction locks the
 * checkout, takes the rooms from the supplier's allotment and writes the booking. A repeated or
 * concurrent book of the same checkout returns the same booking; two checkouts racing for the last
 * room get one booking between them.
 */
export async function bookCheckout(
  service: CheckoutService,
  deps: CheckoutServiceDeps,
  caller: Caller,
  input: BookInput,
  scenario: CheckoutScenario | undefined,
  afterBook: (tx: Queryable, booking: { id: string; total: number }) => Promise<void>,
): Promise<{ offerKey: string; reference: string }> {
  requireCheckoutAccess(caller);
  const row = await service.load(caller, input.checkoutId);
  const existing = await existingBooking(deps.db, row.id);
  if (existing) return existing;

  // Validation that needs the checkout.
  const rooms = row.stay.rooms.length;
  if (input.customerInfo.additionalGuestsInfo.length !== rooms - 1) {
    throw new HttpError(400, 'Invalid body', [
      {
        field: 'body.customerInfo.additionalGuestsInfo',
        code: 'invalid_length',
        message: `One guest for each of the other ${rooms - 1} room(s)`,
      },
    ]);
  }
  const methods = service.paymentMethods(row);
  if (!methods.includes(input.paymentMethod)) {
    throw new HttpError(400, 'Invalid body', [
      { field: 'body.paymentMethod', code: 'invalid_value', message: `One of ${methods.join(', ')}` },
    ]);
  }
  if (input.paymentMethod === 'crypto' && !input.crypto) {
    throw new HttpError(400, 'Invalid body', [
      { field: 'body.crypto', code: 'required', message: 'Choose a coin and a network' },
    ]);
  }
  if (
    input.paymentMethod === 'crypto' &&
    input.crypto &&
    !deps.cryptoNetworks.includes(input.crypto.network)
  ) {
    throw new HttpError(400, 'Invalid body', [
      {
        field: 'body.crypto.network',
        code: 'invalid_value',
        message: `One of ${deps.cryptoNetworks.join(', ')}`,
      },
    ]);
  }
  const payAtHotel = input.paymentMethod === 'payAtHotel';
  const allowedCurrencies =
    input.paymentMethod === 'crypto'
      ? [input.crypto?.coin ?? 'USDC']
      : payAtHotel || row.payment_timing !== PAYMENT_TIMING.ImmediatePayment
        ? ['EUR']
        : ['USD', 'EUR'];
  if (!allowedCurrencies.includes(input.currency)) {
    throw new HttpError(400, 'Invalid body', [
      { field: 'body.currency', code: 'invalid_value', message: `One of ${allowedCurrencies.join(', ')}` },
    ]);
  }

  const now = deps.now();
  if (Date.parse(iso(row.expires_at)) <= now) reject('The checkout expired; check it again');
  if (row.pending_price) reject('The price or cancellation policy changed; accept it first');
  const result = await service.recheck(row, scenario, input.customerInfo.nationality);
  if (result.status !== CHECKOUT_STATUS.Available || result.pending) {
    await deps.db.query(
      'update checkouts set last_status = $2, pending_price = $3, check_started_at = null, updated_at = $4 where id = $1 and booking_id is null',
      [row.id, result.status, result.pending ? JSON.stringify(result.pending) : null, iso(now)],
    );
    reject('The offer changed; check it again');
  }

  const price = priceOf(row);
  const method =
    input.paymentMethod === 'card'
      ? cardProviderOf(caller.whiteLabel)
      : payAtHotel
        ? 'pay-at-hotel'
        : 'crypto';
  const allotment = {
    hotelId: row.hotel_id,
    roomId: row.room_id,
    checkIn: row.stay.checkIn,
    checkOut: row.stay.checkOut,
  };
  const { customerInfo } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await service.load(caller, input.checkoutId, tx, true);
    if (locked.booking_id) return { kind: 'existing' as const };
    const limit = await holdLimitReached(deps.holdLimits, tx, caller, input.source, row.hotel_id, now);
    if (limit) return { kind: 'hold-limit' as const, limit };
    const taken = await deps.supplierBooking.take(tx, allotment, rooms);
    if (!taken) return { kind: 'sold-out' as const };
    const bookingId = uuid();
    // A pay-at-hotel booking without a card, by someone without a verified account, is held only
    // until it is confirmed from its e-mail (PAY_AT_HOTEL_CONFIRM_MS), or released.
    const unguaranteed =
      payAtHotel && row.payment_timing === PAYMENT_TIMING.NotRequired && caller.kind !== 'member';
    const offerKey = publicId();
    const reference = bookingReference();
    await tx.query(
      `insert into bookings (id, offer_key, reference, checkout_id, white_label, customer_id, guest_id, hotel_id, hotel_name, city, country,
         room_name, package_id, boarding, is_refundable, cancellation_deadline, check_in, check_out, nights, rooms, lead_guest,
         additional_guests, bed_type, special_requests, sale_price, tax_and_fees, credit_card_fee, total, pay_at_hotel_total,
         payment_method, payment_timing, charge_currency, amount_paid, status, created_at, updated_at, hold_expires_at, billing,
         locale, origin, allotment, source_address, guarantee_due_at, manage_token)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
         $26, $27, $28, $29, $30, $31, $32, 0, 'Processing', $33, $33, $34, $35, $36, $37, $38, $39, $40, $41)`,
      [
        bookingId,
        offerKey,
        reference,
        row.id,
        row.white_label,
        row.customer_id,
        row.guest_id,
        row.hotel_id,
        row.hotel.name,
        row.hotel.city,
        row.hotel.countryCode,
        row.room_name,
        row.package_id,
        row.boarding,
        row.is_refundable,
        row.cancellation_deadline,
        row.stay.checkIn,
        row.stay.checkOut,
        row.stay.nights,
        JSON.stringify(row.stay.rooms),
        JSON.stringify({
          title: customerInfo.title,
          firstName: customerInfo.firstName,
          lastName: customerInfo.lastName,
          email: customerInfo.email,
          phoneCountryCode: customerInfo.phoneCountryCode,
          phoneNumber: customerInfo.phoneNumber,
          nationality: customerInfo.nationality,
        }),
        JSON.stringify(customerInfo.additionalGuestsInfo),
        customerInfo.bedTypes,
        customerInfo.specialRequests,
        price.salePrice,
        price.taxAndFees,
        price.creditCardFee,
        price.total,
        round2(payAtHotel ? price.total + price.payAtHotelFee : price.payAtHotelFee),
        method,
        payAtHotel ? row.payment_timing : PAYMENT_TIMING.ImmediatePayment,
        input.currency,
        iso(now),
        iso(now + CHECKOUT_TIMING.paymentHoldMs),
        input.billing ? JSON.stringify(input.billing) : null,
        input.locale,
        input.origin,
        JSON.stringify({ ...allotment, units: rooms }),
        input.source,
        unguaranteed ? iso(now + PAY_AT_HOTEL_CONFIRM_MS) : null,
        publicId(),
      ],
    );
    await tx.query('update checkouts set booking_id = $2, last_status = $3, updated_at = $4 where id = $1', [
      row.id,
      bookingId,
      CHECKOUT_STATUS.Available,
      iso(now),
    ]);
    await afterBook(tx, { id: bookingId, total: price.total });
    return { kind: 'booked' as const, offerKey, reference };
  });
  if (outcome.kind === 'booked') return { offerKey: outcome.offerKey, reference: outcome.reference };
  if (outcome.kind === 'hold-limit') {
    throw new HttpError(
      429,
      `You already have ${outcome.limit.open} unpaid reservation(s) ${outcome.limit.scope}: pay for one or let it expire before booking another`,
      [
        {
          field: 'body.checkoutId',
          code: 'hold_limit',
          message: `At most ${outcome.limit.max} open unpaid reservations ${outcome.limit.scope}`,
        },
      ],
      HOLD_LIMIT_ERROR_CODE,
    );
  }
  if (outcome.kind === 'existing') {
    const booking = await existingBooking(deps.db, row.id);
    if (booking) return booking;
  }
  await deps.db.query(
    'update checkouts set last_status = $2, updated_at = $3 where id = $1 and booking_id is null',
    [row.id, CHECKOUT_STATUS.SoldOutRoom, iso(now)],
  );
  return reject('The room is sold out');
}

/**
 * Whether a new unpaid hold would pass UNPAID_HOLD_LIMITS: per session (member or partner guest),
 * per client address, per hotel and client address. Runs inside book's transaction under an
 * advisory lock per address (and per session), so parallel books of one caller count one another.
 */
async function holdLimitReached(
  limits: HoldLimits | null,
  tx: Queryable,
  caller: Caller,
  source: string,
  hotelId: number,
  now: number,
): Promise<{ scope: string; open: number; max: number } | null> {
  if (!limits) return null;
  const owner = ownerOf(caller);
  const session = owner.customerId ?? owner.guestId;
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`holds:source:${source}`]);
  if (session) await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`holds:session:${session}`]);
  const open = `((status in ('Processing', 'PartiallyPaid') and hold_expires_at > $1::timestamptz)
    or (status in ('Pending', 'Completed') and guarantee_due_at is not null and guaranteed_at is null))`;
  const [counts] = await tx.query<{ session: string; source: string; hotel: string }>(
    `select count(*) filter (where ($2::uuid is not null and customer_id = $2::uuid) or ($3::text is not null and guest_id = $3::text))::text as session,
            count(*) filter (where source_address = $4)::text as source,
            count(*) filter (where source_address = $4 and hotel_id = $5)::text as hotel
     from bookings where ${open}
       and (source_address = $4 or ($2::uuid is not null and customer_id = $2::uuid) or ($3::text is not null and guest_id = $3::text))`,
    [iso(now), owner.customerId, owner.guestId, source, hotelId],
  );
  const bySession = Number(counts?.session ?? 0);
  const bySource = Number(counts?.source ?? 0);
  const byHotel = Number(counts?.hotel ?? 0);
  if (session && bySession >= limits.perSession)
    return { scope: 'for this account', open: bySession, max: limits.perSession };
  if (byHotel >= limits.perHotelPerSource)
    return { scope: 'at this hotel', open: byHotel, max: limits.perHotelPerSource };
  if (bySource >= limits.perSource)
    return { scope: 'from this connection', open: bySource, max: limits.perSource };
  return null;
}

async function existingBooking(db: Queryable, checkoutRowId: string) {
  const [booking] = await db.query<{ offer_key: string; reference: string }>(
    'select offer_key, reference from bookings where checkout_id = $1',
    [checkoutRowId],
  );
  return booking ? { offerKey: booking.offer_key, reference: booking.reference } : undefined;
}

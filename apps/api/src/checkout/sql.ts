import type { Queryable } from '#db/db.ts';
import type { CheckoutBookingRow } from './booking-columns.ts';

/**
 * The checkout calls' own SQL (the route files'): bookings read by offerKey or id, a payment's
 * reference, webhook events, the sweeper's unrecorded card payments. The checkout, booking and refund
 * rows' other statements live with their owners (checkout-service.ts, book.ts, bookings.ts, refunds.ts).
 */

const iso = (value: Date | string | number) => new Date(value).toISOString();

export async function bookingByOfferKey(
  q: Queryable,
  offerKey: string,
): Promise<CheckoutBookingRow | undefined> {
  const [row] = await q.query<CheckoutBookingRow>('select * from bookings where offer_key = $1', [offerKey]);
  return row;
}

export async function bookingById(
  q: Queryable,
  id: string,
  lock = false,
): Promise<CheckoutBookingRow | undefined> {
  const [row] = await q.query<CheckoutBookingRow>(
    lock ? 'select * from bookings where id = $1 for update' : 'select * from bookings where id = $1',
    [id],
  );
  return row;
}

/** The hotel's address and image as the checkout showed them. */
export async function checkoutHotel(q: Queryable, checkoutId: string) {
  const [checkout] = await q.query<{ hotel: { address: string; image: string | null } }>(
    'select hotel from checkouts where id = $1',
    [checkoutId],
  );
  return checkout;
}

/** The provider's reference of the booking's payment, and the amount it charges (major units). */
export async function setPaymentRef(
  q: Queryable,
  bookingId: string,
  paymentRef: string,
  chargeAmount: number,
) {
  await q.query('update bookings set payment_ref = $2, charge_amount = $3 where id = $1', [
    bookingId,
    paymentRef,
    chargeAmount,
  ]);
}

export async function markHeld(q: Queryable, bookingId: string, now: number) {
  await q.query('update bookings set held_at = $2 where id = $1 and held_at is null', [bookingId, iso(now)]);
}

/** Records a webhook event once: false when it was received before (a re-delivery). */
export async function recordPaymentEvent(
  tx: Queryable,
  eventId: string,
  type: string,
  now: number,
): Promise<boolean> {
  const fresh = await tx.query(
    `insert into payment_events (provider, event_id, type, received_at) values ('stripe', $1, $2, $3) on conflict do nothing returning event_id`,
    [eventId, type, iso(now)],
  );
  return fresh.length > 0;
}

/** Why a Paybyrd payment went back, if it did (a second charge of a paid booking is refunded at once). */
export async function paybyrdRefundReason(q: Queryable, correlationId: string) {
  const [returned] = await q.query<{ reason: string }>(
    `select r.reason from refunds r join payments p on p.id = r.payment_id where p.provider = 'paybyrd' and p.provider_ref = $1`,
    [correlationId],
  );
  return returned;
}

export async function logCheckoutEvent(
  q: Queryable,
  checkoutId: string,
  kind: string,
  message: string,
  now: number,
) {
  await q.query(
    'insert into checkout_events (checkout_id, kind, message, created_at) values ($1, $2, $3, $4)',
    [checkoutId, kind, message, iso(now)],
  );
}

/**
 * Card payments the sandbox providers took while we were not listening (real Stripe reports by
 * webhook). Failed ones too, for a day after their hold: a payment taken after it is late money to resolve.
 */
export async function unrecordedCardPayments(q: Queryable, withStripe: boolean, now: number) {
  return q.query<CheckoutBookingRow>(
    `select * from bookings b where payment_ref is not null
       and (status = 'Processing' or (status = 'Failed' and hold_expires_at > $2::timestamptz - interval '1 day'
         and not exists (select 1 from payments p where p.booking_id = b.id and p.provider_ref = b.payment_ref)))
       and (payment_method = 'paybyrd' or ($1 and payment_method = 'stripe')) order by random() limit 20`,
    [withStripe, iso(now)],
  );
}

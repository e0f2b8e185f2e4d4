import { ACCOUNT_BOOKING_STATUSES, type AccountBooking } from '@clubstay/contract/accounts';
import type { RefundState } from '@clubstay/contract/checkout';
import type { BookingRow } from '#bookings/booking-row.ts';
import { cryptoRefundDetails } from '#checkout/crypto-refunds.ts';
import type { Queryable } from '#db/db.ts';

/** Statuses a member may cancel from (refundable and before the deadline). */
const CANCELLABLE = new Set<BookingRow['status']>(['Pending', 'PartiallyPaid', 'Completed']);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** A bookings row with its dates as yyyy-MM-dd text (drivers differ in how they read `date`). */
export type DatedBookingRow = BookingRow & { check_in_day: string; check_out_day: string };
export const BOOKING_COLUMNS =
  "*, to_char(check_in, 'YYYY-MM-DD') as check_in_day, to_char(check_out, 'YYYY-MM-DD') as check_out_day";
const money = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

export function canCancel(row: BookingRow, now: Date): boolean {
  return (
    row.is_refundable &&
    CANCELLABLE.has(row.status) &&
    row.cancellation_deadline !== null &&
    now.getTime() < new Date(row.cancellation_deadline).getTime()
  );
}

function guests(rooms: unknown): number {
  if (!Array.isArray(rooms)) return 0;
  return rooms.reduce<number>((sum, room) => {
    const r = room as { adults?: unknown; children?: unknown };
    return (
      sum +
      (typeof r.adults === 'number' ? r.adults : 0) +
      (Array.isArray(r.children) ? r.children.length : 0)
    );
  }, 0);
}

function leadName(lead: unknown): string {
  const l = (lead ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [l.firstName, l.lastName].filter((part) => typeof part === 'string' && part).join(' ');
}

/** The refund states of bookings (refunds only, not guarantee releases): failed over pending over done, EUR summed. */
export async function refundStates(db: Queryable, bookingIds: string[]): Promise<Map<string, RefundState>> {
  const states = new Map<string, RefundState>();
  if (bookingIds.length === 0) return states;
  const rows = await db.query<{ booking_id: string; status: RefundState['status']; amount_eur: string }>(
    `select booking_id, status, amount_eur from refunds where booking_id = any($1::uuid[]) and kind = 'refund'`,
    [bookingIds],
  );
  const rank = { done: 0, pending: 1, failed: 2 } as const;
  for (const row of rows) {
    const known = states.get(row.booking_id);
    const amount = Math.round(((known?.amount ?? 0) + Number(row.amount_eur)) * 100) / 100;
    const status = known && rank[known.status] > rank[row.status] ? known.status : row.status;
    states.set(row.booking_id, { status, amount });
  }
  for (const [bookingId, details] of await cryptoRefundDetails(db, [...states.keys()])) {
    const state = states.get(bookingId);
    if (state) states.set(bookingId, { ...state, ...details });
  }
  return states;
}

export function accountBooking(
  row: DatedBookingRow,
  now: Date,
  refund: RefundState | null = null,
): AccountBooking {
  return {
    offerKey: row.offer_key,
    reference: row.reference,
    hotelId: row.hotel_id,
    hotelName: row.hotel_name,
    city: row.city,
    country: row.country,
    roomName: row.room_name,
    boarding: row.boarding,
    checkIn: row.check_in_day,
    checkOut: row.check_out_day,
    nights: row.nights,
    guests: guests(row.rooms),
    leadGuestName: leadName(row.lead_guest),
    total: money(row.total) ?? 0,
    amountPaid: money(row.amount_paid) ?? 0,
    payAtHotelTotal: money(row.pay_at_hotel_total) ?? 0,
    paymentMethod: row.payment_method,
    status: row.status as AccountBooking['status'],
    isRefundable: row.is_refundable,
    cancellationDeadline: iso(row.cancellation_deadline),
    canCancel: canCancel(row, now),
    canceledAt: iso(row.canceled_at),
    refundAmount: money(row.refund_amount),
    refund,
    createdAt: iso(row.created_at) ?? '',
  };
}

/** One page of a member's bookings of one brand, newest first, without the processing or failed ones. */
export async function listBookings(
  db: Queryable,
  customerId: string,
  whiteLabel: string,
  page: { startIndex: number; limit: number },
  now: Date,
): Promise<{ items: AccountBooking[]; totalCount: number }> {
  const statuses = [...ACCOUNT_BOOKING_STATUSES];
  const [count] = await db.query<{ n: string }>(
    'select count(*)::text as n from bookings where customer_id = $1 and white_label = $2 and status = any($3::text[])',
    [customerId, whiteLabel, statuses],
  );
  const rows = await db.query<DatedBookingRow>(
    `select ${BOOKING_COLUMNS} from bookings where customer_id = $1 and white_label = $2 and status = any($3::text[])
     order by created_at desc, id offset $4 limit $5`,
    [customerId, whiteLabel, statuses, page.startIndex, page.limit],
  );
  const refunds = await refundStates(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => accountBooking(row, now, refunds.get(row.id) ?? null)),
    totalCount: Number(count?.n ?? 0),
  };
}

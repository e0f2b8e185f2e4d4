import { round2 } from '@clubstay/contract/checkout';
import type { BrandId } from '@clubstay/contract/brands';
import type { BookingRow } from '../bookings/booking-row.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AllotmentKey, releaseBookingRooms, type SupplierBooking } from './allotment.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { uuid } from './ids.ts';
import { composeMail } from '../mail/compose.ts';
import { bookingConfirmationMail } from './mail.ts';

/** The columns checkout adds to a bookings row (migration 0100). */
export interface CheckoutBookingRow extends BookingRow {
  hold_expires_at: Date | string | null;
  confirm_at: Date | string | null;
  held_at: Date | string | null;
  mail_claimed_at: Date | string | null;
  mail_sent_at: Date | string | null;
  billing: unknown;
  locale: string;
  origin: string;
  failure_reason: string | null;
  allotment: (AllotmentKey & { units: number }) | null;
  allotment_released: boolean;
  /** The current payment intent (Stripe) or transaction (Paybyrd). */
  payment_ref: string | null;
  charge_amount: string | null;
}

export interface PaymentRecord {
  bookingId: string;
  /** stripe, paybyrd, crypto, pay-at-hotel */
  provider: string;
  /** The provider's id of this money movement: payment intent, transaction, tx hash. Unique per provider. */
  providerRef: string;
  kind: 'charge' | 'authorization' | 'deposit';
  /** In `currency`. */
  amount: number;
  currency: string;
  amountEur: number;
  /** Whether this payment completes the booking's price; by default the EUR amounts decide. */
  settlesInFull?: boolean;
}

export interface BookingLifecycleDeps {
  db: Db;
  now: () => number;
  mailer: Mailer;
  supplierBooking: SupplierBooking;
  log: { warn: (object: unknown, message: string) => void; error: (object: unknown, message: string) => void };
}

const iso = (value: number | string | Date) => new Date(value).toISOString();
/** Another sender may retry a confirmation mail whose claim is older than this (a crash mid-send). */
const MAIL_LEASE_MS = 60_000;

/**
 * The booking after the book call: money comes in (card charges, crypto deposits), the supplier
 * confirms, the confirmation mail goes out, or the payment never comes and the room goes back.
 *
 * Processing (booked, unpaid) → PartiallyPaid (crypto, part of the invoice) → Pending (paid or held
 * at the hotel; the supplier confirms after SUPPLIER_CONFIRM_MS) → Completed (mail sent once).
 * Processing or PartiallyPaid past hold_expires_at → Failed, rooms released.
 *
 * Every transition is a conditional UPDATE on the row's current status, so replays, concurrent
 * callers and several API processes apply it once; every money movement is one `payments` row,
 * unique per provider reference, so a replayed confirmation never charges twice.
 */
export class BookingLifecycle {
  constructor(private readonly deps: BookingLifecycleDeps) {}

  /** Records a money movement once; true when this call recorded it (false: already known). */
  async recordPayment(payment: PaymentRecord, tx?: Queryable): Promise<boolean> {
    const work = async (q: Queryable) => {
      const inserted = await q.query(
        `insert into payments (id, booking_id, provider, provider_ref, kind, amount, currency, amount_eur, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (provider, provider_ref) do nothing returning id`,
        [uuid(), payment.bookingId, payment.provider, payment.providerRef, payment.kind, payment.amount, payment.currency, payment.amountEur, iso(this.deps.now())],
      );
      if (inserted.length === 0 || payment.kind === 'authorization') return inserted.length > 0;
      const [booking] = await q.query<CheckoutBookingRow>('select * from bookings where id = $1 for update', [payment.bookingId]);
      if (!booking) return true;
      const paid = round2(Number(booking.amount_paid) + payment.amountEur);
      const full = payment.settlesInFull ?? paid + 0.011 >= Number(booking.total);
      const open = booking.status === 'Processing' || booking.status === 'PartiallyPaid';
      const now = this.deps.now();
      await q.query(
        `update bookings set amount_paid = $2, status = $3, confirm_at = $4, updated_at = $5,
           failure_reason = case when $6 then failure_reason else coalesce(failure_reason, 'paidAfterRelease') end
         where id = $1`,
        [
          payment.bookingId,
          paid,
          open ? (full ? 'Pending' : 'PartiallyPaid') : booking.status,
          open && full ? iso(now + SUPPLIER_CONFIRM_MS) : booking.confirm_at,
          iso(now),
          open,
        ],
      );
      return true;
    };
    return tx ? work(tx) : this.deps.db.transaction(work);
  }

  /** Pay at hotel: the booking is confirmed without a charge. */
  async confirmUnpaid(bookingId: string, tx: Queryable): Promise<void> {
    const now = this.deps.now();
    await tx.query(`update bookings set status = 'Pending', confirm_at = $2, updated_at = $3 where id = $1 and status = 'Processing'`, [
      bookingId,
      iso(now + SUPPLIER_CONFIRM_MS),
      iso(now),
    ]);
  }

  /** Releases the rooms of a booking once. */
  private async release(tx: Queryable, booking: Pick<CheckoutBookingRow, 'id' | 'allotment' | 'allotment_released'>) {
    await releaseBookingRooms(tx, this.deps.supplierBooking, booking);
  }

  /**
   * Moves every due booking on: supplier confirmations (then the mail), unpaid holds past their
   * deadline (Failed, rooms back), mails a crash left unsent. Safe to run from any process, any
   * number of times; the sweeper runs it every few seconds and reads run it for their booking.
   */
  async advance(bookingId?: string): Promise<void> {
    const now = iso(this.deps.now());
    const only = bookingId ? ' and id = $2' : '';
    const params = bookingId ? [now, bookingId] : [now];
    await this.deps.db.query(
      `update bookings set status = 'Completed', updated_at = $1 where status = 'Pending' and confirm_at <= $1${only}`,
      params,
    );
    const expired = await this.deps.db.query<{ id: string }>(
      `select id from bookings where status in ('Processing', 'PartiallyPaid') and hold_expires_at <= $1${only} limit 100`,
      params,
    );
    for (const { id } of expired) {
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<CheckoutBookingRow>(
          `update bookings set status = 'Failed', updated_at = $2,
             failure_reason = case when status = 'PartiallyPaid' then 'incompletePayment' else 'paymentTimeout' end
           where id = $1 and status in ('Processing', 'PartiallyPaid') and hold_expires_at <= $2 returning *`,
          [id, now],
        );
        if (row) await this.release(tx, row);
      });
    }
    const unsent = await this.deps.db.query<{ id: string }>(
      `select id from bookings where status = 'Completed' and mail_sent_at is null
         and (mail_claimed_at is null or mail_claimed_at < $1::timestamptz - interval '${MAIL_LEASE_MS / 1000} seconds')${only} limit 50`,
      params,
    );
    for (const { id } of unsent) await this.sendConfirmation(id);
  }

  /** Claims the confirmation mail of a booking (a lease), sends it, marks it sent. */
  private async sendConfirmation(id: string): Promise<void> {
    const now = iso(this.deps.now());
    const [row] = await this.deps.db.query<CheckoutBookingRow>(
      `update bookings set mail_claimed_at = $2 where id = $1 and status = 'Completed' and mail_sent_at is null
         and (mail_claimed_at is null or mail_claimed_at < $2::timestamptz - interval '${MAIL_LEASE_MS / 1000} seconds') returning *`,
      [id, now],
    );
    if (!row) return;
    const lead = row.lead_guest as { email: string };
    try {
      // In the booker's language, kept on the booking at Book.
      const mail = composeMail(
        { whiteLabel: row.white_label as BrandId, kind: 'booking-confirmation', to: lead.email, language: row.locale },
        bookingConfirmationMail(row),
      );
      await this.deps.mailer.send(mail);
      await this.deps.db.query('update bookings set mail_sent_at = $2 where id = $1', [id, iso(this.deps.now())]);
    } catch (error) {
      this.deps.log.error({ err: error, bookingId: id }, 'confirmation mail not sent; retried after the lease');
    }
  }
}

import { round2 } from '@clubstay/contract/checkout';
import type { Db, Queryable } from '#db/db.ts';
import type { Mailer } from '#mail/mailer.ts';
import type { AllotmentKey, SupplierBooking } from '#supplier/supplier-booking.ts';
import type { CheckoutBookingRow } from './booking-columns.ts';
import { releaseBookingRooms } from './allotment.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { uuid } from './ids.ts';
import {
  bookingConfirmationMail,
  bookingReleasedMail,
  latePaymentCompletedMail,
  latePaymentRefundedMail,
  mailToTraveller,
} from './mail.ts';
import { queueRefunds } from './refunds.ts';

interface PaymentRecord {
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

interface BookingLifecycleDeps {
  db: Db;
  now: () => number;
  mailer: Mailer;
  supplierBooking: SupplierBooking;
  /**
   * Whether the booking's room can still be had at its price (a payment that came after the hold
   * completes the booking then). @default never (the payment is refunded)
   */
  offerHolds?: (booking: CheckoutBookingRow) => Promise<boolean>;
  log: {
    warn: (object: unknown, message: string) => void;
    error: (object: unknown, message: string) => void;
  };
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

  /**
   * Records a money movement once; true when this call recorded it (false: already known).
   *
   * A traveller's money is never kept without a booking: a charge of a booking already paid (a second
   * card token, a replay under another reference) is refunded at once; a payment after the hold ran
   * out is recorded as late and resolved by `advance` (the booking goes ahead or the money goes back).
   */
  async recordPayment(payment: PaymentRecord, tx?: Queryable): Promise<boolean> {
    const work = async (q: Queryable) => {
      const inserted = await q.query<{ id: string }>(
        `insert into payments (id, booking_id, provider, provider_ref, kind, amount, currency, amount_eur, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (provider, provider_ref) do nothing returning id`,
        [
          uuid(),
          payment.bookingId,
          payment.provider,
          payment.providerRef,
          payment.kind,
          payment.amount,
          payment.currency,
          payment.amountEur,
          iso(this.deps.now()),
        ],
      );
      const paymentId = inserted[0]?.id;
      if (!paymentId) return false;
      const [booking] = await q.query<CheckoutBookingRow>('select * from bookings where id = $1 for update', [
        payment.bookingId,
      ]);
      if (!booking) return true;
      const now = this.deps.now();
      const open = booking.status === 'Processing' || booking.status === 'PartiallyPaid';
      const context = {
        bookingId: booking.id,
        status: booking.status,
        provider: payment.provider,
        providerRef: payment.providerRef,
        amount: payment.amount,
      };
      if (booking.status === 'Failed') {
        // After the hold: a guarantee is released, money is counted as late and resolved by advance()
        // (or refunded at once when this booking's money already goes back).
        if (payment.kind === 'authorization' || booking.late_payment === 'refunded') {
          await queueRefunds(q, booking.id, now, 'late', paymentId);
        }
        if (payment.kind !== 'authorization') {
          await q.query(
            `update bookings set amount_paid = amount_paid + $2, late_payment = coalesce(late_payment, 'open'), updated_at = $3 where id = $1`,
            [booking.id, payment.amountEur, iso(now)],
          );
        }
        this.deps.log.warn(
          context,
          'payment after the payment hold ran out; the booking goes ahead or the money goes back',
        );
        return true;
      }
      if (payment.kind === 'authorization') return true;
      if (!open) {
        // Paid, held, confirmed or cancelled already: one successful charge per booking, this one goes back.
        await queueRefunds(q, booking.id, now, 'duplicate', paymentId);
        this.deps.log.error(context, 'second charge of a booking already paid; refunded at once');
        return true;
      }
      const paid = round2(Number(booking.amount_paid) + payment.amountEur);
      const full = payment.settlesInFull ?? paid + 0.011 >= Number(booking.total);
      await q.query(
        `update bookings set amount_paid = $2, status = $3, confirm_at = $4, updated_at = $5 where id = $1`,
        [
          payment.bookingId,
          paid,
          full ? 'Pending' : 'PartiallyPaid',
          full ? iso(now + SUPPLIER_CONFIRM_MS) : booking.confirm_at,
          iso(now),
        ],
      );
      return true;
    };
    return tx ? work(tx) : this.deps.db.transaction(work);
  }

  /** Pay at hotel: the booking is confirmed without a charge. */
  async confirmUnpaid(bookingId: string, tx: Queryable): Promise<void> {
    const now = this.deps.now();
    await tx.query(
      `update bookings set status = 'Pending', confirm_at = $2, updated_at = $3 where id = $1 and status = 'Processing'`,
      [bookingId, iso(now + SUPPLIER_CONFIRM_MS), iso(now)],
    );
  }

  /** The traveller opened the confirmation e-mail's link: a pay-at-hotel booking awaiting it is kept. */
  async confirmFromMail(bookingId: string): Promise<void> {
    await this.deps.db.query(
      `update bookings set guaranteed_at = $2 where id = $1 and guarantee_due_at is not null and guaranteed_at is null
         and status in ('Processing', 'Pending', 'Completed')`,
      [bookingId, iso(this.deps.now())],
    );
  }

  /**
   * Pay-at-hotel bookings without a card that were not confirmed from their e-mail by their deadline
   * (PAY_AT_HOTEL_CONFIRM_MS): Canceled (`notGuaranteed`), rooms back to the supplier, and the
   * traveller told in the booking's language. Nothing was charged, so nothing is refunded.
   */
  private async releaseUnguaranteed(now: string, bookingId?: string): Promise<void> {
    const only = bookingId ? ' and id = $2' : '';
    const due = await this.deps.db.query<{ id: string }>(
      `select id from bookings where status in ('Pending', 'Completed') and guarantee_due_at <= $1 and guaranteed_at is null${only} limit 100`,
      bookingId ? [now, bookingId] : [now],
    );
    for (const { id } of due) {
      const released = await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<CheckoutBookingRow>(
          `update bookings set status = 'Canceled', canceled_at = $2, failure_reason = 'notGuaranteed', refund_amount = 0, updated_at = $2
           where id = $1 and status in ('Pending', 'Completed') and guarantee_due_at <= $2 and guaranteed_at is null returning *`,
          [id, now],
        );
        if (!row) return null;
        await this.release(tx, row);
        // A card guarantee cannot exist here (no-card bookings only); queue nothing else.
        return row;
      });
      if (!released) continue;
      this.deps.log.warn(
        { bookingId: id },
        'pay-at-hotel booking not confirmed from its e-mail in time; released',
      );
      try {
        await this.deps.mailer.send(
          mailToTraveller(released, 'booking-released', bookingReleasedMail(released)),
        );
      } catch (error) {
        this.deps.log.error({ err: error, bookingId: id }, 'release mail not sent');
      }
    }
  }

  /** Releases the rooms of a booking once. */
  private async release(
    tx: Queryable,
    booking: Pick<CheckoutBookingRow, 'id' | 'allotment' | 'allotment_released'>,
  ) {
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
    await this.releaseUnguaranteed(now, bookingId);
    const expired = await this.deps.db.query<{ id: string }>(
      `select id from bookings where status in ('Processing', 'PartiallyPaid') and hold_expires_at <= $1${only} limit 100`,
      params,
    );
    for (const { id } of expired) {
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<CheckoutBookingRow>(
          `update bookings set status = 'Failed', updated_at = $2,
             failure_reason = case when status = 'PartiallyPaid' then 'incompletePayment' else 'paymentTimeout' end,
             late_payment = case when amount_paid > 0 then 'refunded' else late_payment end
           where id = $1 and status in ('Processing', 'PartiallyPaid') and hold_expires_at <= $2 returning *`,
          [id, now],
        );
        if (!row) return;
        await this.release(tx, row);
        // What came in (a part payment, a card guarantee) goes back: there is no booking to keep it for.
        await queueRefunds(tx, row.id, this.deps.now(), 'expired');
      });
    }
    await this.resolveLatePayments(bookingId);
    await this.sendLatePaymentMails(bookingId);
    const unsent = await this.deps.db.query<{ id: string }>(
      `select id from bookings where status = 'Completed' and mail_sent_at is null
         and (mail_claimed_at is null or mail_claimed_at < $1::timestamptz - interval '${MAIL_LEASE_MS / 1000} seconds')${only} limit 50`,
      params,
    );
    for (const { id } of unsent) await this.sendConfirmation(id);
  }

  /**
   * Payments that came after the hold ran out: when they cover the total and the room can still be
   * had at the booking's price, the booking goes ahead (its rooms taken again, Pending, then the
   * usual confirmation); otherwise everything paid goes back through the refund queue.
   */
  private async resolveLatePayments(bookingId?: string): Promise<void> {
    const only = bookingId ? ' and id = $1' : '';
    const open = await this.deps.db.query<CheckoutBookingRow>(
      `select * from bookings where status = 'Failed' and late_payment = 'open'${only} limit 20`,
      bookingId ? [bookingId] : [],
    );
    for (const candidate of open) {
      const covered = Number(candidate.amount_paid) + 0.011 >= Number(candidate.total);
      const holds =
        covered && this.deps.offerHolds ? await this.deps.offerHolds(candidate).catch(() => false) : false;
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx.query<CheckoutBookingRow>(
          `select * from bookings where id = $1 and status = 'Failed' and late_payment = 'open' for update`,
          [candidate.id],
        );
        if (!row) return;
        const now = this.deps.now();
        const allotment = row.allotment;
        const { units = 0, ...key } = allotment ?? {};
        const taken =
          holds && allotment ? await this.deps.supplierBooking.take(tx, key as AllotmentKey, units) : false;
        if (taken) {
          await tx.query(
            `update bookings set status = 'Pending', failure_reason = null, late_payment = 'completed', allotment_released = false,
               confirm_at = $2, updated_at = $3 where id = $1`,
            [row.id, iso(now + SUPPLIER_CONFIRM_MS), iso(now)],
          );
          this.deps.log.warn(
            { bookingId: row.id },
            'late payment completed the booking (room still available at the price)',
          );
        } else {
          await queueRefunds(tx, row.id, now, 'late');
          await tx.query(`update bookings set late_payment = 'refunded', updated_at = $2 where id = $1`, [
            row.id,
            iso(now),
          ]);
          this.deps.log.warn(
            { bookingId: row.id },
            'late payment refunded (room no longer available at the price)',
          );
        }
      });
    }
  }

  /** Tells the traveller, once, whether the money that came late completed the booking or goes back. */
  private async sendLatePaymentMails(bookingId?: string): Promise<void> {
    const only = bookingId ? ' and id = $2' : '';
    const now = iso(this.deps.now());
    const due = await this.deps.db.query<CheckoutBookingRow>(
      `update bookings set late_mail_sent_at = $1
       where id in (select id from bookings where late_payment in ('completed', 'refunded') and late_mail_sent_at is null${only} limit 20)
         and late_mail_sent_at is null returning *`,
      bookingId ? [now, bookingId] : [now],
    );
    for (const row of due) {
      try {
        const [refunded] = await this.deps.db.query<{ sum: string | null }>(
          `select sum(amount_eur)::text as sum from refunds where booking_id = $1 and kind = 'refund'`,
          [row.id],
        );
        const completed = row.late_payment === 'completed';
        const mail = mailToTraveller(
          row,
          completed ? 'late-payment-completed' : 'late-payment-refunded',
          completed
            ? latePaymentCompletedMail(row)
            : latePaymentRefundedMail(
                row,
                Number(refunded?.sum ?? row.amount_paid),
                row.failure_reason === 'incompletePayment',
              ),
        );
        await this.deps.mailer.send(mail);
      } catch (error) {
        await this.deps.db.query('update bookings set late_mail_sent_at = null where id = $1', [row.id]);
        this.deps.log.error(
          { err: error, bookingId: row.id },
          'late payment mail not sent; the next sweep retries',
        );
      }
    }
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
    try {
      const mail = mailToTraveller(row, 'booking-confirmation', bookingConfirmationMail(row));
      await this.deps.mailer.send(mail);
      await this.deps.db.query('update bookings set mail_sent_at = $2 where id = $1', [
        id,
        iso(this.deps.now()),
      ]);
    } catch (error) {
      this.deps.log.error(
        { err: error, bookingId: id },
        'confirmation mail not sent; retried after the lease',
      );
    }
  }
}

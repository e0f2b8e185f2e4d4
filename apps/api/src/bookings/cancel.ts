import type { BrandId } from '@clubstay/contract/brands';
import { BOOKING_COLUMNS, canCancel, type DatedBookingRow } from '#accounts/bookings.ts';
import { bookingCancellationMail } from '#accounts/mails.ts';
import { releaseBookingRooms } from '#checkout/allotment.ts';
import type { SupplierBooking } from '#supplier/supplier-booking.ts';
import { queueRefunds } from '#checkout/refunds.ts';
import type { Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { composeMail } from '#mail/compose.ts';
import type { Mailer } from '#mail/mailer.ts';

/** What a cancellation needs of the server: the database, the supplier, the refund issuer and the mailer. */
interface CancelDeps {
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> };
  supplierBooking: SupplierBooking;
  mailer: Mailer;
  /** Issues the refunds the cancellation queued, right after commit (the checkout sweeper retries). */
  issueRefunds?: ((bookingId: string) => Promise<unknown>) | undefined;
  log: { warn: (object: unknown, message: string) => void };
}

/**
 * Which booking: by id once the caller's right to it is checked (a guest with the manage link), or
 * by offer key within the member's own bookings of the brand (another member's is not found).
 */
type CancelTarget = { id: string } | { offerKey: string; customerId: string; whiteLabel: string };

interface CancelRequest {
  target: CancelTarget;
  at: Date;
  /** Who gets the cancellation e-mail (the lead guest, or the member). */
  mailTo: string;
  /** The error of a booking that is not there (or not the caller's, or never went through). */
  notFound: () => Error;
  /** The request field a refusal names in its details; none: a refusal carries no details. */
  field?: string;
}

/**
 * Cancels a booking: under its row lock, checks it may still be cancelled, marks it Canceled with
 * everything paid to refund, gives its rooms back and queues its refunds; after commit, issues the
 * refunds and mails the traveller in the booking's language. Cancelling a cancelled booking changes
 * nothing and sends nothing (`changed: false`).
 */
export async function cancelBooking(
  deps: CancelDeps,
  { target, at, mailTo, notFound, field }: CancelRequest,
): Promise<{ row: DatedBookingRow; changed: boolean }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [locked] =
      'id' in target
        ? await tx.query<DatedBookingRow>(
            `select ${BOOKING_COLUMNS} from bookings where id = $1 for update`,
            [target.id],
          )
        : await tx.query<DatedBookingRow>(
            `select ${BOOKING_COLUMNS} from bookings where offer_key = $1 and customer_id = $2 and white_label = $3 for update`,
            [target.offerKey, target.customerId, target.whiteLabel],
          );
    if (!locked || locked.status === 'Processing' || locked.status === 'Failed') throw notFound();
    if (locked.status === 'Canceled') return { row: locked, changed: false };
    if (!canCancel(locked, at)) {
      const code = locked.is_refundable ? 'deadline_passed' : 'non_refundable';
      throw new HttpError(
        409,
        locked.is_refundable
          ? 'The free cancellation deadline has passed'
          : 'This booking is non-refundable and cannot be cancelled',
        field ? [{ field, code, message: 'This booking can no longer be cancelled' }] : undefined,
      );
    }
    const [updated] = await tx.query<DatedBookingRow & Parameters<typeof releaseBookingRooms>[2]>(
      `update bookings set status = 'Canceled', canceled_at = $2, refund_amount = amount_paid, failure_reason = null, updated_at = $2
       where id = $1 returning ${BOOKING_COLUMNS}`,
      [locked.id, at],
    );
    // The stay is off: its rooms go back to the supplier's allotment (once, under this row lock).
    if (updated) await releaseBookingRooms(tx, deps.supplierBooking, updated);
    // The money goes back: one refund (or guarantee release) per payment, issued after commit.
    await queueRefunds(tx, locked.id, at.getTime());
    return { row: updated ?? locked, changed: true };
  });
  if (!outcome.changed) return outcome;
  const { row } = outcome;
  if (deps.issueRefunds) {
    // Best effort now; a failure stays pending and the checkout sweeper retries it.
    await deps
      .issueRefunds(row.id)
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, 'refund after cancel failed; the sweeper retries'),
      );
  }
  // In the language kept on the booking (the booker's at Book), like its confirmation.
  await deps.mailer.send(
    composeMail(
      {
        whiteLabel: row.white_label as BrandId,
        kind: 'booking-cancellation',
        to: mailTo,
        language: row.locale,
      },
      bookingCancellationMail({
        reference: row.reference,
        hotelName: row.hotel_name,
        checkIn: row.check_in_day,
        checkOut: row.check_out_day,
        refundAmount: Number(row.refund_amount ?? 0),
      }),
    ),
  );
  return outcome;
}

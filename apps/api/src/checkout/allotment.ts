import type { Queryable } from '#db/db.ts';
import type { AllotmentKey, SupplierBooking } from '#supplier/supplier-booking.ts';

/**
 * Gives a booking's rooms back to the supplier once: when its payment never came (Failed) or when
 * its member cancels it. Run inside the transaction that holds the booking row locked, so the
 * `allotment_released` flag makes a repeat (or a second path) a no-op.
 */
export async function releaseBookingRooms(
  tx: Queryable,
  supplier: SupplierBooking,
  booking: { id: string; allotment: (AllotmentKey & { units: number }) | null; allotment_released: boolean },
): Promise<void> {
  if (!booking.allotment || booking.allotment_released) return;
  const { units, ...key } = booking.allotment;
  await supplier.release(tx, key, units);
  await tx.query('update bookings set allotment_released = true where id = $1', [booking.id]);
}

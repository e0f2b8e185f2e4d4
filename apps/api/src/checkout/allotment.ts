import type { Queryable } from '../db/db.ts';
import { hash32 } from '../inventory/seed-hotels.ts';

/**
 * The supplier's side of a booking: rooms are finite. Each (hotel, room type, stay) has an allotment
 * of rooms; a booking takes as many as the party needs, a failed or expired booking gives them
 * back. The sandbox keeps the allotment in the database (sandbox_allotments) so every API process
 * sees one stock, and takes rooms with one conditional UPDATE inside the booking's transaction:
 * concurrent books of the last room serialize on that row and exactly one gets it.
 */
export interface AllotmentKey {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
}

export interface SupplierBooking {
  /** Takes `units` rooms inside `tx`; false when fewer are left. */
  take(tx: Queryable, key: AllotmentKey, units: number): Promise<boolean>;
  /** Gives `units` rooms back inside `tx`. */
  release(tx: Queryable, key: AllotmentKey, units: number): Promise<void>;
  /** Whether `units` rooms are left now (the price check reports SoldOutRoom otherwise). */
  hasRooms(db: Queryable, key: AllotmentKey, units: number): Promise<boolean>;
}

/** How many rooms of a type the sandbox supplier has for a stay when nobody has booked yet: 2 to 6. */
export function initialAllotment(key: AllotmentKey): number {
  const day = Number(key.checkIn.replaceAll('-', '')) % 100_000;
  return 2 + (hash32(key.hotelId * 16 + key.roomId, 9100 + day) % 5);
}

export const sandboxSupplierBooking: SupplierBooking = {
  async take(tx, key, units) {
    await tx.query(
      `insert into sandbox_allotments (hotel_id, room_id, check_in, check_out, rooms_left)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [key.hotelId, key.roomId, key.checkIn, key.checkOut, initialAllotment(key)],
    );
    const rows = await tx.query(
      `update sandbox_allotments set rooms_left = rooms_left - $5
       where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4 and rooms_left >= $5
       returning rooms_left`,
      [key.hotelId, key.roomId, key.checkIn, key.checkOut, units],
    );
    return rows.length === 1;
  },
  async hasRooms(db, key, units) {
    const [row] = await db.query<{ rooms_left: number }>(
      'select rooms_left from sandbox_allotments where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4',
      [key.hotelId, key.roomId, key.checkIn, key.checkOut],
    );
    return (row ? row.rooms_left : initialAllotment(key)) >= units;
  },
  async release(tx, key, units) {
    await tx.query(
      `update sandbox_allotments set rooms_left = rooms_left + $5
       where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4`,
      [key.hotelId, key.roomId, key.checkIn, key.checkOut, units],
    );
  },
};

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

/** Sandbox: sets the rooms left (demos and the reliability tests' "last room"). */
export async function setAllotment(db: Queryable, key: AllotmentKey, left: number): Promise<void> {
  await db.query(
    `insert into sandbox_allotments (hotel_id, room_id, check_in, check_out, rooms_left) values ($1, $2, $3, $4, $5)
     on conflict (hotel_id, room_id, check_in, check_out) do update set rooms_left = excluded.rooms_left`,
    [key.hotelId, key.roomId, key.checkIn, key.checkOut, left],
  );
}

import type { Queryable } from '#db/db.ts';
import { hash32 } from '#inventory/seed-hotels.ts';
import type { AllotmentKey, SupplierBooking } from './supplier-booking.ts';

/** How many rooms of a type the sandbox supplier has for a stay when nobody has booked yet: 2 to 6. */
function initialAllotment(key: AllotmentKey): number {
  const day = Number(key.checkIn.replaceAll('-', '')) % 100_000;
  return 2 + (hash32(key.hotelId * 16 + key.roomId, 9100 + day) % 5);
}

/**
 * The sandbox supplier's rooms. It keeps the allotment in the database (sandbox_allotments) so
 * every API process sees one stock, and takes rooms with one conditional UPDATE inside the booking's
 * transaction: concurrent books of the last room serialize on that row and exactly one gets it.
 */
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

/** Sandbox: sets the rooms left (demos and the reliability tests' "last room"). */
export async function setAllotment(db: Queryable, key: AllotmentKey, left: number): Promise<void> {
  await db.query(
    `insert into sandbox_allotments (hotel_id, room_id, check_in, check_out, rooms_left) values ($1, $2, $3, $4, $5)
     on conflict (hotel_id, room_id, check_in, check_out) do update set rooms_left = excluded.rooms_left`,
    [key.hotelId, key.roomId, key.checkIn, key.checkOut, left],
  );
}

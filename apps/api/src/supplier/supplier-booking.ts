import type { Queryable } from '#db/db.ts';

/**
 * The supplier's side of a booking: rooms are finite. Each (hotel, room type, stay) has an allotment
 * of rooms; a booking takes as many as the party needs, a failed or expired booking gives them
 * back. Implementations: the sandbox allotments (sandbox-booking.ts), and the supplier's booking
 * API once one is configured.
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

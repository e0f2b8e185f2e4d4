import type { HotelRoom, RoomPackage } from '@clubstay/contract/rooms';

/** A package for tests: `1-2-R` is room 1, meal 2, refundable. */
export function pkg(id: string, price: number, extra: Partial<RoomPackage> = {}): RoomPackage {
  const [, boarding = '1', flag = 'N'] = id.split('-');
  return {
    id,
    price: { price, pricePerNight: price / 3, tax: Math.round(price * 9.09) / 100, fee: 6 },
    isRefundable: flag === 'R',
    boarding: Number(boarding),
    isCheapest: false,
    cancellationDeadline: flag === 'R' ? '2027-03-10T12:00:00.000Z' : null,
    source: 1,
    ...extra,
  };
}

export function room(id: number, groups: RoomPackage[], extra: Partial<HotelRoom> = {}): HotelRoom {
  return {
    id,
    name: `Room ${id}`,
    images: [`/api/images/room/1/${id}/1.svg`],
    facilities: [{ name: 'Free WiFi' }],
    groups,
    ...extra,
  };
}

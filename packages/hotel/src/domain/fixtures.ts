import type { HotelInfo } from '@clubstay/contract/hotel';
import type { GuaranteedOffer, HotelRoom, RoomPackage } from '@clubstay/contract/rooms';
import { PRICE_PRESENTATION, ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import type { RoomsContextValue } from '#screen/rooms/parts.tsx';

/*
 * Made-up hotel page data for tests and stories, typed by the contract. Story photos are the drawings
 * Storybook serves (apps/storybook/public/photos), no real hotel's pictures. Not part of the published
 * package (tooling/scripts/src/pack-packages.mjs leaves fixtures out).
 */

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

/** A placeholder photo served by Storybook (1 to 6). */
export const photo = (number: number) => `./photos/photo-${((number - 1) % 6) + 1}.svg`;

/** Room only (1) and breakfast (2), each non-refundable and refundable; the cheapest first. */
export const deluxe = room(
  3,
  [pkg('3-1-N', 300, { isCheapest: true }), pkg('3-1-R', 330), pkg('3-2-N', 360), pkg('3-2-R', 396)],
  { name: 'Deluxe King Room' },
);

/** The rooms of a search's answer, with photos and facilities, as the hotel page lists them. */
export const rooms: HotelRoom[] = [
  {
    ...deluxe,
    images: [photo(2), photo(4), photo(5)],
    facilities: [
      { name: 'Free WiFi' },
      { name: 'Air conditioning' },
      { name: 'City view' },
      { name: 'Minibar' },
      { name: 'Rain shower' },
      { name: 'Safe' },
    ],
  },
  room(4, [pkg('4-1-N', 255, { isCheapest: true }), pkg('4-2-R', 318)], {
    name: 'Standard Double Room',
    images: [photo(4), photo(2)],
    facilities: [{ name: 'Free WiFi' }, { name: 'Air conditioning' }],
  }),
  room(5, [pkg('5-2-N', 540, { isCheapest: true }), pkg('5-2-R', 585), pkg('5-4-R', 690)], {
    name: 'Junior Suite with River View',
    images: [photo(5), photo(6), photo(2)],
    facilities: [{ name: 'Free WiFi' }, { name: 'River view' }, { name: 'Bathtub' }, { name: 'Balcony' }],
  }),
  room(6, [pkg('6-1-N', 210, { isCheapest: true })], {
    name: 'Economy Single Room',
    images: [],
    facilities: [{ name: 'Free WiFi' }],
  }),
];

/** What the room cards share: 3 nights, 12–15 March 2027, two adults and a child of 5, taxes included. */
export function roomsContext(extra: Partial<RoomsContextValue> = {}): RoomsContextValue {
  return {
    presentation: PRICE_PRESENTATION.IncludedTaxes,
    nights: 3,
    dates: ['2027-03-12', '2027-03-15'],
    rooms: [{ adults: 2, children: [5] }],
    onBook: () => undefined,
    ...extra,
  };
}

/** The guaranteed offer in one of its states (ROOM_AVAILABILITY), its price moved by `priceChangePercent`. */
export function guaranteedOffer(
  status: GuaranteedOffer['status'] = ROOM_AVAILABILITY.Available,
  priceChangePercent = 0,
  extra: Partial<GuaranteedOffer> = {},
): GuaranteedOffer {
  return {
    status,
    packageId: '1-1-N',
    roomId: 1,
    name: 'Standard Double Room',
    images: [],
    facilities: [{ name: 'Free WiFi' }],
    isRefundable: false,
    boarding: 1,
    cancellationDeadline: null,
    source: 1,
    priceChangePercent,
    price: { price: 300, pricePerNight: 100, tax: 27.27, fee: 0 },
    ...extra,
  };
}

/** GET /hotel/{hotelId}: a four-star hotel in Lisbon with its photos, facilities and policies. */
export function hotelInfo(extra: Partial<HotelInfo> = {}): HotelInfo {
  return {
    id: 1001,
    name: 'Hotel Miramar Lisboa',
    stars: 4,
    propertyType: 1,
    address: 'Rua da Prata 120, 1100-420 Lisbon',
    city: 'Lisbon',
    placeId: 'city-2267057',
    country: 'Portugal',
    countryCode: 'PT',
    geo: { lat: 38.7107, lng: -9.1366 },
    images: Array.from({ length: 12 }, (_, index) => photo(index + 1)),
    imagesCount: 12,
    discount: 15,
    description:
      'A restored 19th-century building in the Baixa, a short walk from the river and the Alfama.\n\n' +
      'Rooms look over the old town or the Tagus; breakfast is served on the roof terrace.',
    tradable: true,
    price: { currency: 'EUR', total: 900, perNight: 300, totalBeforeDiscount: 1059, nights: 3 },
    soldOut: false,
    review: { id: 'ty-1001', score: 8.6, scoreDescription: 'VeryGood', category: 3, reviewsCount: 1284 },
    trustYouId: null,
    distanceToCenter: 450,
    facilities: [
      {
        groupId: 1,
        name: 'Internet',
        icon: 'wifi',
        facilities: [{ id: 22, name: 'Free WiFi' }],
      },
      {
        groupId: 4,
        name: 'Wellness',
        icon: 'spa',
        facilities: [
          { id: 9, name: 'Fitness centre' },
          { id: 12, name: 'Spa' },
        ],
      },
    ],
    hotelPolicies: { data: { childrenAgeFrom: 2, childrenAgeTo: 11, childrenStayFree: true } },
    searchId: 'search-lisbon',
    stay: { checkIn: '2027-05-12', checkOut: '2027-05-15', nights: 3, rooms: [{ adults: 2, children: [] }] },
    ...extra,
  };
}

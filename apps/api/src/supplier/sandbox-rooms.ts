import { MEAL_TYPE, RATE_SOURCES } from '@clubstay/contract/rooms';
import type { SearchKey } from '@clubstay/contract/search';
import { countryPriceLevel } from '#inventory/pricing.ts';
import { hash32 } from '#inventory/seed-hotels.ts';
import type { SupplierPackage, SupplierRoom } from './rates-supplier.ts';

/** The sandbox supplier's rooms and packages of a hotel for a stay, and their prices (sandbox-rates.ts serves them). */

const ROOM_TYPES = [
  { name: 'Standard Double Room', factor: 1 },
  { name: 'Standard Twin Room', factor: 1.04 },
  { name: 'Superior Double Room', factor: 1.18 },
  { name: 'Deluxe King Room', factor: 1.32 },
  { name: 'Family Room', factor: 1.45 },
  { name: 'Junior Suite', factor: 1.7 },
  { name: 'Executive Suite', factor: 2.1 },
] as const;

const ROOM_FACILITIES = [
  'Free WiFi',
  'Air conditioning',
  'Private bathroom',
  'Flat-screen TV',
  'Safe',
  'Hairdryer',
  'Desk',
  'Minibar',
  'Coffee machine',
  'Bathtub',
  'Balcony',
  'City view',
  'Soundproofing',
  'Kitchenette',
  'Bathrobe',
  'Iron',
];

/** VAT included in room prices, by country (10 % elsewhere). */
const VAT: Record<string, number> = {
  FR: 0.1,
  DE: 0.07,
  IT: 0.1,
  ES: 0.1,
  GB: 0.2,
  US: 0.12,
  CH: 0.038,
  BR: 0.05,
  NL: 0.09,
  PT: 0.06,
};

const SOURCES = [RATE_SOURCES.Google, RATE_SOURCES.Trivago, RATE_SOURCES.Wego] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface HotelFacts {
  id: number;
  countryCode: string;
  stars: number;
  tradable: boolean;
  soldOut: boolean;
  /** The search result's total for the stay (EUR, after discount). */
  total: number;
}

export function packageId(roomId: number, boarding: number, refundable: boolean): string {
  return `${roomId}-${boarding}-${refundable ? 'R' : 'N'}`;
}

function breakfastOf(hotel: HotelFacts): number {
  if (hotel.countryCode === 'GB') return MEAL_TYPE.EnglishBreakfast;
  if (hotel.countryCode === 'IE') return MEAL_TYPE.IrishBreakfast;
  if (hotel.countryCode === 'US' || hotel.countryCode === 'CA') return MEAL_TYPE.AmericanBreakfast;
  const choices = [MEAL_TYPE.BreakfastIncluded, MEAL_TYPE.ContinentalBreakfast, MEAL_TYPE.BreakfastBuffet];
  return choices[hash32(hotel.id, 7101) % choices.length] ?? MEAL_TYPE.BreakfastIncluded;
}

/** Every room type and package of a hotel for a stay, priced (`priceFactor` 1 is the search's price). */
export function buildRooms(hotel: HotelFacts, stay: SearchKey, startedAt: number, priceFactor: number) {
  const nights = stay.nights;
  const guests = stay.rooms.reduce((sum, room) => sum + room.adults + room.children.length * 0.5, 0);
  const adults = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  // Breakfast costs about 14 % of a room-night per guest (at least 4 EUR a head where food is cheap).
  const breakfast = Math.max(
    4 * countryPriceLevel(hotel.countryCode),
    (0.14 * hotel.total) / nights / stay.rooms.length,
  );
  const meals = [
    { id: MEAL_TYPE.RoomOnly, perGuest: 0, chance: 1000 },
    { id: breakfastOf(hotel), perGuest: breakfast, chance: 800 },
    { id: MEAL_TYPE.HalfBoard, perGuest: breakfast * 2.4, chance: hotel.stars >= 3 ? 450 : 100 },
    { id: MEAL_TYPE.FullBoard, perGuest: breakfast * 3.6, chance: hotel.stars >= 3 ? 250 : 0 },
    { id: MEAL_TYPE.AllInclusive, perGuest: breakfast * 5, chance: hotel.stars >= 4 ? 200 : 0 },
  ].filter((meal, index) => index === 0 || hash32(hotel.id, 7200 + index) % 1000 < meal.chance);
  const refundFactor = 1 + (8 + (hash32(hotel.id, 7301) % 8)) / 100;
  const noRefundable = hash32(hotel.id, 7302) % 10 === 0;
  const checkIn = Date.parse(`${stay.checkIn}T12:00:00Z`);
  const deadline = new Date(checkIn - (2 + (hash32(hotel.id, 7303) % 5)) * 86_400_000);
  const offerRefundable = !noRefundable && deadline.getTime() > startedAt;
  const vat = VAT[hotel.countryCode] ?? 0.1;
  const cityTax =
    hash32(hotel.id, 7304) % 10 < 6 ? 1 + (hash32(hotel.id, 7305) % 4) * (hotel.stars >= 4 ? 1.5 : 1) : 0;
  const fee = round2(cityTax * adults * nights);

  // The first room type is always the standard one; 1 to 4 better ones follow, by factor.
  const count = 2 + (hash32(hotel.id, 7401) % 4);
  const others = ROOM_TYPES.slice(1)
    .map((type, index) => ({ type, order: hash32(hotel.id, 7402 + index) }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count - 1)
    .map((entry) => entry.type)
    .sort((a, b) => a.factor - b.factor);
  const types = [ROOM_TYPES[0], ...others];
  const noImages = hash32(hotel.id, 7403) % 20 === 0;
  const basePrices = new Map<string, number>();

  const rooms: SupplierRoom[] = types.map((type, index) => {
    const roomId = index + 1;
    const imageCount = noImages ? 0 : 2 + (hash32(hotel.id * 16 + roomId, 7501) % 5);
    const facilities = ROOM_FACILITIES.filter(
      (_, f) => f < 3 || hash32(hotel.id * 16 + roomId, 7600 + f) % 3 === 0,
    );
    // The standard room offers every meal of the hotel; others drop some (never room only).
    const roomMeals = meals.filter(
      (meal, m) => m === 0 || index === 0 || hash32(hotel.id * 16 + roomId, 7700 + m) % 4 !== 0,
    );
    const packages: SupplierPackage[] = [];
    for (const meal of roomMeals) {
      for (const refundable of offerRefundable ? [false, true] : [false]) {
        const compute = (factor: number) => {
          const room = round2(hotel.total * factor * type.factor);
          const nonRefundable = round2(room + meal.perGuest * guests * nights * factor);
          return refundable ? round2(nonRefundable * refundFactor) : nonRefundable;
        };
        const price = compute(priceFactor);
        const id = packageId(roomId, meal.id, refundable);
        basePrices.set(id, compute(1));
        packages.push({
          id,
          roomId,
          price: {
            price,
            pricePerNight: round2(price / nights),
            tax: round2(price - price / (1 + vat)),
            fee,
          },
          isRefundable: refundable,
          boarding: meal.id,
          cancellationDeadline: refundable ? deadline.toISOString() : null,
          source:
            SOURCES[
              hash32(hotel.id * 16 + roomId, 7800 + meal.id * 2 + (refundable ? 1 : 0)) % SOURCES.length
            ] ?? RATE_SOURCES.Google,
          isCheapest: false,
        });
      }
    }
    packages.sort((a, b) => a.price.price - b.price.price || a.id.localeCompare(b.id));
    if (packages[0]) packages[0].isCheapest = true;
    return {
      id: roomId,
      name: type.name,
      images: Array.from(
        { length: imageCount },
        (_, n) => `/api/images/room/${hotel.id}/${roomId}/${n + 1}.svg`,
      ),
      facilities,
      packages,
    };
  });
  return { rooms, basePrices, guaranteedId: packageId(1, MEAL_TYPE.RoomOnly, false) };
}

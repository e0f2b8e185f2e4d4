import countriesData from 'world-countries';

/**
 * Reference data served by GET /config. The hotel inventory is generated from the same lists, so
 * every facility, property type and hot filter a search can return is one the config names.
 */

/** The 14 facility groups of spec 2 §3, with their icon names. */
export const FACILITY_GROUPS = [
  { id: 1, name: 'Beach', icon: 'beach' },
  { id: 2, name: 'Entertainment', icon: 'entertainment' },
  { id: 3, name: 'Food and drinks', icon: 'food-drinks' },
  { id: 4, name: 'Guests', icon: 'guests' },
  { id: 5, name: 'General', icon: 'general' },
  { id: 6, name: 'Hotel services', icon: 'hotel-services' },
  { id: 7, name: 'Internet', icon: 'internet' },
  { id: 8, name: 'Outdoors', icon: 'outdoors' },
  { id: 9, name: 'Parking', icon: 'parking' },
  { id: 10, name: 'Pets', icon: 'pets' },
  { id: 11, name: 'Reception services', icon: 'reception-services' },
  { id: 12, name: 'Room facilities', icon: 'room-facilities' },
  { id: 13, name: 'Wellness', icon: 'wellness' },
  { id: 14, name: 'Spa and wellness', icon: 'spa-wellness' },
] as const;

/** Facilities: [id, groupId, filterable, name]. */
const FACILITY_ROWS: [number, number, boolean, string][] = [
  [1, 1, true, 'Beachfront'],
  [2, 1, false, 'Private beach area'],
  [3, 1, false, 'Beach towels'],
  [4, 2, false, 'Live music'],
  [5, 2, false, 'Games room'],
  [6, 2, false, 'Evening entertainment'],
  [7, 3, true, 'Restaurant'],
  [8, 3, true, 'Bar'],
  [9, 3, true, 'Breakfast available'],
  [10, 3, false, 'Room service'],
  [11, 4, true, 'Family rooms'],
  [12, 4, false, 'Kids club'],
  [13, 4, true, 'Accessible for wheelchair users'],
  [14, 5, true, 'Air conditioning'],
  [15, 5, true, 'Non-smoking rooms'],
  [16, 5, false, 'Heating'],
  [17, 5, true, 'Elevator'],
  [18, 6, true, 'Airport shuttle'],
  [19, 6, false, 'Laundry'],
  [20, 6, false, 'Daily housekeeping'],
  [21, 6, true, 'Business centre'],
  [22, 7, true, 'Free WiFi'],
  [23, 7, false, 'Wired internet'],
  [24, 8, true, 'Garden'],
  [25, 8, true, 'Terrace'],
  [26, 8, true, 'Outdoor swimming pool'],
  [27, 9, true, 'Free parking'],
  [28, 9, false, 'Paid parking'],
  [29, 9, true, 'Electric vehicle charging'],
  [30, 10, true, 'Pets allowed'],
  [31, 11, true, '24-hour front desk'],
  [32, 11, false, 'Luggage storage'],
  [33, 11, false, 'Express check-in and check-out'],
  [34, 12, false, 'Minibar'],
  [35, 12, false, 'Safe'],
  [36, 12, true, 'Kitchenette'],
  [37, 12, false, 'Flat-screen TV'],
  [38, 13, true, 'Fitness centre'],
  [39, 13, false, 'Yoga classes'],
  [40, 14, true, 'Spa'],
  [41, 14, true, 'Sauna'],
  [42, 14, true, 'Indoor swimming pool'],
  [43, 14, false, 'Hot tub'],
];
export const FACILITIES = FACILITY_ROWS.map(([id, groupId, filterable, name]) => ({
  id,
  groupId,
  filterable,
  name,
}));

/** The 27 property types, 1 (Hotel) to 27 (Other). */
export const PROPERTY_TYPES = [
  'Hotel',
  'Apartment',
  'Hostel',
  'Guest house',
  'Bed and breakfast',
  'Resort',
  'Villa',
  'Motel',
  'Aparthotel',
  'Inn',
  'Lodge',
  'Holiday home',
  'Boutique hotel',
  'Capsule hotel',
  'Ryokan',
  'Riad',
  'Chalet',
  'Cottage',
  'Country house',
  'Farm stay',
  'Campsite',
  'Boat',
  'Glamping',
  'Homestay',
  'Serviced apartment',
  'Palace',
  'Other',
].map((name, index) => ({ id: index + 1, name }));

export const SUITABLE_TYPES = [
  { id: 1, name: 'Couples' },
  { id: 2, name: 'Families' },
  { id: 3, name: 'Business travellers' },
  { id: 4, name: 'Solo travellers' },
  { id: 5, name: 'Groups' },
];

/**
 * Hot filters: aliasType `include` becomes an ADD action with the first alias value, anything else a
 * SET action (spec 1 §3). The client drops hideSoldOut.
 */
export const HOT_FILTERS: {
  id: string;
  name: string;
  aliases: Record<string, string[]>;
  aliasType: 'include' | 'set';
}[] = [
  { id: 'freeWifi', name: 'Free WiFi', aliases: { facilities: ['22'] }, aliasType: 'include' },
  { id: 'breakfast', name: 'Breakfast', aliases: { facilities: ['9'] }, aliasType: 'include' },
  { id: 'pool', name: 'Swimming pool', aliases: { facilities: ['26', '42'] }, aliasType: 'include' },
  { id: 'freeParking', name: 'Free parking', aliases: { facilities: ['27'] }, aliasType: 'include' },
  { id: 'spa', name: 'Spa', aliases: { facilities: ['40'] }, aliasType: 'include' },
  { id: 'fiveStars', name: '5 stars', aliases: { stars: ['5'] }, aliasType: 'set' },
  { id: 'excellent', name: 'Excellent rating', aliases: { rating: ['4'] }, aliasType: 'set' },
  { id: 'hideSoldOut', name: 'Hide sold out', aliases: { hideSoldOut: ['true'] }, aliasType: 'set' },
];

/**
 * Units of each currency per euro (prices are stored in EUR). Fixed reference rates of the sandbox;
 * a rates feed replaces them in production.
 */
export const CURRENCY_RATES: Record<string, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.94,
  JPY: 162,
  CNY: 7.8,
  AUD: 1.65,
  CAD: 1.48,
  NZD: 1.8,
  SEK: 11.5,
  NOK: 11.6,
  DKK: 7.46,
  RUB: 99,
  BRL: 5.9,
  MXN: 19.5,
  AED: 3.97,
  SGD: 1.45,
  HKD: 8.45,
  INR: 90,
  TRY: 35,
  PLN: 4.3,
  USDT: 1.08,
  USDC: 1.08,
};

interface WorldCountry {
  cca2: string;
  name: { common: string };
  idd: { root?: string; suffixes?: string[] };
}

/** Countries with their ISO code and dial code, from the world-countries data set. */
export const COUNTRIES = (countriesData as WorldCountry[])
  .map((country) => {
    const suffixes = country.idd.suffixes ?? [];
    const dialCode = `${country.idd.root ?? ''}${suffixes.length === 1 ? suffixes[0] : ''}`;
    return { code: country.cca2, name: country.name.common, dialCode };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const SCORE_CATEGORY_ORDER = ['Excellent', 'VeryGood', 'Good', 'Fair', 'Poor'] as const;

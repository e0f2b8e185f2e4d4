import type { ConfigResponse } from '@clubstay/contract/config';
import type { FilterMetadata, SearchHotel, SearchResponse } from '@clubstay/contract/search';

/*
 * Made-up search data for stories and tests, typed by the contract: a stay in Lisbon and its hotels.
 * Photos are the drawings Storybook serves (apps/storybook/public/photos), no real hotel's pictures.
 * Not part of the published package (tooling/scripts/src/pack-packages.mjs leaves fixtures out).
 */

export const photo = (number: number) => `./photos/photo-${((number - 1) % 6) + 1}.svg`;

/** The popular filters of the config (`toHotFilters` turns them into filters). */
export const hotFilters: ConfigResponse['hotFilters'] = [
  { id: 'freeWifi', name: 'Free WiFi', aliases: { facilities: ['22'] }, aliasType: 'include' },
  { id: 'pool', name: 'Pool', aliases: { facilities: ['26', '42'] }, aliasType: 'include' },
  { id: 'fiveStars', name: '5 stars', aliases: { stars: ['5'] }, aliasType: 'set' },
  { id: 'hideSoldOut', name: 'Hide sold out', aliases: { hideSoldOut: ['true'] }, aliasType: 'set' },
];

/** GET /config as the filters read it (English names; the API answers in the page's language). */
export const config: ConfigResponse = {
  defaultSettings: { clubstay: { language: 'en', defaultCurrency: 'EUR' } },
  locales: { en: 'English' },
  currencies: { EUR: 1, USD: 1.08 },
  countries: [
    { code: 'PT', name: 'Portugal', dialCode: '+351' },
    { code: 'FR', name: 'France', dialCode: '+33' },
  ],
  facilities: [
    { id: 22, groupId: 1, filterable: true, name: 'Free WiFi' },
    { id: 26, groupId: 2, filterable: true, name: 'Outdoor pool' },
    { id: 42, groupId: 2, filterable: true, name: 'Indoor pool' },
    { id: 5, groupId: 3, filterable: true, name: 'Parking' },
    { id: 9, groupId: 4, filterable: true, name: 'Fitness centre' },
    { id: 12, groupId: 4, filterable: true, name: 'Spa' },
    { id: 31, groupId: 5, filterable: false, name: 'Luggage storage' },
  ],
  hotelFacilityGroups: [
    { id: 1, name: 'Internet', icon: 'wifi' },
    { id: 2, name: 'Pool', icon: 'pool' },
    { id: 3, name: 'Parking', icon: 'parking' },
    { id: 4, name: 'Wellness', icon: 'spa' },
    { id: 5, name: 'Services', icon: 'bell' },
  ],
  propertyTypes: [
    { id: 1, name: 'Hotel' },
    { id: 2, name: 'Apartment' },
    { id: 3, name: 'Guest house' },
    { id: 4, name: 'Hostel' },
  ],
  suitableTypes: [
    { id: 1, name: 'Families' },
    { id: 2, name: 'Couples' },
    { id: 3, name: 'Business travellers' },
  ],
  hotelScoreCategoryOrder: ['Excellent', 'VeryGood', 'Good', 'Fair', 'Poor'],
  hotFilters,
  featureToggles: { ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: false },
  whiteLabel: {
    id: 'clubstay',
    displayName: 'Clubstay',
    languages: ['en'],
    currency: { mode: 'free', code: 'EUR' },
    access: {},
    initialAccessGuest: false,
    shell: {},
    partnerSiteUrl: 'https://example.com',
  },
};

/** The filters' metadata of the Lisbon search: what the destination's hotels have. */
export const filterMetadata: FilterMetadata = {
  priceMin: 48,
  priceMax: 620,
  distanceMin: 150,
  distanceMax: 9800,
  rating: { Poor: false, Fair: true, Good: true, VeryGood: true, Excellent: true },
  facilitiesSet: [22, 26, 5, 9, 12],
  hotFiltersSet: ['freeWifi', 'pool', 'fiveStars'],
  propertyTypes: [1, 2, 3],
  stars: [3, 4, 5],
  suitableTypes: [1, 2],
};

/** One hotel of the results; `over` changes what a story or test is about. */
export function searchHotel(over: Partial<SearchHotel> = {}): SearchHotel {
  return {
    id: 1001,
    name: 'Hotel Miramar Lisboa',
    stars: 4,
    propertyType: 1,
    address: 'Rua da Prata 120, 1100-420 Lisbon',
    city: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    geo: { lat: 38.7107, lng: -9.1366 },
    images: [photo(1), photo(2), photo(3), photo(4), photo(5)],
    imagesCount: 24,
    review: { id: 'ty-1001', score: 8.6, scoreDescription: 'VeryGood', category: 3, reviewsCount: 1284 },
    distanceToPoint: 450,
    distanceToCenter: 450,
    price: { currency: 'EUR', total: 387, perNight: 129, totalBeforeDiscount: 387, nights: 3 },
    discount: 0,
    soldOut: false,
    tradable: true,
    isFavorite: false,
    es: 'es-1001',
    ...over,
  };
}

/** Six hotels of one page, cheapest first: a discount, a sold-out one, one without reviews. */
export const searchHotels: SearchHotel[] = [
  searchHotel({
    id: 1002,
    name: 'Casa do Largo Guest House',
    stars: 3,
    propertyType: 3,
    address: 'Largo do Carmo 8, 1200-092 Lisbon',
    images: [photo(4), photo(6), photo(2)],
    review: null,
    distanceToPoint: 900,
    price: { currency: 'EUR', total: 204, perNight: 68, totalBeforeDiscount: 204, nights: 3 },
  }),
  searchHotel({
    id: 1003,
    name: 'Alfama Riverside Suites',
    address: 'Rua de São João da Praça 30, 1100-521 Lisbon',
    images: [photo(5), photo(1), photo(3)],
    review: { id: 'ty-1003', score: 9.1, scoreDescription: 'Excellent', category: 4, reviewsCount: 412 },
    price: { currency: 'EUR', total: 297, perNight: 99, totalBeforeDiscount: 396, nights: 3 },
    discount: 25,
  }),
  searchHotel(),
  searchHotel({
    id: 1004,
    name: 'Avenida Grand Palace',
    stars: 5,
    address: 'Avenida da Liberdade 185, 1269-050 Lisbon',
    images: [photo(2), photo(3), photo(6)],
    review: { id: 'ty-1004', score: 7.4, scoreDescription: 'Good', category: 2, reviewsCount: 3021 },
    distanceToPoint: 2100,
    price: { currency: 'EUR', total: 741, perNight: 247, totalBeforeDiscount: 741, nights: 3 },
    isFavorite: true,
  }),
  searchHotel({
    id: 1005,
    name: 'Belém Garden Hotel',
    address: 'Rua de Belém 72, 1300-085 Lisbon',
    images: [photo(6), photo(5)],
    distanceToPoint: 6400,
    price: { currency: 'EUR', total: 465, perNight: 155, totalBeforeDiscount: 465, nights: 3 },
    soldOut: true,
  }),
  searchHotel({
    id: 1006,
    name: 'Parque das Nações Tower',
    stars: 5,
    address: 'Alameda dos Oceanos 45, 1990-203 Lisbon',
    images: [photo(3), photo(1), photo(4)],
    review: { id: 'ty-1006', score: 8.9, scoreDescription: 'VeryGood', category: 3, reviewsCount: 877 },
    distanceToPoint: 9800,
    price: { currency: 'EUR', total: 1860, perNight: 620, totalBeforeDiscount: 2067, nights: 3 },
    discount: 10,
  }),
];

/** The place the stories search: Lisbon, by the API's own city id. */
export const lisbon = { q: 'Lisbon, Portugal', placeId: 'city-2267057' } as const;

/** GET /search for Lisbon, 12–15 May 2027, two adults. */
export function searchResponse(over: Partial<SearchResponse> = {}): SearchResponse {
  return {
    searchId: 'search-lisbon',
    destination: {
      type: 'city',
      placeId: lisbon.placeId,
      name: 'Lisbon',
      countryCode: 'PT',
      lat: 38.7223,
      lng: -9.1393,
      radius: 15000,
    },
    stay: { checkIn: '2027-05-12', checkOut: '2027-05-15', nights: 3, rooms: [{ adults: 2, children: [] }] },
    sort: 'Price-asc',
    start: 0,
    limit: 20,
    totalCount: 46,
    hotels: searchHotels,
    metadata: filterMetadata,
    ...over,
  };
}

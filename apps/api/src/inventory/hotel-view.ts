import type { UiLanguage } from '@clubstay/contract/locales';
import type { SearchHotel } from '@clubstay/contract/search';
import { SCORE_CATEGORIES } from '@clubstay/contract/config';
import { FACILITIES, FACILITY_GROUPS, PROPERTY_TYPES } from '#reference/catalogue.ts';
import { countryName } from './world.ts';
import { hash32 } from './seed-hotels.ts';

/** A hotels row as the search and hotel queries read it. */
export interface HotelRecord extends Record<string, unknown> {
  id: number;
  lat: number;
  lng: number;
  country_code: string;
  city_id: number;
  city_name: string | null;
  stars: number;
  property_type: number;
  category: number | null;
  score: number | null;
  discount: number;
  facilities: string;
  tradable: boolean;
  name: string;
  reviews_count: number;
  has_provider: boolean;
  distance_to_center: number;
  images_count: number;
  children_age_from: number;
  children_age_to: number;
  children_stay_free: boolean;
}

export const HOTEL_RECORD_COLUMNS =
  'h.id, h.lat, h.lng, h.country_code, h.city_id, p.name as city_name, h.stars, h.property_type, h.category, h.score, h.discount, h.facilities::text as facilities, h.tradable, h.name, h.reviews_count, h.has_provider, h.distance_to_center, h.images_count, h.children_age_from, h.children_age_to, h.children_stay_free';

const STREETS = [
  'Main Street',
  'Station Road',
  'Market Square',
  'Park Avenue',
  'Harbour Road',
  'Church Street',
  'Garden Lane',
  'River Walk',
  'Castle Street',
  'Victoria Road',
  'Mill Lane',
  'High Street',
  'King Street',
  'Queen Street',
  'Bridge Street',
  'Old Town Square',
  'Chestnut Avenue',
  'Linden Street',
  'Lake Road',
  'Beach Boulevard',
];

/** A hotel's address in parts (the street line, postcode and city), as schema.org's PostalAddress wants it. */
export function hotelAddressParts(record: Pick<HotelRecord, 'id' | 'city_name'>): {
  street: string;
  postcode: string;
  city: string;
} {
  const street = STREETS[hash32(record.id, 201) % STREETS.length] ?? 'Main Street';
  const number = 1 + (hash32(record.id, 202) % 180);
  const postcode = String(10000 + (hash32(record.id, 203) % 89999));
  return { street: `${number} ${street}`, postcode, city: record.city_name ?? '' };
}

export function hotelAddress(record: Pick<HotelRecord, 'id' | 'city_name'>): string {
  const { street, postcode, city } = hotelAddressParts(record);
  return `${street}, ${postcode} ${city}`.trim();
}

export function hotelImage(id: number, n: number): string {
  return `/api/images/hotel/${id}/${n}.svg`;
}

export function hotelImages(id: number, count: number, limit = count): string[] {
  return Array.from({ length: Math.min(count, limit) }, (_, index) => hotelImage(id, index + 1));
}

export function facilityIds(mask: string): number[] {
  const bits = BigInt(mask);
  return FACILITIES.filter((facility) => (bits >> BigInt(facility.id)) & 1n).map((facility) => facility.id);
}

export function review(
  record: Pick<HotelRecord, 'id' | 'score' | 'category' | 'reviews_count' | 'has_provider'>,
) {
  if (record.score === null || record.category === null) return null;
  return {
    id: record.has_provider ? trustYouId(record.id) : null,
    score: Math.round(record.score * 10) / 10,
    scoreDescription: SCORE_CATEGORIES[record.category] ?? 'Poor',
    category: record.category,
    reviewsCount: record.reviews_count,
  };
}

/** The reviews provider's id of a hotel (a TrustYou-style UUID, stable per hotel). */
export function trustYouId(id: number): string {
  const hex = [hash32(id, 301), hash32(id, 302), hash32(id, 303), hash32(id, 304)]
    .map((part) => part.toString(16).padStart(8, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface Priced extends Record<string, unknown> {
  dist: number;
  price: number;
  sold_out: boolean;
}

export function stayPrice(perNight: number, nights: number, discount: number) {
  const total = Math.round(perNight * nights * 100) / 100;
  return {
    currency: 'EUR' as const,
    total,
    perNight: Math.round(perNight * 100) / 100,
    totalBeforeDiscount: Math.round((total / (1 - discount / 100)) * 100) / 100,
    nights,
  };
}

/** The opaque `es` of a search result: hotel, dates and rooms, and the price seen. */
function offerContext(id: number, k: string, total: number): string {
  return Buffer.from(`${id}|${k}|${total}`).toString('base64url');
}

export function searchHotel(
  record: HotelRecord & Priced,
  nights: number,
  k: string,
  lang: UiLanguage,
): SearchHotel {
  const price = stayPrice(record.price, nights, record.discount);
  return {
    id: record.id,
    name: record.name,
    stars: record.stars,
    propertyType: record.property_type,
    address: hotelAddress(record),
    city: record.city_name ?? '',
    country: countryName(record.country_code, lang),
    countryCode: record.country_code,
    geo: { lat: record.lat, lng: record.lng },
    images: hotelImages(record.id, record.images_count, 5),
    imagesCount: record.images_count,
    review: review(record),
    distanceToPoint: Math.round(record.dist),
    distanceToCenter: record.distance_to_center,
    price,
    discount: record.discount,
    soldOut: record.sold_out,
    tradable: record.tradable,
    isFavorite: false,
    es: offerContext(record.id, k, price.total),
  };
}

/** Facilities grouped as the hotel page shows them (spec 2 §3). */
export function groupedFacilities(mask: string) {
  const ids = new Set(facilityIds(mask));
  return FACILITY_GROUPS.map((group) => ({
    groupId: group.id,
    name: group.name,
    icon: group.icon,
    facilities: FACILITIES.filter((facility) => facility.groupId === group.id && ids.has(facility.id)).map(
      (facility) => ({ id: facility.id, name: facility.name }),
    ),
  })).filter((group) => group.facilities.length > 0);
}

const DESCRIPTORS = ['welcoming', 'quiet', 'lively', 'elegant', 'friendly', 'charming', 'modern', 'classic'];
const OPENINGS = [
  'sits in a {d} part of {city}, {dist} from the centre.',
  'welcomes guests to {city}, {dist} from the city centre.',
  'is a {d} place to stay in {city}, {dist} from the centre.',
];

/** A multi-paragraph description made from the hotel's own facts (deterministic per hotel). */
export function hotelDescription(record: HotelRecord, lang: UiLanguage): string {
  const typeName = (PROPERTY_TYPES[record.property_type - 1]?.name ?? 'Hotel').toLowerCase();
  const dist =
    record.distance_to_center < 1000
      ? `${Math.max(10, Math.round(record.distance_to_center / 10) * 10)} m`
      : `${(record.distance_to_center / 1000).toFixed(1)} km`;
  const descriptor = DESCRIPTORS[hash32(record.id, 401) % DESCRIPTORS.length] ?? 'welcoming';
  const opening = (OPENINGS[hash32(record.id, 402) % OPENINGS.length] ?? OPENINGS[0] ?? '')
    .replace('{d}', descriptor)
    .replace('{city}', record.city_name ?? 'town')
    .replace('{dist}', dist);
  const facilities = facilityIds(record.facilities)
    .map((id) => FACILITIES.find((facility) => facility.id === id)?.name.toLowerCase())
    .filter(Boolean);
  const highlights = facilities.slice(0, 5);
  const paragraphs = [
    `${record.name}, a ${record.stars}-star ${typeName} in ${record.city_name ?? ''}, ${countryName(record.country_code, lang)}, ${opening}`,
    highlights.length
      ? `Guests can enjoy ${highlights.slice(0, -1).join(', ')}${highlights.length > 1 ? ' and ' : ''}${highlights.at(-1) ?? ''}. ` +
        `Each of the ${8 + (hash32(record.id, 403) % 180)} rooms is ${descriptor} and kept spotless by the staff.`
      : `Each of the ${8 + (hash32(record.id, 403) % 60)} rooms is simple, clean and ${descriptor}.`,
    record.children_stay_free
      ? `Children aged ${record.children_age_from} to ${record.children_age_to} stay free of charge when using existing beds.`
      : `Children aged ${record.children_age_from} to ${record.children_age_to} are welcome; extra beds are charged at the property.`,
  ];
  if (record.score !== null && record.category !== null) {
    paragraphs.push(
      `Travellers rate it ${(SCORE_CATEGORIES[record.category] ?? 'Good').replace('VeryGood', 'very good').toLowerCase()}: ${record.score.toFixed(1)} out of 10 from ${record.reviews_count} reviews.`,
    );
  }
  return paragraphs.join('\n\n');
}

// Place ids and radius rules without zod (the search form uses them in the app's first script),
// re-exported by places.ts beside the schemas.

/** Spec 1 §3 "Place type": country, city or point of interest. */
export const PLACE_TYPES = ['country', 'city', 'poi'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

/**
 * Place ids carry their type as a prefix so that a search can apply the radius rules of spec 1 §9
 * without a lookup: `country-FR` (ISO 3166 alpha-2), `city-2988507` (GeoNames id),
 * `poi-CDG` (an airport's IATA code).
 */
export const PLACE_ID_PATTERN = /^(country-[A-Z]{2}|city-\d{1,10}|poi-[A-Z0-9]{3,4})$/;

/** The check of `placeIdSchema`, without zod (the search form runs it in the page's first script). */
export function isPlaceId(placeId: string): boolean {
  return PLACE_ID_PATTERN.test(placeId);
}

export function placeTypeOf(placeId: string): PlaceType | undefined {
  const prefix = placeId.split('-')[0];
  return (PLACE_TYPES as readonly string[]).includes(prefix ?? '') ? (prefix as PlaceType) : undefined;
}

/** Search radius in metres by place type (spec 1 §9). A country has no radius: the whole country. */
export const RADIUS_RULES = {
  city: { min: 500, max: 25_000, default: 10_000 },
  poi: { min: 5_000, max: 100_000, default: 25_000 },
} as const;

/**
 * The 12 featured destinations of the home page (spec 1 "Home"), as places of the data set.
 * GET /places/featured resolves them with coordinates, description and an image.
 */
export const FEATURED_PLACE_IDS = [
  'city-2988507', // Paris
  'city-2643743', // London
  'city-3128760', // Barcelona
  'city-2759794', // Amsterdam
  'city-2950159', // Berlin
  'city-3169070', // Rome
  'city-5506956', // Las Vegas
  'city-5128581', // New York City
  'city-3531673', // Cancún
  'city-292223', // Dubai
  'city-4164138', // Miami
  'city-264371', // Athens
] as const;
/** The destination preset under the special build setting (spec 1 "Home"): Paris, France. */
export const PARIS_PLACE_ID = 'city-2988507';

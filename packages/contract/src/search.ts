import { z } from 'zod';
import { SCORE_CATEGORIES } from './config.ts';
import { PLACE_TYPES, RADIUS_RULES, placeIdSchema } from './places.ts';
import {
  DEFAULT_PAGE_LIMIT,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_GUESTS_PER_ROOM,
  MAX_PAGE_LIMIT,
  MAX_ROOMS,
  parseSearchKey,
  searchPlaceType,
  SORT_OPTIONS,
} from './search-rules.ts';
import { travellerToday } from './stay-dates.ts';

export * from './search-rules.ts';

export const roomSchema = z.object({
  adults: z.number().int().min(1).max(MAX_GUESTS_PER_ROOM),
  children: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_CHILDREN_PER_ROOM),
});
export const searchKeySchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().min(1),
  rooms: z.array(roomSchema).min(1).max(MAX_ROOMS),
});

/* ------------------------------------------------------------------------------------------------
 * Query parameters. Lists are comma separated (the shared stringifier of spec 1 §7); a repeated
 * parameter is read as a list too.
 * ---------------------------------------------------------------------------------------------- */

const text = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const joined = text(value);
    if (joined === undefined || joined === '') return undefined;
    return typeof joined === 'string' ? joined.split(',').map((part) => part.trim()) : joined;
  }, z.array(item).optional());
const intText = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    const joined = text(value);
    return joined === '' ? undefined : joined;
  }, z.coerce.number<unknown>().pipe(schema));
const numberList = (min: number, max: number) => list(z.coerce.number<unknown>().int().min(min).max(max));
const flag = z.preprocess((value) => {
  const joined = text(value);
  if (joined === undefined || joined === '') return undefined;
  if (joined === 'true' || joined === '1') return true;
  if (joined === 'false' || joined === '0') return false;
  return joined;
}, z.boolean());

const searchKeyField = z.string().max(200);
const utcOffsetField = intText(z.number().int().min(-720).max(840)).optional();

/** Adds an issue for each problem of `k` (malformed, past, too many rooms...). */
function checkKey(k: string, utcOffset: number | undefined, ctx: z.RefinementCtx): void {
  const { problems } = parseSearchKey(k, travellerToday(utcOffset));
  for (const message of problems) ctx.addIssue({ code: 'custom', path: ['k'], message });
}

/**
 * GET /search (spec 1 §3 "Search query parameters built from a place").
 *
 * Destination: `d.dd` is the place id from the places API (its prefix gives the place type for the
 * radius rules). A city or point of interest searches a circle of `d.r` metres around `d.lat`,
 * `d.lng` (default: the place's coordinates); a country (`d.dd=country-FR` or `d.countryCode` alone)
 * searches the whole country and takes no radius. Coordinates without `d.dd` are treated as a point
 * of interest. Prices (filters, metadata and sort) are per night for the whole party, in EUR.
 */
export const searchQuerySchema = z
  .object({
    k: searchKeyField,
    'd.countryCode': z
      .string()
      .regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code in upper case')
      .optional(),
    'd.dd': placeIdSchema.optional(),
    'd.r': intText(z.number().int()).optional(),
    'd.lat': intText(z.number().min(-90).max(90)).optional(),
    'd.lng': intText(z.number().min(-180).max(180)).optional(),
    'f.name': z.string().trim().max(100).optional(),
    'f.distanceToPointMax': intText(z.number().int().min(0).max(1_000_000)).optional(),
    'f.priceFrom': intText(z.number().min(0)).optional(),
    'f.priceTo': intText(z.number().min(0)).optional(),
    'f.stars': numberList(1, 5),
    'f.suitableTypes': numberList(1, 31),
    'f.facilities': numberList(1, 63),
    'f.rating': numberList(0, 4),
    'f.hideSoldOut': flag.default(false),
    'f.propertyTypes': numberList(1, 27),
    tfb: flag.default(false),
    utcOffset: utcOffsetField,
    's.prop': z.enum(['Price', 'Discount', 'DistanceToPoint', 'TrustYouScore', 'PopularityScore']).optional(),
    's.dir': z.enum(['asc', 'desc']).optional(),
    'p.start': intText(z.number().int().min(0).max(100_000)).default(0),
    'p.limit': intText(z.number().int().min(1).max(MAX_PAGE_LIMIT)).default(DEFAULT_PAGE_LIMIT),
  })
  .superRefine((query, ctx) => {
    checkKey(query.k, query.utcOffset, ctx);
    const type = searchPlaceType(query);
    if (!type) {
      ctx.addIssue({
        code: 'custom',
        path: ['d.dd'],
        message: 'Give a place id (d.dd), coordinates (d.lat, d.lng) or d.countryCode',
      });
    } else if (type === 'country') {
      if (query['d.r'] !== undefined)
        ctx.addIssue({ code: 'custom', path: ['d.r'], message: 'A country has no radius' });
      if (query['d.lat'] !== undefined || query['d.lng'] !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['d.lat'], message: 'A country search takes no coordinates' });
      }
    } else {
      const rule = RADIUS_RULES[type];
      const r = query['d.r'];
      if (r !== undefined && (r < rule.min || r > rule.max)) {
        ctx.addIssue({
          code: 'custom',
          path: ['d.r'],
          message: `Radius of a ${type} is ${rule.min} to ${rule.max} m`,
        });
      }
      if ((query['d.lat'] === undefined) !== (query['d.lng'] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [query['d.lat'] === undefined ? 'd.lat' : 'd.lng'],
          message: 'Give both d.lat and d.lng',
        });
      }
    }
    const from = query['f.priceFrom'];
    const to = query['f.priceTo'];
    if (from !== undefined && to !== undefined && from > to) {
      ctx.addIssue({ code: 'custom', path: ['f.priceFrom'], message: 'priceFrom must not be above priceTo' });
    }
    if ((query['s.prop'] === undefined) !== (query['s.dir'] === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['s.prop'], message: 'Give s.prop and s.dir together' });
    } else if (
      query['s.prop'] &&
      !(SORT_OPTIONS as readonly string[]).includes(`${query['s.prop']}-${query['s.dir']}`)
    ) {
      ctx.addIssue({ code: 'custom', path: ['s.dir'], message: `Sort is one of ${SORT_OPTIONS.join(', ')}` });
    }
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/* ------------------------------------------------------------------------------------------------
 * Answers
 * ---------------------------------------------------------------------------------------------- */

export const geoSchema = z.object({ lat: z.number(), lng: z.number() });

export const reviewSchema = z.object({
  /** The reviews provider's id (TrustYou style); null for the few hotels the provider does not cover. */
  id: z.string().nullable(),
  /** 0 to 10, one decimal. */
  score: z.number().min(0).max(10),
  scoreDescription: z.enum(SCORE_CATEGORIES),
  /** 0 Poor, 1 Fair, 2 Good, 3 VeryGood, 4 Excellent. */
  category: z.number().int().min(0).max(4),
  reviewsCount: z.number().int().min(0),
});

/** Price of the stay in EUR, after the discount. */
export const stayPriceSchema = z.object({
  currency: z.literal('EUR'),
  /** All rooms, all nights. */
  total: z.number().nonnegative(),
  /** Total divided by nights: the figure the price filters and sorts use. */
  perNight: z.number().nonnegative(),
  /** Total before the discount. */
  totalBeforeDiscount: z.number().nonnegative(),
  nights: z.number().int().min(1),
});

export const searchHotelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  propertyType: z.number().int().min(1).max(27),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  geo: geoSchema,
  /** The first images (URLs); imagesCount says how many GET /hotel/{id}/images lists. */
  images: z.array(z.string()),
  imagesCount: z.number().int().min(0),
  review: reviewSchema.nullable(),
  /** Metres from the searched point (a country's centre for a country search). */
  distanceToPoint: z.number().int().min(0),
  /** Metres from the city centre. */
  distanceToCenter: z.number().int().min(0),
  price: stayPriceSchema,
  /** Percent off, 0 to 70. */
  discount: z.number().int().min(0).max(70),
  soldOut: z.boolean(),
  tradable: z.boolean(),
  /** The signed-in member's favourite flag; false for visitors and guests. */
  isFavorite: z.boolean(),
  /** Opaque offer context for the hotel page and checkout (query parameter es). */
  es: z.string(),
});
export type SearchHotel = z.infer<typeof searchHotelSchema>;

const ratingFlagsSchema = z.object(
  Object.fromEntries(SCORE_CATEGORIES.map((name) => [name, z.boolean()])) as Record<
    (typeof SCORE_CATEGORIES)[number],
    z.ZodBoolean
  >,
);

/** Spec 1 §3 "Filter metadata", computed over the whole destination (before filters). */
export const filterMetadataSchema = z.object({
  /** Per night for the whole party, EUR; null when the destination has no hotel. */
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  distanceMin: z.number().int().nullable(),
  distanceMax: z.number().int().nullable(),
  /** Whether any hotel of the destination has a review of each category. */
  rating: ratingFlagsSchema,
  facilitiesSet: z.array(z.number().int()),
  hotFiltersSet: z.array(z.string()),
  propertyTypes: z.array(z.number().int()),
  stars: z.array(z.number().int()),
  suitableTypes: z.array(z.number().int()),
});
export type FilterMetadata = z.infer<typeof filterMetadataSchema>;

export const searchDestinationSchema = z.object({
  type: z.enum(PLACE_TYPES),
  placeId: placeIdSchema.nullable(),
  name: z.string().nullable(),
  countryCode: z.string().length(2).nullable(),
  /** The point distances are measured from. */
  lat: z.number(),
  lng: z.number(),
  /** Metres; null for a country. */
  radius: z.number().int().nullable(),
});

export const searchResponseSchema = z.object({
  /**
   * Identifies the search (dates, rooms, destination, filters, sort; not the page). The same query
   * gets the same id, and the pages of one id are served from one result set. It also carries the
   * dates and rooms, so the hotel page can price from it.
   */
  searchId: z.string(),
  destination: searchDestinationSchema,
  stay: searchKeySchema,
  sort: z.enum(SORT_OPTIONS),
  start: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int().min(0),
  hotels: z.array(searchHotelSchema),
  metadata: filterMetadataSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /search/byhotelId (spec 2 §7): prices given hotels for the dates and rooms of k. */
export const searchByHotelQuerySchema = z
  .object({
    k: searchKeyField,
    'd.hids': numberList(1, 2_147_483_647).pipe(
      z.array(z.number()).min(1, 'Give at least one hotel id').max(100),
    ),
    'd.lat': intText(z.number().min(-90).max(90)).optional(),
    'd.lng': intText(z.number().min(-180).max(180)).optional(),
    es: z.string().max(500).optional(),
    tfb: flag.default(false),
    utcOffset: utcOffsetField,
    pos: z.string().max(20).optional(),
    Residency: z
      .string()
      .regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code in upper case')
      .optional(),
  })
  .superRefine((query, ctx) => checkKey(query.k, query.utcOffset, ctx));

export const searchByHotelResponseSchema = z.object({
  searchId: z.string(),
  stay: searchKeySchema,
  hotels: z.array(searchHotelSchema),
});
export type SearchByHotelResponse = z.infer<typeof searchByHotelResponseSchema>;

import { z } from 'zod';

/**
 * Query schemas of every route (spec 1 §2 "Address query parameters kept"). A value that does not
 * parse is dropped (`.catch(undefined)`), never a crash; unknown parameters are not kept.
 */
const text = (max = 200) => z.string().max(max).optional().catch(undefined);

/** Global parameters kept on every page. */
export const globalSearchSchema = z.object({
  locale: text(10),
  currency: text(5),
  gclid: text(),
  utm_campaign: text(),
  utm_medium: text(),
  utm_source: text(),
  /** Referral id `key-value`; moved into a 1-day cookie by the shell. */
  rfid: text(),
});

/**
 * The router reads query values as JSON where they parse ("2" becomes the number 2, "true" a
 * boolean): text parameters take those back as strings.
 */
const asText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

/** Two dates, yyyyMMdd, comma separated. */
export const datesParam = z
  .string()
  .regex(/^\d{8},\d{8}$/)
  .optional()
  .catch(undefined);

/** Rooms: adults, a dash, children ages comma separated; rooms separated by semicolons. */
export const roomsParam = z
  .preprocess(
    asText,
    z
      .string()
      .regex(/^\d(-\d{1,2}(,\d{1,2})*)?(;\d(-\d{1,2}(,\d{1,2})*)?)*$/)
      .max(60)
      .optional(),
  )
  .catch(undefined);

/**
 * Rooms on the search page: the serialisation above, or the search form's other reading (children
 * ages separated by semicolons, rooms by commas); `@clubstay/search` tells them apart.
 */
const searchRoomsParam = z
  .preprocess(
    asText,
    z
      .string()
      .regex(/^[\d;,-]{1,60}$/)
      .optional(),
  )
  .catch(undefined);

/** A comma-separated list of small numbers (stars, facilities...). */
const idList = z
  .preprocess(
    asText,
    z
      .string()
      .regex(/^(\d{1,3}(,\d{1,3}){0,80})?$/)
      .optional(),
  )
  .catch(undefined);
const amount = z.coerce.number().min(0).max(10_000_000).optional().catch(undefined);

const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .catch(undefined);

export const hotelSearchSchema = globalSearchSchema.extend({
  s_dates: datesParam,
  s_room: roomsParam,
  s_tfb: flag,
  es: text(),
  searchId: text(),
  discount: z.coerce.number().min(0).max(100).optional().catch(undefined),
});

/**
 * /search (spec 1 §2, §3): the search link (q, placeId, dates, businessTrip, rooms, sorting), the
 * filters (name, distanceToPoint in metres, priceFrom, priceTo per night in EUR, stars, suitableTypes,
 * facilities, rating, propertyTypes, hideSoldOut) and the page (`p.start`, from 0 by 60).
 */
export const searchPageSchema = globalSearchSchema.extend({
  q: z.preprocess(asText, z.string().max(200).optional()).catch(undefined),
  placeId: text(),
  dates: datesParam,
  businessTrip: flag,
  rooms: searchRoomsParam,
  name: z.preprocess(asText, z.string().max(100).optional()).catch(undefined),
  distanceToPoint: z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined),
  priceFrom: amount,
  priceTo: amount,
  stars: idList,
  suitableTypes: idList,
  facilities: idList,
  rating: idList,
  propertyTypes: idList,
  hideSoldOut: flag,
  'p.start': z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
  sorting: z
    .enum([
      'Price-asc',
      'Price-desc',
      'Discount-desc',
      'DistanceToPoint-asc',
      'TrustYouScore-desc',
      'PopularityScore-desc',
    ])
    .optional()
    .catch(undefined),
});

/** An id that may look like a number ("hotel=1"): read back as text. */
const idText = (max = 300) => z.preprocess(asText, z.string().max(max).optional()).catch(undefined);

export const checkoutSearchSchema = globalSearchSchema.extend({
  checkout: idText(),
  hotel: idText(),
  package: idText(),
  search: idText(),
  offerKey: idText(),
  es: idText(500),
});

export const confirmationSearchSchema = globalSearchSchema.extend({ offerKey: idText() });
export const tokenSearchSchema = globalSearchSchema.extend({ token: text(2000) });
export const signInSearchSchema = globalSearchSchema.extend({ redirect: text(2000) });

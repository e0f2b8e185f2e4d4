// zod/mini: the same parser as zod, in functions a bundle keeps only when used (every page parses
// these, so they ship with the app's first script).
import * as z from 'zod/mini';

/**
 * Query schemas of every route (spec 1 §2 "Address query parameters kept"). A value that does not
 * parse is dropped (`.catch(undefined)`), never a crash; unknown parameters are not kept.
 */
const text = (max = 200) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);

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

/** zod's `preprocess` (a transform piped into the schema), which zod/mini spells out. */
const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/** Two dates, yyyyMMdd, comma separated. */
export const datesParam = z.catch(z.optional(z.string().check(z.regex(/^\d{8},\d{8}$/))), undefined);

/** Rooms: adults, a dash, children ages comma separated; rooms separated by semicolons. */
export const roomsParam = z.catch(
  preprocess(
    asText,
    z.optional(z.string().check(z.regex(/^\d(-\d{1,2}(,\d{1,2})*)?(;\d(-\d{1,2}(,\d{1,2})*)?)*$/), z.maxLength(60))),
  ),
  undefined,
);

/**
 * Rooms on the search page: the serialisation above, or the search form's other reading (children
 * ages separated by semicolons, rooms by commas); `@clubstay/search` tells them apart.
 */
const searchRoomsParam = z.catch(preprocess(asText, z.optional(z.string().check(z.regex(/^[\d;,-]{1,60}$/)))), undefined);

/** A comma-separated list of small numbers (stars, facilities...). */
const idList = z.catch(preprocess(asText, z.optional(z.string().check(z.regex(/^(\d{1,3}(,\d{1,3}){0,80})?$/)))), undefined);
const number = (min: number, max: number, integer = false) =>
  z.catch(
    z.optional(integer ? z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)) : z.coerce.number().check(z.minimum(min), z.maximum(max))),
    undefined,
  );
const amount = number(0, 10_000_000);

const flag = z.catch(
  z.optional(
    z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((value) => value === 'true'),
      ),
    ]),
  ),
  undefined,
);

export const hotelSearchSchema = z.extend(globalSearchSchema, {
  s_dates: datesParam,
  s_room: roomsParam,
  s_tfb: flag,
  es: text(),
  searchId: text(),
  discount: number(0, 100),
});

/**
 * /search (spec 1 §2, §3): the search link (q, placeId, dates, businessTrip, rooms, sorting), the
 * filters (name, distanceToPoint in metres, priceFrom, priceTo per night in EUR, stars, suitableTypes,
 * facilities, rating, propertyTypes, hideSoldOut) and the page (`p.start`, from 0 by 60).
 */
export const searchPageSchema = z.extend(globalSearchSchema, {
  q: z.catch(preprocess(asText, z.optional(z.string().check(z.maxLength(200)))), undefined),
  placeId: text(),
  dates: datesParam,
  businessTrip: flag,
  rooms: searchRoomsParam,
  name: z.catch(preprocess(asText, z.optional(z.string().check(z.maxLength(100)))), undefined),
  distanceToPoint: number(0, 1_000_000, true),
  priceFrom: amount,
  priceTo: amount,
  stars: idList,
  suitableTypes: idList,
  facilities: idList,
  rating: idList,
  propertyTypes: idList,
  hideSoldOut: flag,
  'p.start': number(0, 100_000, true),
  sorting: z.catch(
    z.optional(
      z.enum(['Price-asc', 'Price-desc', 'Discount-desc', 'DistanceToPoint-asc', 'TrustYouScore-desc', 'PopularityScore-desc']),
    ),
    undefined,
  ),
});

/** An id that may look like a number ("hotel=1"): read back as text. */
const idText = (max = 300) => z.catch(preprocess(asText, z.optional(z.string().check(z.maxLength(max)))), undefined);

export const checkoutSearchSchema = z.extend(globalSearchSchema, {
  checkout: idText(),
  hotel: idText(),
  package: idText(),
  search: idText(),
  offerKey: idText(),
  es: idText(500),
});

export const confirmationSearchSchema = z.extend(globalSearchSchema, { offerKey: idText() });
export const tokenSearchSchema = z.extend(globalSearchSchema, { token: text(2000) });
export const signInSearchSchema = z.extend(globalSearchSchema, { redirect: text(2000) });

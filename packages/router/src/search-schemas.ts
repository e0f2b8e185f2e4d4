// Hand-written readers, not zod: every page parses these, so they ship with the app's first script,
// and zod's core (about 12 KB gzipped) would come with them. Each reader takes what the router read
// from the address (text, or a number or boolean where the value parses as JSON) and gives the value
// or `undefined`.

/**
 * Query schemas of every route (spec 1 §2 "Address query parameters kept"). A value that does not
 * read is dropped (never a crash); unknown parameters are not kept.
 */
type Reader<T> = (value: unknown) => T | undefined;
type Fields = Record<string, Reader<unknown>>;
/** What a schema gives: each known parameter, when it reads. */
export type SearchOf<F extends Fields> = {
  [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined> | undefined;
};

export interface SearchSchema<F extends Fields> {
  readonly fields: F;
  /** Reads a query: the known parameters (`undefined` where they do not read), nothing else. Never throws. */
  parse(search: unknown): SearchOf<F>;
}

function schema<F extends Fields>(fields: F): SearchSchema<F> {
  return {
    fields,
    parse(search) {
      const input = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(fields)) {
        // Like zod's object: a parameter given keeps its key, `undefined` when it does not read.
        if (Object.hasOwn(input, key)) output[key] = read(input[key]);
      }
      return output as SearchOf<F>;
    },
  };
}

/** The fields of `base` and `more` (the later win). */
function extend<F extends Fields, G extends Fields>(
  base: SearchSchema<F>,
  more: G,
): SearchSchema<Omit<F, keyof G> & G> {
  return schema({ ...base.fields, ...more });
}

/** Text up to `max` characters, matching `pattern` when given. */
const string =
  (max: number, pattern?: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && (!pattern || pattern.test(value)) ? value : undefined;

/**
 * The router reads query values as JSON where they parse ("2" becomes the number 2, "true" a
 * boolean): text parameters take those back as strings.
 */
const asText =
  (read: Reader<string>): Reader<string> =>
  (value) =>
    read(typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

const text = (max = 200) => string(max);

/** Global parameters kept on every page. */
export const globalSearchSchema = schema({
  locale: text(10),
  currency: text(5),
  gclid: text(),
  utm_campaign: text(),
  utm_medium: text(),
  utm_source: text(),
  /** Referral id `key-value`; moved into a 1-day cookie by the shell. */
  rfid: text(),
});
export type GlobalSearch = SearchOf<typeof globalSearchSchema.fields>;

/** Two dates, yyyyMMdd, comma separated. */
export const datesParam = string(Infinity, /^\d{8},\d{8}$/);

/** Rooms: adults, a dash, children ages comma separated; rooms separated by semicolons. */
export const roomsParam = asText(string(60, /^\d(-\d{1,2}(,\d{1,2})*)?(;\d(-\d{1,2}(,\d{1,2})*)?)*$/));

/**
 * Rooms on the search page: the serialisation above, or the search form's other reading (children
 * ages separated by semicolons, rooms by commas); `@clubstay/search` tells them apart.
 */
const searchRoomsParam = asText(string(Infinity, /^[\d;,-]{1,60}$/));

/** A comma-separated list of small numbers (stars, facilities...). */
const idList = asText(string(Infinity, /^(\d{1,3}(,\d{1,3}){0,80})?$/));

/** A number between `min` and `max` (inclusive), from a number or its text (`Number(value)`). */
const number =
  (min: number, max: number, integer = false): Reader<number> =>
  (value) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || (integer && !Number.isSafeInteger(parsed))) return undefined;
    return parsed >= min && parsed <= max ? parsed : undefined;
  };
const amount = number(0, 10_000_000);

/** true or false, as a boolean or its text. */
const flag: Reader<boolean> = (value) =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;

/** One of `values`. */
const oneOf =
  <const T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined;

export const hotelSearchSchema = extend(globalSearchSchema, {
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
export const searchPageSchema = extend(globalSearchSchema, {
  q: asText(string(200)),
  placeId: text(),
  dates: datesParam,
  businessTrip: flag,
  rooms: searchRoomsParam,
  name: asText(string(100)),
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
  sorting: oneOf([
    'Price-asc',
    'Price-desc',
    'Discount-desc',
    'DistanceToPoint-asc',
    'TrustYouScore-desc',
    'PopularityScore-desc',
  ]),
});

/** An id that may look like a number ("hotel=1"): read back as text. */
const idText = (max = 300) => asText(string(max));

export const checkoutSearchSchema = extend(globalSearchSchema, {
  checkout: idText(),
  hotel: idText(),
  package: idText(),
  search: idText(),
  offerKey: idText(),
  es: idText(500),
});

/** `manage`: the confirmation e-mail link's token (cancel from the link; confirms a booking awaiting it). */
export const confirmationSearchSchema = extend(globalSearchSchema, { offerKey: idText(), manage: idText() });
export const tokenSearchSchema = extend(globalSearchSchema, { token: text(2000) });
/** `unlock`: the code of an unlock e-mail (a member locked out by failed sign-ins from many addresses). */
export const signInSearchSchema = extend(globalSearchSchema, { redirect: text(2000), unlock: idText() });

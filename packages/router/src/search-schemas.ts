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

/** Two dates, yyyyMMdd, comma separated. */
export const datesParam = z
  .string()
  .regex(/^\d{8},\d{8}$/)
  .optional()
  .catch(undefined);

/** Rooms: adults, a dash, children ages comma separated; rooms separated by semicolons. */
export const roomsParam = z
  .string()
  .regex(/^\d(-\d{1,2}(,\d{1,2})*)?(;\d(-\d{1,2}(,\d{1,2})*)?)*$/)
  .max(60)
  .optional()
  .catch(undefined);

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

export const searchPageSchema = globalSearchSchema.extend({
  q: text(),
  placeId: text(),
  dates: datesParam,
  businessTrip: flag,
  rooms: roomsParam,
  sorting: z
    .enum(['Price-asc', 'Price-desc', 'Discount-desc', 'DistanceToPoint-asc', 'TrustYouScore-desc', 'PopularityScore-desc'])
    .optional()
    .catch(undefined),
});

export const checkoutSearchSchema = globalSearchSchema.extend({
  checkout: text(),
  hotel: text(),
  package: text(),
  search: text(),
  offerKey: text(),
  es: text(),
});

export const confirmationSearchSchema = globalSearchSchema.extend({ offerKey: text() });
export const tokenSearchSchema = globalSearchSchema.extend({ token: text(2000) });
export const signInSearchSchema = globalSearchSchema.extend({ redirect: text(2000) });

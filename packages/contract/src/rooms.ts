import { z } from 'zod';
import { hotelIdParam } from './hotel-id.ts';
import { RATE_SOURCES, MEAL_TYPES } from './rooms-rules.ts';

export * from './rooms-rules.ts';

/* ------------------------------------------------------------------------------------------------
 * Rooms, packages and the guaranteed offer of a hotel for one search (spec 2 §3, §4, §7, §8).
 *
 * The rates come from the rates supplier, which streams them: GET /v2/hotel/{hotelId}/rooms answers
 * what the supplier has so far (`isFinished` false) and is polled every 2000 ms until `isFinished`
 * (or `tradable` is false). All amounts are EUR, for the whole party (every room of the stay) and
 * every night, rounded to cents.
 * ---------------------------------------------------------------------------------------------- */

const RATE_SOURCE_IDS = Object.values(RATE_SOURCES) as number[];

/** Meal type ids by name: `MEAL_TYPE.BreakfastIncluded === 2`. */
export const MEAL_TYPE = Object.fromEntries(MEAL_TYPES.map((meal) => [meal.name, meal.id])) as {
  [M in (typeof MEAL_TYPES)[number] as M['name']]: M['id'];
};
export const boardingSchema = z
  .number()
  .int()
  .min(0)
  .max(MEAL_TYPES.length - 1);

/**
 * Sandbox only: forces an outcome of the rates supplier for one hotel and search. Sent as the
 * `X-Sandbox-Scenario` header on the rooms and guaranteed-offer calls; ignored when the API runs
 * without sandbox (NODE_ENV=production or SANDBOX=off). The scenario belongs to the supplier search:
 * a call with another scenario (or none) starts that search afresh, so send the same header on
 * every call of a page (Playwright: `page.setExtraHTTPHeaders`).
 *
 * - `none`: what the hotel does on its own (the default without the header).
 * - `sold-out-hotel`: the rooms finish empty; the guaranteed offer ends SoldOutHotel (3).
 * - `sold-out-room`: the guaranteed offer's room is gone from the rooms; the offer ends SoldOutRoom (2).
 * - `expired`: the guaranteed offer ends Expired (4) (the rates-expired modal).
 * - `expired-ni`: the guaranteed offer ends ExpiredNi (5).
 * - `price-change`: every rate is 8 % above the searched price; the offer ends Available with
 *   priceChangePercent 8.
 * - `not-tradable`: the rooms call answers tradable false at once.
 * - `timeout`: the first two guaranteed-offer calls of the search answer 524 (the client retries
 *   twice), then it behaves normally.
 */
export const SANDBOX_SCENARIOS = [
  'none',
  'sold-out-hotel',
  'sold-out-room',
  'expired',
  'expired-ni',
  'price-change',
  'not-tradable',
  'timeout',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];
export const SANDBOX_SCENARIO_HEADER = 'x-sandbox-scenario';
export const sandboxScenarioSchema = z.enum(SANDBOX_SCENARIOS);

/* ------------------------------------------------------------------------------------------------
 * Requests
 * ---------------------------------------------------------------------------------------------- */

const hotelIdField = hotelIdParam;

export const hotelRoomsParamsSchema = z.object({ hotelId: hotelIdField });

/**
 * GET /v2/hotel/{hotelId}/rooms. `searchId` comes from GET /search or GET /search/byhotelId and
 * carries the dates and rooms. `hotelId` in the query is optional and must equal the path's.
 * `es` is the offer context of the search result (its price seen); with it the answer carries the
 * guaranteed offer. Errors: 404 for an unknown or malformed searchId (start a new search);
 * 400 with an `expired_dates` field error when the check-in is past.
 */
export const hotelRoomsQuerySchema = z.object({
  hotelId: hotelIdField.optional(),
  searchId: z.string().min(1).max(300),
  es: z.string().max(500).optional(),
});

/** GET /hotel/{hotelId}/room/guaranteed (spec 2 §7). */
export const guaranteedOfferQuerySchema = z.object({
  SearchRequestId: z.string().min(1).max(300),
  PackageId: z.string().min(1).max(100),
  es: z.string().max(500).optional(),
});

/* ------------------------------------------------------------------------------------------------
 * Answers
 * ---------------------------------------------------------------------------------------------- */

export const packagePriceSchema = z.object({
  /** What the traveller pays online, taxes included, fees excluded (EUR, whole stay, all rooms). */
  price: z.number().nonnegative(),
  /** `price` divided by the nights. */
  pricePerNight: z.number().nonnegative(),
  /** Taxes included in `price`. */
  tax: z.number().nonnegative(),
  /** Fees payable at the hotel (city tax, resort fee), not included in `price`. */
  fee: z.number().nonnegative(),
});
export type PackagePrice = z.infer<typeof packagePriceSchema>;

export const roomPackageSchema = z.object({
  /** Opaque, stable for the hotel and search; the PackageId of the guaranteed-offer call and checkout. */
  id: z.string(),
  price: packagePriceSchema,
  isRefundable: z.boolean(),
  /** Meal type id, see MEAL_TYPES. */
  boarding: boardingSchema,
  /** The cheapest package of its room (the card's default selection). */
  isCheapest: z.boolean(),
  /** Refundable packages: free cancellation until this instant (ISO 8601, GMT); null otherwise. */
  cancellationDeadline: z.string().nullable(),
  source: z
    .number()
    .int()
    .refine((value) => RATE_SOURCE_IDS.includes(value), 'A rate source id'),
});
export type RoomPackage = z.infer<typeof roomPackageSchema>;

export const hotelRoomSchema = z.object({
  id: z.number().int().min(1),
  name: z.string(),
  /** /api/images/room/{hotelId}/{roomId}/{n}.svg; may be empty. */
  images: z.array(z.string()),
  facilities: z.array(z.object({ name: z.string() })),
  /** The room's packages, cheapest first. */
  groups: z.array(roomPackageSchema),
});
export type HotelRoom = z.infer<typeof hotelRoomSchema>;

export const guaranteedOfferSchema = z.object({
  status: z.number().int().min(0).max(5),
  packageId: z.string(),
  roomId: z.number().int().min(1),
  name: z.string(),
  images: z.array(z.string()),
  facilities: z.array(z.object({ name: z.string() })),
  isRefundable: z.boolean(),
  boarding: boardingSchema,
  cancellationDeadline: z.string().nullable(),
  source: z.number().int(),
  /** Current price against the price seen in the search result (`es`), in percent, 2 decimals. */
  priceChangePercent: z.number(),
  price: packagePriceSchema,
});
export type GuaranteedOffer = z.infer<typeof guaranteedOfferSchema>;

export const hotelRoomsResponseSchema = z.object({
  hotelId: z.number().int(),
  searchId: z.string(),
  /** False: the hotel cannot be booked (HOTEL_DETAILS_PAGE.ROOMS.NOT_TRADABLE); isFinished is true and rooms empty. */
  tradable: z.boolean(),
  /** Keep polling every 2000 ms while false. */
  isFinished: z.boolean(),
  hotelDetails: z.object({ rooms: z.array(hotelRoomSchema) }),
  /**
   * The package matching the search result's price (`es`), status Pending: confirm it with GET
   * /hotel/{hotelId}/room/guaranteed. Null without a valid `es` or when the hotel is not tradable.
   * The rooms list still holds this package; the page removes it from the regular lists.
   */
  guaranteedOfferRoom: guaranteedOfferSchema.nullable(),
  hasImages: z.boolean(),
  pricePresentation: z.number().int().min(0).max(2),
  totalNights: z.number().int().min(1),
  currency: z.literal('EUR'),
});
export type HotelRoomsResponse = z.infer<typeof hotelRoomsResponseSchema>;

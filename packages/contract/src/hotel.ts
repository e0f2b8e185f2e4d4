import { z } from 'zod';
import { hotelIdParam } from './hotel-id.ts';
import { UI_LANGUAGES } from './locales.ts';
import { geoSchema, reviewSchema, searchKeySchema, stayPriceSchema } from './search.ts';

export const hotelParamsSchema = z.object({
  hotelId: hotelIdParam,
});

/** GET /hotel/{hotelId}: searchId (from a search) prices the hotel for its dates and rooms. */
export const hotelQuerySchema = z.object({
  searchId: z.string().max(300).optional(),
  locale: z.enum(UI_LANGUAGES).default('en'),
});

export const facilityGroupWithItemsSchema = z.object({
  groupId: z.number().int().min(1).max(14),
  name: z.string(),
  icon: z.string(),
  facilities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** Spec 2 §3 "Hotel info". */
export const hotelInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  propertyType: z.number().int().min(1).max(27),
  address: z.string(),
  city: z.string(),
  /** The city's place id (`city-…`, GET /places): the hotel page's search panel and its links to other hotels of the city. */
  placeId: z.string().nullable(),
  country: z.string(),
  countryCode: z.string().length(2),
  geo: geoSchema,
  images: z.array(z.string()),
  imagesCount: z.number().int().min(0),
  discount: z.number().int().min(0).max(70),
  /** Paragraphs separated by a blank line. */
  description: z.string(),
  tradable: z.boolean(),
  /** The stay price for the searchId's dates and rooms; null without a searchId. */
  price: stayPriceSchema.nullable(),
  soldOut: z.boolean().nullable(),
  review: reviewSchema.nullable(),
  /** The reviews provider's id; reviews show only when present (spec 2 §2). */
  trustYouId: z.string().nullable(),
  /** Metres from the city centre. */
  distanceToCenter: z.number().int().min(0),
  facilities: z.array(facilityGroupWithItemsSchema),
  hotelPolicies: z.object({
    data: z.object({
      childrenAgeFrom: z.number().int().min(0).max(17),
      childrenAgeTo: z.number().int().min(0).max(17),
      childrenStayFree: z.boolean(),
    }),
  }),
  searchId: z.string().nullable(),
  stay: searchKeySchema.nullable(),
});
export type HotelInfo = z.infer<typeof hotelInfoSchema>;

/** GET /hotel/{hotelId}/images: every image URL of the hotel, in gallery order. */
export const hotelImagesResponseSchema = z.array(z.string());

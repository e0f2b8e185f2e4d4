import { z } from 'zod';
import { UI_LANGUAGES } from './locales.ts';
import { PLACE_ID_PATTERN, PLACE_TYPES } from './place-rules.ts';

export * from './place-rules.ts';

export const placeIdSchema = z.string().regex(PLACE_ID_PATTERN, 'Unknown place id format');

export const radiusSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  default: z.number().int(),
});

/** One prediction of the autocomplete, or one place resolved by id. */
export const placeSchema = z.object({
  /** What the destination field shows: "Zürich, Switzerland". */
  description: z.string(),
  place_id: placeIdSchema,
  type: z.enum(PLACE_TYPES),
  name: z.string(),
  /** The country's name in the requested language. */
  country: z.string(),
  countryCode: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Radius rules for this place's searches; null for a country (whole country). */
  radius: radiusSchema.nullable(),
});
export type Place = z.infer<typeof placeSchema>;

const langSchema = z.enum(UI_LANGUAGES).default('en');

/** GET /places/autocomplete: prefix and accent insensitive ("zur" finds Zürich, "sao p" São Paulo). */
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(100),
  lang: langSchema,
});
export const autocompleteResponseSchema = z.object({
  predictions: z.array(placeSchema).max(10),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const placeParamsSchema = z.object({ placeId: placeIdSchema });
export const placeQuerySchema = z.object({ lang: langSchema });

export const featuredPlaceSchema = placeSchema.extend({
  /** A generated picture of the destination (SVG, served by the API). */
  image: z.string(),
  /** One line about the destination. */
  text: z.string(),
  hotelsCount: z.number().int().min(0),
});
export const featuredResponseSchema = z.object({ destinations: z.array(featuredPlaceSchema) });
export type FeaturedPlace = z.infer<typeof featuredPlaceSchema>;

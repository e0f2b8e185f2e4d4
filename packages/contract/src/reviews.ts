import { z } from 'zod';
import { hotelIdParam } from './hotel-id.ts';
import { UI_LANGUAGES } from './locales.ts';

export * from './reviews-rules.ts';

/* ------------------------------------------------------------------------------------------------
 * The reviews frame of the hotel page (spec 2 §2 "reviews ... load in an external reviews frame per
 * hotel id and language").
 *
 * The page frames GET /api/hotel/{hotelId}/reviews?lang={language} for a hotel whose `trustYouId` is
 * not null. The API answers an HTML page: with a reviews provider configured it redirects to the
 * provider's widget for the hotel's provider id; in sandbox mode it serves a deterministic reviews
 * page of its own (the same reviews for the same hotel and language, consistent with the hotel's
 * score, category and review count). It is the one HTML answer that may be framed, by this origin
 * only (`frame-ancestors 'self'`).
 * ---------------------------------------------------------------------------------------------- */

export const hotelReviewsParamsSchema = z.object({
  hotelId: hotelIdParam,
});

export const hotelReviewsQuerySchema = z.object({
  /** The UI language the reviews page is written in. */
  lang: z.enum(UI_LANGUAGES).default('en'),
});

/** The answer is `text/html`: a whole page meant for an iframe. */
export const hotelReviewsResponseSchema = z.string();

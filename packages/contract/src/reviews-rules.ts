/* Values of reviews.ts without zod: the apps import them from here, so neither zod nor the
 * schemas are in their scripts (reviews.ts re-exports them for the API). */

/** The address the hotel page frames (same origin). */
export function hotelReviewsPath(hotelId: number, lang: string): string {
  return `/api/hotel/${hotelId}/reviews?lang=${encodeURIComponent(lang)}`;
}

/* Values of config.ts without zod: the apps import them from here, so neither zod nor the
 * schemas are in their scripts (config.ts re-exports them for the API). */

export const SCORE_CATEGORIES = ['Poor', 'Fair', 'Good', 'VeryGood', 'Excellent'] as const;

/**
 * Meal plans shown on checkout and confirmation, by family (translation keys under
 * CHECKOUT_PAGE.MEALS): the 35 meal type ids of spec 2 §3 fall into eight families a traveller
 * tells apart.
 */
export type MealFamily = 'ROOM_ONLY' | 'BREAKFAST' | 'HALF_BOARD' | 'FULL_BOARD' | 'ALL_INCLUSIVE' | 'LUNCH' | 'DINNER' | 'MEALS_INCLUDED';

const FAMILIES: Record<MealFamily, readonly number[]> = {
  ROOM_ONLY: [0, 1, 18],
  BREAKFAST: [2, 8, 9, 13, 14, 15, 16, 17, 22, 28],
  HALF_BOARD: [5, 23, 25, 27, 31],
  FULL_BOARD: [6, 24, 26, 32],
  ALL_INCLUSIVE: [7, 11, 12, 33],
  LUNCH: [3, 29],
  DINNER: [4, 30],
  MEALS_INCLUDED: [10, 19, 20, 21, 34],
};

export function mealFamily(id: number): MealFamily {
  for (const [family, ids] of Object.entries(FAMILIES) as [MealFamily, readonly number[]][]) if (ids.includes(id)) return family;
  return 'ROOM_ONLY';
}

/* Values of rooms.ts without zod: the apps import them from here, so neither zod nor the
 * schemas are in their scripts (rooms.ts re-exports them for the API). */

/** Room availability of the guaranteed offer (spec 2 §3). */
export const ROOM_AVAILABILITY = {
  Pending: 0,
  Available: 1,
  SoldOutRoom: 2,
  SoldOutHotel: 3,
  Expired: 4,
  /** Expired for the traveller's nationality. */
  ExpiredNi: 5,
} as const;
export type RoomAvailability = (typeof ROOM_AVAILABILITY)[keyof typeof ROOM_AVAILABILITY];

/** Rate sources (spec 2 §3); the sandbox supplier uses Google, Trivago and Wego. */
export const RATE_SOURCES = {
  None: 0,
  Google: 1,
  Kayak: 2,
  Trivago: 3,
  Bing: 4,
  TripAdvisor: 5,
  Facebook: 6,
  Wego: 7,
  TripAdvisorBackup: 10,
  Mock: 100,
} as const;
export type RateSource = (typeof RATE_SOURCES)[keyof typeof RATE_SOURCES];

/**
 * How the page presents prices (spec 2 §3): IncludedTaxes shows `price` (taxes included, fees payable
 * at the hotel apart), AllInclusive shows `price + fee`, BaseRate shows `price - tax`.
 */
export const PRICE_PRESENTATION = { IncludedTaxes: 0, AllInclusive: 1, BaseRate: 2 } as const;
export type PricePresentation = (typeof PRICE_PRESENTATION)[keyof typeof PRICE_PRESENTATION];

/**
 * Meal (board) types 0 to 34 (spec 2 §3), with their icon. The spec lists the families; the names of
 * the Disney and beverage variants are ours.
 */
export const MEAL_TYPES = [
  { id: 0, name: 'None', icon: 'none' },
  { id: 1, name: 'RoomOnly', icon: 'none' },
  { id: 2, name: 'BreakfastIncluded', icon: 'cup' },
  { id: 3, name: 'Lunch', icon: 'cutlery' },
  { id: 4, name: 'Dinner', icon: 'cutlery' },
  { id: 5, name: 'HalfBoard', icon: 'cutlery' },
  { id: 6, name: 'FullBoard', icon: 'cutlery' },
  { id: 7, name: 'AllInclusive', icon: 'cutlery' },
  { id: 8, name: 'ContinentalBreakfast', icon: 'cup' },
  { id: 9, name: 'BreakfastBuffet', icon: 'cup' },
  { id: 10, name: 'SomeMeal', icon: 'cutlery' },
  { id: 11, name: 'AllInclusivePremium', icon: 'cutlery' },
  { id: 12, name: 'AllInclusiveSoft', icon: 'cutlery' },
  { id: 13, name: 'AmericanBreakfast', icon: 'cup' },
  { id: 14, name: 'EnglishBreakfast', icon: 'cup' },
  { id: 15, name: 'IrishBreakfast', icon: 'cup' },
  { id: 16, name: 'ScottishBreakfast', icon: 'cup' },
  { id: 17, name: 'LightBreakfast', icon: 'cup' },
  { id: 18, name: 'SelfCatering', icon: 'none' },
  { id: 19, name: 'DisneyQuickServiceDining', icon: 'cutlery' },
  { id: 20, name: 'DisneyDining', icon: 'cutlery' },
  { id: 21, name: 'DisneyDeluxeDining', icon: 'cutlery' },
  { id: 22, name: 'DisneyBreakfast', icon: 'cup' },
  { id: 23, name: 'DisneyHalfBoard', icon: 'cutlery' },
  { id: 24, name: 'DisneyFullBoard', icon: 'cutlery' },
  { id: 25, name: 'DisneyHalfBoardPlus', icon: 'cutlery' },
  { id: 26, name: 'DisneyFullBoardPlus', icon: 'cutlery' },
  { id: 27, name: 'HalfBoardOrFullBoard', icon: 'cutlery' },
  { id: 28, name: 'BreakfastWithBeverages', icon: 'cup' },
  { id: 29, name: 'LunchWithBeverages', icon: 'cutlery' },
  { id: 30, name: 'DinnerWithBeverages', icon: 'cutlery' },
  { id: 31, name: 'HalfBoardWithBeverages', icon: 'cutlery' },
  { id: 32, name: 'FullBoardWithBeverages', icon: 'cutlery' },
  { id: 33, name: 'AllInclusiveWithBeverages', icon: 'cutlery' },
  { id: 34, name: 'BeveragesIncluded', icon: 'cup' },
] as const satisfies readonly { id: number; name: string; icon: 'none' | 'cup' | 'cutlery' }[];
export type MealTypeName = (typeof MEAL_TYPES)[number]['name'];

/**
 * Meal plans shown on checkout, confirmation and the confirmation e-mail, by family (translation keys under
 * CHECKOUT_PAGE.MEALS): the 35 meal type ids of spec 2 §3 fall into eight families a traveller
 * tells apart.
 */
export type MealFamily =
  | 'ROOM_ONLY'
  | 'BREAKFAST'
  | 'HALF_BOARD'
  | 'FULL_BOARD'
  | 'ALL_INCLUSIVE'
  | 'LUNCH'
  | 'DINNER'
  | 'MEALS_INCLUDED';

const MEAL_FAMILIES: Record<MealFamily, readonly number[]> = {
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
  for (const [family, ids] of Object.entries(MEAL_FAMILIES) as [MealFamily, readonly number[]][])
    if (ids.includes(id)) return family;
  return 'ROOM_ONLY';
}

/** Spec 2 §5, §9: the discount badge never shows more than 60 %. */
const DISCOUNT_CAP = 60;

/** The percentage the badge shows (whole, 0 to 60); 0 means no badge. */
export function shownDiscount(discount: number | null | undefined): number {
  if (discount === null || discount === undefined || !Number.isFinite(discount)) return 0;
  return Math.min(DISCOUNT_CAP, Math.max(0, Math.round(discount)));
}

/**
 * Spec 2 §2: a `discount` query parameter, when present, is applied as a number to the hotel data
 * (a partner campaign link). Anything that is not a number leaves the hotel's own discount.
 */
export function discountOf(hotelDiscount: number, param: number | undefined): number {
  return param !== undefined && Number.isFinite(param) ? param : hotelDiscount;
}

import type { PackagePrice } from '@clubstay/contract/rooms';
import { PRICE_PRESENTATION, type PricePresentation } from '@clubstay/contract/rooms-rules';

/* ------------------------------------------------------------------------------------------------
 * Price presentation (spec 2 §3 "pricePresentation", §9). Amounts stay in EUR here; the screen turns
 * them into the visitor's currency with `formatPrice` (times the rate, rounded up, 0 decimals).
 * ---------------------------------------------------------------------------------------------- */

/** Spec 2 §3: the default presentation includes taxes. */
export const DEFAULT_PRICE_PRESENTATION: PricePresentation = PRICE_PRESENTATION.IncludedTaxes;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A presentation mode from the rooms answer; anything unknown is the default. */
export function presentationOf(value: number | undefined): PricePresentation {
  return value === PRICE_PRESENTATION.AllInclusive || value === PRICE_PRESENTATION.BaseRate
    ? value
    : DEFAULT_PRICE_PRESENTATION;
}

/**
 * The total a package shows, whole stay and every room:
 * - IncludedTaxes: the sale price (taxes included; fees are paid at the hotel, apart);
 * - AllInclusive: sale price plus the fees, rounded to cents (spec 2 §9 "Total");
 * - BaseRate: sale price minus the included taxes (spec 2 §9 "base price").
 */
export function shownTotal(price: PackagePrice, mode: PricePresentation): number {
  switch (mode) {
    case PRICE_PRESENTATION.AllInclusive:
      return round2(price.price + price.fee);
    case PRICE_PRESENTATION.BaseRate:
      return round2(price.price - price.tax);
    default:
      return round2(price.price);
  }
}

/** The per-night figure of the same presentation (2-decimal rounding). */
export function shownPerNight(price: PackagePrice, mode: PricePresentation, nights: number): number {
  return round2(shownTotal(price, mode) / Math.max(1, nights));
}

/** What the taxes note under a price says: which amounts are in the figure and which come on top. */
type TaxNote =
  /** Taxes (`tax`) are included; `fee` is payable at the hotel (0: no fees). */
  | { kind: 'taxes-included'; tax: number; fee: number }
  /** Taxes and fees are both in the figure. */
  | { kind: 'all-included'; tax: number; fee: number }
  /** Neither is in the figure: `tax` is added at checkout, `fee` is paid at the hotel. */
  | { kind: 'excluded'; tax: number; fee: number };

export function taxNote(price: PackagePrice, mode: PricePresentation): TaxNote {
  const amounts = { tax: round2(price.tax), fee: round2(price.fee) };
  if (mode === PRICE_PRESENTATION.AllInclusive) return { kind: 'all-included', ...amounts };
  if (mode === PRICE_PRESENTATION.BaseRate) return { kind: 'excluded', ...amounts };
  return { kind: 'taxes-included', ...amounts };
}

/**
 * The difference a choice makes against the current package, in the shown presentation: positive
 * costs more. Differences under a cent are none.
 */
export function priceDifference(
  candidate: PackagePrice,
  current: PackagePrice,
  mode: PricePresentation,
): number {
  const difference = round2(shownTotal(candidate, mode) - shownTotal(current, mode));
  return Math.abs(difference) < 0.01 ? 0 : difference;
}

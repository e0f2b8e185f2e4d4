import type { PackagePrice, PricePresentation, RoomPackage } from '@clubstay/contract/rooms';
import { priceDifference, shownTotal } from './price.ts';

/* ------------------------------------------------------------------------------------------------
 * Package selection on a room card (spec 2 §4 "Room card", §8 room-card errors).
 * ---------------------------------------------------------------------------------------------- */

const NO_PACKAGES_MESSAGE = 'No rooms packages provided';
const PACKAGE_NOT_FOUND_MESSAGE = "Can't find package";

/** A room card that cannot show or switch a package (spec 2 §8); the card shows it in the visitor's language. */
export class RoomCardError extends Error {
  override readonly name = 'RoomCardError';
  constructor(readonly code: 'no-packages' | 'package-not-found') {
    super(code === 'no-packages' ? NO_PACKAGES_MESSAGE : PACKAGE_NOT_FOUND_MESSAGE);
  }
}

type Priced = Pick<RoomPackage, 'price'>;
const byPrice = <T extends Priced>(a: T, b: T) => a.price.price - b.price.price;

/** The cheapest of a list (the first on a tie), or undefined for none. */
function cheapest<T extends Priced>(list: readonly T[]): T | undefined {
  return [...list].sort(byPrice)[0];
}

/**
 * The package a card starts with: the room's cheapest (its `isCheapest` flag, else the lowest price),
 * which brings its refundable flag and meal along. A room without packages is an error.
 */
export function defaultPackage(packages: readonly RoomPackage[]): RoomPackage {
  const flagged = packages.find((item) => item.isCheapest);
  const chosen = flagged ?? cheapest(packages);
  if (!chosen) throw new RoomCardError('no-packages');
  return chosen;
}

/** The package with this id, or an error when the room no longer has it. */
export function findPackage(packages: readonly RoomPackage[], id: string): RoomPackage {
  const found = packages.find((item) => item.id === id);
  if (!found) throw new RoomCardError('package-not-found');
  return found;
}

/**
 * Switching refundable / non-refundable: the package of the other flag with the same meal when the
 * room has one, else the cheapest package of that flag; an error when the room has none of that flag.
 */
export function switchRefundability(
  packages: readonly RoomPackage[],
  current: RoomPackage,
  refundable: boolean,
): RoomPackage {
  if (current.isRefundable === refundable) return current;
  const candidates = packages.filter((item) => item.isRefundable === refundable);
  const sameMeal = cheapest(candidates.filter((item) => item.boarding === current.boarding));
  const chosen = sameMeal ?? cheapest(candidates);
  if (!chosen) throw new RoomCardError('package-not-found');
  return chosen;
}

/**
 * Choosing a meal: the package with that meal and the current refundable flag, else the cheapest
 * with that meal; an error when no package has that meal.
 */
export function switchMeal(
  packages: readonly RoomPackage[],
  current: RoomPackage,
  boarding: number,
): RoomPackage {
  if (current.boarding === boarding) return current;
  const candidates = packages.filter((item) => item.boarding === boarding);
  const chosen =
    cheapest(candidates.filter((item) => item.isRefundable === current.isRefundable)) ?? cheapest(candidates);
  if (!chosen) throw new RoomCardError('package-not-found');
  return chosen;
}

interface ChoiceOption<K> {
  key: K;
  /** The package this choice switches to. */
  target: RoomPackage;
  /** Against the current package, in the shown presentation; 0 for the current choice. */
  difference: number;
}

/**
 * The refundability choice of a card: non-refundable first, then refundable, each with the package
 * it would switch to and its price difference; a flag the room does not offer is left out.
 */
export function refundabilityChoices(
  packages: readonly RoomPackage[],
  current: RoomPackage,
  mode: PricePresentation,
): ChoiceOption<'non-refundable' | 'refundable'>[] {
  const options: ChoiceOption<'non-refundable' | 'refundable'>[] = [];
  for (const refundable of [false, true]) {
    if (!packages.some((item) => item.isRefundable === refundable)) continue;
    const target = switchRefundability(packages, current, refundable);
    options.push({
      key: refundable ? 'refundable' : 'non-refundable',
      target,
      difference: priceDifference(target.price, current.price, mode),
    });
  }
  return options;
}

/**
 * The meal choice of a card: every meal the room offers, cheapest first, each with the package it
 * would switch to (keeping the refundable flag where possible) and its price difference.
 */
export function mealChoices(
  packages: readonly RoomPackage[],
  current: RoomPackage,
  mode: PricePresentation,
): ChoiceOption<number>[] {
  const meals = [...new Set(packages.map((item) => item.boarding))];
  return meals
    .map((boarding) => {
      const target = switchMeal(packages, current, boarding);
      return { key: boarding, target, difference: priceDifference(target.price, current.price, mode) };
    })
    .sort((a, b) => shownTotal(a.target.price, mode) - shownTotal(b.target.price, mode) || a.key - b.key);
}

/** The cheapest package over all rooms (the lowest-price badge), by the shown total. */
export function lowestPackageId(
  rooms: readonly { groups: readonly RoomPackage[] }[],
  mode: PricePresentation,
): string | undefined {
  let best: { id: string; total: number } | undefined;
  for (const room of rooms) {
    for (const item of room.groups) {
      const total = shownTotal(item.price, mode);
      if (!best || total < best.total) best = { id: item.id, total };
    }
  }
  return best?.id;
}

/** The lowest shown total over all rooms, or undefined without rooms (the sticky header's price). */
export function lowestPrice(
  rooms: readonly { groups: readonly { price: PackagePrice }[] }[],
  mode: PricePresentation,
): PackagePrice | undefined {
  let best: PackagePrice | undefined;
  for (const room of rooms) {
    for (const item of room.groups) {
      if (!best || shownTotal(item.price, mode) < shownTotal(best, mode)) best = item.price;
    }
  }
  return best;
}

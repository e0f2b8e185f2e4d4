import { describe, expect, it } from 'vitest';
import { PRICE_PRESENTATION } from '@clubstay/contract/rooms-rules';
import { pkg } from './fixtures.ts';
import {
  defaultPackage,
  findPackage,
  lowestPackageId,
  mealChoices,
  refundabilityChoices,
  RoomCardError,
  switchMeal,
  switchRefundability,
} from './packages.ts';

// Room only (1) and breakfast (2), each non-refundable (N) and refundable (R); half board (5) only refundable.
const packages = [
  pkg('1-1-N', 300, { isCheapest: true }),
  pkg('1-1-R', 330),
  pkg('1-2-N', 360),
  pkg('1-2-R', 396),
  pkg('1-5-R', 480),
];
const byId = (id: string) => findPackage(packages, id);

describe('package selection', () => {
  it('starts with the cheapest package, with its refundable flag and meal', () => {
    expect(defaultPackage(packages).id).toBe('1-1-N');
    // Without the flag, the lowest price decides.
    expect(defaultPackage(packages.map((item) => ({ ...item, isCheapest: false })).reverse()).id).toBe(
      '1-1-N',
    );
  });

  it('raises "No rooms packages provided" for a room without packages', () => {
    expect(() => defaultPackage([])).toThrow(RoomCardError);
    expect(() => defaultPackage([])).toThrow('No rooms packages provided');
  });

  it('keeps the meal when switching refundability, when it can', () => {
    expect(switchRefundability(packages, byId('1-2-N'), true).id).toBe('1-2-R');
    expect(switchRefundability(packages, byId('1-2-R'), false).id).toBe('1-2-N');
    expect(switchRefundability(packages, byId('1-1-N'), false).id).toBe('1-1-N');
  });

  it('takes the cheapest package of the other flag when the meal has none', () => {
    expect(switchRefundability(packages, byId('1-5-R'), false).id).toBe('1-1-N');
  });

  it('raises "Can\'t find package" when the room has no package of that flag', () => {
    const onlyNonRefundable = packages.filter((item) => !item.isRefundable);
    expect(() => switchRefundability(onlyNonRefundable, byId('1-1-N'), true)).toThrow("Can't find package");
    expect(() => findPackage(packages, 'gone')).toThrow("Can't find package");
  });

  it('keeps the refundable flag when choosing a meal, when it can', () => {
    expect(switchMeal(packages, byId('1-1-R'), 2).id).toBe('1-2-R');
    expect(switchMeal(packages, byId('1-1-N'), 5).id).toBe('1-5-R');
    expect(() => switchMeal(packages, byId('1-1-N'), 7)).toThrow(RoomCardError);
  });

  it('offers each refundability with its price difference', () => {
    const choices = refundabilityChoices(packages, byId('1-2-N'), PRICE_PRESENTATION.IncludedTaxes);
    expect(choices.map((choice) => [choice.key, choice.target.id, choice.difference])).toEqual([
      ['non-refundable', '1-2-N', 0],
      ['refundable', '1-2-R', 36],
    ]);
    expect(
      refundabilityChoices(
        packages.filter((item) => !item.isRefundable),
        byId('1-1-N'),
        0,
      ).map((choice) => choice.key),
    ).toEqual(['non-refundable']);
  });

  it('offers every meal, cheapest first, with differences in the shown presentation', () => {
    const current = byId('1-1-R');
    const included = mealChoices(packages, current, PRICE_PRESENTATION.IncludedTaxes);
    expect(included.map((choice) => [choice.key, choice.target.id, choice.difference])).toEqual([
      [1, '1-1-R', 0],
      [2, '1-2-R', 66],
      [5, '1-5-R', 150],
    ]);
    // Base rate: the difference leaves the included taxes out.
    const base = mealChoices(packages, current, PRICE_PRESENTATION.BaseRate);
    const breakfast = base.find((choice) => choice.key === 2);
    expect(breakfast?.difference).toBeCloseTo(396 - 36 - (330 - 30), 1);
  });

  it('finds the lowest package over every room', () => {
    const rooms = [{ groups: [pkg('2-1-N', 350)] }, { groups: packages }];
    expect(lowestPackageId(rooms, PRICE_PRESENTATION.IncludedTaxes)).toBe('1-1-N');
    expect(lowestPackageId([], PRICE_PRESENTATION.IncludedTaxes)).toBeUndefined();
  });
});

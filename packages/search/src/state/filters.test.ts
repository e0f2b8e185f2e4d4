import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '@clubstay/contract/config';
import {
  applyDistanceInput,
  applyPriceInput,
  applyPriceSlider,
  createDebouncer,
  DEFAULT_FILTERS,
  effectiveHideSoldOut,
  FILTER_DEBOUNCE_MS,
  filtersFromParams,
  filtersToParams,
  isHotFilterOn,
  isOptionDisabled,
  priceBounds,
  priceSliderBounds,
  priceSliderValue,
  toggleHotFilter,
  toHotFilters,
} from './filters.ts';
import { hotFilters } from '#fixtures.ts';

const config: Pick<ConfigResponse, 'hotFilters'> = { hotFilters };

describe('hot filters', () => {
  const hot = toHotFilters(config);
  const byId = (id: string) => {
    const found = hot.find((filter) => filter.id === id);
    if (!found) throw new Error(id);
    return found;
  };

  it('include is an ADD of the first alias value, anything else a SET; hideSoldOut is dropped', () => {
    expect(hot.map((filter) => [filter.id, filter.action, filter.value])).toEqual([
      ['freeWifi', 'ADD', [22]],
      ['pool', 'ADD', [26]],
      ['fiveStars', 'SET', [5]],
    ]);
  });

  it('ADD adds and removes its value, keeping the others', () => {
    const wifi = byId('freeWifi');
    const on = toggleHotFilter({ ...DEFAULT_FILTERS, facilities: [9] }, wifi, true);
    expect(on.facilities).toEqual([9, 22]);
    expect(isHotFilterOn(on, wifi)).toBe(true);
    expect(toggleHotFilter(on, wifi, false).facilities).toEqual([9]);
  });

  it('SET replaces the field, remembers the previous value and restores it when unchecked', () => {
    const five = byId('fiveStars');
    const start = { ...DEFAULT_FILTERS, stars: [3, 4] };
    const on = toggleHotFilter(start, five, true);
    expect(on.stars).toEqual([5]);
    expect(on.hotPrevious).toEqual({ fiveStars: [3, 4] });
    expect(isHotFilterOn(on, five)).toBe(true);
    const off = toggleHotFilter(on, five, false);
    expect(off.stars).toEqual([3, 4]);
    expect(off.hotPrevious).toEqual({});
  });
});

describe('price input (spec 1 §5)', () => {
  const bounds = { min: 40, max: 900 };
  it('keeps a value between min and max, from not above to, to not below from', () => {
    expect(applyPriceInput('priceFrom', 100, { priceFrom: null, priceTo: 300 }, bounds)).toBe(100);
    expect(applyPriceInput('priceFrom', 400, { priceFrom: 50, priceTo: 300 }, bounds)).toBe(50);
    expect(applyPriceInput('priceTo', 80, { priceFrom: 100, priceTo: 300 }, bounds)).toBe(300);
    expect(applyPriceInput('priceFrom', 10, { priceFrom: 60, priceTo: null }, bounds)).toBe(60);
    expect(applyPriceInput('priceTo', 1000, { priceFrom: null, priceTo: null }, bounds)).toBeNull();
  });
  it('reverts an empty input to the previous value', () => {
    expect(applyPriceInput('priceTo', null, { priceFrom: null, priceTo: 250 }, bounds)).toBe(250);
    expect(applyPriceInput('priceFrom', Number.NaN, { priceFrom: 70, priceTo: null }, bounds)).toBe(70);
  });
});

describe('price slider bound to the inputs', () => {
  const eur = { min: 40, max: 900 };
  it('spans the metadata range in the shown currency, in whole units', () => {
    expect(priceBounds({ priceMin: 40.4, priceMax: 899.2 })).toEqual(eur);
    expect(priceBounds({ priceMin: null, priceMax: null })).toBeNull();
    expect(priceBounds(undefined)).toBeNull();
    expect(priceSliderBounds(eur, 1)).toEqual({ min: 40, max: 900 });
    expect(priceSliderBounds(eur, 1.1)).toEqual({ min: 44, max: 990 });
    // One price only: the track still has two ends.
    expect(priceSliderBounds({ min: 100, max: 100 }, 1)).toEqual({ min: 100, max: 101 });
  });
  it('puts a missing bound at its end of the track and keeps set ones on it', () => {
    const track = { min: 44, max: 990 };
    expect(priceSliderValue({ priceFrom: null, priceTo: null }, track, 1.1)).toEqual([44, 990]);
    expect(priceSliderValue({ priceFrom: 100, priceTo: 300 }, track, 1.1)).toEqual([110, 330]);
    expect(priceSliderValue({ priceFrom: 10, priceTo: 5_000 }, track, 1.1)).toEqual([44, 990]);
  });
  it('turns a thumb at its end into no bound and the others into EUR within the range', () => {
    const track = priceSliderBounds(eur, 1.1);
    expect(applyPriceSlider([44, 990], track, eur, 1.1)).toEqual({ priceFrom: null, priceTo: null });
    expect(applyPriceSlider([110, 990], track, eur, 1.1)).toEqual({ priceFrom: 100, priceTo: null });
    expect(applyPriceSlider([44, 330], track, eur, 1.1)).toEqual({ priceFrom: null, priceTo: 300 });
    expect(applyPriceSlider([330, 110], track, eur, 1.1)).toEqual({ priceFrom: 100, priceTo: 300 });
    // Rounding never puts From above To, nor either outside the metadata's range.
    expect(applyPriceSlider([988, 989], track, eur, 1.1)).toEqual({ priceFrom: 898, priceTo: 899 });
    expect(applyPriceSlider([45, 46], { min: 44, max: 990 }, { min: 41, max: 900 }, 1.1)).toEqual({
      priceFrom: 41,
      priceTo: 42,
    });
  });
});

describe('distance input (spec 1 §5)', () => {
  const bounds = { min: 120, max: 9_000 };
  it('reads km with two decimals and keeps metres rounded to tens', () => {
    expect(applyDistanceInput(1.234, bounds)).toBe(1_230);
    expect(applyDistanceInput(2.5, bounds)).toBe(2_500);
  });
  it('clears above the maximum and clamps below the minimum', () => {
    expect(applyDistanceInput(9.5, bounds)).toBeNull();
    expect(applyDistanceInput(0.05, bounds)).toBe(120);
    expect(applyDistanceInput(null, bounds)).toBeNull();
  });
});

describe('debounce of the name and price filters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('applies once, 400 ms after the last change', () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const debouncer = createDebouncer(apply, FILTER_DEBOUNCE_MS);
    debouncer.run('h');
    vi.advanceTimersByTime(300);
    debouncer.run('ho');
    vi.advanceTimersByTime(399);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('ho');
    debouncer.run('hot');
    debouncer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe('metadata, defaults, address and storage', () => {
  const metadata = {
    priceMin: 40,
    priceMax: 900,
    distanceMin: 120,
    distanceMax: 9_000,
    rating: { Poor: false, Fair: false, Good: true, VeryGood: true, Excellent: true },
    facilitiesSet: [9, 22],
    hotFiltersSet: ['freeWifi'],
    propertyTypes: [1, 4],
    stars: [3, 4, 5],
    suitableTypes: [1],
  };
  it('disables unchecked options absent from the metadata, never checked ones', () => {
    expect(isOptionDisabled(metadata, DEFAULT_FILTERS, 'stars', 2)).toBe(true);
    expect(isOptionDisabled(metadata, DEFAULT_FILTERS, 'stars', 3)).toBe(false);
    expect(isOptionDisabled(metadata, { ...DEFAULT_FILTERS, stars: [2] }, 'stars', 2)).toBe(false);
    expect(isOptionDisabled(metadata, DEFAULT_FILTERS, 'rating', 0)).toBe(true);
  });
  it('hides sold-out hotels by default unless the search is for a point of interest', () => {
    expect(effectiveHideSoldOut(DEFAULT_FILTERS, 'city')).toBe(true);
    expect(effectiveHideSoldOut(DEFAULT_FILTERS, 'poi')).toBe(false);
    expect(effectiveHideSoldOut({ hideSoldOut: false }, 'city')).toBe(false);
  });
  it('round-trips through the address, with an explicit empty list kept apart from a missing one', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      name: 'ritz',
      stars: [5],
      priceFrom: 100,
      priceTo: 300,
      distanceToPoint: 2_500,
      facilities: [22, 9],
    };
    const params = filtersToParams(filters);
    expect(params).toMatchObject({
      name: 'ritz',
      stars: '5',
      priceFrom: 100,
      priceTo: 300,
      distanceToPoint: 2_500,
      facilities: '9,22',
      propertyTypes: '1',
    });
    expect(filtersFromParams(params)).toEqual({ ...filters, facilities: [9, 22] });
    expect(filtersFromParams({ stars: '' }).stars).toEqual([]);
    expect(filtersFromParams({}).stars).toEqual([4, 5]);
  });
});

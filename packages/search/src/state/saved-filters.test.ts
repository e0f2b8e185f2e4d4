import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from './filters.ts';
import { keptFilters } from './saved-filters.ts';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

const KEY = 'clubstay.search.filters';
const filters = { ...DEFAULT_FILTERS, stars: [3], rating: [4], priceFrom: 120 };

/** A page load: the hydration flags and the store's module, fresh. */
async function page() {
  vi.resetModules();
  const { beginHydration, markHydrated } = await import('@clubstay/router/hydration');
  const { savedFilters } = await import('./saved-filters.ts');
  return { beginHydration, markHydrated, savedFilters };
}

describe('the filters saved locally (persist)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.resetModules());

  it('keeps the filters applied, and the next page restores them once it has hydrated', async () => {
    const first = await page();
    first.markHydrated();
    first.savedFilters.getState().keep(filters);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ state: { filters }, version: 1 });

    const next = await page();
    next.beginHydration();
    expect(next.savedFilters.getState().filters).toBeUndefined(); // as the server rendered
    next.markHydrated();
    expect(next.savedFilters.getState().filters).toEqual(filters);
    expect(next.savedFilters.getInitialState().filters).toBeUndefined(); // React's server snapshot
  });

  it('reads the filters saved before persist (the filters alone) and keeps them in the new format', async () => {
    localStorage.setItem(KEY, JSON.stringify(filters));
    const { markHydrated, savedFilters } = await page();
    markHydrated();
    expect(savedFilters.getState().filters).toEqual(filters);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ state: { filters }, version: 1 });
  });

  it('restores nothing from junk, and nothing throws with storage blocked', async () => {
    localStorage.setItem(KEY, 'not json');
    const junk = await page();
    junk.markHydrated();
    expect(junk.savedFilters.getState().filters).toBeUndefined();

    const restore = blockStorage();
    try {
      const blocked = await page();
      blocked.markHydrated();
      blocked.savedFilters.getState().keep(filters);
      expect(blocked.savedFilters.getState().filters).toEqual(filters);
    } finally {
      restore();
    }
  });
});

describe('keptFilters', () => {
  it('drops what does not parse', () => {
    expect(keptFilters({ stars: 'x', priceFrom: -3, rating: [4] })).toMatchObject({
      stars: [4, 5],
      priceFrom: null,
      rating: [4],
      propertyTypes: [1],
    });
    expect(keptFilters(undefined)).toBeUndefined();
    expect(keptFilters('not filters')).toBeUndefined();
  });
});

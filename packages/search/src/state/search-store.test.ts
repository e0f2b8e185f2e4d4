import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PARAMS_KEY } from '@clubstay/router/stored-state';
import { DEFAULT_ROOMS, keptParams } from './search-store.ts';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

const paris = { q: 'Paris, France', placeId: 'city-2988507' };
const params = {
  destination: paris,
  dates: ['2099-03-12', '2099-03-15'] as const,
  rooms: [{ adults: 2, children: [5] }],
  businessTrip: true,
};

/**
 * A page load: the hydration flags and the store's module, fresh; a server-rendered page sets the day
 * it was rendered for before the route's chunk (with the store) loads.
 */
async function page(serverDay?: string) {
  vi.resetModules();
  const hydration = await import('@clubstay/router/hydration');
  if (serverDay) hydration.setHydrationDay(serverDay);
  const { searchStore } = await import('./search-store.ts');
  return { ...hydration, searchStore };
}

const kept = () => JSON.parse(localStorage.getItem(SEARCH_PARAMS_KEY) ?? 'null') as unknown;

describe('the search store kept in local storage (persist)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.resetModules());

  it('keeps the parameters and the sorting, and the next page restores them once it has hydrated', async () => {
    const first = await page();
    first.markHydrated(); // a page the browser renders alone
    first.searchStore.getState().store({ ...params, sorting: 'Price-asc' });
    expect(kept()).toEqual({ state: { ...params, sorting: 'Price-asc' }, version: 1 });

    const next = await page('2099-01-01');
    next.beginHydration();
    // While the server's page hydrates: what the server rendered, its defaults on its day.
    expect(next.searchStore.getState()).toMatchObject({ destination: null, sorting: undefined });
    expect(next.searchStore.getState().dates[0]).toBe('2099-01-01');
    expect(next.searchStore.getInitialState().destination).toBeNull();
    next.markHydrated();
    expect(next.searchStore.getState()).toMatchObject({ ...params, sorting: 'Price-asc' });
    // React's server snapshot stays what the server rendered (parts that hydrate later).
    expect(next.searchStore.getInitialState().destination).toBeNull();
  });

  it('reads the parameters kept before persist (a flat object) and keeps them in the new format', async () => {
    localStorage.setItem(SEARCH_PARAMS_KEY, JSON.stringify({ ...params, sorting: 'Price-desc' }));
    const { markHydrated, searchStore } = await page();
    markHydrated();
    expect(searchStore.getState()).toMatchObject({ ...params, sorting: 'Price-desc' });
    expect(kept()).toEqual({ state: { ...params, sorting: 'Price-desc' }, version: 1 });
  });

  it('with storage blocked, starts from the defaults and keeps the parameters for the page', async () => {
    const restore = blockStorage();
    try {
      const { markHydrated, searchStore } = await page();
      expect(() => markHydrated()).not.toThrow();
      expect(searchStore.getState().destination).toBeNull();
      searchStore.getState().store({ destination: paris });
      expect(searchStore.getState().destination).toEqual(paris);
    } finally {
      restore();
    }
  });
});

describe('keptParams', () => {
  it('takes each valid part, resets past dates and gives the defaults for the rest', () => {
    expect(
      keptParams(
        { destination: { q: 1 }, dates: ['2027-03-01', '2027-03-05'], rooms: [null], sorting: 'Nope' },
        '2027-03-10',
      ),
    ).toEqual({
      destination: null,
      dates: ['2027-03-10', '2027-04-09'],
      rooms: DEFAULT_ROOMS,
      businessTrip: false,
      sorting: undefined,
    });
    expect(keptParams(null, '2027-03-10')).toMatchObject({ destination: null, rooms: DEFAULT_ROOMS });
    expect(keptParams({ ...params, sorting: 'Price-asc' }, '2027-03-10')).toEqual({
      ...params,
      sorting: 'Price-asc',
    });
  });
});

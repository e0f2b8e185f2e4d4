import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { rehydrateAfterHydration } from '@clubstay/router/hydration';
import { storedState } from '@clubstay/router/stored-state';
import { DEFAULT_FILTERS, type FilterState } from './filters.ts';

/*
 * The filters saved locally (spec 1 §3: "saved locally, restored on load"): the ones last applied on
 * /search, for an address that carries none. The address is where the filters live; this store only
 * remembers them across visits.
 */

interface SavedFilters {
  /** None until filters are applied; none on the server and while a server-rendered page hydrates. */
  filters: FilterState | undefined;
  keep(filters: FilterState): void;
}

interface Kept {
  filters: FilterState | undefined;
}

/** Kept filters (from any stored version) with what does not parse replaced by the defaults. */
export function keptFilters(kept: unknown): FilterState | undefined {
  if (!kept || typeof kept !== 'object') return undefined;
  const saved = kept as Partial<Record<keyof FilterState, unknown>>;
  const list = (value: unknown, fallback: number[]) =>
    Array.isArray(value) && value.every((item) => Number.isInteger(item)) ? (value as number[]) : fallback;
  const amount = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
  return {
    name: typeof saved.name === 'string' ? saved.name.slice(0, 100) : '',
    stars: list(saved.stars, DEFAULT_FILTERS.stars),
    propertyTypes: list(saved.propertyTypes, DEFAULT_FILTERS.propertyTypes),
    suitableTypes: list(saved.suitableTypes, []),
    facilities: list(saved.facilities, []),
    rating: list(saved.rating, []),
    priceFrom: amount(saved.priceFrom),
    priceTo: amount(saved.priceTo),
    distanceToPoint: amount(saved.distanceToPoint),
    hideSoldOut: typeof saved.hideSoldOut === 'boolean' ? saved.hideSoldOut : null,
    hotPrevious:
      saved.hotPrevious && typeof saved.hotPrevious === 'object'
        ? Object.fromEntries(Object.entries(saved.hotPrevious).map(([id, value]) => [id, list(value, [])]))
        : {},
  };
}

export const savedFilters = createStore<SavedFilters>()(
  persist((set) => ({ filters: undefined, keep: (filters) => set({ filters }) }), {
    name: 'clubstay.search.filters',
    storage: storedState<Kept>('localStorage'),
    version: 1,
    partialize: ({ filters }) => ({ filters }),
    // Version 0 (written by hand before persist) was the filters alone.
    migrate: (kept) => ({ filters: kept as FilterState }),
    merge: (kept, current) => ({
      ...current,
      filters: keptFilters((kept as Partial<Kept> | undefined)?.filters),
    }),
    // Storage is the browser's: restored once the page has hydrated (at once in a chunk loaded later).
    skipHydration: true,
  }),
);
rehydrateAfterHydration(savedFilters);

/** The saved filters: none on the server and while the page hydrates, then what was kept. */
export const useSavedFilters = (): FilterState | undefined =>
  useStore(savedFilters, (state) => state.filters);

import { createStore, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Room } from '@clubstay/contract/search';
import { SORT_OPTIONS, type SortOption } from '@clubstay/contract/search-rules';
import { type IsoDay, roomsProblem, type StayDates } from './address.ts';
import { holdServerSnapshot, hydrationDay, rehydrateAfterHydration } from '@clubstay/router/hydration';
import {
  type KeptSearchParams,
  SEARCH_PARAMS_KEY,
  SEARCH_PARAMS_VERSION,
  storedState,
} from '@clubstay/router/stored-state';
import { localToday } from '@clubstay/contract/stay-dates';
import { defaultDates, resetPastDates } from './dates.ts';

export interface Destination {
  /** The text shown: "Paris, France". */
  q: string;
  placeId: string;
}

/** The search parameters (spec 1 §3 "Search params"), the only state kept across visits (spec 1 §9). */
export interface SearchParams {
  destination: Destination | null;
  dates: StayDates;
  rooms: Room[];
  businessTrip: boolean;
}

/** Spec 1 §9: one room of 2 adults. */
export const DEFAULT_ROOMS: Room[] = [{ adults: 2, children: [] }];

export function defaultParams(today: IsoDay = localToday()): SearchParams {
  return { destination: null, dates: defaultDates(today), rooms: DEFAULT_ROOMS, businessTrip: false };
}

type KeptParams = SearchParams & { sorting: SortOption | undefined };

/**
 * The kept parameters (`KeptSearchParams`, in any stored version), with past dates reset (spec 1 §4)
 * and invalid parts replaced by defaults. The sorting is the one last chosen on /search: the search
 * link keeps sorting (spec 1 §2), so a new search from the home page or a hotel page's panel sorts the
 * same way; undefined until one is chosen (the results use the default, PopularityScore-desc).
 */
export function keptParams(kept: unknown, today = localToday()): KeptParams {
  const fallback = { ...defaultParams(today), sorting: undefined };
  if (!kept || typeof kept !== 'object') return fallback;
  const saved = kept as Partial<Record<keyof KeptSearchParams, unknown>>;
  try {
    const place = saved.destination as Partial<Destination> | null | undefined;
    const destination =
      place && typeof place.q === 'string' && typeof place.placeId === 'string'
        ? { q: place.q, placeId: place.placeId }
        : null;
    const dates =
      Array.isArray(saved.dates) &&
      saved.dates.length === 2 &&
      saved.dates.every((day) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) &&
      (saved.dates[0] as string) < (saved.dates[1] as string)
        ? resetPastDates([saved.dates[0] as string, saved.dates[1] as string], today)
        : fallback.dates;
    // roomsProblem reads each room's fields: a room that is not an object throws, and the defaults apply.
    const rooms =
      Array.isArray(saved.rooms) && !roomsProblem(saved.rooms as Room[])
        ? (saved.rooms as Room[])
        : fallback.rooms;
    const sorting = (SORT_OPTIONS as readonly unknown[]).includes(saved.sorting)
      ? (saved.sorting as SortOption)
      : undefined;
    return { destination, dates, rooms, businessTrip: saved.businessTrip === true, sorting };
  } catch {
    return fallback;
  }
}

interface SearchStore extends KeptParams {
  /** Stores parameters (kept locally by `persist`). */
  store(params: Partial<SearchParams> & { sorting?: SortOption }): void;
}

// A server-rendered page hydrates with the defaults the server rendered (on the server's day), then
// restores the kept parameters: the server cannot read local storage. A page the browser renders
// alone, or this module loaded after hydration (with a route's chunk), restores them at once.
/** The vanilla store, its server snapshot held below. */
export const searchStore = createStore<SearchStore>()(
  persist(
    (set) => ({
      ...defaultParams(hydrationDay() ?? localToday()),
      sorting: undefined,
      store: (params) => set(params),
    }),
    {
      name: SEARCH_PARAMS_KEY,
      storage: storedState<KeptSearchParams>('localStorage'),
      version: SEARCH_PARAMS_VERSION,
      partialize: ({ destination, dates, rooms, businessTrip, sorting }) => ({
        destination,
        dates,
        rooms,
        businessTrip,
        sorting,
      }),
      // Version 0 (written by hand before persist) had the same fields: `merge` checks them all.
      migrate: (kept) => kept as KeptSearchParams,
      // What is kept is checked and past dates are reset on the traveller's day; nothing kept gives
      // the defaults on that day (the server rendered them on its own).
      merge: (kept, current) => ({ ...current, ...keptParams(kept) }),
      skipHydration: true,
    },
  ),
);
rehydrateAfterHydration(searchStore);
// React renders a store's server snapshot while the page hydrates: the state the server rendered (set
// per request there; here the defaults on the server's day, this module being loaded with the route's
// chunk after the shell has set that day), see `holdServerSnapshot`.
holdServerSnapshot(searchStore);
export const useSearchStore = Object.assign(
  <U = SearchStore>(select: (state: SearchStore) => U = (state) => state as unknown as U): U =>
    useStore(searchStore, select),
  searchStore,
);

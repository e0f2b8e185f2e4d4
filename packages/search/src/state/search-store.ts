import { createStore, useStore } from 'zustand';
import type { Room } from '@clubstay/contract/search';
import { SORT_OPTIONS, type SortOption } from '@clubstay/contract/search-rules';
import { type IsoDay, roomsProblem, type StayDates } from './address.ts';
import { afterHydration, holdServerSnapshot, hydrationDay, isHydrating } from '@clubstay/router/hydration';
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

export const PARAMS_STORAGE_KEY = 'clubstay.search.params';

export function defaultParams(today: IsoDay = localToday()): SearchParams {
  return { destination: null, dates: defaultDates(today), rooms: DEFAULT_ROOMS, businessTrip: false };
}

/** The saved parameters, with past dates reset (spec 1 §4) and invalid parts replaced by defaults. */
export function loadParams(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  today = localToday(),
): SearchParams {
  const fallback = defaultParams(today);
  try {
    const saved = JSON.parse(storage?.getItem(PARAMS_STORAGE_KEY) ?? 'null') as Partial<SearchParams> | null;
    if (!saved) return fallback;
    const destination =
      saved.destination &&
      typeof saved.destination.q === 'string' &&
      typeof saved.destination.placeId === 'string'
        ? { q: saved.destination.q, placeId: saved.destination.placeId }
        : null;
    const dates =
      Array.isArray(saved.dates) &&
      saved.dates.length === 2 &&
      saved.dates.every((day) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) &&
      saved.dates[0] < saved.dates[1]
        ? resetPastDates([saved.dates[0], saved.dates[1]] as StayDates, today)
        : fallback.dates;
    const rooms = Array.isArray(saved.rooms) && !roomsProblem(saved.rooms) ? saved.rooms : fallback.rooms;
    return { destination, dates, rooms, businessTrip: saved.businessTrip === true };
  } catch {
    return fallback;
  }
}

/**
 * The sorting the traveller last chose on /search, kept with the parameters: the search link keeps
 * sorting (spec 1 §2), so a new search from the home page or a hotel page's panel sorts the same way.
 * Undefined until one is chosen (the results use the default, PopularityScore-desc).
 */
export function loadSorting(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): SortOption | undefined {
  try {
    const saved = JSON.parse(storage?.getItem(PARAMS_STORAGE_KEY) ?? 'null') as { sorting?: unknown } | null;
    const sorting = saved?.sorting;
    return (SORT_OPTIONS as readonly unknown[]).includes(sorting) ? (sorting as SortOption) : undefined;
  } catch {
    return undefined;
  }
}

interface SearchStore extends SearchParams {
  sorting: SortOption | undefined;
  /** Stores parameters (and saves them locally). */
  store(params: Partial<SearchParams> & { sorting?: SortOption }): void;
}

// A server-rendered page hydrates with the defaults the server rendered (on the server's day), then
// restores the saved parameters: the server cannot read local storage.
/** The vanilla store, its server snapshot held below. */
export const searchStore = createStore<SearchStore>()((set, get) => ({
  ...(isHydrating() ? defaultParams(hydrationDay() ?? localToday()) : loadParams()),
  sorting: isHydrating() ? undefined : loadSorting(),
  store: (params) => {
    set(params);
    const { destination, dates, rooms, businessTrip, sorting } = get();
    try {
      globalThis.localStorage?.setItem(
        PARAMS_STORAGE_KEY,
        JSON.stringify({ destination, dates, rooms, businessTrip, sorting }),
      );
    } catch {
      // Storage off: the parameters last for this visit.
    }
  },
}));
// React renders a store's server snapshot while the page hydrates: the state the server rendered (set
// per request there; here the defaults on the server's day, this module being loaded with the route's
// chunk after the shell has set that day), see `holdServerSnapshot`.
holdServerSnapshot(searchStore);
export const useSearchStore = Object.assign(
  <U = SearchStore>(select: (state: SearchStore) => U = (state) => state as unknown as U): U =>
    useStore(searchStore, select),
  searchStore,
);

afterHydration(() => useSearchStore.setState({ ...loadParams(), sorting: loadSorting() }));

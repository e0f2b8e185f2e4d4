import { useEffect } from 'react';
import type { StoreApi } from 'zustand';
import { getGuaranteedOffer, getRooms } from '@clubstay/api-client/hotel';
import type { useAppContext } from '@clubstay/router/context';
import type { RoomsSearchState } from '#state/rooms-store.ts';

/** The rooms search and the page's query cache, one chunk loaded after hydration. */
const loadRoomsSearch = () =>
  Promise.all([import('#state/rooms-search.ts'), import('@clubstay/router/query-client')]).then(
    ([search, cache]) => ({
      startRoomsSearch: search.startRoomsSearch,
      pageQueryClient: cache.pageQueryClient,
    }),
  );

interface LiveRoomsInput {
  /** Whether the hotel can be booked for this stay (the details say so, the dates are not past). */
  enabled: boolean;
  roomsStore: StoreApi<RoomsSearchState>;
  appContext: ReturnType<typeof useAppContext>;
  hotelId: number;
  searchId: string | undefined;
  es: string | undefined;
  /** Bumped to search again after a failure. */
  runs: number;
}

/**
 * The live rooms search of the stay (spec 2 §4), into the rooms store. Its code (the two queries,
 * TanStack Query's core) comes after the page has hydrated: the server renders the search's first
 * state, so the page's first script carries none of it.
 */
export function useLiveRooms({
  enabled,
  roomsStore,
  appContext,
  hotelId,
  searchId,
  es,
  runs,
}: LiveRoomsInput) {
  useEffect(() => {
    if (!enabled || !searchId) return;
    const { client } = appContext;
    let stop: (() => void) | undefined;
    let left = false;
    void loadRoomsSearch().then(({ startRoomsSearch, pageQueryClient }) => {
      if (left) return;
      stop = startRoomsSearch(roomsStore, {
        searchId,
        queryClient: pageQueryClient(appContext),
        queryKey: ['hotel', hotelId, es ?? null],
        fetchRooms: (signal) => getRooms(client, hotelId, { searchId, es }, signal),
        fetchOffer: (packageId, signal) =>
          getGuaranteedOffer(client, hotelId, { searchId, packageId, es }, { signal }),
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [enabled, roomsStore, appContext, hotelId, searchId, es, runs]);
}

import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import type { GuaranteedOffer, HotelRoomsResponse } from '@clubstay/contract/rooms';
import { ROOM_AVAILABILITY, type RoomAvailability } from '@clubstay/contract/rooms-rules';
import {
  LOADING_FLAG_TIMEOUT_MS,
  nextProgress,
  OFFER_POLL_MS,
  PROGRESS_TICK_MS,
  ROOMS_POLL_MS,
  shouldCheckOffer,
  shouldPollAgain,
} from '#domain/polling.ts';
import { presentationOf } from '#domain/price.ts';
import { initialRoomsState, roomsErrorOf, type RoomsSearchState } from './rooms-store.ts';

/* ------------------------------------------------------------------------------------------------
 * The hotel rooms search (spec 2 §4 "Hotel rooms search", "Room availability", "Loading") as two
 * queries of the page's cache: a request empties the rooms and starts; the rooms query is polled every
 * 2000 ms after each answer (the first at once) until finished, not tradable or failed
 * (`refetchInterval`); then a pending guaranteed offer is its own query, polled the same way until it
 * is no longer pending. Every answer lands in the page's rooms store (rooms-store.ts). A progress bar
 * ticks each second and a loading flag clears on finish or 14 s.
 * ---------------------------------------------------------------------------------------------- */

export interface RoomsSearchDeps {
  searchId: string;
  /** The page's query cache (`@clubstay/router/query-client`). */
  queryClient: QueryClient;
  /** What the search is in the cache (the hotel and its stay): a new search starts empty. */
  queryKey: readonly unknown[];
  fetchRooms(signal: AbortSignal): Promise<HotelRoomsResponse>;
  /** The guaranteed offer's check (retries on 524 are the call's own). */
  fetchOffer(packageId: string, signal: AbortSignal): Promise<GuaranteedOffer>;
}

/** Starts a rooms search on the store; the returned function stops it (polls ended, calls aborted). */
export function startRoomsSearch(store: StoreApi<RoomsSearchState>, deps: RoomsSearchDeps): () => void {
  const { queryClient } = deps;
  const roomsKey = [...deps.queryKey, 'rooms', deps.searchId];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stops: (() => void)[] = [];
  let stopped = false;
  const later = (callback: () => void, ms: number) => {
    const handle = setTimeout(() => {
      timers.delete(handle);
      if (!stopped) callback();
    }, ms);
    timers.add(handle);
  };
  const set = (patch: Partial<RoomsSearchState>) => {
    if (!stopped) store.setState(patch);
  };

  // A request starts from nothing: no answer of an earlier search of this stay is shown or kept.
  queryClient.removeQueries({ queryKey: deps.queryKey });
  store.setState({ ...initialRoomsState, status: 'running', searchId: deps.searchId, loading: true });

  const tick = () => {
    const state = store.getState();
    if (state.isFinished) return;
    set({ progress: nextProgress(state.progress, false) });
    later(tick, PROGRESS_TICK_MS);
  };
  later(tick, PROGRESS_TICK_MS);
  later(() => set({ loading: false }), LOADING_FLAG_TIMEOUT_MS);

  const checkOffer = () => {
    const state = store.getState();
    const offer = state.guaranteed;
    const wanted = shouldCheckOffer({
      failed: state.status === 'failed',
      isFinished: state.isFinished,
      status: offer ? (offer.status as RoomAvailability) : null,
      searchId: state.searchId,
      stopped,
    });
    if (!offer || !wanted) return;
    set({ offerCheck: 'checking' });
    const offerKey = [...deps.queryKey, 'offer', deps.searchId, offer.packageId];
    const observer = new QueryObserver(queryClient, {
      queryKey: offerKey,
      queryFn: ({ signal }) => deps.fetchOffer(offer.packageId, signal),
      retry: false,
      refetchInterval: (query) =>
        query.state.status === 'success' && query.state.data?.status === ROOM_AVAILABILITY.Pending
          ? OFFER_POLL_MS
          : false,
      refetchIntervalInBackground: true,
    });
    stops.push(
      observer.subscribe((result) => {
        if (result.isError) set({ offerCheck: 'failed' });
        else if (result.isSuccess && !result.isFetching)
          set({
            guaranteed: result.data,
            offerCheck: result.data.status === ROOM_AVAILABILITY.Pending ? 'checking' : 'done',
          });
      }),
      () => void queryClient.cancelQueries({ queryKey: offerKey }),
    );
  };

  let shown: HotelRoomsResponse | undefined;
  const rooms = new QueryObserver(queryClient, {
    queryKey: roomsKey,
    queryFn: ({ signal }) => deps.fetchRooms(signal),
    retry: false,
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (query.state.status === 'error') return false;
      if (!answer) return ROOMS_POLL_MS;
      const finished = answer.isFinished || !answer.tradable;
      return shouldPollAgain({ isFinished: finished, tradable: answer.tradable, stopped, failed: false })
        ? ROOMS_POLL_MS
        : false;
    },
    refetchIntervalInBackground: true,
  });
  stops.push(
    rooms.subscribe((result) => {
      if (result.isError) {
        set({
          status: 'failed',
          error: roomsErrorOf(result.error),
          isFinished: true,
          progress: 100,
          loading: false,
        });
        return;
      }
      const answer = result.data;
      if (!answer || answer === shown) return;
      shown = answer;
      const finished = answer.isFinished || !answer.tradable;
      const previous = store.getState().guaranteed;
      set({
        rooms: answer.hotelDetails.rooms,
        isFinished: finished,
        tradable: answer.tradable,
        // A check already under way keeps its newer answer.
        guaranteed:
          previous && previous.packageId === answer.guaranteedOfferRoom?.packageId
            ? previous
            : answer.guaranteedOfferRoom,
        pricePresentation: presentationOf(answer.pricePresentation),
        totalNights: answer.totalNights,
        hasImages: answer.hasImages,
        ...(finished ? { status: 'done' as const, progress: 100, loading: false } : {}),
      });
      if (finished) checkOffer();
    }),
    () => void queryClient.cancelQueries({ queryKey: roomsKey }),
  );

  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
    for (const handle of timers) clearTimeout(handle);
    timers.clear();
  };
}

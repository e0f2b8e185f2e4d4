import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError } from '@clubstay/api-client/errors';
import type { GuaranteedOffer, HotelRoom, HotelRoomsResponse } from '@clubstay/contract/rooms';
import {
  type PricePresentation,
  ROOM_AVAILABILITY,
  type RoomAvailability,
} from '@clubstay/contract/rooms-rules';
import {
  LOADING_FLAG_TIMEOUT_MS,
  nextProgress,
  OFFER_POLL_MS,
  PROGRESS_TICK_MS,
  ROOMS_POLL_MS,
  shouldCheckOffer,
  shouldPollAgain,
} from '../domain/polling.ts';
import { DEFAULT_PRICE_PRESENTATION, presentationOf } from '../domain/price.ts';

/* ------------------------------------------------------------------------------------------------
 * The hotel rooms search (spec 2 §4 "Hotel rooms search", "Room availability", "Loading"): a request
 * empties the rooms and starts; every answer stores the rooms so far and whether finished; a failure
 * stores the error and marks the search finished. Rooms are polled every 2000 ms (the first poll at
 * once) until finished, not tradable or stopped; then a pending guaranteed offer is checked until it
 * is no longer pending. A progress bar ticks each second and a loading flag clears on finish or 14 s.
 * ---------------------------------------------------------------------------------------------- */

export type RoomsError =
  /** 400 expired_dates: the check-in is past (ERROR_MSG_PAST_DATE). */
  | { kind: 'expired-dates' }
  /** 404: the searchId is unknown; the page starts a new search and reloads. */
  | { kind: 'unknown-search' }
  | { kind: 'failed'; message: string };

export interface RoomsSearchState {
  status: 'idle' | 'running' | 'done' | 'failed';
  searchId: string | null;
  /** The rooms found so far, every package included (the guaranteed one too). */
  rooms: HotelRoom[];
  isFinished: boolean;
  /** Null until the first answer. */
  tradable: boolean | null;
  /** The guaranteed offer as last known (Pending from the rooms answer, then each check's answer). */
  guaranteed: GuaranteedOffer | null;
  /** `failed`: the offer could not be checked; the page then shows its package among the others. */
  offerCheck: 'none' | 'checking' | 'done' | 'failed';
  pricePresentation: PricePresentation;
  totalNights: number | null;
  hasImages: boolean;
  error: RoomsError | null;
  /** 0 to 100. */
  progress: number;
  /** True from the start until the search finishes, or 14 s at most. */
  loading: boolean;
}

const initialRoomsState: RoomsSearchState = {
  status: 'idle',
  searchId: null,
  rooms: [],
  isFinished: false,
  tradable: null,
  guaranteed: null,
  offerCheck: 'none',
  pricePresentation: DEFAULT_PRICE_PRESENTATION,
  totalNights: null,
  hasImages: false,
  error: null,
  progress: 0,
  loading: false,
};

export function createRoomsStore(): StoreApi<RoomsSearchState> {
  return createStore<RoomsSearchState>()(() => initialRoomsState);
}

/** The error a failed rooms call stands for. */
function roomsErrorOf(error: unknown): RoomsError {
  if (isApiError(error)) {
    if (error.status === 404) return { kind: 'unknown-search' };
    if (error.errors.some((field) => field.code === 'expired_dates')) return { kind: 'expired-dates' };
    return { kind: 'failed', message: error.message };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

interface RoomsSearchDeps {
  searchId: string;
  fetchRooms(signal: AbortSignal): Promise<HotelRoomsResponse>;
  /** The guaranteed offer's check (retries on 524 are the call's own). */
  fetchOffer(packageId: string, signal: AbortSignal): Promise<GuaranteedOffer>;
  timers?: Timers;
}

/** Starts a rooms search on the store; the returned function stops it (timers cleared, calls aborted). */
export function startRoomsSearch(store: StoreApi<RoomsSearchState>, deps: RoomsSearchDeps): () => void {
  const timers = deps.timers ?? realTimers;
  const controller = new AbortController();
  const handles = new Set<unknown>();
  let stopped = false;
  const later = (callback: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      handles.delete(handle);
      if (!stopped) callback();
    }, ms);
    handles.add(handle);
  };
  const set = (patch: Partial<RoomsSearchState>) => {
    if (!stopped) store.setState(patch);
  };

  store.setState({ ...initialRoomsState, status: 'running', searchId: deps.searchId, loading: true });

  const tick = () => {
    const state = store.getState();
    if (state.isFinished) return;
    set({ progress: nextProgress(state.progress, false) });
    later(tick, PROGRESS_TICK_MS);
  };
  later(tick, PROGRESS_TICK_MS);
  later(() => set({ loading: false }), LOADING_FLAG_TIMEOUT_MS);

  const checkOffer = async () => {
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
    try {
      const answer = await deps.fetchOffer(offer.packageId, controller.signal);
      if (stopped) return;
      set({
        guaranteed: answer,
        offerCheck: answer.status === ROOM_AVAILABILITY.Pending ? 'checking' : 'done',
      });
      if (answer.status === ROOM_AVAILABILITY.Pending) later(() => void checkOffer(), OFFER_POLL_MS);
    } catch {
      set({ offerCheck: 'failed' });
    }
  };

  const poll = async () => {
    try {
      const answer = await deps.fetchRooms(controller.signal);
      if (stopped) return;
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
      if (shouldPollAgain({ isFinished: finished, tradable: answer.tradable, stopped, failed: false })) {
        later(() => void poll(), ROOMS_POLL_MS);
      } else {
        await checkOffer();
      }
    } catch (error) {
      if (stopped) return;
      set({ status: 'failed', error: roomsErrorOf(error), isFinished: true, progress: 100, loading: false });
    }
  };
  void poll();

  return () => {
    stopped = true;
    controller.abort();
    for (const handle of handles) timers.clearTimeout(handle);
    handles.clear();
  };
}

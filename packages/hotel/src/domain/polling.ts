import { ROOM_AVAILABILITY, type RoomAvailability } from '@clubstay/contract/rooms-rules';

/* ------------------------------------------------------------------------------------------------
 * The live rooms search (spec 2 §4 "Hotel rooms search", "Loading", §9 constants).
 * ---------------------------------------------------------------------------------------------- */

/** Rooms are polled every 2000 ms; the first poll is not delayed. */
export const ROOMS_POLL_MS = 2000;
/** The guaranteed offer is re-fetched at the same pace while it is pending. */
export const OFFER_POLL_MS = 2000;
/** The loading flag clears when the search finishes or after 14 s. */
export const LOADING_FLAG_TIMEOUT_MS = 14_000;
/** The progress bar ticks every second. */
export const PROGRESS_TICK_MS = 1000;

interface RoomsPollState {
  /** The supplier has sent everything. */
  isFinished: boolean;
  /** False: the hotel cannot be booked; there is nothing to wait for. */
  tradable: boolean | null;
  /** The page stopped the search (left, or a new search replaced it). */
  stopped: boolean;
  /** The last poll failed: the failure is stored and the search counts as finished. */
  failed: boolean;
}

/** Whether another rooms poll follows: until finished, not tradable, stopped or failed. */
export function shouldPollAgain(state: RoomsPollState): boolean {
  return !state.stopped && !state.failed && !state.isFinished && state.tradable !== false;
}

interface OfferCheckState {
  /** The rooms search ended in an error. */
  failed: boolean;
  isFinished: boolean;
  /** The offer's status as last known; null without a guaranteed offer. */
  status: RoomAvailability | null;
  searchId: string | null;
  stopped: boolean;
}

/**
 * Spec 2 §7: the guaranteed offer is checked only with no error, a finished search, a pending offer
 * and a search id (and while the page still wants it).
 */
export function shouldCheckOffer(state: OfferCheckState): boolean {
  return (
    !state.failed &&
    !state.stopped &&
    state.isFinished &&
    state.status === ROOM_AVAILABILITY.Pending &&
    Boolean(state.searchId)
  );
}

/**
 * The search progress bar (spec 2 §4): it advances by a third of what remains each second, starts at
 * 0 on a new search and is full when the search finishes.
 */
export function nextProgress(progress: number, finished: boolean): number {
  if (finished) return 100;
  const next = progress + (100 - progress) / 3;
  // Never full before the search is: the last percent waits for the answer.
  return Math.min(99, Math.round(next * 100) / 100);
}

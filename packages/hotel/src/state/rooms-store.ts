import { createStore, type StoreApi } from 'zustand/vanilla';
import { isApiError } from '@clubstay/api-client/errors';
import type { GuaranteedOffer, HotelRoom } from '@clubstay/contract/rooms';
import type { PricePresentation } from '@clubstay/contract/rooms-rules';
import { DEFAULT_PRICE_PRESENTATION } from '#domain/price.ts';

/* ------------------------------------------------------------------------------------------------
 * The hotel rooms search’s state (spec 2 §4 "Hotel rooms search", "Room availability", "Loading"),
 * which the hotel page renders from the first paint; the search that fills it (rooms-search.ts, with
 * TanStack Query's code) loads once the page has hydrated.
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

export const initialRoomsState: RoomsSearchState = {
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
export function roomsErrorOf(error: unknown): RoomsError {
  if (isApiError(error)) {
    if (error.status === 404) return { kind: 'unknown-search' };
    if (error.errors.some((field) => field.code === 'expired_dates')) return { kind: 'expired-dates' };
    return { kind: 'failed', message: error.message };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

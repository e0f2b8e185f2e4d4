import { renderFromNow } from '@clubstay/router/hydration';
import { createStore, type StoreApi } from 'zustand';
import type { AccountBooking, CancelResponse } from '@clubstay/contract/accounts';
import { BOOKINGS_PAGE_SIZE } from '@clubstay/contract/accounts-rules';
import { reloadAfterCancel, visibleBookings } from '#domain/bookings.ts';

interface BookingsApi {
  bookings(startIndex: number, limit: number): Promise<{ items: AccountBooking[]; totalCount: number }>;
  cancelBooking(offerKey: string): Promise<CancelResponse>;
}

/** The bookings part of the user state (spec 1 §3): items, startIndex, limit 50, totalCount, errors. */
export interface BookingsState {
  items: AccountBooking[];
  startIndex: number;
  limit: number;
  totalCount: number;
  status: 'idle' | 'running';
  error: unknown;
  /** The offer being cancelled, and the last cancellation's answer (for the refund note). */
  cancelling: string | null;
  cancelled: CancelResponse | null;
  cancelError: unknown;
  load: (api: BookingsApi, page?: { startIndex: number; limit: number }) => Promise<void>;
  more: (api: BookingsApi) => Promise<void>;
  cancel: (api: BookingsApi, offerKey: string) => Promise<void>;
  reset: () => void;
}

const initial = {
  items: [],
  startIndex: 0,
  limit: BOOKINGS_PAGE_SIZE,
  totalCount: 0,
  status: 'idle' as const,
  error: null,
  cancelling: null,
  cancelled: null,
  cancelError: null,
};

export type BookingsStore = StoreApi<BookingsState>;

/**
 * One account page's bookings; with the page's first answer when it came with one (the server's,
 * see account-loader.ts), which is then also what the server renders and the browser hydrates
 * (zustand's `getInitialState`).
 */
export const createBookingsStore = (first?: {
  items: AccountBooking[];
  totalCount: number;
}): BookingsStore => {
  const store = createStore<BookingsState>()((set, get) => ({
    ...initial,
    ...(first ? { items: visibleBookings(first.items), totalCount: first.totalCount } : {}),
    async load(api, page = { startIndex: 0, limit: BOOKINGS_PAGE_SIZE }) {
      set({ status: 'running', error: null });
      try {
        const answer = await api.bookings(page.startIndex, page.limit);
        set({ items: visibleBookings(answer.items), totalCount: answer.totalCount, ...page, status: 'idle' });
      } catch (error) {
        set({ status: 'idle', error });
      }
    },
    async more(api) {
      const { items, limit } = get();
      set({ status: 'running', error: null });
      try {
        const startIndex = items.length;
        const answer = await api.bookings(startIndex, limit);
        set({
          items: [...items, ...visibleBookings(answer.items)],
          totalCount: answer.totalCount,
          startIndex,
          status: 'idle',
        });
      } catch (error) {
        set({ status: 'idle', error });
      }
    },
    async cancel(api, offerKey) {
      if (get().cancelling) return;
      set({ cancelling: offerKey, cancelError: null, cancelled: null });
      try {
        const answer = await api.cancelBooking(offerKey);
        set({ cancelled: answer });
        // Spec 1 §4: the list reloads from 0 with limit = limit + startIndex.
        await get().load(api, reloadAfterCancel(get()));
      } catch (error) {
        set({ cancelError: error });
      } finally {
        set({ cancelling: null });
      }
    },
    reset: () => set(initial),
  }));
  return renderFromNow(store);
};

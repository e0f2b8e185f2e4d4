import { renderFromNow } from '@clubstay/router/hydration';
import { createStore, type StoreApi } from 'zustand';
import type {
  Consents,
  CustomerInfo,
  NotificationPreferences,
  UpdateCustomerRequest,
} from '@clubstay/contract/accounts';

interface ProfileApi {
  getCustomer(): Promise<CustomerInfo>;
  updateCustomer(body: UpdateCustomerRequest): Promise<CustomerInfo>;
}

/** The customer info of user state (spec 1 §3), with the update request status and its error. */
export interface ProfileState {
  info: CustomerInfo | null;
  status: 'idle' | 'running';
  error: unknown;
  /** Loads the caller's info; info of another member (an earlier user of this browser) is dropped first. */
  load: (api: ProfileApi, email?: string) => Promise<CustomerInfo | null>;
  /** Saves names or phone; resolves with the saved info, rejects with the API error. */
  save: (
    api: ProfileApi,
    body: Pick<UpdateCustomerRequest, 'name' | 'surname' | 'phone'>,
  ) => Promise<CustomerInfo>;
  /**
   * Changes consents or notification preferences at once (optimistic); on failure the previous
   * consents come back from `oldConsents` in the error data (spec 1 §4), else from before the change.
   */
  toggle: (
    api: ProfileApi,
    patch: { consents?: Partial<Consents>; notificationPreferences?: Partial<NotificationPreferences> },
  ) => Promise<void>;
}

function oldConsentsOf(error: unknown): Consents | null {
  const data = (error as { data?: { oldConsents?: Consents } } | null)?.data;
  return data?.oldConsents ?? null;
}

export type ProfileStore = StoreApi<ProfileState>;

/**
 * One account page's customer info; with the page's when it came with it (the server's, see
 * account-loader.ts), which is then also what the server renders and the browser hydrates.
 */
export const createProfileStore = (info: CustomerInfo | null = null): ProfileStore => {
  const store = createStore<ProfileState>()((set, get) => ({
    info,
    status: 'idle',
    error: null,
    async load(api, email) {
      if (get().info?.email !== email) set({ info: null });
      set({ status: 'running', error: null });
      try {
        const info = await api.getCustomer();
        set({ info, status: 'idle' });
        return info;
      } catch (error) {
        set({ status: 'idle', error });
        return null;
      }
    },
    async save(api, body) {
      set({ status: 'running', error: null });
      try {
        const info = await api.updateCustomer(body);
        set({ info, status: 'idle' });
        return info;
      } catch (error) {
        set({ status: 'idle', error });
        throw error;
      }
    },
    async toggle(api, patch) {
      const before = get().info;
      if (!before) return;
      set({
        error: null,
        info: {
          ...before,
          consents: { ...before.consents, ...patch.consents },
          notificationPreferences: { ...before.notificationPreferences, ...patch.notificationPreferences },
        },
      });
      try {
        set({ info: await api.updateCustomer(patch) });
      } catch (error) {
        const current = get().info ?? before;
        set({
          error,
          info: {
            ...current,
            consents: oldConsentsOf(error) ?? before.consents,
            notificationPreferences: before.notificationPreferences,
          },
        });
      }
    },
  }));
  return renderFromNow(store);
};

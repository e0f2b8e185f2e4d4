import { createStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { rehydrateAfterHydration } from '@clubstay/router/hydration';
import { storedState } from '@clubstay/router/stored-state';

/** A yes/no this browser keeps (spec 1 §9 "Local storage keeps … cookie and banner flags, and the skip flag"). */
export interface StoredFlag {
  raised: boolean;
  raise: () => void;
}

/**
 * A flag kept in local storage under `key` by zustand's `persist` (`{"state": {"raised": true},
 * "version": 1}`; before version 1 the key held the text `true`, which reads as raised). It reads as
 * lowered on the server and until the page has hydrated, then as kept; raising it is kept, and lasts
 * for the page where storage is blocked. Nothing of a request is in it: on the server it never
 * changes (it is raised by a click, and restored only in the browser).
 */
export function createStoredFlag(key: string) {
  const flag = createStore<StoredFlag>()(
    persist((set) => ({ raised: false, raise: () => set({ raised: true }) }), {
      name: key,
      storage: storedState<{ raised: boolean }>('localStorage'),
      version: 1,
      partialize: ({ raised }) => ({ raised }),
      migrate: (kept) => ({ raised: kept === true }),
      merge: (kept, current) => ({
        ...current,
        raised: (kept as Partial<{ raised: unknown }> | undefined)?.raised === true,
      }),
      skipHydration: true,
    }),
  );
  rehydrateAfterHydration(flag);
  return flag;
}

export type StoredFlagStore = ReturnType<typeof createStoredFlag>;

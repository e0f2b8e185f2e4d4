import { createJSONStorage, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { StayValues } from './slots.ts';

/*
 * What the stores keep in the browser, through zustand's `persist` middleware: its JSON format
 * (`{"state": …, "version": n}`) over web storage that never throws.
 *
 * Persisted stores are created with `skipHydration: true` and restored by `rehydrateAfterHydration`
 * (`./hydration.ts`): the server cannot read storage, so the first render in the browser, which
 * hydrates the server's HTML, must be the store's own state; what storage holds applies once the page
 * has hydrated.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * The browser's storage, or none: there is none on the server, and where storage is blocked (Safari's
 * private mode of old, a frame's third-party storage, the traveller's settings) reading
 * `window.localStorage` itself throws.
 */
function area(name: StorageArea): Storage | undefined {
  try {
    return (globalThis as Partial<Record<StorageArea, Storage>>)[name];
  } catch {
    return undefined;
  }
}

/**
 * A key's value as `persist` reads it. Persist writes `{state, version}`; anything else was written
 * by hand before the store was persisted (a flat object, the text `true`) and reads as version 0, so
 * the store's `migrate` turns it into its state.
 */
export function asStoredState(value: unknown): StorageValue<unknown> | null {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'object' &&
    'state' in value &&
    'version' in value &&
    typeof value.version === 'number'
  )
    return { state: value.state, version: value.version };
  return { state: value, version: 0 };
}

/**
 * Persist's storage over web storage, which answers at once: `getItem` gives the value, never a
 * promise, so a package can also read another's kept state without its store (the hotel page reads
 * the search form's parameters: `storedState('localStorage').getItem(SEARCH_PARAMS_KEY)`).
 */
export interface SyncPersistStorage<S> extends PersistStorage<S> {
  getItem: (key: string) => StorageValue<S> | null;
}

/**
 * The `storage` of a persisted store: `createJSONStorage` over web storage, and nothing throws (on the
 * server, with storage blocked or full the store lives for the page only):
 * - a value that is not JSON reads as nothing kept;
 * - a value from before the store was persisted reads as version 0 (see `asStoredState`);
 * - a `partialize` that gives `undefined` writes nothing: the store has nothing of its own to keep yet.
 */
export function storedState<S>(name: StorageArea): SyncPersistStorage<S> {
  const json = createJSONStorage<S>(() => ({
    getItem: (key) => area(name)?.getItem(key) ?? null,
    setItem: (key, value) => area(name)?.setItem(key, value),
    removeItem: (key) => area(name)?.removeItem(key),
  }));
  return {
    getItem(key) {
      try {
        return asStoredState(json?.getItem(key)) as StorageValue<S> | null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        if (value.state !== undefined) json?.setItem(key, value);
      } catch {
        // Full or blocked: the state lasts for this page.
      }
    },
    removeItem(key) {
      try {
        json?.removeItem(key);
      } catch {
        // Blocked: nothing was kept.
      }
    },
  };
}

/* ------------------------------------------------------------------------------------------------
 * Kept by one feature, read by another
 * ---------------------------------------------------------------------------------------------- */

/**
 * Where the search form's store keeps the search parameters (spec 1 §9 "Persisted state is the search
 * parameters only"): `@clubstay/search` writes them, the hotel page takes its default stay from them.
 */
export const SEARCH_PARAMS_KEY = 'clubstay.search.params';
/** Version 0 was the same fields, written by hand without persist's `{state, version}`. */
export const SEARCH_PARAMS_VERSION = 1;

/** The search parameters as they are kept under `SEARCH_PARAMS_KEY`. */
export interface KeptSearchParams extends StayValues {
  destination: { q: string; placeId: string } | null;
  /** The sorting last chosen on /search (spec 1 §2); none until one is chosen. */
  sorting: string | undefined;
}

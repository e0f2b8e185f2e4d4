import { useSyncExternalStore } from 'react';
/**
 * What the server cannot know (local storage, the traveller's time zone) must not be in the first
 * render: the server renders without it and the client's first render, which hydrates the server's
 * HTML, must match. Stores that restore browser-only state start from the same defaults as the server
 * while the page hydrates, and restore it in `afterHydration`.
 *
 * On the server every render is "hydrating". In the browser a server-rendered page hydrates until the
 * shell calls `markHydrated()` (an effect of its root, after React's first commit); a page the client
 * renders alone calls it before rendering, so stores read storage at once as before.
 */
const queue: (() => void)[] = [];
let hydrated = false;
let renderDay: string | null = null;

/** True on the server, and in the browser until the server's HTML has hydrated. */
export function isHydrating(): boolean {
  return typeof window === 'undefined' || !hydrated;
}

/** Runs `restore` once the page has hydrated (now, when it has); never on the server. */
export function afterHydration(restore: () => void): void {
  if (typeof window === 'undefined') return;
  if (hydrated) restore();
  else queue.push(restore);
}

/**
 * Restores a store persisted with `skipHydration` (zustand's `persist`, see `./stored-state.ts`) once
 * the page has hydrated (at once when it has, or when the browser renders the page alone); never on
 * the server. Web storage answers at once, so the store holds what was kept as soon as this runs.
 */
export function rehydrateAfterHydration(store: { persist: { rehydrate: () => Promise<void> } }): void {
  afterHydration(() => void store.persist.rehydrate());
}

/** Called by the shell once: after hydration, or before a client-only render. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const restore of queue.splice(0)) restore();
  for (const listener of [...listeners]) listener();
}

const listeners = new Set<() => void>();
const subscribeHydrated = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * False while the page hydrates (and on the server), true after: a component reads browser-only
 * state (saved filters, the local day) once it is true, and re-renders when it turns.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydrated,
    () => !isHydrating(),
    () => false,
  );
}

/**
 * The day (yyyy-MM-dd) the server rendered the page for: while hydrating, the default stay starts
 * on it (the server does not know the traveller's time zone); after hydration, on the local today.
 */
export function hydrationDay(): string | null {
  return isHydrating() ? renderDay : null;
}

/** Set by the server before each render and by the client from the page's boot data. */
export function setHydrationDay(day: string | null): void {
  renderDay = day;
}

/** A store as React reads it: its state now, and the snapshot it renders on the server and while hydrating. */
interface SnapshotStore<T> {
  getState: () => T;
  getInitialState: () => T;
}

const holds: (() => void)[] = [];
let hydrationBegun = false;

/**
 * Makes a store's server snapshot (what React renders on the server and while hydrating, zustand's
 * `getInitialState`) the state the server rendered the page with:
 * - on the server, the store's current state, which the shell sets per request;
 * - in the browser, the state at `beginHydration()`, which the shell sets from the page's boot state.
 *
 * The browser's snapshot is held, not live: parts that hydrate after the root's first commit (a
 * Suspense boundary whose chunk arrives later) still match the server's HTML although the store has
 * moved on (restored from local storage in `afterHydration`); React then re-renders them with the
 * current state.
 */
export function holdServerSnapshot<T>(store: SnapshotStore<T>): void {
  let held: { state: T } | null = null;
  const take = () => {
    held = { state: store.getState() };
  };
  store.getInitialState = () => (held ? held.state : store.getState());
  if (typeof window === 'undefined') return; // the server renders the current state, per request
  if (hydrationBegun) take();
  else holds.push(take);
}

/**
 * Makes what a page's own store holds now (the data the server's page came with) the state React
 * renders on the server and while the page hydrates (zustand's `getInitialState`), whatever the store
 * holds later. For stores made per page; module-level stores use `holdServerSnapshot`.
 */
export function renderFromNow<S extends SnapshotStore<unknown>>(store: S): S {
  const shown = store.getState();
  store.getInitialState = () => shown;
  return store;
}

/** Called by the shell right before `hydrateRoot`, once the stores hold the page's boot state. */
export function beginHydration(): void {
  hydrationBegun = true;
  for (const take of holds.splice(0)) take();
}

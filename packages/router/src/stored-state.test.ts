// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { asStoredState, storedState } from './stored-state.ts';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

const readStoredState = (key: string) => storedState<unknown>('localStorage').getItem(key);

interface Counter {
  count: number;
  note: string;
  add(): void;
}

/** A small persisted store as the packages make theirs (version 1; version 0 kept the count alone). */
function counterStore(area: 'localStorage' | 'sessionStorage' = 'localStorage') {
  return createStore<Counter>()(
    persist((set, get) => ({ count: 0, note: '', add: () => set({ count: get().count + 1 }) }), {
      name: 'test.counter',
      storage: storedState<{ count: number }>(area),
      version: 1,
      partialize: ({ count }) => ({ count }),
      migrate: (old) => ({ count: typeof old === 'number' ? old : 0 }),
      skipHydration: true,
    }),
  );
}

describe('storedState (persist over web storage)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps what the store holds, and a new store reads it back once rehydrated', async () => {
    const first = counterStore();
    await first.persist.rehydrate();
    first.getState().add();
    first.getState().add();
    expect(JSON.parse(localStorage.getItem('test.counter') ?? 'null')).toEqual({
      state: { count: 2 },
      version: 1,
    });

    const next = counterStore();
    expect(next.getState().count).toBe(0); // skipHydration: nothing read before rehydrate
    await next.persist.rehydrate();
    expect(next.getState().count).toBe(2);
  });

  it('uses session storage when asked', async () => {
    const store = counterStore('sessionStorage');
    store.getState().add();
    expect(sessionStorage.getItem('test.counter')).toContain('"count":1');
    expect(localStorage.getItem('test.counter')).toBeNull();
  });

  it('restores synchronously: web storage answers at once', () => {
    localStorage.setItem('test.counter', JSON.stringify({ state: { count: 5 }, version: 1 }));
    const store = counterStore();
    void store.persist.rehydrate();
    expect(store.getState().count).toBe(5);
    expect(store.persist.hasHydrated()).toBe(true);
  });

  it('migrates a value written before persist (version 0) and writes it back in the new format', async () => {
    localStorage.setItem('test.counter', '7');
    const store = counterStore();
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(7);
    expect(JSON.parse(localStorage.getItem('test.counter') ?? 'null')).toEqual({
      state: { count: 7 },
      version: 1,
    });
  });

  it('reads a value that is not JSON as nothing kept', async () => {
    localStorage.setItem('test.counter', '{not json');
    const store = counterStore();
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(0);
    expect(store.persist.hasHydrated()).toBe(true);
  });

  it('with storage blocked, nothing throws and the store lasts for the page', async () => {
    const unblock = blockStorage();
    try {
      expect(() => localStorage).toThrow();
      const store = counterStore();
      await store.persist.rehydrate();
      store.getState().add();
      expect(store.getState().count).toBe(1);
      expect(readStoredState('test.counter')).toBeNull();
    } finally {
      unblock();
    }
    expect(localStorage.getItem('test.counter')).toBeNull();
  });

  it('with storage full, a write is dropped without an error', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      const store = counterStore();
      expect(() => store.getState().add()).not.toThrow();
      expect(store.getState().count).toBe(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it('writes nothing while `partialize` gives undefined (nothing of its own to keep yet)', () => {
    interface Gated {
      ready: boolean;
      value: string;
    }
    const store = createStore<Gated>()(
      persist((): Gated => ({ ready: false, value: 'server' }), {
        name: 'test.gated',
        storage: storedState<{ value: string } | undefined>('localStorage'),
        partialize: ({ ready, value }) => (ready ? { value } : undefined),
        skipHydration: true,
      }),
    );
    store.setState({ value: 'not yet' });
    expect(localStorage.getItem('test.gated')).toBeNull();
    store.setState({ ready: true });
    expect(JSON.parse(localStorage.getItem('test.gated') ?? 'null')).toEqual({
      state: { value: 'not yet' },
      version: 0,
    });
  });
});

describe('asStoredState, and reading a key without its store', () => {
  beforeEach(() => localStorage.clear());

  it("reads persist's format as it is, anything else as version 0", () => {
    expect(asStoredState({ state: { a: 1 }, version: 2 })).toEqual({ state: { a: 1 }, version: 2 });
    expect(asStoredState({ a: 1 })).toEqual({ state: { a: 1 }, version: 0 });
    expect(asStoredState({ state: 'x' })).toEqual({ state: { state: 'x' }, version: 0 });
    expect(asStoredState(true)).toEqual({ state: true, version: 0 });
    expect(asStoredState(null)).toBeNull();
  });

  it('reads a key of either store format, and nothing from junk or an empty key', () => {
    localStorage.setItem('a', JSON.stringify({ state: { n: 1 }, version: 1 }));
    localStorage.setItem('b', JSON.stringify({ n: 2 }));
    localStorage.setItem('c', 'not json');
    expect(readStoredState('a')).toEqual({ state: { n: 1 }, version: 1 });
    expect(readStoredState('b')).toEqual({ state: { n: 2 }, version: 0 });
    expect(readStoredState('c')).toBeNull();
    expect(readStoredState('d')).toBeNull();
  });
});

describe('rehydrateAfterHydration', () => {
  afterEach(() => {
    vi.resetModules();
    localStorage.clear();
  });

  it('restores a store only once the page has hydrated, at once after that', async () => {
    vi.resetModules();
    const { markHydrated, rehydrateAfterHydration } = await import('./hydration.ts');
    localStorage.setItem('test.counter', JSON.stringify({ state: { count: 3 }, version: 1 }));
    const early = counterStore();
    rehydrateAfterHydration(early);
    expect(early.getState().count).toBe(0); // what the server rendered, while the page hydrates
    markHydrated();
    expect(early.getState().count).toBe(3);

    const late = counterStore(); // a chunk loaded after hydration
    rehydrateAfterHydration(late);
    expect(late.getState().count).toBe(3);
  });
});

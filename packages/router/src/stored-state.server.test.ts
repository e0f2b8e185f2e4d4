import { describe, expect, it } from 'vitest';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { rehydrateAfterHydration } from './hydration.ts';
import { storedState } from './stored-state.ts';

describe('storedState on the server (no web storage at all)', () => {
  it('reads nothing, writes nothing, never restores and never throws', async () => {
    expect(typeof window).toBe('undefined');
    const store = createStore<{ count: number }>()(
      persist(() => ({ count: 0 }), {
        name: 'test.counter',
        storage: storedState<{ count: number }>('localStorage'),
        skipHydration: true,
      }),
    );
    rehydrateAfterHydration(store);
    expect(store.persist.hasHydrated()).toBe(false);
    store.setState({ count: 2 });
    expect(store.getState().count).toBe(2);
    await store.persist.rehydrate();
    expect(store.getState().count).toBe(2);
    expect(storedState('localStorage').getItem('test.counter')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

/** A store as zustand's vanilla API has it: enough for React's useSyncExternalStore. */
function store<T>(initial: T) {
  let state = initial;
  return {
    getState: () => state,
    getInitialState: () => initial,
    setState: (next: T) => {
      state = next;
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./hydration.ts');
}

describe('holdServerSnapshot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on the server is the state the render set for this request, not the store’s first state', async () => {
    const { holdServerSnapshot } = await freshModule();
    const settings = store({ currency: 'EUR' });
    holdServerSnapshot(settings);
    settings.setState({ currency: 'USD' });
    expect(settings.getInitialState()).toEqual({ currency: 'USD' });
    settings.setState({ currency: 'GBP' });
    expect(settings.getInitialState()).toEqual({ currency: 'GBP' });
  });

  it('in the browser is held at beginHydration, so a part hydrating later matches the server’s HTML', async () => {
    vi.stubGlobal('window', {});
    const { beginHydration, holdServerSnapshot, markHydrated } = await freshModule();
    const settings = store({ currency: 'EUR' });
    holdServerSnapshot(settings);
    settings.setState({ currency: 'USD' }); // from the page's boot state
    beginHydration();
    markHydrated();
    settings.setState({ currency: 'GBP' }); // restored after the root's first commit
    expect(settings.getState()).toEqual({ currency: 'GBP' });
    expect(settings.getInitialState()).toEqual({ currency: 'USD' });
  });

  it('holds a store created after hydration began (a chunk that loads late) at its state then', async () => {
    vi.stubGlobal('window', {});
    const { beginHydration, holdServerSnapshot } = await freshModule();
    beginHydration();
    const favorites = store({ marked: [1] });
    holdServerSnapshot(favorites);
    favorites.setState({ marked: [1, 2] });
    expect(favorites.getInitialState()).toEqual({ marked: [1] });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const brand = { initialAccessGuest: false };

/** A page the browser renders alone: the shell marks it hydrated before creating the store. */
async function clientPage() {
  vi.resetModules();
  const { markHydrated } = await import('@clubstay/router/hydration');
  const { createAccessStore } = await import('./access-store.ts');
  markHydrated();
  return createAccessStore(brand);
}

describe('the skip flag kept in local storage (spec 1 §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'skipAccessCheck=; path=/; max-age=0';
  });
  afterEach(() => vi.resetModules());

  it('/skipAccessCheck keeps it (and its cookie); without the cookie the next page still starts as a guest', async () => {
    const first = await clientPage();
    expect(first.getState().level).toBe('none');
    first.getState().skipAccess();
    expect(first.getState().level).toBe('guest');
    expect(document.cookie).toContain('skipAccessCheck=true');
    expect(JSON.parse(localStorage.getItem('skipAccessCheck') ?? 'null')).toEqual({
      state: { raised: true },
      version: 1,
    });

    document.cookie = 'skipAccessCheck=; path=/; max-age=0';
    const next = await clientPage();
    expect(next.getState().level).toBe('guest');
    // Logging out keeps the guest level the flag gives.
    next.getState().logout();
    expect(next.getState().level).toBe('guest');
  });

  it('reads the flag kept before persist (the text `true`)', async () => {
    localStorage.setItem('skipAccessCheck', 'true');
    const page = await clientPage();
    expect(page.getState().level).toBe('guest');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

/** A page load: the hydration flags and a flag kept under `test.flag`, fresh. */
async function page() {
  vi.resetModules();
  const { beginHydration, markHydrated } = await import('@clubstay/router/hydration');
  const { createStoredFlag } = await import('./stored-flag.ts');
  return { beginHydration, markHydrated, flag: createStoredFlag('test.flag') };
}

describe('a flag kept in local storage (persist)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.resetModules());

  it('is lowered until the page has hydrated, then as kept; raising it is kept', async () => {
    const first = await page();
    first.markHydrated();
    expect(first.flag.getState().raised).toBe(false);
    first.flag.getState().raise();
    expect(JSON.parse(localStorage.getItem('test.flag') ?? 'null')).toEqual({
      state: { raised: true },
      version: 1,
    });

    const next = await page();
    next.beginHydration();
    expect(next.flag.getState().raised).toBe(false);
    next.markHydrated();
    expect(next.flag.getState().raised).toBe(true);
  });

  it('reads the flag kept before persist (the text `true`) as raised, and keeps it in the new format', async () => {
    localStorage.setItem('test.flag', 'true');
    const { markHydrated, flag } = await page();
    markHydrated();
    expect(flag.getState().raised).toBe(true);
    expect(JSON.parse(localStorage.getItem('test.flag') ?? 'null')).toEqual({
      state: { raised: true },
      version: 1,
    });
  });

  it('reads anything else as lowered', async () => {
    localStorage.setItem('test.flag', 'false');
    const old = await page();
    old.markHydrated();
    expect(old.flag.getState().raised).toBe(false);
    localStorage.setItem('test.flag', '{"state":{"raised":"yes"},"version":1}');
    const junk = await page();
    junk.markHydrated();
    expect(junk.flag.getState().raised).toBe(false);
  });

  it('with storage blocked, a raised flag lasts for the page and nothing throws', async () => {
    const restore = blockStorage();
    try {
      const { markHydrated, flag } = await page();
      markHydrated();
      flag.getState().raise();
      expect(flag.getState().raised).toBe(true);
    } finally {
      restore();
    }
  });
});

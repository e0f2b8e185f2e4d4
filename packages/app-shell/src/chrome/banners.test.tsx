import { act, createElement, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@clubstay/i18n/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A server-rendered page with the cookie banner, hydrated as the shell does it: the page is marked
 * hydrated in an effect of the root (stores then restore what storage keeps).
 */
async function hydratedPage() {
  vi.resetModules();
  const { beginHydration, markHydrated } = await import('@clubstay/router/hydration');
  const { CookieBanner } = await import('./banners.tsx');
  const i18n = await createI18n({ language: 'en', load: () => Promise.resolve({}) });
  function Mark() {
    useEffect(() => markHydrated(), []);
    return null;
  }
  const page = createElement(
    I18nextProvider,
    { i18n },
    createElement(Mark),
    createElement('main', null, createElement(CookieBanner)),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  beginHydration();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  const unmount = () => {
    act(() => root?.unmount());
  };
  return { container, serverHtml, errors, unmount };
}

describe('the cookie banner on a server-rendered page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.resetModules();
  });

  it('is not in the server HTML, and shows after hydration when it was never accepted', async () => {
    const { container, serverHtml, errors, unmount } = await hydratedPage();
    expect(serverHtml).not.toContain('<section');
    expect(errors).toEqual([]);
    expect(container.querySelector('section')).not.toBeNull();
    unmount();
  });

  it('stays hidden, without a hydration mismatch, when acceptance was kept (either format)', async () => {
    for (const kept of ['true', '{"state":{"raised":true},"version":1}']) {
      localStorage.setItem('cookieAccepted', kept);
      const { container, errors, unmount } = await hydratedPage();
      expect(errors).toEqual([]);
      expect(container.querySelector('section'), kept).toBeNull();
      unmount();
    }
  });
});

import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { collectLoaderData } from '@clubstay/router/loader-data';
import { createQueryClient, dehydrateQueries } from '@clubstay/router/query-client';
import { isPersonalPage } from '@clubstay/router/routes';
import { createMemoryHistory } from '@tanstack/react-router';
import { AUTH_COOKIE, GUEST_COOKIE, readCookie } from '@clubstay/api-client/cookies';
import { seedFavorites } from '@clubstay/api-client/favorites';
import type { MessagePartName, UiLanguage } from '@clubstay/contract/locales';
import { ensureMessageParts, heldMessageParts, LANGUAGE_COOKIE, type Messages } from '@clubstay/i18n/i18n';
import { useSettings } from '@clubstay/i18n/settings';
import { holdServerSnapshot, setHydrationDay } from '@clubstay/router/hydration';
import { defaultParams, useSearchStore } from '@clubstay/search/search-store';
import { holdStoreSnapshots } from '#server-snapshots.ts';
import { initialAccess } from '#access/access-machine.ts';
import { accessFacts } from '#access/access-store.ts';
import { App, BOOT_ELEMENT_ID, type BootState, bootApp } from '#create-brand-app.tsx';
import { createRuntime } from '#runtime.tsx';
import { COUNTRY_ROUTES, ROUTE_IMAGES, ROUTE_SOURCES, routeMessageParts } from '#screens.tsx';
import { leaveCountriesOut } from '#start/page-messages.ts';
import { chooseLanguage } from '#start/language.ts';
import type { CookieChange, PageRequest, PageResult } from './page-types.ts';

export { ROUTE_SOURCES };
export type { CookieChange, PageRequest, PageResult } from './page-types.ts';

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Module-level stores (settings, favourites, the search parameters) are shared by every render in this
 * process until they move into per-request context: renders take turns, from applying a request's
 * state to React having rendered everything (not until the bytes are sent). The boot before it, which
 * waits on the API, runs concurrently.
 */
let turn: Promise<void> = Promise.resolve();
function takeTurn(): Promise<() => void> {
  let release!: () => void;
  const previous = turn;
  turn = new Promise<void>((resolve) => (release = resolve));
  return previous.then(() => release);
}

/**
 * The server render of one page: the start sequence of spec 1 §4 through the API in process, the
 * route's guards and screen chunk (TanStack Router on a memory history), then React's streaming render.
 */
export async function renderPage(request: PageRequest): Promise<PageResult> {
  holdStoreSnapshots();
  const url = new URL(request.url);
  const brand = {
    settings: request.settings,
    themeClass: request.themeClass,
    buildVersion: request.buildVersion,
  };
  const cookies: CookieChange[] = [];
  const language = chooseLanguage(request.settings.languages, {
    query: url.searchParams.get('locale'),
    saved: readCookie(LANGUAGE_COOKIE, request.cookies),
  });
  const access = initialAccess({
    ...accessFacts(request.cookies),
    brandGuestDefault: request.settings.initialAccessGuest,
  });
  // The request's query cache: the loaders fill it, the page carries it to the browser.
  const queryClient = createQueryClient();
  const runtime = createRuntime(brand, {
    queryClient,
    href: request.url,
    access,
    fetch: request.fetch,
    baseUrl: url.origin,
    getLanguage: () => language,
    getToken: () => readCookie(AUTH_COOKIE, request.cookies),
    cookies: request.cookies,
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  });
  let favorites: readonly (number | string)[] = [];
  const result = await bootApp(brand, runtime, language, url.searchParams, {
    // The shell's words first; the route's screens add theirs once the route is known (below).
    loadMessages: (code) => request.loadMessagePart('shell', code),
    messageParts: ['shell'],
    readGuestCookie: () => readCookie(GUEST_COOKIE, request.cookies),
    writeGuestCookie: (token) => cookies.push({ name: GUEST_COOKIE, value: token }),
    onFavorites: (list) => (favorites = list),
  });
  const settled = runtime.access.getState();
  // The page renders the access the start settled (the member's name in the header), as the browser
  // does from the boot state.
  holdServerSnapshot(runtime.access);
  // A member whose session the server refused, or a refused guest token: the cookies go.
  if (access.level === 'member' && settled.level !== 'member')
    cookies.push({ name: AUTH_COOKIE, value: null }, { name: GUEST_COOKIE, value: null });
  if (access.level === 'guest' && settled.level === 'none' && readCookie(GUEST_COOKIE, request.cookies))
    cookies.push({ name: GUEST_COOKIE, value: null });

  const apply = () => {
    setHydrationDay(request.day);
    useSettings.getState().setLanguage(result.i18n.language as UiLanguage);
    if (result.kind === 'ready')
      useSettings
        .getState()
        .setConfig(result.config, result.i18n.language as UiLanguage, url.searchParams.get('currency'));
    seedFavorites(favorites);
    useSearchStore.setState({ ...defaultParams(request.day), sorting: undefined });
  };

  let status = result.kind === 'maintenance' ? 503 : result.kind === 'error' ? 500 : 200;
  const routeIds: string[] = [];
  const images: string[] = [];
  let personal = false;
  if (result.kind === 'ready') {
    const release = await takeTurn();
    try {
      apply();
      await runtime.router.load();
    } finally {
      release();
    }
    const served = (runtime.router as unknown as { _serverResult?: ServerResult })._serverResult;
    if (served?.type === 'redirect') {
      const location = served.redirect.headers.get('Location') ?? served.redirect.options.href ?? '/';
      return { kind: 'redirect', status: served.redirect.status, location, cookies };
    }
    if (served?.status) status = served.status;
    personal = isPersonalPage(runtime.router.state.matches);
    for (const match of runtime.router.state.matches) {
      routeIds.push(match.routeId);
      const image = ROUTE_IMAGES[match.routeId]?.(match.loaderData);
      if (image) images.push(image);
    }
    await ensureMessageParts(result.i18n, routeMessageParts(routeIds), request.loadMessagePart);
  }
  // The page carries the words it was rendered with: the shell's and its route's, in its language and
  // in English (for the gaps). A screen the traveller goes to next brings its own part.
  const messages: Partial<Record<UiLanguage, Messages>> = {};
  let messageParts: readonly MessagePartName[] | null = null;
  for (const code of Object.keys(result.i18n.store.data) as UiLanguage[]) {
    const bundle = result.i18n.getResourceBundle(code, 'translation') as Messages | undefined;
    if (!bundle) continue;
    messages[code] = bundle;
    const held = heldMessageParts(result.i18n, code);
    messageParts = messageParts ? messageParts.filter((part) => held.includes(part)) : held;
  }

  // The country list goes only with a page that reads it (the checkout's).
  const countriesLeftOut = !routeIds.some((id) => COUNTRY_ROUTES.includes(id));
  const boot: BootState = {
    kind: result.kind,
    language: result.i18n.language as UiLanguage,
    messages,
    messageParts: messageParts ?? [],
    config:
      result.kind === 'ready' ? (countriesLeftOut ? leaveCountriesOut(result.config) : result.config) : null,
    countriesLeftOut,
    access: { level: settled.level, user: settled.user },
    favorites,
    day: request.day,
    // What the route loaders fetched (through the API in process), for the browser's first load.
    loaderData: result.kind === 'ready' ? collectLoaderData(runtime.router.state.matches) : {},
    ...(result.kind === 'ready' ? { queries: dehydrateQueries(queryClient) } : {}),
  };
  return {
    kind: 'page',
    status,
    cookies,
    language: result.i18n.language,
    routeIds,
    personal,
    images,
    bootScript: `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`,
    stream({ onShellReady, onShellError }) {
      void takeTurn().then((release) => {
        let released = false;
        const done = () => {
          if (released) return;
          released = true;
          release();
        };
        try {
          apply();
          const html = new PassThrough();
          const { pipe } = renderToPipeableStream(
            <StrictMode>
              <App brand={brand} runtime={runtime} initial={result} />
            </StrictMode>,
            {
              // Every boundary in place, none outlined behind an inline script (see onAllReady).
              progressiveChunkSize: Number.MAX_SAFE_INTEGER,
              onShellReady() {
                onShellReady(html);
              },
              onShellError(error) {
                done();
                onShellError(error);
              },
              // The head is on its way; the body goes once every part has rendered, so it carries no
              // inline script (the CSP allows none) and reads whole without JavaScript. Streaming
              // parts as their data arrives comes with the route loaders (and a CSP nonce).
              onAllReady() {
                done();
                pipe(html);
              },
              onError(error) {
                // The error boundary shows the error screen; the browser reports it when it renders it.
                console.error(error);
              },
            },
          );
        } catch (error) {
          done();
          onShellError(error);
        }
      });
    },
  };
}

interface ServerResult {
  type: 'redirect' | 'render';
  status?: number;
  redirect: { status: number; headers: Headers; options: { href?: string } };
}

import {
  type ReactNode,
  StrictMode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components';
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, writeCookie } from '@clubstay/api-client/cookies';
import { createI18n, fetchMessages, savedLanguage, type Messages } from '@clubstay/i18n/i18n';
import { keepServerQueries, seedLoaderData } from '@clubstay/router/loader-data';
import {
  afterHydration,
  beginHydration,
  holdServerSnapshot,
  markHydrated,
  setHydrationDay,
} from '@clubstay/router/hydration';
import { holdStoreSnapshots } from './server-snapshots.ts';
import { holdEarlyInput } from './start/early-input.ts';
import { keepCountriesLoader, keepPageI18n } from './start/page-messages.ts';
import '@clubstay/design-tokens/global';
import { seedFavorites } from '@clubstay/api-client/favorites';
import type { MessagePartName, UiLanguage } from '@clubstay/contract/locales';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { AccessState } from './access/access-machine.ts';
import type { BrandApp } from './brand-app.ts';
import { BrandContext, type BrandRuntime } from './brand-context.tsx';
import { ErrorBoundary } from './chrome/error-boundary.tsx';
import { ErrorScreen } from './chrome/error-screen.tsx';
import { MaintenanceScreen } from './chrome/maintenance.tsx';
import { chooseLanguage } from './start/language.ts';
import { settleAccess, type SettleAccessDeps } from './start/settle-access.ts';
import { useSettings } from '@clubstay/i18n/settings';
import { InvalidConfigError, startApp, type StartResult } from './start/start.ts';
import { createRuntime } from './runtime.tsx';

/** While in maintenance, the healthcheck is retried this often; the app resumes by itself. */
const MAINTENANCE_RETRY_MS = 10_000;

/** The id of the script element that carries the server's boot state into the page. */
export const BOOT_ELEMENT_ID = 'clubstay-boot';

/**
 * What the server settled before the first byte (spec 1 §4: health, config, messages, access), handed
 * to the client in the page so it hydrates without redoing the chain.
 */
export interface BootState {
  kind: StartResult['kind'];
  /** The language the messages are in (the fallback when the chosen one could not load). */
  language: UiLanguage;
  /** The messages the server loaded, by language (the page's language, and English for its gaps). */
  messages: Partial<Record<UiLanguage, Messages>>;
  /** The parts of the messages they hold (the shell's and the route's screens'); absent: every part. */
  messageParts?: readonly MessagePartName[];
  config: ConfigResponse | null;
  /** The config came without its country list (only the checkout reads it; it fetches it then). */
  countriesLeftOut?: boolean;
  access: AccessState;
  /** The member's favourite hotels (GET /customers), for the hearts. */
  favorites: readonly (number | string)[];
  /** The server's day (yyyy-MM-dd): the default stay while the page hydrates. */
  day: string;
  /** What the route loaders returned on the server (the hotel's details), by route id. */
  loaderData?: Record<string, unknown>;
  /** The server's query cache, dehydrated (what the loaders read into it: the reservation). */
  queries?: unknown;
}

/** Keeps a referral id (`rfid=key-value`) in a cookie for 1 day (spec 1 §2). */
function keepReferral(search: URLSearchParams): void {
  const rfid = search.get('rfid');
  if (rfid && /^[\w.]{1,100}-[\w.]{1,100}$/.test(rfid)) writeCookie(REFERRAL_COOKIE, rfid, REFERRAL_MAX_AGE);
}

/** How the start sequence reads and writes what it keeps between visits (the browser's by default). */
/** Spec 1 §8: a missing message is an error; in production it is reported, and the English text shown. */
function missingKeyReport(client: BrandRuntime['client']) {
  return (key: string, code: string) =>
    void client.report({
      error: `Missing translation "${key}" in ${code}`,
      errorInfo: {},
      type: 'errorBoundary',
    });
}

export interface BootIo {
  loadMessages: (code: UiLanguage) => Promise<Messages>;
  /** The parts of the messages `loadMessages` gives. @default every part */
  messageParts?: readonly MessagePartName[];
  readGuestCookie?: SettleAccessDeps['readGuestCookie'];
  writeGuestCookie?: SettleAccessDeps['writeGuestCookie'];
  /** Called with the member's favourites once GET /customers answered. */
  onFavorites?: (favorites: readonly (number | string)[]) => void;
  /**
   * Ask GET /customers whatever the level: the browser cannot read the HttpOnly session cookie, so a
   * page it renders itself learns from the server whether the visitor is a member. The server, which
   * reads the cookie, does not. @default true in the browser
   */
  probeMember?: boolean;
}

/**
 * The start sequence of spec 1 §4 (health → config → guest token → member), with the messages loading
 * alongside. The browser runs it when the page was not rendered by the server (and after
 * maintenance); the server runs it before the first byte.
 */
export async function bootApp(
  brand: BrandApp,
  runtime: BrandRuntime,
  language: UiLanguage,
  search: URLSearchParams,
  io: BootIo = { loadMessages: fetchMessages },
): Promise<StartResult> {
  const { client, access } = runtime;
  useSettings.getState().setLanguage(language);
  let result = await startApp({
    client,
    language,
    loadMessages: io.loadMessages,
    messageParts: io.messageParts,
    strict: import.meta.env.DEV,
    onMissingKey: missingKeyReport(client),
  });
  keepPageI18n(result.i18n);
  if (result.kind === 'error' && result.error instanceof InvalidConfigError) {
    void client.report({
      error: result.error.message,
      errorInfo: { path: '/config', status: 200 },
      type: 'endpoint',
    });
  }
  if (result.kind === 'ready') {
    try {
      useSettings.getState().setConfig(result.config, language, search.get('currency'));
    } catch (error) {
      // A config the start check let through but the settings cannot use: the error screen, not a blank page.
      void client.report({
        error: `Config not applied: ${String(error)}`,
        errorInfo: { path: '/config' },
        type: 'endpoint',
      });
      result = { kind: 'error', i18n: result.i18n, error };
    }
  }
  if (result.kind === 'ready') {
    const probeMember = io.probeMember ?? typeof window !== 'undefined';
    await settleAccess({
      probeMember,
      guestTokenValidation: brand.settings.shell.guestTokenValidation,
      level: access.getState().level,
      queryToken: search.get('token'),
      validateGuest: (token) => client.validateGuest(token),
      loadUser: async () => {
        const user = await client.getCustomer({ probe: probeMember });
        // The hearts on every screen know the member's favourites from the start.
        if (io.onFavorites) io.onFavorites(user.favorites);
        else seedFavorites(user.favorites);
        return {
          name: user.name,
          surname: user.surname,
          email: user.email,
          accessLevel: user.accessLevel,
          isVip: user.isVip,
        };
      },
      dispatch: (event) => access.getState().dispatch(event),
      cleanup: () => access.getState().cleanup(),
      ...(io.readGuestCookie ? { readGuestCookie: io.readGuestCookie } : {}),
      ...(io.writeGuestCookie ? { writeGuestCookie: io.writeGuestCookie } : {}),
    });
  }
  return result;
}

/** Marks the page hydrated after React's first commit: stores then restore what storage holds. */
function HydrationMark() {
  useEffect(() => markHydrated(), []);
  return null;
}

export function App({
  brand,
  runtime,
  initial,
}: {
  brand: BrandApp;
  runtime: BrandRuntime;
  /** The start result the server settled (server render and hydration); the browser runs the sequence without it. */
  initial?: StartResult;
}) {
  const [state, setState] = useState<StartResult | null>(initial ?? null);
  const href = runtime.router.history.location.href;
  const search = useMemo(() => new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? ''), [href]);
  const language = useMemo(
    () => chooseLanguage(brand.settings.languages, { query: search.get('locale'), saved: savedLanguage() }),
    [brand, search],
  );

  const run = useCallback(async (): Promise<StartResult> => {
    const result = await bootApp(brand, runtime, language, search);
    document.documentElement.lang = result.i18n.language;
    return result;
  }, [brand, runtime, language, search]);
  const retry = useCallback(() => void run().then(setState), [run]);

  useEffect(() => {
    keepReferral(search);
    if (initial) return;
    let live = true;
    void run().then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, [run, search, initial]);

  useEffect(() => {
    if (state?.kind !== 'maintenance') return;
    const timer = setInterval(retry, MAINTENANCE_RETRY_MS);
    return () => clearInterval(timer);
  }, [state, retry]);

  if (!state) return null;
  return (
    <I18nextProvider i18n={state.i18n}>
      <BrandContext.Provider value={runtime}>
        <HydrationMark />
        {state.kind === 'maintenance' ? (
          <MaintenanceScreen onRetry={retry} />
        ) : state.kind === 'error' ? (
          <ErrorScreen />
        ) : (
          <ErrorBoundary
            onError={(error, info) =>
              void runtime.client.report({
                error: `${error.name}: ${error.message}`,
                errorInfo: { componentStack: info.componentStack?.slice(0, 20_000) ?? undefined },
                type: 'errorBoundary',
              })
            }
          >
            <AriaLocale>
              <RouterProvider router={runtime.router} />
            </AriaLocale>
          </ErrorBoundary>
        )}
      </BrandContext.Provider>
    </I18nextProvider>
  );
}

/**
 * react-aria's own words (a dialog's "Dismiss", a calendar's month names) in the page's language,
 * not the browser's: the same on the server and in the browser, and one of the languages the brand
 * builds keep (the Vite preset drops react-aria's other locales).
 */
function AriaLocale({ children }: { children: ReactNode }) {
  const language = useSettings((settings) => settings.language);
  return <I18nProvider locale={language}>{children}</I18nProvider>;
}

/** The server's boot state in the page, if it rendered it. */
function readBootState(): BootState | null {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootState;
  } catch {
    return null;
  }
}

/** Rebuilds the start result from the server's boot state, without a call. */
async function resumeBoot(brand: BrandApp, runtime: BrandRuntime, boot: BootState): Promise<StartResult> {
  const { client } = runtime;
  useSettings.getState().setLanguage(boot.language);
  const i18n = await createI18n({
    language: boot.language,
    load: async (code) => boot.messages[code] ?? fetchMessages(code),
    parts: boot.messageParts,
    strict: import.meta.env.DEV,
    onMissingKey: missingKeyReport(client),
  });
  keepPageI18n(i18n);
  if (boot.kind === 'ready' && boot.config) {
    const search = new URLSearchParams(window.location.search);
    useSettings.getState().setConfig(boot.config, boot.language, search.get('currency'));
    if (boot.countriesLeftOut) keepCountriesLoader(async () => (await client.config()).countries);
    seedFavorites(boot.favorites);
    return { kind: 'ready', config: boot.config, i18n };
  }
  if (boot.kind === 'maintenance') return { kind: 'maintenance', i18n };
  return { kind: 'error', i18n, error: new Error('The server could not start the app') };
}

/** The one entry every brand app calls: `createBrandApp(brand).mount(element)`. */
export function createBrandApp(brand: BrandApp) {
  return {
    /**
     * Hydrates the server's HTML when the page carries its boot state, else renders in the browser
     * (the start sequence runs here).
     */
    mount(element: HTMLElement) {
      document.body.classList.add(brand.themeClass);
      const boot = readBootState();
      if (!boot) {
        markHydrated();
        const runtime = createRuntime(brand);
        createRoot(element).render(
          <StrictMode>
            <App brand={brand} runtime={runtime} />
          </StrictMode>,
        );
        return;
      }
      holdStoreSnapshots();
      // Typing and sending before the page has hydrated is kept and handed to React afterwards.
      afterHydration(holdEarlyInput(element));
      setHydrationDay(boot.day);
      const runtime = createRuntime(brand, { access: boot.access });
      // The route loaders' first load gives the server's data: no request before hydrating.
      seedLoaderData(boot.loaderData);
      keepServerQueries(boot.queries);
      holdServerSnapshot(runtime.access);
      void (async () => {
        const initial = await resumeBoot(brand, runtime, boot);
        // The route's screen chunk (preloaded by the page's head) is in before hydrating.
        if (initial.kind === 'ready') await runtime.router.load();
        // The router renders as on the server (no Suspense around the root match). TanStack's own
        // `hydrate` sets this from its dehydrated state, which comes with the route loaders.
        runtime.router.ssr = { manifest: undefined };
        // The stores as the server set them for this page (see server/render.tsx `apply`; the search
        // store's chunk came in after `setHydrationDay`, so it starts on the server's day), held as
        // React's server snapshot until every part has hydrated.
        beginHydration();
        // Hydration as a transition: React yields to the browser every few milliseconds instead of
        // hydrating the whole page in one task (a phone's main thread stayed blocked 0.4–0.7 s), and a
        // press on a part not hydrated yet makes React hydrate that part first.
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <App brand={brand} runtime={runtime} initial={initial} />
            </StrictMode>,
            {
              // A mismatch is a bug: shown in the console (the e2e journeys fail on it) and reported.
              onRecoverableError: (error) => {
                console.error(error);
                void runtime.client.report({
                  error: `Hydration: ${String(error)}`.slice(0, 4000),
                  errorInfo: {},
                  type: 'errorBoundary',
                });
              },
            },
          );
        });
      })();
    },
  };
}

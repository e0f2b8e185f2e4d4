import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from '@tanstack/react-router';
import { createApiClient } from '@clubstay/api-client/client';
import { REFERRAL_COOKIE, REFERRAL_MAX_AGE, writeCookie } from '@clubstay/api-client/cookies';
import { fetchMessages, savedLanguage } from '@clubstay/i18n/i18n';
import { createAnalytics, noopSink } from '@clubstay/router/analytics';
import { createAppRouter, rootRoute } from '@clubstay/router/routes';
import { Spinner } from '@clubstay/ui/spinner';
import '@clubstay/design-tokens/global';
import { seedFavorites } from '@clubstay/api-client/favorites';
import { createAccessStore } from './access/access-store.ts';
import { createAuthFacade } from './access/auth-facade.ts';
import type { BrandApp } from './brand-app.ts';
import { BrandContext, type BrandRuntime } from './brand-context.tsx';
import { ErrorBoundary } from './chrome/error-boundary.tsx';
import { ErrorScreen } from './chrome/error-screen.tsx';
import { MaintenanceScreen } from './chrome/maintenance.tsx';
import { NotFoundScreen } from './chrome/not-found.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { attachScreens } from './screens.tsx';
import { readAttribution } from './start/attribution.ts';
import { chooseLanguage } from './start/language.ts';
import { settleAccess } from './start/settle-access.ts';
import { readWebviewFlag } from './start/webview.ts';
import { useSettings } from '@clubstay/i18n/settings';
import { InvalidConfigError, startApp, type StartResult } from './start/start.ts';

/** While in maintenance, the healthcheck is retried this often; the app resumes by itself. */
const MAINTENANCE_RETRY_MS = 10_000;

/** Keeps a referral id (`rfid=key-value`) in a cookie for 1 day (spec 1 §2). */
function keepReferral(search: URLSearchParams): void {
  const rfid = search.get('rfid');
  if (rfid && /^[\w.]{1,100}-[\w.]{1,100}$/.test(rfid)) writeCookie(REFERRAL_COOKIE, rfid, REFERRAL_MAX_AGE);
}

function PendingScreen() {
  const { t } = useTranslation();
  return <Spinner label={t('APP.LOADING')} />;
}

function createRuntime(brand: BrandApp): BrandRuntime {
  const access = createAccessStore(
    brand.settings,
    readAttribution(new URLSearchParams(window.location.search)),
  );
  const analytics = createAnalytics(brand.analytics ?? noopSink, {
    brand: brand.settings.id,
    pageUrl: () => window.location.href,
    attribution: () => access.getState().attribution,
  });
  const client = createApiClient({
    whiteLabel: brand.settings.id,
    getLanguage: () => useSettings.getState().language,
    buildVersion: brand.buildVersion,
    // The contract's schemas check answers in development only: they stay out of the first script.
    checkResponses: import.meta.env.DEV,
  });
  // The account calls (and their schemas) load when a member signs out, not with the page.
  const auth = createAuthFacade(access, () =>
    import('@clubstay/api-client/account').then(({ accountApi }) => accountApi(client).logout()),
  );
  attachScreens();
  rootRoute.update({
    component: ShellLayout,
    notFoundComponent: NotFoundScreen,
    pendingComponent: PendingScreen,
  });
  const router = createAppRouter({
    brand: brand.settings,
    getLevel: () => access.getState().level,
    subscribeLevel: (listener) =>
      access.subscribe((state, previous) => {
        if (state.level !== previous.level) listener(state.level);
      }),
    client,
    getToggles: () => useSettings.getState().config?.featureToggles ?? brand.settings.featureToggles,
    auth,
    analytics,
    getAttribution: () => access.getState().attribution,
  });
  // A change of level re-runs every guard on the current page.
  access.subscribe((state, previous) => {
    if (state.level !== previous.level) void router.invalidate();
  });
  router.subscribe('onResolved', ({ pathChanged }) => {
    // Scroll to top on every location change (spec 1 §2).
    if (pathChanged) window.scrollTo(0, 0);
  });
  const webview = readWebviewFlag(new URLSearchParams(window.location.search));
  return { settings: brand.settings, access, client, router, auth, webview };
}

function App({ brand, runtime }: { brand: BrandApp; runtime: BrandRuntime }) {
  const [state, setState] = useState<StartResult | null>(null);
  const search = useMemo(() => new URLSearchParams(window.location.search), []);
  const language = useMemo(
    () => chooseLanguage(brand.settings.languages, { query: search.get('locale'), saved: savedLanguage() }),
    [brand, search],
  );

  const run = useCallback(async (): Promise<StartResult> => {
    const { client, access } = runtime;
    useSettings.getState().setLanguage(language);
    let result = await startApp({
      client,
      language,
      loadMessages: fetchMessages,
      strict: import.meta.env.DEV,
      // Spec 1 §8: a missing message is an error; in production it is reported, and the English text shown.
      onMissingKey: (key, code) =>
        void client.report({
          error: `Missing translation "${key}" in ${code}`,
          errorInfo: {},
          type: 'errorBoundary',
        }),
    });
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
      await settleAccess({
        guestTokenValidation: brand.settings.shell.guestTokenValidation,
        level: access.getState().level,
        queryToken: search.get('token'),
        validateGuest: (token) => client.validateGuest(token),
        loadUser: async () => {
          const user = await client.getCustomer();
          // The hearts on every screen know the member's favourites from the start.
          seedFavorites(user.favorites);
          return user;
        },
        dispatch: (event) => access.getState().dispatch(event),
        cleanup: () => access.getState().cleanup(),
      });
    }
    document.documentElement.lang = result.i18n.language;
    return result;
  }, [brand, runtime, language, search]);
  const retry = useCallback(() => void run().then(setState), [run]);

  useEffect(() => {
    keepReferral(search);
    let live = true;
    void run().then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, [run, search]);

  useEffect(() => {
    if (state?.kind !== 'maintenance') return;
    const timer = setInterval(retry, MAINTENANCE_RETRY_MS);
    return () => clearInterval(timer);
  }, [state, retry]);

  if (!state) return null;
  return (
    <I18nextProvider i18n={state.i18n}>
      <BrandContext.Provider value={runtime}>
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
            <RouterProvider router={runtime.router} />
          </ErrorBoundary>
        )}
      </BrandContext.Provider>
    </I18nextProvider>
  );
}

/** The one entry every brand app calls: `createBrandApp(brand).mount(element)`. */
export function createBrandApp(brand: BrandApp) {
  return {
    mount(element: HTMLElement) {
      document.body.classList.add(brand.themeClass);
      const runtime = createRuntime(brand);
      createRoot(element).render(
        <StrictMode>
          <App brand={brand} runtime={runtime} />
        </StrictMode>,
      );
    },
  };
}

import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider } from '@tanstack/react-router';
import { createApiClient } from '@clubstay/api-client/client';
import { fetchMessages, savedLanguage } from '@clubstay/i18n/i18n';
import { createAppRouter, homeRoute, rootRoute } from '@clubstay/router/routes';
import { HomeScreen } from '@clubstay/search/home';
import '@clubstay/design-tokens/global';
import type { BrandApp } from './brand-app.ts';
import { page, main } from './chrome/chrome.css.ts';
import { ErrorBoundary } from './chrome/error-boundary.tsx';
import { ErrorScreen } from './chrome/error-screen.tsx';
import { Footer } from './chrome/footer.tsx';
import { Header } from './chrome/header.tsx';
import { MaintenanceScreen } from './chrome/maintenance.tsx';
import { NotFoundScreen } from './chrome/not-found.tsx';
import { chooseLanguage } from './start/language.ts';
import { useSettings } from './start/settings-store.ts';
import { startApp, type StartResult } from './start/start.ts';

/** While in maintenance, the healthcheck is retried this often; the app resumes by itself. */
const MAINTENANCE_RETRY_MS = 10_000;

function ShellLayout({ brand }: { brand: BrandApp }) {
  return (
    <div className={page}>
      <Header brand={brand} />
      <main id="content" className={main}>
        <Outlet />
      </main>
      <Footer brand={brand} />
    </div>
  );
}

function App({ brand }: { brand: BrandApp }) {
  const [state, setState] = useState<StartResult | null>(null);
  const language = useMemo(
    () =>
      chooseLanguage(brand.settings.languages, {
        query: new URLSearchParams(window.location.search).get('locale'),
        saved: savedLanguage(),
      }),
    [brand],
  );
  const client = useMemo(
    () =>
      createApiClient({
        whiteLabel: brand.settings.id,
        getLanguage: () => useSettings.getState().language,
        buildVersion: brand.buildVersion,
      }),
    [brand],
  );
  const router = useMemo(() => {
    rootRoute.update({ component: () => <ShellLayout brand={brand} />, notFoundComponent: NotFoundScreen });
    homeRoute.update({ component: () => <HomeScreen brandName={brand.settings.displayName} /> });
    return createAppRouter();
  }, [brand]);

  const run = useCallback(async (): Promise<StartResult> => {
    useSettings.getState().setLanguage(language);
    const result = await startApp({ client, language, loadMessages: fetchMessages, strict: import.meta.env.DEV });
    if (result.kind === 'ready') useSettings.getState().setConfig(result.config, language);
    document.documentElement.lang = result.i18n.language;
    return result;
  }, [client, language]);
  const retry = useCallback(() => void run().then(setState), [run]);

  useEffect(() => {
    let live = true;
    void run().then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, [run]);

  useEffect(() => {
    if (state?.kind !== 'maintenance') return;
    const timer = setInterval(retry, MAINTENANCE_RETRY_MS);
    return () => clearInterval(timer);
  }, [state, retry]);

  useEffect(() => {
    // Scroll to top on every location change (spec 1 §2).
    return router.subscribe('onResolved', ({ pathChanged }) => {
      if (pathChanged) window.scrollTo(0, 0);
    });
  }, [router]);

  if (!state) return null;
  return (
    <I18nextProvider i18n={state.i18n}>
      {state.kind === 'maintenance' ? (
        <MaintenanceScreen onRetry={retry} />
      ) : state.kind === 'error' ? (
        <ErrorScreen />
      ) : (
        <ErrorBoundary
          onError={(error, info) =>
            void client.report({
              error: `${error.name}: ${error.message}`,
              errorInfo: { componentStack: info.componentStack?.slice(0, 20_000) ?? undefined },
              type: 'errorBoundary',
            })
          }
        >
          <RouterProvider router={router} />
        </ErrorBoundary>
      )}
    </I18nextProvider>
  );
}

/** The one entry every brand app calls: `createBrandApp(brand).mount(element)`. */
export function createBrandApp(brand: BrandApp) {
  return {
    mount(element: HTMLElement) {
      element.classList.add(brand.themeClass);
      document.body.classList.add(brand.themeClass);
      createRoot(element).render(
        <StrictMode>
          <App brand={brand} />
        </StrictMode>,
      );
    },
  };
}

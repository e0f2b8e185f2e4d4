import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createApiClient } from '@clubstay/api-client/client';
import { useSettings } from '@clubstay/i18n/settings';
import { createAnalytics, noopSink } from '@clubstay/router/analytics';
import { createAppRouter, rootRoute } from '@clubstay/router/routes';
import { Spinner } from '@clubstay/ui/spinner';
import type { AccessState } from './access/access-machine.ts';
import { createAccessStore } from './access/access-store.ts';
import { createAuthFacade } from './access/auth-facade.ts';
import type { BrandApp } from './brand-app.ts';
import type { BrandRuntime } from './brand-context.tsx';
import { NotFoundScreen } from './chrome/not-found.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { attachScreens } from './screens.tsx';
import { readAttribution } from './start/attribution.ts';
import { readWebviewFlag } from './start/webview.ts';

/** The page shown while a route's screen or data is on its way. */
function PendingScreen() {
  const { t } = useTranslation();
  return <Spinner label={t('APP.LOADING')} />;
}

/** Where the runtime is created: the browser (defaults), or the server for one request. */
export interface RuntimeOptions {
  /** The page's address (absolute). @default window.location.href */
  href?: string;
  /** The access state the server settled. */
  access?: AccessState;
  /** The server's in-process fetch, its member token and its memory history. */
  fetch?: typeof fetch;
  baseUrl?: string;
  getToken?: () => string | null;
  /** The request's Cookie header (the server's loaders that act for a guest read its token there). */
  cookies?: string;
  /** The request's language (the server's calls must not read the shared settings store). */
  getLanguage?: () => string;
  history?: RouterHistory;
  /** The request's query cache, which the server's loaders fill (the browser creates its own on first use). */
  queryClient?: QueryClient;
}

export function createRuntime(brand: BrandApp, options: RuntimeOptions = {}): BrandRuntime {
  const href = options.href ?? window.location.href;
  const server = typeof window === 'undefined';
  const access = createAccessStore(
    brand.settings,
    // Session storage is the browser's: the server knows only the address's campaign values.
    readAttribution(new URL(href).searchParams, server ? undefined : globalThis.sessionStorage),
    options.access,
  );
  const analytics = createAnalytics(brand.analytics ?? noopSink, {
    brand: brand.settings.id,
    pageUrl: () => (server ? href : window.location.href),
    attribution: () => access.getState().attribution,
  });
  const client = createApiClient({
    whiteLabel: brand.settings.id,
    getLanguage: options.getLanguage ?? (() => useSettings.getState().language),
    buildVersion: brand.buildVersion,
    // The contract's schemas check answers in development only: they stay out of the first script.
    checkResponses: import.meta.env.DEV,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.getToken ? { getToken: options.getToken } : {}),
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
  const router = createAppRouter(
    {
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
      ...(options.cookies === undefined ? {} : { serverCookies: options.cookies }),
      ...(options.queryClient ? { queryClient: options.queryClient } : {}),
    },
    options.history ? { history: options.history } : {},
  );
  if (!server) {
    // A change of level re-runs every guard on the current page.
    access.subscribe((state, previous) => {
      if (state.level !== previous.level) void router.invalidate();
    });
    router.subscribe('onResolved', ({ pathChanged }) => {
      // Scroll to top on every location change (spec 1 §2).
      if (pathChanged) window.scrollTo(0, 0);
    });
  }
  // The server sees only the address; the browser's local storage keeps the flag between pages.
  const search = new URL(href).searchParams;
  const webviewFromAddress = readWebviewFlag(search, null);
  const webview = server ? webviewFromAddress : readWebviewFlag(search);
  return { settings: brand.settings, access, client, router, auth, webview, webviewFromAddress };
}

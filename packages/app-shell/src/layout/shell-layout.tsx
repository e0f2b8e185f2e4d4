import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthModal } from '@clubstay/account/auth-modal';
import { useAccessLevel } from '@clubstay/router/context';
import type { GuardContext } from '@clubstay/router/routes';
import { useBrand, useWebview } from '#brand-context.tsx';
import { useSettings } from '@clubstay/i18n/settings';
import { main, page } from '#chrome/chrome.css.ts';
import { CookieBanner, PromoBanner } from '#chrome/banners.tsx';
import { Footer } from '#chrome/footer.tsx';
import { Header } from '#chrome/header.tsx';
import { NoRightsPage } from '#pages/no-rights-page.tsx';
import { withWords } from '#start/page-messages.ts';

const loadAuth = withWords('account', () => import('@clubstay/account/auth'));

/**
 * The sign-in, sign-up and reset modals (the account feature): fetched when the browser is idle
 * after the first page for a visitor who is not signed in (a member rarely needs them, and their
 * code is most of a page's worth of script to evaluate), and mounted when one is first asked for
 * (`openAuthModal`).
 */
const AuthModalHost = lazy(() => loadAuth().then((module) => ({ default: module.AuthModalHost })));

function useAuthModalWanted(): boolean {
  const asked = useAuthModal((state) => state.open !== null);
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  const member = useAccessLevel() === 'member';
  useEffect(() => {
    if (member) return;
    const prefetch = () => void loadAuth().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, [member]);
  return wanted || asked;
}

/**
 * Whether the page shown is being left for another path whose screen is still loading (its chunk,
 * its loader). The address already names the new page then, so a press on the old one would act
 * on the wrong route: the results' Search, relative to the address, searched from home and left the
 * traveller on "/?q=…" (seen in CI). The old page is inert until the new one replaces it. Not on the
 * first load (nothing resolved yet: the server's page takes early input) nor when only the query
 * changes (filters, sorting and pages stay pressable in quick succession).
 */
export function leavingPage(state: {
  status: string;
  location: { pathname: string };
  resolvedLocation?: { pathname: string };
}): boolean {
  return (
    state.status === 'pending' &&
    state.resolvedLocation !== undefined &&
    state.resolvedLocation.pathname !== state.location.pathname
  );
}

/**
 * The chrome around every route: header, the page (or the no-rights page when the guard refused it)
 * and footer, the promo banner (ShowByBit) and the cookie banner (one brand). Any path containing "auth"
 * hides the header banner and the footer (spec 1 §2). Inside a partner app's webview neither banner
 * shows (start/webview.ts).
 */
export function ShellLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const denied = useRouterState({
    select: (state) =>
      state.matches.some((match) => (match.context as Partial<GuardContext>).denied === true),
  });
  const leaving = useRouterState({ select: leavingPage });
  const authPath = pathname.includes('auth');
  const authModal = useAuthModalWanted();
  const { settings } = useBrand();
  const webview = useWebview();
  const showByBit = useSettings(
    (state) => state.config?.featureToggles.ShowByBit ?? settings.featureToggles.ShowByBit,
  );
  return (
    <div className={page}>
      {showByBit && !authPath && !webview ? <PromoBanner /> : null}
      <Header />
      <main id="content" className={main} tabIndex={-1} inert={leaving}>
        {denied ? <NoRightsPage /> : <Outlet />}
      </main>
      {authPath ? null : <Footer />}
      {settings.shell.cookieBanner && !webview ? <CookieBanner /> : null}
      {authModal ? (
        <Suspense fallback={null}>
          <AuthModalHost />
        </Suspense>
      ) : null}
    </div>
  );
}

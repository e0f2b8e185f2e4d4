import { Outlet, useRouterState } from '@tanstack/react-router';
import type { GuardContext } from '@clubstay/router/routes';
import { useBrand } from '../brand-context.tsx';
import { main, page } from '../chrome/chrome.css.ts';
import { Footer } from '../chrome/footer.tsx';
import { Header } from '../chrome/header.tsx';
import { NoRightsPage } from '../pages/access-pages.tsx';

/**
 * The chrome around every route: header, the page (or the no-rights page when the guard refused it)
 * and footer. Any path containing "auth" hides the footer (spec 1 §2).
 */
export function ShellLayout() {
  const { settings } = useBrand();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const denied = useRouterState({
    select: (state) => state.matches.some((match) => (match.context as Partial<GuardContext>).denied === true),
  });
  const authPath = pathname.includes('auth');
  return (
    <div className={page}>
      <Header />
      <main id="content" className={main} tabIndex={-1}>
        {denied ? <NoRightsPage /> : <Outlet />}
      </main>
      {authPath ? null : <Footer brandName={settings.displayName} />}
    </div>
  );
}

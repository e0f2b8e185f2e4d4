import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, type RouterHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@clubstay/api-client/client';
import { BRANDS } from '@clubstay/contract/brands';
import { createI18n } from '@clubstay/i18n/i18n';
import en from '@clubstay/i18n/translations/en.json';
import { type AppRouter, createAppRouter, hotelRoute, searchRoute } from '@clubstay/router/routes';

const english = () => createI18n({ language: 'en', load: () => Promise.resolve(en), strict: true });

/** Renders a component with the English messages (missing ones throw). */
export async function renderInEnglish(ui: ReactNode): Promise<RenderResult> {
  const i18n = await english();
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/**
 * Renders screens of this feature inside the real route tree (memory history, a guest visitor, an
 * API client of stubs) with the English messages, so tests find controls by their visible names.
 * Missing messages throw (strict), as in development.
 */
export async function renderRoutes(
  screens: { hotel?: () => ReactNode; search?: () => ReactNode },
  { at, client = {} }: { at: string; client?: Partial<ApiClient> },
): Promise<RenderResult & { router: AppRouter; history: RouterHistory }> {
  if (screens.hotel) hotelRoute.update({ component: screens.hotel });
  if (screens.search) searchRoute.update({ component: screens.search });
  const i18n = await english();
  const history = createMemoryHistory({ initialEntries: [at] });
  // The app's router (its query parsing and global parameters), on a memory history.
  const router = createAppRouter({
    brand: BRANDS.clubstay,
    getLevel: () => 'guest',
    subscribeLevel: () => () => undefined,
    client: client as ApiClient,
    getToggles: () => ({ ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: false }),
    // A guest: nobody signs in or out in these tests.
    auth: {
      signedIn: () => undefined,
      userUpdated: () => undefined,
      signOut: async () => undefined,
      getUser: () => null,
      subscribeUser: () => () => undefined,
    },
  });
  router.update({ ...router.options, history });
  await act(() => router.load());
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router, history };
}

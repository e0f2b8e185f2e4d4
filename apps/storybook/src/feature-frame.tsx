import type { Decorator, Loader } from '@storybook/react-vite';
import { createMemoryHistory, Outlet, RouterProvider, useMatch, useMatches } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BRANDS, isBrandId } from '@clubstay/contract/brands';
import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';
import { settingsStore } from '@clubstay/i18n/settings';
import type { Level } from '@clubstay/router/access';
import { markHydrated } from '@clubstay/router/hydration';
import { createQueryClient } from '@clubstay/router/query-client';
import { type AppRouter, type AuthUser, createAppRouter } from '@clubstay/router/routes';
import { i18nFor } from './messages.ts';
import { type ApiStubs, stubClient } from './stub-client.ts';

/**
 * What a feature screen's story says about the page it is on (`parameters.feature` in the story or its
 * meta). A story with this parameter is rendered inside the app's own route tree, with the messages of
 * the toolbar's language; stories without it (the UI kit's) are left alone.
 */
export interface FeatureParameters {
  /** The address the screen is shown at, with its query: `/confirmation?offerKey=OK-1`. @default '/' */
  path?: string;
  /** The visitor's access level. @default 'member' */
  level?: Level;
  /** The API's answers by path (see stub-client.ts); any other call fails, nothing reaches a network. */
  api?: ApiStubs;
}

/** The signed-in member of every story at level 'member'. */
const MEMBER: AuthUser = {
  name: 'Ana',
  surname: 'Silva',
  email: 'ana.silva@example.com',
  accessLevel: 'Member',
  isVip: false,
};

// Stories render in the browser alone (no server HTML to hydrate): browser-only state is read at once.
markHydrated();

/** The story, rendered, for the route the address matches (see StoryRoute). */
const StoryElement = createContext<ReactNode>(null);

/**
 * Every route's component in a story's router: the deepest matched route shows the story, as a
 * screen is its route's component in the app; the routes above it only pass through.
 */
function StoryRoute() {
  const story = useContext(StoryElement);
  const here = useMatch({ strict: false, select: (match) => match.id });
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1]?.id });
  return here === leaf ? story : <Outlet />;
}

interface Loaded {
  i18n: I18n;
  router: AppRouter;
}

/**
 * Before a feature story renders (and again when a toolbar switch changes): the language's messages
 * (loaded once per language), the settings store in that language, and a router of the app's route
 * tree on a memory history at the story's address, for the toolbar's brand, loaded before the first
 * paint so a screen renders at once, as on a page the server sent.
 */
export const loadFeature: Loader = async ({ parameters, globals }) => {
  const feature = parameters.feature as FeatureParameters | undefined;
  if (!feature) return {};
  const locale: UiLanguage = isUiLanguage(globals.locale) ? globals.locale : 'en';
  const brand = BRANDS[isBrandId(globals.brand) ? globals.brand : 'clubstay'];
  const i18n = await i18nFor(locale);
  settingsStore.getState().setLanguage(locale);
  const level = feature.level ?? 'member';
  const user = level === 'member' ? MEMBER : null;
  const router = createAppRouter(
    {
      brand,
      getLevel: () => level,
      subscribeLevel: () => () => undefined,
      client: stubClient(feature.api ?? {}),
      getToggles: () => brand.featureToggles,
      auth: {
        signedIn: () => undefined,
        userUpdated: () => undefined,
        signOut: async () => undefined,
        getUser: () => user,
        subscribeUser: () => () => undefined,
      },
      // A cache of this story's own: a screen's queries never show another story's answers.
      queryClient: createQueryClient(),
    },
    { history: createMemoryHistory({ initialEntries: [feature.path ?? '/'] }) },
  );
  router.update({ ...router.options, defaultComponent: StoryRoute });
  await router.load();
  return { feature: { i18n, router } satisfies Loaded };
};

/** Renders a feature story inside its router and with its language's messages (see loadFeature). */
export const withFeature: Decorator = (Story, context) => {
  const loaded = context.loaded.feature as Loaded | undefined;
  if (!loaded) return <Story />;
  return (
    <I18nextProvider i18n={loaded.i18n}>
      <StoryElement.Provider value={<Story />}>
        <RouterProvider router={loaded.router} />
      </StoryElement.Provider>
    </I18nextProvider>
  );
};

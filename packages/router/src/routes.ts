import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  parseSearchWith,
  redirect,
  retainSearchParams,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@clubstay/api-client/client';
import { fromServer } from './loader-data.ts';
import type { BrandSettings } from '@clubstay/contract/brands';
import { type AccessKey, decideAccess, type Level } from './access.ts';
import type { Analytics, Attribution } from './analytics.ts';
import {
  checkoutSearchSchema,
  confirmationSearchSchema,
  globalSearchSchema,
  type GlobalSearch,
  hotelSearchSchema,
  searchPageSchema,
  signInSearchSchema,
  tokenSearchSchema,
} from './search-schemas.ts';

/**
 * The typed route tree of spec 1 §2: paths, query schemas and access rules, no screens. The shell
 * attaches a screen to each route once (`route.update({ component })`) for every brand; feature
 * packages import `Link` and `getRouteApi` against this tree.
 */
export interface RouterContext {
  brand: BrandSettings;
  getLevel: () => Level;
  /** Calls `listener` whenever the access level changes; returns the unsubscribe function. */
  subscribeLevel: (listener: (level: Level) => void) => () => void;
  /** The API client the shell created (headers, errors, reporting), for feature screens. */
  client: ApiClient;
  getToggles: () => { ShowAffiliateDashboard: boolean; ShowLoyaltyProgram: boolean; ShowByBit: boolean };
  /** Signing in and out, for feature screens (the shell owns the access store behind it). */
  auth: AuthFacade;
  /** The analytics seam: screens report a login or a booking (a no-op unless the brand plugs in a sink). */
  analytics?: Analytics;
  /** The visit's gclid and utm values (spec 1 §3 "User state"). */
  getAttribution?: () => Attribution;
  /** The request's Cookie header, on the server only: a loader acting for a guest reads its token there. */
  serverCookies?: string;
  /**
   * The request's query cache, on the server only: loaders fill it and the page carries it to the
   * browser, whose cache is created on first use (`query-client.ts`, `pageQueryClient`).
   */
  queryClient?: QueryClient;
}

/** The signed-in member as the shell knows them (spec 1 §3 "User info"). */
export interface AuthUser {
  name: string;
  surname: string;
  email: string;
  accessLevel: string;
  isVip: boolean;
}

/**
 * What a feature may do to the visitor's access without importing the shell: sign a member in with the
 * user info of a login or sign-up answer (the API set the HttpOnly session cookie with that answer;
 * no script handles the token), update the user after a profile change, and sign out (the server
 * session ends and the API clears the cookie, the level falls back per brand).
 */
export interface AuthFacade {
  signedIn: (user: AuthUser & { favorites?: readonly string[] }) => void;
  userUpdated: (user: AuthUser) => void;
  signOut: () => Promise<void>;
  getUser: () => AuthUser | null;
  /** Calls `listener` when the user changes; returns the unsubscribe function. */
  subscribeUser: (listener: () => void) => () => void;
}

/** What every guarded route adds to its context: whether to show the no-rights page instead. */
export interface GuardContext {
  denied: boolean;
}

/**
 * The loaders of routes whose data belongs to a feature, set once by the shell (the tree itself knows
 * no feature). What one returns is the route's loader data (the router keeps it with the match); the
 * server's is carried in the page for the browser's first load (`./loader-data.ts`).
 */
export const routeLoaders: {
  home?: (input: { context: RouterContext & GuardContext }) => Promise<unknown> | undefined;
  search?: (input: {
    context: RouterContext & GuardContext;
    search: ReturnType<typeof searchPageSchema.parse>;
  }) => Promise<unknown> | undefined;
  hotel?: (input: {
    context: RouterContext & GuardContext;
    hotelId: string;
    searchId: string | undefined;
    isStatic: boolean;
  }) => Promise<unknown> | undefined;
  account?: (input: {
    context: RouterContext & GuardContext;
    section: AccountSection;
  }) => Promise<unknown> | undefined;
  checkout?: (input: {
    context: RouterContext & GuardContext;
    search: ReturnType<typeof checkoutSearchSchema.parse>;
  }) => Promise<unknown> | undefined;
  confirmation?: (input: {
    context: RouterContext & GuardContext;
    offerKey: string | undefined;
    manage: string | undefined;
  }) => Promise<unknown> | undefined;
} = {};

const GLOBAL_KEYS = ['locale', 'currency', 'gclid', 'utm_campaign', 'utm_medium', 'utm_source'] as const;

function guard(key: AccessKey) {
  return ({
    context,
    location,
  }: {
    context: RouterContext;
    location: { href: string; search: Record<string, unknown> };
  }): GuardContext => {
    const decision = decideAccess(context.getLevel(), key, context.brand, location.href);
    if (decision.kind === 'redirect') {
      // The global parameters survive the redirect, like any other navigation.
      const query = new URLSearchParams();
      for (const name of GLOBAL_KEYS) {
        const value = location.search[name];
        if (typeof value === 'string') query.set(name, value);
      }
      if (decision.redirect) query.set('redirect', decision.redirect);
      const search = query.toString();
      throw redirect({ href: search ? `${decision.to}?${search}` : decision.to, replace: true });
    }
    return { denied: decision.kind === 'no-rights' };
  };
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search) => globalSearchSchema.parse(search),
  // The global parameters follow the visitor from page to page (spec 1 §2).
  search: {
    middlewares: [retainSearchParams<GlobalSearch>([...GLOBAL_KEYS])],
  },
});

const page = <TPath extends string>(path: TPath, key: AccessKey) =>
  createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: guard(key) });

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: guard('home'),
  loader: ({ context }) => fromServer('/', () => routeLoaders.home?.({ context })),
});
export const skipAccessRoute = page('/skipAccessCheck', 'skipAccess');
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/sign-in',
  beforeLoad: guard('public'),
  validateSearch: (search) => signInSearchSchema.parse(search),
});
export const signUpRoute = page('/auth/sign-up', 'signUp');
export const authResetPasswordRoute = page('/auth/reset-password', 'public');
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: { personal: true },
  beforeLoad: guard('public'),
  validateSearch: (search) => tokenSearchSchema.parse(search),
});
export const forbiddenRoute = page('/403', 'public');
export const impressumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/impressum',
  beforeLoad: (args) => {
    if (!args.context.brand.shell.impressum) throw notFound();
    return guard('public')(args);
  },
});
export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  beforeLoad: (args) => {
    if (args.context.brand.shell.about === 'none') throw notFound();
    return guard('public')(args);
  },
});
export const faqRoute = page('/faq', 'public');
export const newsletterThankYouRoute = page('/newsletter/thankyou', 'public');
export const contactRoute = page('/contact', 'public');
export const termsRoute = page('/terms-and-conditions', 'public');
export const privacyRoute = page('/privacy-policy', 'public');

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  beforeLoad: guard('search'),
  validateSearch: (search) => searchPageSchema.parse(search),
  // The address is read from the location, not declared as loader deps: deps would give every search a
  // match of its own, and the screen would suspend on each sort or filter instead of re-rendering.
  loader: ({ context, location }) =>
    fromServer('/search', () =>
      routeLoaders.search?.({ context, search: searchPageSchema.parse(location.search) }),
    ),
});
/** The hotel routes' loader: the feature's (`routeLoaders.hotel`), or the server's data on the first load. */
const hotelLoader =
  (routeId: string, isStatic: boolean) =>
  ({
    context,
    params,
    location,
  }: {
    context: RouterContext & GuardContext;
    params: { hotelId: string };
    location: { search: unknown };
  }) =>
    fromServer(routeId, () =>
      routeLoaders.hotel?.({
        context,
        hotelId: params.hotelId,
        searchId: hotelSearchSchema.parse(location.search).searchId,
        isStatic,
      }),
    );

export const hotelRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/hotel/$hotelId',
  beforeLoad: guard('hotel'),
  validateSearch: (search) => hotelSearchSchema.parse(search),
  loader: hotelLoader('/hotel/$hotelId', false),
});
export const hotelNameRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/hotel-name/$hotelId',
  beforeLoad: guard('hotel'),
  validateSearch: (search) => hotelSearchSchema.parse(search),
  loader: hotelLoader('/hotel-name/$hotelId', true),
});
export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  staticData: { personal: true },
  beforeLoad: guard('checkout'),
  validateSearch: (search) => checkoutSearchSchema.parse(search),
  loader: ({ context, location }) =>
    fromServer('/checkout', () =>
      routeLoaders.checkout?.({ context, search: checkoutSearchSchema.parse(location.search) }),
    ),
});
export const confirmationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmation',
  staticData: { personal: true },
  beforeLoad: guard('confirmation'),
  validateSearch: (search) => confirmationSearchSchema.parse(search),
  loader: ({ context, location }) =>
    fromServer('/confirmation', () => {
      const { offerKey, manage } = confirmationSearchSchema.parse(location.search);
      return routeLoaders.confirmation?.({ context, offerKey, manage });
    }),
});

export const ACCOUNT_SECTIONS = [
  'bookings',
  'wallet-balance',
  'favorites',
  'personal-info',
  'settings',
  'loyalty',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  staticData: { personal: true },
  beforeLoad: guard('memberArea'),
  loader: ({ context }) =>
    fromServer('/account', () => routeLoaders.account?.({ context, section: 'bookings' })),
});
export const accountSectionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/$sectionId',
  staticData: { personal: true },
  beforeLoad: (args) => {
    const section = args.params.sectionId;
    const { brand } = args.context;
    const known = (ACCOUNT_SECTIONS as readonly string[]).includes(section);
    const hidden =
      (section === 'wallet-balance' && brand.shell.hideWalletBalance) ||
      (section === 'loyalty' && !brand.shell.loyaltyEntry);
    if (!known || hidden) throw notFound();
    return guard('memberArea')(args);
  },
  loader: ({ context, params }) =>
    fromServer('/account/$sectionId', () =>
      routeLoaders.account?.({ context, section: params.sectionId as AccountSection }),
    ),
});
export const affiliateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliate-dashboard',
  staticData: { personal: true },
  beforeLoad: (args) => {
    if (!args.context.getToggles().ShowAffiliateDashboard) throw notFound();
    return guard('memberArea')(args);
  },
});
export const subscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscriptions-management/$token',
  staticData: { personal: true },
  beforeLoad: guard('memberArea'),
});
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  staticData: { personal: true },
  beforeLoad: guard('memberArea'),
  validateSearch: (search) => tokenSearchSchema.parse(search),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  skipAccessRoute,
  signInRoute,
  signUpRoute,
  authResetPasswordRoute,
  resetPasswordRoute,
  forbiddenRoute,
  impressumRoute,
  aboutRoute,
  faqRoute,
  newsletterThankYouRoute,
  contactRoute,
  termsRoute,
  privacyRoute,
  searchRoute,
  hotelRoute,
  hotelNameRoute,
  checkoutRoute,
  confirmationRoute,
  accountRoute,
  accountSectionRoute,
  affiliateRoute,
  subscriptionsRoute,
  unsubscribeRoute,
]);

/**
 * Query values are plain text unless they are JSON objects, arrays or quoted strings: `stars=5`,
 * `rooms=2` and `hideSoldOut=true` stay text on reading and are written without JSON quotes (the
 * default reads "5" as a number and writes the text "5" as `%225%22`). The schemas coerce numbers
 * and flags from text.
 */
function parseStructured(text: string): unknown {
  if (/^[[{"]/.test(text)) return JSON.parse(text);
  throw new Error('plain text');
}

/**
 * The app's router. The server passes a memory history at the request's address (and the browser's
 * history is the default).
 */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    parseSearch: parseSearchWith(parseStructured),
    stringifySearch: stringifySearchWith(JSON.stringify, parseStructured),
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultPendingMs: 150,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * The page is one visitor's own (a checkout, a booking, a token's page), even when the request
     * carries no cookie (a guest-by-default brand, an e-mail link): never kept in a shared cache.
     */
    personal?: boolean;
  }
}

/** Whether a page of these matched routes is one visitor's own (see `personal` above). */
export function isPersonalPage(matches: readonly { staticData?: { personal?: boolean } }[]): boolean {
  return matches.some((match) => match.staticData?.personal === true);
}

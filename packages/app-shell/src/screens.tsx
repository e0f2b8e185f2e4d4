import { lazy, Suspense } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { CompactSearchSlotProps } from '@clubstay/router/slots';
import { useSettings } from '@clubstay/i18n/settings';
import { hydrationDay } from '@clubstay/router/hydration';
import { Skeleton } from '@clubstay/ui/skeleton';
import type { HotelLoaderData } from '@clubstay/hotel/hotel-loader';
import type * as CompactPanelModule from '@clubstay/search/compact-panel';
import type { ResultsLoaderData } from '@clubstay/search/results-loader';
import {
  aboutRoute,
  accountRoute,
  accountSectionRoute,
  affiliateRoute,
  authResetPasswordRoute,
  checkoutRoute,
  confirmationRoute,
  contactRoute,
  faqRoute,
  forbiddenRoute,
  homeRoute,
  hotelNameRoute,
  hotelRoute,
  impressumRoute,
  newsletterThankYouRoute,
  privacyRoute,
  resetPasswordRoute,
  routeLoaders,
  searchRoute,
  signInRoute,
  signUpRoute,
  skipAccessRoute,
  subscriptionsRoute,
  termsRoute,
  unsubscribeRoute,
} from '@clubstay/router/routes';
import type { MessagePartName } from '@clubstay/contract/locales';
import { INFO_PAGES, messagePartsOf, withCountries, withWords } from './start/page-messages.ts';

/**
 * Maps every route of the tree to its screen, once for every brand. Screens load on demand (their own
 * chunk) with the router's pending spinner.
 */
const info = (
  name: 'AboutPage' | 'FaqPage' | 'TermsPage' | 'PrivacyPage' | 'ImpressumPage' | 'NewsletterThankYouPage',
) =>
  lazyRouteComponent(
    withWords('info', () => import('./pages/info-pages.tsx')),
    name,
  );

function auth(kind: 'sign-in' | 'sign-up' | 'reset') {
  const Screen = lazyRouteComponent(
    withWords('account', () => import('@clubstay/account/auth')),
    'AuthScreen',
  );
  return () => <Screen kind={kind} />;
}

/**
 * The search feature's compact panel, in its own chunk, for the hotel page's slot. The hotel routes
 * load it with their screen (below), so the server renders it and the browser hydrates it at once:
 * behind `React.lazy` the browser hydrated the page before the chunk came, and an update to the
 * slot meanwhile swapped the server's panel for a skeleton and back (a layout shift on a phone).
 */
type CompactModule = typeof CompactPanelModule;
let compactModule: CompactModule | null = null;
const loadCompact = () =>
  import('@clubstay/search/compact-panel').then((module) => {
    compactModule = module;
    return module;
  });
const LazyCompactSearchPanel = lazy(() =>
  loadCompact().then((module) => ({ default: module.CompactSearchPanel })),
);
function CompactSearchPanel(props: CompactSearchSlotProps) {
  if (compactModule) return <compactModule.CompactSearchPanel {...props} />;
  return (
    <Suspense fallback={<Skeleton count={3} />}>
      <LazyCompactSearchPanel {...props} />
    </Suspense>
  );
}

/**
 * The hotel routes' data: the server fetches the details (through the API in process), so the page
 * arrives with the hotel in it; the browser's first load gets the same from the page, and a later
 * one shows the page at once and lets the screen fetch (as before). The module comes with the
 * screen's chunk.
 */
const loadHotel: NonNullable<(typeof routeLoaders)['hotel']> = ({ context, hotelId, searchId, isStatic }) => {
  if (context.denied || typeof window !== 'undefined') return undefined;
  return import('@clubstay/hotel/hotel-loader').then(({ loadHotelDetails }) =>
    loadHotelDetails(context.client, {
      hotelId,
      searchId,
      isStatic,
      locale: useSettings.getState().language,
    }),
  );
};

/**
 * The home page's data: the server asks for the 12 featured destinations (through the API in
 * process), so the page arrives with them, readable without JavaScript and with no call of its own
 * before the traveller acts; a later visit in the browser lets the screen ask.
 */
const loadHome: NonNullable<(typeof routeLoaders)['home']> = ({ context }) => {
  if (context.denied || typeof window !== 'undefined') return undefined;
  const language = useSettings.getState().language;
  return context.client.featuredPlaces(language).then(
    ({ destinations }) => ({ language, destinations }),
    () => undefined, // the screen asks again in the browser
  );
};

/**
 * The search route's data: the server runs the address's search (through the API in process), so
 * the results page arrives with its first page of hotels and prices; the browser's first load gets
 * the answer from the page, and the screen asks for any other search itself (as before).
 */
const loadSearch: NonNullable<(typeof routeLoaders)['search']> = ({ context, search }) => {
  const day = hydrationDay();
  if (context.denied || typeof window !== 'undefined' || !day) return undefined;
  return import('@clubstay/search/results-loader').then(({ loadResults }) =>
    loadResults(context.client, search, day),
  );
};

/**
 * The confirmation's data: the server reads the reservation (through the API in process, as the
 * page's member or guest, or with the e-mail link's manage token) into the request's query cache, so
 * the page arrives with the booking in it; the browser's cache hydrates from the page and its screen
 * polls that query.
 */
const loadConfirmation: NonNullable<(typeof routeLoaders)['confirmation']> = ({
  context,
  offerKey,
  manage,
}) => {
  const { queryClient } = context;
  if (context.denied || !queryClient || !offerKey) return undefined;
  return import('@clubstay/checkout/confirmation-loader').then(({ loadReservation }) =>
    loadReservation(queryClient, context.client, { offerKey, manage, cookies: context.serverCookies }),
  );
};

/**
 * The checkout's data: the server resumes the address's checkout or creates it from the hotel page's
 * choice (through the API in process, as the page's member or guest), so the page arrives with the
 * stay, the price and the form; the browser's screen starts from it.
 */
const loadCheckoutPage: NonNullable<(typeof routeLoaders)['checkout']> = ({ context, search }) => {
  if (context.denied || typeof window !== 'undefined') return undefined;
  return import('@clubstay/checkout/checkout-loader').then(({ loadCheckout }) =>
    loadCheckout(context.client, {
      address: search,
      currency: useSettings.getState().currency.code,
      cookies: context.serverCookies,
    }),
  );
};

/**
 * An account section's data: the server reads it as the page's member (through the API in process),
 * so My bookings, the wallet or the settings arrive filled in; the browser's section starts from it.
 */
const loadAccount: NonNullable<(typeof routeLoaders)['account']> = ({ context, section }) => {
  const email = context.auth.getUser()?.email;
  if (context.denied || typeof window !== 'undefined' || !email) return undefined;
  return import('@clubstay/account/account-loader').then(({ loadAccountSection }) =>
    loadAccountSection(context.client, { section, email }),
  );
};

function hotel(variant: 'regular' | 'static') {
  const Screen = lazyRouteComponent(
    withWords('hotel', () =>
      Promise.all([import('@clubstay/hotel/hotel-screen'), loadCompact()]).then(([screen]) => screen),
    ),
    'HotelScreen',
  );
  return () => <Screen CompactSearch={CompactSearchPanel} variant={variant} />;
}

let attached = false;

export function attachScreens(): void {
  if (attached) return;
  attached = true;
  homeRoute.update({ component: lazyRouteComponent(() => import('@clubstay/search/home'), 'HomeScreen') });
  skipAccessRoute.update({
    component: lazyRouteComponent(() => import('./pages/access-pages.tsx'), 'SkipAccessPage'),
  });
  forbiddenRoute.update({
    component: lazyRouteComponent(() => import('./pages/access-pages.tsx'), 'NotAuthenticatedPage'),
  });
  signInRoute.update({ component: auth('sign-in') });
  signUpRoute.update({ component: auth('sign-up') });
  authResetPasswordRoute.update({ component: auth('reset') });
  resetPasswordRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/reset-password')),
      'ResetPasswordPage',
    ),
  });
  aboutRoute.update({ component: info('AboutPage') });
  faqRoute.update({ component: info('FaqPage') });
  termsRoute.update({ component: info('TermsPage') });
  privacyRoute.update({ component: info('PrivacyPage') });
  impressumRoute.update({ component: info('ImpressumPage') });
  newsletterThankYouRoute.update({ component: info('NewsletterThankYouPage') });
  contactRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/contact')),
      'ContactScreen',
    ),
  });
  searchRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/search/search'), 'SearchScreen'),
  });
  hotelRoute.update({ component: hotel('regular') });
  hotelNameRoute.update({ component: hotel('static') });
  routeLoaders.home = loadHome;
  routeLoaders.hotel = loadHotel;
  routeLoaders.search = loadSearch;
  routeLoaders.confirmation = loadConfirmation;
  routeLoaders.checkout = loadCheckoutPage;
  routeLoaders.account = loadAccount;
  checkoutRoute.update({
    component: lazyRouteComponent(
      withCountries(withWords('checkout', () => import('@clubstay/checkout/checkout'))),
      'CheckoutScreen',
    ),
  });
  confirmationRoute.update({
    component: lazyRouteComponent(
      withWords('checkout', () => import('@clubstay/checkout/confirmation')),
      'ConfirmationScreen',
    ),
  });
  accountRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/account')),
      'AccountScreen',
    ),
  });
  accountSectionRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/account')),
      'AccountScreen',
    ),
  });
  affiliateRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/affiliate')),
      'AffiliateScreen',
    ),
  });
  subscriptionsRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/subscriptions')),
      'SubscriptionsScreen',
    ),
  });
  unsubscribeRoute.update({
    component: lazyRouteComponent(
      withWords('account', () => import('@clubstay/account/subscriptions')),
      'UnsubscribeScreen',
    ),
  });
}

/** The search results' first card photo and the hotel page's first photo: each page's LCP on a phone. */
const firstResultPhoto = (data: unknown) =>
  (data as ResultsLoaderData | undefined)?.data?.hotels?.[0]?.images?.[0];
const firstHotelPhoto = (data: unknown) => (data as HotelLoaderData | undefined)?.info?.images?.[0];

/**
 * The photo a route's page shows largest at first paint (its LCP element on a phone), read from the
 * route's loader data, by route id: the server preloads it first in the head, ahead of the scripts,
 * fonts and route chunks that otherwise take HTTP/1.1's six connections before it (measured on a
 * throttled phone: the first result's 0.5 KB photo was asked for at 0.9 s and fetched at 2.9 s).
 */
export const ROUTE_IMAGES: Record<string, (data: unknown) => string | undefined> = {
  '/search': firstResultPhoto,
  '/hotel/$hotelId': firstHotelPhoto,
  '/hotel-name/$hotelId': firstHotelPhoto,
};

/**
 * The source modules each route's screen loads on demand (the imports above), as paths from the
 * repository root: the server finds their chunks in the brand build's Vite manifest and preloads them
 * in the page's head, so the browser does not wait for the entry to ask for them.
 */
const INFO = INFO_PAGES;
const AUTH = 'packages/account/src/auth/auth-screens.tsx';
const HOTEL = [
  'packages/hotel/src/screen/hotel-screen.tsx',
  'packages/hotel/src/state/hotel-loader.ts',
  'packages/search/src/form/compact-panel.tsx',
];
const ACCOUNT = 'packages/account/src/account/account-screen.tsx';
const ACCOUNT_LOADER = 'packages/account/src/account/account-loader.ts';
const SUBSCRIPTIONS = 'packages/account/src/subscriptions/subscriptions-screens.tsx';
export const ROUTE_SOURCES: Record<string, readonly string[]> = {
  '/': ['packages/search/src/home/home-screen.tsx'],
  '/skipAccessCheck': ['packages/app-shell/src/pages/access-pages.tsx'],
  '/403': ['packages/app-shell/src/pages/access-pages.tsx'],
  '/auth/sign-in': [AUTH],
  '/auth/sign-up': [AUTH],
  '/auth/reset-password': [AUTH],
  '/reset-password': ['packages/account/src/auth/reset-password-page.tsx'],
  '/about': [INFO],
  '/faq': [INFO],
  '/terms-and-conditions': [INFO],
  '/privacy-policy': [INFO],
  '/impressum': [INFO],
  '/newsletter/thankyou': [INFO],
  '/contact': ['packages/account/src/contact/contact-screen.tsx'],
  '/search': ['packages/search/src/results/search-screen.tsx', 'packages/search/src/state/results-loader.ts'],
  '/hotel/$hotelId': HOTEL,
  '/hotel-name/$hotelId': HOTEL,
  '/checkout': [
    'packages/checkout/src/checkout/checkout-screen.tsx',
    'packages/checkout/src/checkout/checkout-loader.ts',
  ],
  '/confirmation': [
    'packages/checkout/src/confirmation/confirmation-screen.tsx',
    'packages/checkout/src/confirmation/confirmation-loader.ts',
  ],
  '/account': [ACCOUNT, ACCOUNT_LOADER],
  '/account/$sectionId': [ACCOUNT, ACCOUNT_LOADER],
  '/affiliate-dashboard': ['packages/account/src/affiliate/affiliate-screen.tsx'],
  '/subscriptions-management/$token': [SUBSCRIPTIONS],
  '/unsubscribe': [SUBSCRIPTIONS],
};

/** The message parts a page of these routes (by id) renders with (see start/page-messages.ts). */
export function routeMessageParts(routeIds: readonly string[]): MessagePartName[] {
  return messagePartsOf(routeIds.flatMap((id) => ROUTE_SOURCES[id] ?? []));
}

/** The routes whose screens read the config's country list (the checkout's form): see withCountries. */
export const COUNTRY_ROUTES: readonly string[] = ['/checkout'];

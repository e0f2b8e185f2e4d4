import { lazyRouteComponent } from '@tanstack/react-router';
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
  searchRoute,
  signInRoute,
  signUpRoute,
  skipAccessRoute,
  subscriptionsRoute,
  termsRoute,
  unsubscribeRoute,
} from '@clubstay/router/routes';
import type { PlaceholderKey } from './pages/placeholder-page.tsx';

/**
 * Maps every route of the tree to its screen, once for every brand. Screens load on demand (their own
 * chunk) with the router's pending spinner.
 */
const info = (
  name: 'AboutPage' | 'FaqPage' | 'TermsPage' | 'PrivacyPage' | 'ImpressumPage' | 'NewsletterThankYouPage',
) => lazyRouteComponent(() => import('./pages/info-pages.tsx'), name);

function placeholder(page: PlaceholderKey) {
  const Screen = lazyRouteComponent(() => import('./pages/placeholder-page.tsx'), 'PlaceholderPage');
  return () => <Screen page={page} />;
}

function auth(kind: 'sign-in' | 'sign-up' | 'reset') {
  const Screen = lazyRouteComponent(() => import('@clubstay/account/auth'), 'AuthScreen');
  return () => <Screen kind={kind} />;
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
    component: lazyRouteComponent(() => import('@clubstay/account/reset-password'), 'ResetPasswordPage'),
  });
  aboutRoute.update({ component: info('AboutPage') });
  faqRoute.update({ component: info('FaqPage') });
  termsRoute.update({ component: info('TermsPage') });
  privacyRoute.update({ component: info('PrivacyPage') });
  impressumRoute.update({ component: info('ImpressumPage') });
  newsletterThankYouRoute.update({ component: info('NewsletterThankYouPage') });
  contactRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/contact'), 'ContactScreen'),
  });
  searchRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/search/search'), 'SearchScreen'),
  });
  hotelRoute.update({ component: placeholder('HOTEL') });
  hotelNameRoute.update({ component: placeholder('HOTEL') });
  checkoutRoute.update({ component: placeholder('CHECKOUT') });
  confirmationRoute.update({ component: placeholder('CONFIRMATION') });
  accountRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/account'), 'AccountScreen'),
  });
  accountSectionRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/account'), 'AccountScreen'),
  });
  affiliateRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/affiliate'), 'AffiliateScreen'),
  });
  subscriptionsRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/subscriptions'), 'SubscriptionsScreen'),
  });
  unsubscribeRoute.update({
    component: lazyRouteComponent(() => import('@clubstay/account/subscriptions'), 'UnsubscribeScreen'),
  });
}

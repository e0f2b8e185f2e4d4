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
const info = (name: 'AboutPage' | 'FaqPage' | 'TermsPage' | 'PrivacyPage' | 'ImpressumPage' | 'NewsletterThankYouPage' | 'ContactPage') =>
  lazyRouteComponent(() => import('./pages/info-pages.tsx'), name);

function placeholder(page: PlaceholderKey) {
  const Screen = lazyRouteComponent(() => import('./pages/placeholder-page.tsx'), 'PlaceholderPage');
  return () => <Screen page={page} />;
}

function auth(kind: 'SIGN_IN' | 'SIGN_UP' | 'RESET') {
  const Screen = lazyRouteComponent(() => import('./pages/auth-page.tsx'), 'AuthPage');
  return () => <Screen kind={kind} />;
}

let attached = false;

export function attachScreens(): void {
  if (attached) return;
  attached = true;
  homeRoute.update({ component: lazyRouteComponent(() => import('@clubstay/search/home'), 'HomeScreen') });
  skipAccessRoute.update({ component: lazyRouteComponent(() => import('./pages/access-pages.tsx'), 'SkipAccessPage') });
  forbiddenRoute.update({ component: lazyRouteComponent(() => import('./pages/access-pages.tsx'), 'NotAuthenticatedPage') });
  signInRoute.update({ component: auth('SIGN_IN') });
  signUpRoute.update({ component: auth('SIGN_UP') });
  authResetPasswordRoute.update({ component: auth('RESET') });
  resetPasswordRoute.update({ component: placeholder('RESET_PASSWORD') });
  aboutRoute.update({ component: info('AboutPage') });
  faqRoute.update({ component: info('FaqPage') });
  termsRoute.update({ component: info('TermsPage') });
  privacyRoute.update({ component: info('PrivacyPage') });
  impressumRoute.update({ component: info('ImpressumPage') });
  newsletterThankYouRoute.update({ component: info('NewsletterThankYouPage') });
  contactRoute.update({ component: info('ContactPage') });
  searchRoute.update({ component: lazyRouteComponent(() => import('@clubstay/search/search'), 'SearchScreen') });
  hotelRoute.update({ component: placeholder('HOTEL') });
  hotelNameRoute.update({ component: placeholder('HOTEL') });
  checkoutRoute.update({ component: lazyRouteComponent(() => import('@clubstay/checkout/checkout'), 'CheckoutScreen') });
  confirmationRoute.update({ component: lazyRouteComponent(() => import('@clubstay/checkout/confirmation'), 'ConfirmationScreen') });
  accountRoute.update({ component: placeholder('ACCOUNT') });
  accountSectionRoute.update({ component: placeholder('ACCOUNT') });
  affiliateRoute.update({ component: placeholder('AFFILIATE') });
  subscriptionsRoute.update({ component: placeholder('SUBSCRIPTIONS') });
  unsubscribeRoute.update({ component: placeholder('UNSUBSCRIBE') });
}

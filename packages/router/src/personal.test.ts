import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter, isPersonalPage, type RouterContext } from './routes.ts';

describe('personal pages (never kept in a shared cache)', () => {
  it('are the checkout, the confirmation, the account and the token pages; not search, hotel or home', () => {
    const router = createAppRouter({} as RouterContext, { history: createMemoryHistory() });
    const personal = (path: string) => isPersonalPage(router.matchRoutes(path, {}));
    for (const path of [
      '/checkout',
      '/confirmation',
      '/account',
      '/account/bookings',
      '/reset-password',
      '/unsubscribe',
      '/subscriptions-management/t',
      '/affiliate-dashboard',
    ])
      expect(personal(path), path).toBe(true);
    for (const path of ['/', '/search', '/hotel/1', '/hotel-name/1', '/auth/sign-in', '/faq'])
      expect(personal(path), path).toBe(false);
  });
});

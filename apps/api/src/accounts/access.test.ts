import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { endpoints, type Endpoint } from '@clubstay/contract/endpoints';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';
import { insertBooking, kit, type Member, PASSWORD } from './test-kit.ts';

/**
 * The access matrix of issue 9: every member call × anonymous, a partner guest, a second member and a
 * member of another brand (their own token, and the first member's token sent for another brand by
 * header or by host). All but the second member are refused (401, code 2); the second member sees
 * only their own data and cannot touch the first member's. The checkout's member calls have theirs in
 * checkout/access.test.ts.
 */
const MEMBER_CALLS = [
  'getCustomer',
  'updateCustomer',
  'deleteCustomer',
  'logout',
  'changePassword',
  'customerBookings',
  'cancelBooking',
  'customerFavorites',
  'addFavorite',
  'removeFavorite',
  'subscriptions',
  'updateSubscriptions',
  'unsubscribe',
  'subscribe',
  'wallet',
  'withdraw',
  'affiliate',
  'createInvitation',
  'loyalty',
] as const satisfies readonly (keyof typeof endpoints)[];

for (const storage of storages()) {
  describe(`account access on ${storage.name}`, () => {
    let server: Server;
    let now = new Date('2030-03-01T10:00:00Z');
    const { inject, member } = kit(() => server);
    let a: Member;
    let b: Member;
    let other: Member;
    let guestToken: string;
    let booking: { offerKey: string };

    /** A request for each member call, aimed at member A's things where the call names one. */
    const requestFor = (name: (typeof MEMBER_CALLS)[number]) => {
      const endpoint: Endpoint = endpoints[name];
      const url = `/api${endpoint.path.replace('{offerId}', booking.offerKey).replace('{id}', '1')}`;
      const payloads: Partial<Record<(typeof MEMBER_CALLS)[number], unknown>> = {
        updateCustomer: { name: 'Mallory' },
        deleteCustomer: { password: PASSWORD },
        changePassword: {
          currentPassword: PASSWORD,
          newPassword: 'Hijacked-Pass-1',
          confirmPassword: 'Hijacked-Pass-1',
        },
        updateSubscriptions: { token: a.subscriptionToken, dealsAndOffers: false, travelUpgrades: false },
        withdraw: { asset: 'USDC', amount: 10, address: `0x${'12'.repeat(20)}` },
        createInvitation: { expiresInDays: 7 },
      };
      const query = ['subscriptions', 'unsubscribe', 'subscribe'].includes(name)
        ? `?token=${a.subscriptionToken}`
        : '';
      return { method: endpoint.method, url: url + query, payload: payloads[name] };
    };

    beforeAll(async () => {
      server = await createServer({ db: await storage.open(), appsDir: '/nonexistent', clock: () => now });
      server.database.start();
      await server.database.whenReady();
      await server.database.db
        .query(`insert into hotels (id, cell, lat, lng, country_code, city_id, stars, property_type, popularity, base_price,
        discount, facilities, suitable, tradable, name, name_key, reviews_count, has_provider, distance_to_center, images_count, children_age_from,
        children_age_to, children_stay_free) values (1, 0, 48.85, 2.35, 'FR', 1, 4, 1, 1, 100, 10, 0, 0, true, 'Hotel Lumière', 'hotel lumiere',
        10, false, 100, 3, 2, 12, true)`);
      a = await member('owner@example.com');
      b = await member('neighbour@example.com');
      other = await member('owner@example.com', { whiteLabel: 'wirex' });
      booking = await insertBooking(server.database.db, {
        customerId: a.id,
        deadline: new Date('2030-12-01T00:00:00Z'),
      });
      await inject({ method: 'POST', url: '/api/customers/favorites/1', token: a.token });
      await inject({
        method: 'POST',
        url: '/api/sandbox/wallet-credit',
        payload: { whiteLabel: 'clubstay', email: a.email, amount: 50 },
      });
      const minted = await inject({
        method: 'POST',
        url: '/api/sandbox/guest-token',
        payload: { whiteLabel: 'brands-for-employees' },
      });
      guestToken = minted.json<{ token: string }>().token;
    });
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    const refusals = [
      [
        'anonymous',
        (_name: string) => ({ whiteLabel: 'clubstay' as string, headers: {} as Record<string, string> }),
      ],
      [
        'a partner guest',
        () => ({
          whiteLabel: 'brands-for-employees',
          headers: { 'guest-authorization': guestToken, authorization: `Bearer ${guestToken}` },
        }),
      ],
      [
        'a member of another brand',
        () => ({ whiteLabel: 'clubstay', headers: { authorization: `Bearer ${other.token}` } }),
      ],
      [
        'a member token sent for another brand',
        () => ({ whiteLabel: 'wirex', headers: { authorization: `Bearer ${a.token}` } }),
      ],
      [
        'a member token sent to the host of another brand',
        () => ({ whiteLabel: '', headers: { host: 'wirex.localhost', authorization: `Bearer ${a.token}` } }),
      ],
    ] as const;

    for (const [who, as] of refusals) {
      it(`refuses every member call to ${who} with 401 and code 2`, async () => {
        const wrong: string[] = [];
        for (const name of MEMBER_CALLS) {
          const request = requestFor(name);
          const { whiteLabel, headers } = as(name);
          const response = await inject({ ...request, whiteLabel, headers });
          const body = apiErrorBodySchema.safeParse(response.json());
          if (response.statusCode !== 401 || !body.success || body.data.errorCode !== 2)
            wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        expect(wrong).toEqual([]);
      });
    }

    it('gives a second member only their own data, and nothing of the first member to change', async () => {
      const answers = new Map<string, { statusCode: number; body: string }>();
      for (const name of MEMBER_CALLS.filter(
        (n) => !['deleteCustomer', 'logout', 'changePassword'].includes(n),
      )) {
        answers.set(name, await inject({ ...requestFor(name), token: b.token }));
      }
      const read = (name: string) => answers.get(name)?.body ?? '';
      // Reads are B's own: none of A's e-mail, booking, favourites or wallet.
      for (const name of [
        'getCustomer',
        'customerBookings',
        'customerFavorites',
        'wallet',
        'affiliate',
        'loyalty',
        'updateCustomer',
      ]) {
        expect(answers.get(name)?.statusCode, name).toBeLessThan(300);
        expect(read(name), name).not.toContain(a.email);
        expect(read(name), name).not.toContain(booking.offerKey);
      }
      expect(JSON.parse(read('customerBookings'))).toMatchObject({ items: [], totalCount: 0 });
      expect(JSON.parse(read('wallet'))).toMatchObject({ availableBalance: 0 });
      // A's booking and subscription token are not found for B.
      expect(answers.get('cancelBooking')?.statusCode).toBe(404);
      for (const name of ['subscriptions', 'updateSubscriptions', 'unsubscribe', 'subscribe']) {
        expect(answers.get(name)?.statusCode, name).toBe(404);
        expect(JSON.parse(read(name)), name).toMatchObject({ errorCode: 21 });
      }
      // B's withdrawal met B's empty balance, not A's.
      expect(answers.get('withdraw')?.statusCode).toBe(409);
      // The password and deletion calls act only on the caller's own account: B's password is not A's.
      const hijack = await inject({
        ...requestFor('changePassword'),
        token: b.token,
        payload: {
          currentPassword: 'not-b-password',
          newPassword: 'Hijacked-Pass-1',
          confirmPassword: 'Hijacked-Pass-1',
        },
      });
      expect(apiErrorBodySchema.parse(hijack.json()).errorCode).toBe(8);

      // A is untouched.
      const mine = await inject({ url: '/api/customers', token: a.token });
      expect(mine.json()).toMatchObject({
        email: a.email,
        name: '',
        favorites: ['1'],
        notificationPreferences: { newsletter: true },
      });
      const bookings = await inject({ url: '/api/customers/bookings', token: a.token });
      expect(bookings.json()).toMatchObject({
        totalCount: 1,
        items: [{ offerKey: booking.offerKey, status: 'Completed' }],
      });
      expect((await inject({ url: '/api/customers/wallet', token: a.token })).json()).toMatchObject({
        availableBalance: 50,
      });
    });

    describe('rate limits', () => {
      const login = (email: string, password: string, ip = '10.1.1.1') =>
        inject({ method: 'POST', url: '/api/customers/login', payload: { email, password }, ip });

      it('stops sign-in after 10 attempts on one account from one address, even with the right password, until the window passes', async () => {
        const c = await member('limited@example.com');
        for (let i = 0; i < 10; i++)
          expect((await login(c.email, 'Wrong-Guess-1', '10.2.0.1')).statusCode).toBe(401);
        const blocked = await login(c.email, PASSWORD, '10.2.0.1');
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // The owner from another address is not locked out, nor is another account.
        expect((await login(c.email, PASSWORD, '10.2.1.1')).statusCode).toBe(200);
        expect((await login(a.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
        now = new Date(now.getTime() + 15 * 60_000);
        expect((await login(c.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
      });

      it('stops sign-in on one account after 100 attempts spread over many addresses', async () => {
        const d = await member('spread@example.com');
        for (let i = 0; i < 100; i++)
          await login(d.email, 'Wrong-Guess-1', `10.8.${Math.floor(i / 9)}.${i % 9}`);
        expect((await login(d.email, PASSWORD, '10.9.0.1')).statusCode).toBe(429);
        now = new Date(now.getTime() + 15 * 60_000);
        expect((await login(d.email, PASSWORD, '10.9.0.1')).statusCode).toBe(200);
      });

      it('stops sign-in from one address after 50 attempts across accounts', async () => {
        for (let i = 0; i < 50; i++) await login(`spray-${i}@example.com`, 'Wrong-Guess-1', '10.3.0.1');
        expect((await login(a.email, PASSWORD, '10.3.0.1')).statusCode).toBe(429);
        expect((await login(a.email, PASSWORD, '10.3.0.2')).statusCode).toBe(200);
      });

      it('limits reset requests per account and per address', async () => {
        const reset = (email: string, ip: string) =>
          inject({ method: 'POST', url: '/api/customers/request-Reset-Password', payload: { email }, ip });
        for (let i = 0; i < 5; i++) expect((await reset(a.email, `10.4.0.${i}`)).statusCode).toBe(200);
        expect((await reset(a.email, '10.4.1.1')).statusCode).toBe(429);
        for (let i = 0; i < 20; i++) await reset(`someone-${i}@example.com`, '10.5.0.1');
        expect((await reset('fresh@example.com', '10.5.0.1')).statusCode).toBe(429);
      });

      it('limits sign-up attempts per account and per address', async () => {
        const signUp = (email: string, ip: string) =>
          inject({
            method: 'POST',
            url: '/api/customers/register',
            ip,
            payload: {
              email,
              password: PASSWORD,
              confirmationCode: '000000',
              inviteLink: 'CLUBSTAY-WELCOME',
            },
          });
        for (let i = 0; i < 10; i++)
          expect((await signUp('target@example.com', `10.6.0.${i}`)).statusCode).toBe(400);
        expect((await signUp('target@example.com', '10.6.1.1')).statusCode).toBe(429);
        for (let i = 0; i < 30; i++) await signUp(`bulk-${i}@example.com`, '10.7.0.1');
        expect((await signUp('new-one@example.com', '10.7.0.1')).statusCode).toBe(429);
      });
    });
  });
}

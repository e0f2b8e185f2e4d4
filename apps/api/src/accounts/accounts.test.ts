import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { setAllotment } from '#supplier/sandbox-booking.ts';
import type { Db } from '#db/db.ts';
import { readOutbox } from '#mail/mailer.ts';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';
import { insertBooking, kit, PASSWORD } from './test-kit.ts';

const errorOf = (body: string) => apiErrorBodySchema.parse(JSON.parse(body));

for (const storage of storages()) {
  describe(`accounts on ${storage.name}`, () => {
    let server: Server;
    let db: Db;
    /** The accounts' clock; tests move it instead of waiting. */
    let now = new Date('2030-01-10T12:00:00Z');
    let failUpdates = false;
    const { inject, register, member, confirmationCodeFor } = kit(() => server);
    /** Asks for a reset link for this e-mail and reads its token from the newest reset e-mail. */
    const resetToken = async (email: string) => {
      await inject({ method: 'POST', url: '/api/customers/request-Reset-Password', payload: { email } });
      const [mail] = await readOutbox(db, { to: email });
      return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    };

    beforeAll(async () => {
      const real = await storage.open();
      // A database that can be made to fail one statement (the "something went wrong" path).
      db = {
        ...real,
        kind: real.kind,
        query: real.query.bind(real),
        exec: real.exec.bind(real),
        ping: real.ping.bind(real),
        close: real.close.bind(real),
        bulkInsert: real.bulkInsert.bind(real),
        transaction: (work) =>
          real.transaction((tx) =>
            work({
              query: (sql, params) => {
                if (failUpdates && sql.includes('update customers set name')) throw new Error('disk full');
                return tx.query(sql, params);
              },
            }),
          ),
      };
      server = await createServer({
        db,
        appsDir: '/nonexistent',
        clock: () => now,
        withdrawalDelayMs: 60_000,
        developmentPort: () => 3200,
      });
      server.database.start();
      await server.database.whenReady();
      await db.query(`insert into hotels (id, cell, lat, lng, country_code, city_id, stars, property_type, popularity, base_price, discount,
        facilities, suitable, tradable, name, name_key, reviews_count, has_provider, distance_to_center, images_count, children_age_from,
        children_age_to, children_stay_free) values (1, 0, 48.85, 2.35, 'FR', 1, 4, 1, 1, 100, 10, 0, 0, true, 'Hotel Lumière', 'hotel lumiere',
        10, false, 100, 3, 2, 12, true), (2, 0, 48.86, 2.36, 'FR', 1, 5, 1, 1, 200, 10, 0, 0, true, 'Le Grand', 'le grand', 10, false, 100, 3, 2, 12, true)`);
    });
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    describe('sign-up by invitation', () => {
      it('joins with the sandbox invitation code and a mailed confirmation code, signed in at once, with a welcome e-mail', async () => {
        const response = await register('Ada@Example.com');
        expect(response.statusCode).toBe(201);
        const body = response.json<{
          token: string;
          customerInfo: { email: string; accessLevel: string; favorites: string[] };
        }>();
        expect(body.token.length).toBeGreaterThanOrEqual(43);
        expect(body.customerInfo).toMatchObject({
          email: 'Ada@Example.com',
          accessLevel: 'Member',
          favorites: [],
        });
        const box = await readOutbox(db, { to: 'ada@example.com' });
        expect(box.map((m) => m.kind)).toContain('welcome');
        const me = await inject({ url: '/api/customers', token: body.token });
        expect(me.json()).toMatchObject({
          email: 'Ada@Example.com',
          notificationPreferences: { newsletter: true },
        });
      });

      it('keeps tokens and codes only as hashes', async () => {
        const m = await member('hashes@example.com');
        const rows = await db.query<{ token_hash: string }>(
          'select token_hash from sessions where customer_id = $1',
          [m.id],
        );
        expect(rows.map((r) => r.token_hash)).not.toContain(m.token);
        expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
        const hashes = await db.query<{ password_hash: string }>(
          'select password_hash from customers where id = $1',
          [m.id],
        );
        expect(hashes[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      });

      it('puts an e-mail on the waiting list, the same answer twice', async () => {
        for (let i = 0; i < 2; i++) {
          const response = await inject({
            method: 'POST',
            url: '/api/customers/waiting-list',
            payload: { email: 'wait@example.com' },
          });
          expect(response.json()).toEqual({ isSuccessful: true, errorCode: 0 });
        }
        const rows = await db.query('select 1 from waiting_list where email_key = $1', ['wait@example.com']);
        expect(rows).toHaveLength(1);
      });

      it('has no sign-up on brands-for-employees', async () => {
        const code = await confirmationCodeFor('emp@example.com', 'brands-for-employees');
        const response = await inject({
          method: 'POST',
          url: '/api/customers/register',
          whiteLabel: 'brands-for-employees',
          payload: {
            email: 'emp@example.com',
            password: PASSWORD,
            confirmationCode: code,
            inviteLink: 'BRANDS-FOR-EMPLOYEES-WELCOME',
          },
        });
        expect(response.statusCode).toBe(403);
      });

      it('lets xportal partner users in once the partner directory knows them', async () => {
        const refused = await register('partner@example.com', { whiteLabel: 'xportal' });
        expect(refused.statusCode).toBe(403);
        expect(errorOf(refused.body).errorCode).toBe(36);
        await inject({
          method: 'POST',
          url: '/api/sandbox/partner-users',
          payload: { whiteLabel: 'xportal', email: 'partner@example.com' },
        });
        expect((await register('partner@example.com', { whiteLabel: 'xportal' })).statusCode).toBe(201);
      });
    });

    describe('one test per account error code', () => {
      const expectCode = (response: { statusCode: number; body: string }, status: number, code: number) => {
        expect(response.statusCode).toBe(status);
        const body = errorOf(response.body);
        expect(body.errorCode).toBe(code);
        if (status === 400) expect(body.errors.length).toBeGreaterThan(0);
      };
      const registerWith = async (payload: Record<string, unknown>) =>
        inject({
          method: 'POST',
          url: '/api/customers/register',
          payload: {
            email: 'x@example.com',
            password: PASSWORD,
            confirmationCode: '000000',
            inviteLink: 'CLUBSTAY-WELCOME',
            ...payload,
          },
        });
      const login = (email: string, password: string, whiteLabel = 'clubstay') =>
        inject({ method: 'POST', url: '/api/customers/login', whiteLabel, payload: { email, password } });

      it('0: success answers carry errorCode 0', async () => {
        const response = await inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          payload: { email: 'nobody@example.com' },
        });
        expect(response.json()).toEqual({ isSuccessful: true, errorCode: 0 });
      });
      it('2: member calls refuse a caller who is not signed in', async () => {
        expectCode(await inject({ url: '/api/customers' }), 401, 2);
      });
      it('4: a failed profile update changes nothing and returns oldConsents', async () => {
        const m = await member('four@example.com');
        await inject({
          method: 'PATCH',
          url: '/api/customers',
          token: m.token,
          payload: { consents: { analytics: true } },
        });
        failUpdates = true;
        const response = await inject({
          method: 'PATCH',
          url: '/api/customers',
          token: m.token,
          payload: { name: 'Ada', consents: { analytics: false } },
        });
        failUpdates = false;
        expectCode(response, 500, 4);
        expect(response.json()).toMatchObject({
          oldConsents: { analytics: true, personalisedOffers: false, partnerSharing: false },
        });
        expect((await inject({ url: '/api/customers', token: m.token })).json()).toMatchObject({
          name: '',
          consents: { analytics: true },
        });
      });
      it('7: a reset link of an account that is gone', async () => {
        const m = await member('seven@example.com');
        const token = await resetToken(m.email);
        await inject({
          method: 'DELETE',
          url: '/api/customers',
          token: m.token,
          payload: { password: PASSWORD },
        });
        expectCode(
          await inject({
            method: 'POST',
            url: '/api/customers/reset-Password',
            payload: { token, password: 'Another-Pass-1' },
          }),
          404,
          7,
        );
      });
      it('8: a wrong password, and the same answer for an unknown e-mail', async () => {
        await member('eight@example.com');
        expectCode(await login('eight@example.com', 'Wrong-Pass-99'), 401, 8);
        expectCode(await login('not-a-member@example.com', 'Wrong-Pass-99'), 401, 8);
      });
      it('11–15: the password rules, in order, each failing rule named', async () => {
        expectCode(await registerWith({ password: 'PASSWORD-99' }), 400, 11);
        expectCode(await registerWith({ password: 'password-99' }), 400, 12);
        expectCode(await registerWith({ password: 'Pass-9' }), 400, 13);
        expectCode(await registerWith({ password: 'Password-xx' }), 400, 14);
        expectCode(await registerWith({ password: 'Password999' }), 400, 15);
        const all = errorOf((await registerWith({ password: '____' })).body);
        expect(all.errors.map((e) => e.code)).toEqual([
          'LOWER_CASE_NEEDED',
          'UPPER_CASE_NEEDED',
          'MIN_LENGTH',
          'DIGIT_NEEDED',
        ]);
      });
      it('16: an invalid e-mail', async () => {
        expectCode(await registerWith({ email: 'not-an-email' }), 400, 16);
        expectCode(await login('no at sign', 'x'), 400, 16);
      });
      it('17: an e-mail already in use (told only after the address is proven)', async () => {
        await member('seventeen@example.com');
        expectCode(await register('seventeen@example.com'), 409, 17);
      });
      it('21: a subscription token that is not the caller\u2019s', async () => {
        const a = await member('sub-a@example.com');
        const b = await member('sub-b@example.com');
        expectCode(
          await inject({ url: `/api/customers/subscriptions?token=${a.subscriptionToken}`, token: b.token }),
          404,
          21,
        );
      });
      it('22: a confirmation that differs from the new password', async () => {
        const m = await member('twentytwo@example.com');
        expectCode(
          await inject({
            method: 'POST',
            url: '/api/customers/change-Password',
            token: m.token,
            payload: {
              currentPassword: PASSWORD,
              newPassword: 'Brand-New-Pass-1',
              confirmPassword: 'Brand-New-Pass-2',
            },
          }),
          400,
          22,
        );
      });
      it('30: a wrong confirmation code', async () => {
        await confirmationCodeFor('thirty@example.com');
        expectCode(await registerWith({ email: 'thirty@example.com', confirmationCode: '999999x' }), 400, 30);
      });
      it('32: a wrong or expired invitation code', async () => {
        expectCode(await registerWith({ inviteLink: 'NOPE-NOPE' }), 400, 32);
        const minted = await inject({
          method: 'POST',
          url: '/api/sandbox/invitations',
          payload: { whiteLabel: 'clubstay', code: 'SHORT-LIVED', expiresInDays: 1 },
        });
        expect(minted.statusCode).toBe(201);
        now = new Date(now.getTime() + 2 * 86_400_000);
        const code = await confirmationCodeFor('late@example.com');
        expectCode(
          await registerWith({
            email: 'late@example.com',
            inviteLink: 'short-lived',
            confirmationCode: code,
          }),
          400,
          32,
        );
      });
      it('33: a deleted account can neither sign in nor register again', async () => {
        const m = await member('deleted@example.com');
        const deleted = await inject({
          method: 'DELETE',
          url: '/api/customers',
          token: m.token,
          payload: { password: PASSWORD },
        });
        expect(deleted.json()).toEqual({ isSuccessful: true, errorCode: 0 });
        expect((await inject({ url: '/api/customers', token: m.token })).statusCode).toBe(401);
        expectCode(await login('deleted@example.com', PASSWORD), 403, 33);
        expectCode(await register('deleted@example.com'), 403, 33);
      });
      it('36: a non-partner user on xportal', async () => {
        expectCode(await register('stranger@example.com', { whiteLabel: 'xportal' }), 403, 36);
      });

      describe('160: required fields (spec 1 §5), every empty one named, before any other rule', () => {
        /** The answer's code and the fields it names, each with the field code REQUIRED. */
        const required = (response: { statusCode: number; body: string }, fields: string[]) => {
          expectCode(response, 400, 160);
          const body = errorOf(response.body);
          expect(body.errors.map((e) => e.field)).toEqual(fields);
          expect(new Set(body.errors.map((e) => e.code))).toEqual(new Set(['REQUIRED']));
          expect(body.errors[0]?.message).toBe('This field is required');
        };
        const post = (url: string, payload: Record<string, unknown>, token?: string) =>
          inject({ method: 'POST', url, payload, ...(token ? { token } : {}) });

        it('sign-in: the e-mail, the password, or both (spaces are empty in an e-mail)', async () => {
          required(await login('', PASSWORD), ['body.email']);
          required(await login('   ', PASSWORD), ['body.email']);
          required(await login('a@example.com', ''), ['body.password']);
          required(await login('', ''), ['body.email', 'body.password']);
          // Not empty: the other rules answer as before.
          expectCode(await login('no at sign', 'x'), 400, 16);
        });
        it('sign-up: e-mail, password, confirmation code and invitation code, all at once', async () => {
          required(await registerWith({ email: '', password: '', confirmationCode: ' ', inviteLink: '' }), [
            'body.email',
            'body.password',
            'body.confirmationCode',
            'body.inviteLink',
          ]);
          required(await registerWith({ password: '' }), ['body.password']);
          required(await registerWith({ confirmationCode: '' }), ['body.confirmationCode']);
          required(await registerWith({ inviteLink: '  ' }), ['body.inviteLink']);
          // An invitation link without its code is an empty code.
          required(await registerWith({ inviteLink: 'https://clubstay.localhost/auth/sign-up?code=' }), [
            'body.inviteLink',
          ]);
          // Wrong but not empty codes keep their own codes (30, 32: tested above).
          expectCode(await registerWith({ inviteLink: 'NOPE-NOPE' }), 400, 32);
        });
        it('the confirmation code, waiting list, newsletter and reset requests: the e-mail', async () => {
          for (const url of [
            '/api/customers/register/confirmation-code',
            '/api/customers/waiting-list',
            '/api/customers/join-newsletter',
            '/api/customers/request-Reset-Password',
          ]) {
            required(await post(url, { email: ' ' }), ['body.email']);
          }
        });
        it('reset password: the new password, and its confirmation when sent', async () => {
          required(await post('/api/customers/reset-Password', { token: 'any-token', password: '' }), [
            'body.password',
          ]);
          required(
            await post('/api/customers/reset-Password', {
              token: 'any-token',
              password: '',
              confirmPassword: '',
            }),
            ['body.password', 'body.confirmPassword'],
          );
        });
        it('change password and account deletion: every password field', async () => {
          const m = await member('required@example.com');
          required(
            await post(
              '/api/customers/change-Password',
              { currentPassword: '', newPassword: '', confirmPassword: '' },
              m.token,
            ),
            ['body.currentPassword', 'body.newPassword', 'body.confirmPassword'],
          );
          required(
            await post(
              '/api/customers/change-Password',
              { currentPassword: PASSWORD, newPassword: 'Brand-New-Pass-1', confirmPassword: '' },
              m.token,
            ),
            ['body.confirmPassword'],
          );
          required(
            await inject({
              method: 'DELETE',
              url: '/api/customers',
              token: m.token,
              payload: { password: '' },
            }),
            ['body.password'],
          );
        });
        it('never answers the retired codes 6 and 20', async () => {
          for (const response of [
            await login('', ''),
            await registerWith({ password: '' }),
            await post('/api/customers/request-Reset-Password', { email: '' }),
          ]) {
            expect([6, 20]).not.toContain(errorOf(response.body).errorCode);
          }
        });
      });
    });

    describe('sessions', () => {
      it('rotates on login, ends on logout, and is refused on another brand', async () => {
        const m = await member('session@example.com');
        const again = await inject({
          method: 'POST',
          url: '/api/customers/login',
          token: m.token,
          payload: { email: m.email, password: PASSWORD },
        });
        const fresh = again.json<{ token: string }>().token;
        expect(fresh).not.toBe(m.token);
        expect((await inject({ url: '/api/customers', token: m.token })).statusCode).toBe(401);
        expect((await inject({ url: '/api/customers', token: fresh, whiteLabel: 'wirex' })).statusCode).toBe(
          401,
        );
        expect((await inject({ url: '/api/customers', token: fresh })).statusCode).toBe(200);
        expect(
          (await inject({ method: 'POST', url: '/api/customers/logout', token: fresh })).statusCode,
        ).toBe(200);
        expect((await inject({ url: '/api/customers', token: fresh })).statusCode).toBe(401);
      });

      it('a password change ends the other sessions; a reset ends them all; old links die', async () => {
        const m = await member('rotate@example.com');
        const other = (
          await inject({
            method: 'POST',
            url: '/api/customers/login',
            payload: { email: m.email, password: PASSWORD },
          })
        ).json<{ token: string }>().token;
        const changed = await inject({
          method: 'POST',
          url: '/api/customers/change-Password',
          token: m.token,
          payload: {
            currentPassword: PASSWORD,
            newPassword: 'Second-Pass-22',
            confirmPassword: 'Second-Pass-22',
          },
        });
        expect(changed.json()).toEqual({ isSuccessful: true, errorCode: 0 });
        expect((await inject({ url: '/api/customers', token: other })).statusCode).toBe(401);
        expect((await inject({ url: '/api/customers', token: m.token })).statusCode).toBe(200);

        const links: string[] = [];
        for (let i = 0; i < 2; i++) {
          links.push((await resetToken(m.email)) ?? '');
        }
        const first = await inject({
          method: 'POST',
          url: '/api/customers/reset-Password',
          payload: { token: links[0], password: 'Third-Pass-333' },
        });
        expect(first.statusCode).toBe(410);
        const second = await inject({
          method: 'POST',
          url: '/api/customers/reset-Password',
          payload: { token: links[1], password: 'Third-Pass-333', confirmPassword: 'Third-Pass-333' },
        });
        expect(second.statusCode).toBe(200);
        expect(
          (
            await inject({
              method: 'POST',
              url: '/api/customers/reset-Password',
              payload: { token: links[1], password: 'Third-Pass-333' },
            })
          ).statusCode,
        ).toBe(410);
        expect((await inject({ url: '/api/customers', token: m.token })).statusCode).toBe(401);
        expect(
          (
            await inject({
              method: 'POST',
              url: '/api/customers/login',
              payload: { email: m.email, password: 'Third-Pass-333' },
            })
          ).statusCode,
        ).toBe(200);
      });

      it('expires reset links after an hour', async () => {
        const m = await member('expiry@example.com');
        const token = await resetToken(m.email);
        now = new Date(now.getTime() + 61 * 60_000);
        expect(
          (
            await inject({
              method: 'POST',
              url: '/api/customers/reset-Password',
              payload: { token, password: 'Fourth-Pass-44' },
            })
          ).statusCode,
        ).toBe(410);
      });

      it('points reset links at the brand\u2019s own configured host and port, never at the call\u2019s', async () => {
        await member('links@example.com', { whiteLabel: 'wirex' });
        await inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          whiteLabel: 'wirex',
          payload: { email: 'links@example.com' },
          headers: { host: 'wirex.localhost:9999' },
        });
        expect((await readOutbox(db, { to: 'links@example.com', whiteLabel: 'wirex' }))[0]?.text).toContain(
          'http://wirex.localhost:3200/reset-password?token=',
        );
        await inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          whiteLabel: 'wirex',
          payload: { email: 'links@example.com' },
          headers: { host: 'evil.example:3200' },
        });
        const text = (await readOutbox(db, { to: 'links@example.com', whiteLabel: 'wirex' }))[0]?.text ?? '';
        expect(text).toContain('http://wirex.localhost:3200/reset-password?token=');
        expect(text).not.toContain('evil.example');
      });
    });

    describe('profile, consents and subscriptions', () => {
      it('applies the name and phone rules, all or nothing', async () => {
        const m = await member('profile@example.com');
        const bad = await inject({
          method: 'PATCH',
          url: '/api/customers',
          token: m.token,
          payload: { name: 'Ada', surname: 'L0velace', phone: '+33 1' },
        });
        expect(bad.statusCode).toBe(400);
        expect(errorOf(bad.body).errors.map((e) => e.field)).toEqual(['body.surname', 'body.phone']);
        expect((await inject({ url: '/api/customers', token: m.token })).json()).toMatchObject({ name: '' });
        const long = await inject({
          method: 'PATCH',
          url: '/api/customers',
          token: m.token,
          payload: { name: 'A'.repeat(46) },
        });
        expect(errorOf(long.body).errors[0]?.code).toBe('too_long');
        const good = await inject({
          method: 'PATCH',
          url: '/api/customers',
          token: m.token,
          payload: { name: 'Anne-Marie', surname: 'De la Tour', phone: '+33123456789' },
        });
        expect(good.json()).toMatchObject({
          name: 'Anne-Marie',
          surname: 'De la Tour',
          phone: '+33123456789',
        });
      });

      it('unsubscribes and subscribes by token, and manages the categories', async () => {
        const m = await member('news@example.com');
        const off = await inject({
          url: `/api/customers/unsubscribe?token=${m.subscriptionToken}`,
          token: m.token,
        });
        expect(off.json()).toMatchObject({
          isSubscribed: false,
          dealsAndOffers: false,
          travelUpgrades: false,
        });
        const on = await inject({
          url: `/api/customers/subscribe?token=${m.subscriptionToken}`,
          token: m.token,
        });
        expect(on.json()).toMatchObject({ isSubscribed: true, dealsAndOffers: true });
        const some = await inject({
          method: 'PATCH',
          url: '/api/customers/subscriptions',
          token: m.token,
          payload: { token: m.subscriptionToken, dealsAndOffers: false, travelUpgrades: true },
        });
        expect(some.json()).toMatchObject({
          isSubscribed: true,
          dealsAndOffers: false,
          travelUpgrades: true,
        });
        const joined = await inject({
          method: 'POST',
          url: '/api/customers/join-newsletter',
          payload: { email: 'reader@example.com' },
        });
        expect(joined.json()).toEqual({ isSuccessful: true, errorCode: 0 });
      });
    });

    describe('favourites', () => {
      it('adds, lists and removes, idempotently; unknown hotels are 404', async () => {
        const m = await member('fav@example.com');
        for (let i = 0; i < 2; i++)
          expect(
            (await inject({ method: 'POST', url: '/api/customers/favorites/2', token: m.token })).json(),
          ).toEqual({ isSuccessful: true, errorCode: 0 });
        expect(
          (await inject({ method: 'POST', url: '/api/customers/favorites/999999', token: m.token }))
            .statusCode,
        ).toBe(404);
        expect((await inject({ url: '/api/customers', token: m.token })).json()).toMatchObject({
          favorites: ['2'],
        });
        const list = await inject({ url: '/api/customers/favorites', token: m.token });
        expect(list.json()).toMatchObject({ items: [{ id: 2, name: 'Le Grand', stars: 5 }] });
        await inject({ method: 'DELETE', url: '/api/customers/favorites/2', token: m.token });
        expect((await inject({ url: '/api/customers/favorites', token: m.token })).json()).toEqual({
          items: [],
        });
      });
    });

    describe('bookings and cancellation', () => {
      it('lists 50 a page, newest first, without processing or failed bookings', async () => {
        const m = await member('many@example.com');
        for (let i = 0; i < 53; i++)
          await insertBooking(db, { customerId: m.id, createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)) });
        await insertBooking(db, { customerId: m.id, status: 'Processing' });
        await insertBooking(db, { customerId: m.id, status: 'Failed' });
        const page = await inject({ url: '/api/customers/bookings', token: m.token });
        const body = page.json<{
          items: { createdAt: string; status: string }[];
          totalCount: number;
          limit: number;
        }>();
        expect(body.totalCount).toBe(53);
        expect(body.limit).toBe(50);
        expect(body.items).toHaveLength(50);
        expect(body.items[0]?.createdAt).toBe('2030-01-01T00:52:00.000Z');
        expect(body.items.every((b) => b.status === 'Completed')).toBe(true);
        const next = await inject({ url: '/api/customers/bookings?startIndex=50', token: m.token });
        expect(next.json<{ items: unknown[] }>().items).toHaveLength(3);
      });

      it('cancels a refundable booking before its deadline once, refunds it and mails the member', async () => {
        const m = await member('cancel@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          total: 321.5,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const first = await inject({
          method: 'POST',
          url: `/api/customers/bookings/${booking.offerKey}/cancel`,
          token: m.token,
        });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toMatchObject({
          isSuccessful: true,
          refundAmount: 321.5,
          booking: { status: 'Canceled', canCancel: false },
        });
        const again = await inject({
          method: 'POST',
          url: `/api/customers/bookings/${booking.offerKey}/cancel`,
          token: m.token,
        });
        expect(again.json()).toMatchObject({ refundAmount: 321.5, booking: { status: 'Canceled' } });
        const mails = (await readOutbox(db, { to: m.email })).filter(
          (mail) => mail.kind === 'booking-cancellation',
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain(booking.reference);
      });

      /** A card payment as checkout leaves it: a sandbox Stripe intent moved on and its payments row. */
      async function cardPayment(offerKey: string, kind: 'charge' | 'authorization', amount: number) {
        const [row] = await db.query<{ id: string }>('select id from bookings where offer_key = $1', [
          offerKey,
        ]);
        const bookingId = row?.id ?? '';
        const intent = await server.checkout.stripe.createIntent({
          bookingId,
          amount: Math.round(amount * 100),
          currency: 'EUR',
          captureMethod: kind === 'charge' ? 'automatic' : 'manual',
          idempotencyKey: `${bookingId}:${kind}`,
          description: 'test',
        });
        await db.query('update sandbox_stripe_intents set status = $2 where id = $1', [
          intent.id,
          kind === 'charge' ? 'succeeded' : 'requires_capture',
        ]);
        await db.query(
          `insert into payments (id, booking_id, provider, provider_ref, kind, amount, currency, amount_eur, created_at)
           values (gen_random_uuid(), $1, 'stripe', $2, $3, $4, 'EUR', $4, now())`,
          [bookingId, intent.id, kind, amount],
        );
        return { bookingId, intentId: intent.id };
      }
      const refundsOf = (bookingId: string) =>
        db.query<{
          status: string;
          kind: string;
          amount: string;
          attempts: number;
          provider_refund_ref: string | null;
          last_error: string | null;
        }>('select * from refunds where booking_id = $1', [bookingId]);
      const intentStatus = async (id: string) => (await server.checkout.stripe.retrieve(id))?.status;
      const cancelOf = (offerKey: string, token: string) =>
        inject({ method: 'POST', url: `/api/customers/bookings/${offerKey}/cancel`, token });

      it('refunds a cancelled card payment through Stripe once', async () => {
        const m = await member('refund-card@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          total: 210.4,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const { bookingId, intentId } = await cardPayment(booking.offerKey, 'charge', 210.4);
        expect((await cancelOf(booking.offerKey, m.token)).statusCode).toBe(200);
        const refunds = await refundsOf(bookingId);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]).toMatchObject({ status: 'done', kind: 'refund', attempts: 1 });
        expect(Number(refunds[0]?.amount)).toBe(210.4);
        expect(refunds[0]?.provider_refund_ref).toMatch(/^re_/);
        expect(await intentStatus(intentId)).toBe('refunded');
        // A second cancel (and a sweep) issues nothing more.
        expect((await cancelOf(booking.offerKey, m.token)).statusCode).toBe(200);
        await server.checkout.sweep();
        expect(await refundsOf(bookingId)).toEqual(refunds);
      });

      it('releases a pay-at-hotel card guarantee when the booking is cancelled', async () => {
        const m = await member('refund-guarantee@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          amountPaid: 0,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const { bookingId, intentId } = await cardPayment(booking.offerKey, 'authorization', 150);
        expect((await cancelOf(booking.offerKey, m.token)).json()).toMatchObject({ refundAmount: 0 });
        expect(await refundsOf(bookingId)).toMatchObject([{ status: 'done', kind: 'release' }]);
        expect(await intentStatus(intentId)).toBe('canceled');
      });

      it('refunds Paybyrd charges and crypto deposits in their sandboxes', async () => {
        const m = await member('refund-others@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          total: 120,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const [row] = await db.query<{ id: string }>('select id from bookings where offer_key = $1', [
          booking.offerKey,
        ]);
        const bookingId = row?.id ?? '';
        await db.query(
          `insert into sandbox_paybyrd_transactions (correlation_id, idempotency_key, token_id, booking_id, amount, currency, scenario, three_ds, status, created_at, updated_at)
           values ('pb_refund_test', 'pb_refund_test', 'tok_x', $1, 70, 'EUR', 'success', 'authenticated', 'paid', now(), now())`,
          [bookingId],
        );
        // The deposit belongs to the booking's invoice (a refund goes out on the invoice's network).
        await db.query(
          `with invoice as (
             insert into crypto_invoices (id, booking_id, coin, network, address, amount, expires_at, created_at)
             values (gen_random_uuid(), $1, 'USDC', 'ethereum', '0x00000000000000000000000000000000000000aa', 54.5, now(), now())
             returning id)
           insert into crypto_deposits (id, invoice_id, tx_hash, amount, confirm_at, created_at)
           select gen_random_uuid(), id, 'txrefundtest0000000000', 54.5, now(), now() from invoice`,
          [bookingId],
        );
        await db.query(
          `insert into payments (id, booking_id, provider, provider_ref, kind, amount, currency, amount_eur, created_at) values
           (gen_random_uuid(), $1, 'paybyrd', 'pb_refund_test', 'charge', 70, 'EUR', 70, now()),
           (gen_random_uuid(), $1, 'crypto', 'txrefundtest0000000000', 'deposit', 54.5, 'USDC', 50, now())`,
          [bookingId],
        );
        expect((await cancelOf(booking.offerKey, m.token)).statusCode).toBe(200);
        const refunds = await refundsOf(bookingId);
        expect(refunds.map((refund) => refund.status)).toEqual(['done', 'done']);
        const [transaction] = await db.query<{ status: string }>(
          "select status from sandbox_paybyrd_transactions where correlation_id = 'pb_refund_test'",
        );
        expect(transaction?.status).toBe('refunded');
        const [deposit] = await db.query<{ refund_ref: string | null }>(
          "select refund_ref from crypto_deposits where tx_hash = 'txrefundtest0000000000'",
        );
        expect(deposit?.refund_ref).toMatch(/^cr_/);
      });

      it('keeps a refund the provider failed pending and completes it in a later sweep', async () => {
        const m = await member('refund-retry@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          total: 99,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const { bookingId, intentId } = await cardPayment(booking.offerKey, 'charge', 99);
        const stripe = server.checkout.stripe;
        const realRefund = stripe.refund.bind(stripe);
        stripe.refund = () => Promise.reject(new Error('Stripe is unreachable'));
        try {
          const cancel = await cancelOf(booking.offerKey, m.token);
          // The cancel stands whatever the provider says.
          expect(cancel.statusCode).toBe(200);
          expect(cancel.json()).toMatchObject({ booking: { status: 'Canceled' } });
          const [pending] = await refundsOf(bookingId);
          expect(pending).toMatchObject({ status: 'pending', last_error: 'Stripe is unreachable' });
          expect(pending?.attempts).toBeGreaterThanOrEqual(1);
          expect(await intentStatus(intentId)).toBe('succeeded');
        } finally {
          stripe.refund = realRefund;
        }
        // The back-off has passed.
        await db.query('update refunds set next_attempt_at = null where booking_id = $1', [bookingId]);
        for (let round = 0; round < 20 && (await refundsOf(bookingId))[0]?.status !== 'done'; round++) {
          await server.checkout.sweep();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await refundsOf(bookingId)).toMatchObject([{ status: 'done', last_error: null }]);
        expect(await intentStatus(intentId)).toBe('refunded');
      });

      it("gives a cancelled booking's rooms back to the supplier, once", async () => {
        const m = await member('rooms-back@example.com');
        const booking = await insertBooking(db, {
          customerId: m.id,
          deadline: new Date(now.getTime() + 3_600_000),
        });
        const key = { hotelId: 1, roomId: 3, checkIn: '2030-05-01', checkOut: '2030-05-05' };
        // As the checkout's book left it: two rooms taken, one left.
        await db.query('update bookings set allotment = $2 where offer_key = $1', [
          booking.offerKey,
          JSON.stringify({ ...key, units: 2 }),
        ]);
        await setAllotment(db, key, 1);
        const roomsLeft = async () =>
          (
            await db.query<{ rooms_left: number }>(
              'select rooms_left from sandbox_allotments where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4',
              [key.hotelId, key.roomId, key.checkIn, key.checkOut],
            )
          )[0]?.rooms_left;
        const cancel = () =>
          inject({
            method: 'POST',
            url: `/api/customers/bookings/${booking.offerKey}/cancel`,
            token: m.token,
          });
        expect((await cancel()).statusCode).toBe(200);
        expect(await roomsLeft()).toBe(3);
        expect((await cancel()).statusCode).toBe(200);
        expect(await roomsLeft()).toBe(3);
        const [row] = await db.query<{ allotment_released: boolean }>(
          'select allotment_released from bookings where offer_key = $1',
          [booking.offerKey],
        );
        expect(row?.allotment_released).toBe(true);
      });

      it('refuses non-refundable bookings and passed deadlines', async () => {
        const m = await member('nocancel@example.com');
        const fixed = await insertBooking(db, { customerId: m.id, isRefundable: false, deadline: null });
        expect(
          (
            await inject({
              method: 'POST',
              url: `/api/customers/bookings/${fixed.offerKey}/cancel`,
              token: m.token,
            })
          ).statusCode,
        ).toBe(409);
        const late = await insertBooking(db, {
          customerId: m.id,
          deadline: new Date(now.getTime() + 60_000),
        });
        now = new Date(now.getTime() + 120_000);
        expect(
          (
            await inject({
              method: 'POST',
              url: `/api/customers/bookings/${late.offerKey}/cancel`,
              token: m.token,
            })
          ).statusCode,
        ).toBe(409);
        const [row] = await db.query<{ status: string }>('select status from bookings where offer_key = $1', [
          late.offerKey,
        ]);
        expect(row?.status).toBe('Completed');
      });
    });

    describe('wallet', () => {
      it('turns completed stays into rewards: upcoming until check-out, then available', async () => {
        const m = await member('reward@example.com');
        await insertBooking(db, {
          customerId: m.id,
          total: 1000,
          checkIn: '2029-12-01',
          checkOut: '2029-12-05',
        });
        await insertBooking(db, {
          customerId: m.id,
          total: 500,
          checkIn: '2030-06-01',
          checkOut: '2030-06-03',
        });
        await insertBooking(db, { customerId: m.id, total: 800, status: 'Canceled', checkOut: '2029-12-05' });
        const wallet = (await inject({ url: '/api/customers/wallet', token: m.token })).json<{
          availableBalance: number;
          upcomingRewards: number;
          transactions: { kind: string; amount: number }[];
        }>();
        // 4% of EUR 1000 at 1.08 USDC per EUR; the second stay is upcoming; the cancelled one earns nothing.
        expect(wallet.availableBalance).toBe(43.2);
        expect(wallet.upcomingRewards).toBe(21.6);
        expect(wallet.transactions).toEqual([expect.objectContaining({ kind: 'reward', amount: 43.2 })]);
      });

      it('withdraws with the fee deducted, pays out later, and refuses more than the balance', async () => {
        const m = await member('withdraw@example.com');
        await inject({
          method: 'POST',
          url: '/api/sandbox/wallet-credit',
          payload: { whiteLabel: 'clubstay', email: m.email, amount: 50 },
        });
        const address = `0x${'ab'.repeat(20)}`;
        const bad = await inject({
          method: 'POST',
          url: '/api/customers/wallet/withdrawals',
          token: m.token,
          payload: { asset: 'USDC', amount: 20, address: 'nowhere' },
        });
        expect(errorOf(bad.body).errors[0]?.field).toBe('body.address');
        const done = await inject({
          method: 'POST',
          url: '/api/customers/wallet/withdrawals',
          token: m.token,
          payload: { asset: 'USDC', amount: 20, address },
        });
        expect(done.statusCode).toBe(201);
        expect(done.json()).toMatchObject({ amount: 20, fee: 1.5, received: 18.5, status: 'Pending' });
        const tooMuch = await inject({
          method: 'POST',
          url: '/api/customers/wallet/withdrawals',
          token: m.token,
          payload: { asset: 'USDC', amount: 30.01, address },
        });
        expect(tooMuch.statusCode).toBe(409);
        let wallet = (await inject({ url: '/api/customers/wallet', token: m.token })).json<{
          availableBalance: number;
          transactions: { status: string }[];
        }>();
        expect(wallet.availableBalance).toBe(30);
        expect(wallet.transactions[0]?.status).toBe('Pending');
        now = new Date(now.getTime() + 61_000);
        wallet = (await inject({ url: '/api/customers/wallet', token: m.token })).json();
        expect(wallet.transactions[0]?.status).toBe('Completed');
      });

      it('a failed payout (sandbox scenario) gives the amount back', async () => {
        const m = await member('failing@example.com');
        await inject({
          method: 'POST',
          url: '/api/sandbox/wallet-credit',
          payload: { whiteLabel: 'clubstay', email: m.email, amount: 40 },
        });
        await inject({
          method: 'POST',
          url: '/api/customers/wallet/withdrawals',
          token: m.token,
          headers: { 'x-sandbox-scenario': 'withdrawal-fails' },
          payload: { asset: 'USDC', amount: 40, address: `0x${'cd'.repeat(20)}` },
        });
        expect((await inject({ url: '/api/customers/wallet', token: m.token })).json()).toMatchObject({
          availableBalance: 0,
        });
        now = new Date(now.getTime() + 61_000);
        expect((await inject({ url: '/api/customers/wallet', token: m.token })).json()).toMatchObject({
          availableBalance: 40,
        });
      });

      it('never goes negative under many concurrent withdrawals', async () => {
        const m = await member('race@example.com');
        await inject({
          method: 'POST',
          url: '/api/sandbox/wallet-credit',
          payload: { whiteLabel: 'clubstay', email: m.email, amount: 100 },
        });
        const address = `0x${'ef'.repeat(20)}`;
        const answers = await Promise.all(
          Array.from({ length: 25 }, () =>
            inject({
              method: 'POST',
              url: '/api/customers/wallet/withdrawals',
              token: m.token,
              payload: { asset: 'USDC', amount: 10, address },
            }),
          ),
        );
        expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
        expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(15);
        const wallet = (await inject({ url: '/api/customers/wallet', token: m.token })).json<{
          availableBalance: number;
          transactions: { balance: number }[];
        }>();
        expect(wallet.availableBalance).toBe(0);
        expect(Math.min(...wallet.transactions.map((t) => t.balance))).toBe(0);
      });
    });

    describe('affiliate and loyalty', () => {
      it('counts direct and second-degree referrals and the value of their completed bookings', async () => {
        const a = await member('aff-a@example.com');
        const created = await inject({
          method: 'POST',
          url: '/api/customers/affiliate/invitations',
          token: a.token,
          payload: { expiresInDays: 7 },
        });
        expect(created.statusCode).toBe(201);
        const codeA = created.json<{ code: string; expiresAt: string }>();
        expect(new Date(codeA.expiresAt).getTime() - now.getTime()).toBe(7 * 86_400_000);
        const b = await member('aff-b@example.com', { invite: codeA.code });
        const codeB = (
          await inject({
            method: 'POST',
            url: '/api/customers/affiliate/invitations',
            token: b.token,
            payload: { expiresInDays: 1 },
          })
        ).json<{ code: string }>();
        const c = await member('aff-c@example.com', { invite: codeB.code.toLowerCase() });
        await insertBooking(db, { customerId: b.id, total: 250 });
        await insertBooking(db, { customerId: c.id, total: 120 });
        await insertBooking(db, { customerId: c.id, total: 999, status: 'Canceled' });
        const stats = (await inject({ url: '/api/customers/affiliate', token: a.token })).json<unknown>();
        expect(stats).toMatchObject({
          totalReferrals: 2,
          directReferrals: 1,
          secondDegreeReferrals: 1,
          directBookingsValue: 250,
          secondLayerBookingsValue: 120,
        });
        expect(stats).toMatchObject({ invitations: [{ code: codeA.code, uses: 1, isExpired: false }] });
        expect(
          (await inject({ url: '/api/customers/affiliate', token: b.token, whiteLabel: 'clubstay' })).json(),
        ).toMatchObject({ directReferrals: 1 });
        const bad = await inject({
          method: 'POST',
          url: '/api/customers/affiliate/invitations',
          token: a.token,
          payload: { expiresInDays: 5 },
        });
        expect(bad.statusCode).toBe(400);
      });

      it('earns one free night per 10 booked nights, valued at their average price', async () => {
        const m = await member('loyal@example.com');
        await insertBooking(db, {
          customerId: m.id,
          nights: 4,
          total: 400,
          createdAt: new Date('2029-01-01T00:00:00Z'),
        });
        await insertBooking(db, {
          customerId: m.id,
          nights: 8,
          total: 1600,
          createdAt: new Date('2029-02-01T00:00:00Z'),
        });
        const loyalty = (await inject({ url: '/api/customers/loyalty', token: m.token })).json<unknown>();
        // 4 nights at 100 and 6 at 200 make the first block: (400 + 1200) / 10 = 160.
        expect(loyalty).toMatchObject({
          bookedNights: 12,
          nightsToNextReward: 8,
          freeNights: [{ value: 160 }],
        });
      });
    });

    describe('contact form', () => {
      it('stores the message, sends a receipt, and names every bad field', async () => {
        const bad = await inject({
          method: 'POST',
          url: '/api/contact',
          payload: {
            subject: '',
            email: 'x',
            firstName: 'J0hn',
            lastName: '',
            message: 'a'.repeat(1001),
            phone: '123',
          },
        });
        expect(bad.statusCode).toBe(400);
        expect(errorOf(bad.body).errors.map((e) => e.field)).toEqual([
          'body.subject',
          'body.email',
          'body.firstName',
          'body.lastName',
          'body.message',
          'body.phone',
        ]);
        const good = await inject({
          method: 'POST',
          url: '/api/contact',
          payload: {
            subject: 'Late check-in',
            email: 'writer@example.com',
            firstName: 'Jo',
            lastName: 'March',
            message: '<b>Hello</b>',
            phone: '+4915112345678',
          },
        });
        expect(good.json()).toMatchObject({ isSuccessful: true, errorCode: 0 });
        expect((await readOutbox(db, { to: 'writer@example.com' }))[0]?.kind).toBe('contact-received');
      });
    });
  });
}

describe('sandbox helpers are off in production', () => {
  it('serves no invitations, partner users or wallet credits, and seeds no invitation code', async () => {
    const storage = storages()[0];
    if (!storage) return;
    const server = await createServer({ db: await storage.open(), appsDir: '/nonexistent', sandbox: false });
    server.database.start();
    await server.database.whenReady();
    for (const url of [
      '/api/sandbox/invitations',
      '/api/sandbox/partner-users',
      '/api/sandbox/wallet-credit',
    ]) {
      expect((await server.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    }
    expect(await server.database.db.query('select 1 from invitations')).toEqual([]);
    await server.app.close();
  });
});

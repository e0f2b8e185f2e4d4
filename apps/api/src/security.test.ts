import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { PASSWORD, kit } from './accounts/test-kit.ts';
import { openPglite } from './db/pglite.ts';
import { DEVELOPMENT_STRIPE_WEBHOOK_SECRET, readEnv } from './env.ts';
import { signStripePayload } from './checkout/stripe.ts';
import { mintGuestToken } from './guest-token.ts';
import { readOutbox } from './mail/mailer.ts';
import { createServer, type Server, type ServerDeps } from './server.ts';
import { storages } from './test/storages.ts';

/**
 * The attacks of issue #17 (an attack review), each replayed against the server: every one of these
 * succeeded before its fix. Callers from another machine are injected with a public remoteAddress.
 */
const STRANGER = '203.0.113.7';
const PRODUCTION_SECRET = 'a-production-guest-token-secret-0123456789';
const PRODUCTION_WEBHOOK_SECRET = 'whsec_a-production-webhook-secret';
/** The development secret the README prints. */
const DEVELOPMENT_GUEST_TOKEN_SECRET = 'clubstay-development-guest-token-secret';
/** The lock file beside a PGlite data folder. */
const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

const contact = (subject: string) => ({
  subject,
  email: 'visitor@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  message: 'Hello there',
});

describe('settings a deployment cannot get wrong (readEnv)', () => {
  it('listens on this machine only by default, and refuses to put the sandbox on a network unless asked for a public demo', () => {
    const env = readEnv({});
    expect(env.HOST).toBe('localhost');
    expect(env.sandboxMode).toBe('local');
    expect(() => readEnv({ HOST: '0.0.0.0' })).toThrow(/HOST: the sandbox is on .*SANDBOX=public-demo/s);
    expect(() => readEnv({ HOST: '::' })).toThrow(/HOST: the sandbox is on/);
    expect(() => readEnv({ HOST: '192.168.1.20', SANDBOX: 'on' })).toThrow(/HOST: the sandbox is on/);
    expect(readEnv({ HOST: '0.0.0.0', SANDBOX: 'public-demo' }).sandboxMode).toBe('public-demo');
    expect(readEnv({ HOST: '0.0.0.0', SANDBOX: 'off' }).sandboxMode).toBe('off');
    expect(readEnv({ HOST: '127.0.0.1' }).sandboxMode).toBe('local');
    expect(readEnv({ HOST: '::1' }).sandboxMode).toBe('local');
    expect(
      readEnv({
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        GUEST_TOKEN_SECRET: PRODUCTION_SECRET,
        STRIPE_WEBHOOK_SECRET: PRODUCTION_WEBHOOK_SECRET,
      }).sandboxMode,
    ).toBe('off');
  });

  it('refuses production with the development guest-token secret, set or defaulted', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /GUEST_TOKEN_SECRET: production needs its own secret/,
    );
    expect(() =>
      readEnv({ NODE_ENV: 'production', GUEST_TOKEN_SECRET: DEVELOPMENT_GUEST_TOKEN_SECRET }),
    ).toThrow(/GUEST_TOKEN_SECRET/);
    expect(
      readEnv({
        NODE_ENV: 'production',
        GUEST_TOKEN_SECRET: PRODUCTION_SECRET,
        STRIPE_WEBHOOK_SECRET: PRODUCTION_WEBHOOK_SECRET,
      }).GUEST_TOKEN_SECRET,
    ).toBe(PRODUCTION_SECRET);
    // Outside production the development secret keeps `npm start` working with no setup.
    expect(readEnv({}).GUEST_TOKEN_SECRET).toBe(DEVELOPMENT_GUEST_TOKEN_SECRET);
  });

  it('trusts no proxy by default and takes only addresses or ranges as proxies', () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: Expected IP addresses or CIDR ranges/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(readEnv({ BRAND_SCHEME: 'http' }).BRAND_SCHEME).toBe('http');
    expect(() => readEnv({ BRAND_SCHEME: 'ftp' })).toThrow(/BRAND_SCHEME/);
  });
});

describe('one process per PGlite data folder', () => {
  it('refuses a second process on a folder another live process holds, and takes over a dead one’s lock', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clubstay-lock-')), 'pglite');
    // Another live process (our parent) holds the folder.
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }),
    );
    const refused = openPglite(dataDir);
    await expect(refused).rejects.toThrow(
      `The PGlite data folder ${dataDir} is in use by process ${process.ppid}`,
    );
    // A lock left by a process that is gone (a crash) does not stop a restart.
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: 2 ** 22 + 17, startedAt: new Date().toISOString() }),
    );
    const db = await openPglite(dataDir);
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await db.close();
    // Closed, the folder is free again.
    const again = await openPglite(dataDir);
    await again.close();
  }, 180_000);
});

for (const storage of storages()) {
  describe(`attacks on ${storage.name}`, () => {
    let server: Server;
    const { inject, member } = kit(() => server);
    const extra: Server[] = [];

    async function another(deps: Partial<ServerDeps>): Promise<Server> {
      const other = await createServer({ db: server.database.db, appsDir: '/nonexistent', ...deps });
      other.database.start();
      await other.database.whenReady();
      extra.push(other);
      return other;
    }

    beforeAll(async () => {
      server = await createServer({
        db: await storage.open(),
        appsDir: '/nonexistent',
        sandboxToken: 'sandbox-token-for-tests-0001',
      });
      server.database.start();
      await server.database.whenReady();
    });
    afterAll(async () => {
      for (const other of extra) {
        // They share the first server's database: close only their own hooks.
        other.database.close = async () => undefined;
        await other.app.close();
      }
      await server.app.close();
      await storage.cleanup();
    });

    describe('the sandbox answers this machine only (item 1)', () => {
      it('does not let a stranger read a member’s reset link from the mailbox and take the account over', async () => {
        const victim = await member('victim@example.com');
        const asked = await inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          payload: { email: victim.email },
          ip: STRANGER,
        });
        expect(asked.statusCode).toBe(200);
        for (const url of ['/api/sandbox/mailbox', `/api/sandbox/mailbox/messages?to=${victim.email}`]) {
          const read = await inject({ url, ip: STRANGER });
          expect(read.statusCode).toBe(404);
          expect(read.body).not.toContain('reset-password?token=');
        }
        // The owner's own machine still reads it (the development mailbox).
        const local = await inject({ url: `/api/sandbox/mailbox/messages?to=${victim.email}` });
        expect(local.statusCode).toBe(200);
        expect(local.body).toContain('reset-password?token=');
      });

      it('serves no guest tokens, invitations, wallet credit, partner users or test payments to a stranger', async () => {
        const calls: [string, string, unknown][] = [
          ['POST', '/api/sandbox/guest-token', { whiteLabel: 'brands-for-employees' }],
          ['POST', '/api/sandbox/invitations', { whiteLabel: 'clubstay' }],
          [
            'POST',
            '/api/sandbox/wallet-credit',
            { whiteLabel: 'clubstay', email: 'victim@example.com', amount: 50 },
          ],
          ['POST', '/api/sandbox/partner-users', { whiteLabel: 'xportal', email: 'me@example.com' }],
          ['GET', '/api/sandbox/accounts', undefined],
          [
            'POST',
            '/api/sandbox/paybyrd/tokens',
            { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
          ],
          ['POST', '/api/sandbox/crypto/deposit', { address: '0x0', amount: 1 }],
          ['GET', '/api/%73andbox/accounts', undefined],
        ];
        for (const [method, url, payload] of calls) {
          const response = await server.app.inject({
            method: method as 'GET' | 'POST',
            url,
            remoteAddress: STRANGER,
            ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
          });
          expect(response.statusCode, url).toBe(404);
        }
        const minted = await server.app.inject({
          method: 'POST',
          url: '/api/sandbox/guest-token',
          payload: { whiteLabel: 'brands-for-employees' },
        });
        expect(minted.statusCode).toBe(200);
      });

      it('does not take a proxy on this machine for this machine', async () => {
        for (const headers of [
          { 'x-forwarded-for': STRANGER },
          { forwarded: `for=${STRANGER}` },
          { 'x-real-ip': STRANGER },
        ]) {
          expect((await server.app.inject({ url: '/api/sandbox/accounts', headers })).statusCode).toBe(404);
        }
      });

      it('lets a caller elsewhere in with the sandbox token, and everyone in a public demo', async () => {
        const withToken = await server.app.inject({
          url: '/api/sandbox/accounts',
          remoteAddress: STRANGER,
          headers: { 'x-sandbox-token': 'sandbox-token-for-tests-0001' },
        });
        expect(withToken.statusCode).toBe(200);
        const wrongToken = await server.app.inject({
          url: '/api/sandbox/accounts',
          remoteAddress: STRANGER,
          headers: { 'x-sandbox-token': 'sandbox-token-for-tests-0002' },
        });
        expect(wrongToken.statusCode).toBe(404);
        const demo = await another({ sandboxAudience: 'public' });
        expect(
          (await demo.app.inject({ url: '/api/sandbox/accounts', remoteAddress: STRANGER })).statusCode,
        ).toBe(200);
      });

      it('drops the well-known invitation codes once the same database runs without the sandbox', async () => {
        const own = storages().find((candidate) => candidate.name === storage.name);
        if (!own) throw new Error('no storage');
        const db = await own.open();
        const demo = await createServer({ db, appsDir: '/nonexistent' });
        demo.database.start();
        await demo.database.whenReady();
        expect(await db.query(`select code from invitations where code = 'CLUBSTAY-WELCOME'`)).toHaveLength(
          1,
        );
        const production = await createServer({ db, appsDir: '/nonexistent', sandbox: false });
        production.database.start();
        await production.database.whenReady();
        expect(await db.query(`select code from invitations where code = 'CLUBSTAY-WELCOME'`)).toEqual([]);
        production.database.close = async () => undefined;
        await production.app.close();
        await demo.app.close();
        await own.cleanup();
      });

      it('ignores a forced scenario from a stranger', async () => {
        const check = (remoteAddress: string) =>
          server.app.inject({
            url: '/api/checkout/check?checkoutId=00000000-0000-4000-8000-000000000001',
            remoteAddress,
            headers: { 'x-white-label': 'clubstay', 'x-sandbox-scenario': 'not-a-scenario' },
          });
        // This machine's scenario is read (and this one is refused as unknown)…
        const local = await check('127.0.0.1');
        expect(apiErrorBodySchema.parse(local.json()).errors[0]?.field).toBe('headers.x-sandbox-scenario');
        // …a stranger's is gone before any route reads it.
        const stranger = await check(STRANGER);
        expect(JSON.stringify(stranger.json())).not.toContain('x-sandbox-scenario');
      });
    });

    describe('links come from configuration, never from the call (item 4)', () => {
      it('keeps a forged X-Forwarded-Proto and Host out of the reset link', async () => {
        const victim = await member('origin@example.com');
        await inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          payload: { email: victim.email },
          headers: { 'x-forwarded-proto': 'https://evil.example/?', host: 'localhost:6666' },
        });
        const mail = (await readOutbox(server.database.db, { to: victim.email })).find(
          (m) => m.kind === 'password-reset',
        );
        expect(mail?.text).toMatch(/Set a new password: http:\/\/localhost\/reset-password\?token=[\w-]+/);
        expect(mail?.text).not.toContain('evil.example');
        expect(mail?.text).not.toContain('6666');
      });

      it('uses the brand’s configured host and scheme behind a trusted proxy too', async () => {
        const configured = await another({
          brandHosts: { 'stays.example.com': 'clubstay' },
          trustProxy: ['127.0.0.1'],
          brandScheme: 'https',
        });
        const email = 'configured@example.com';
        await member(email);
        await configured.app.inject({
          method: 'POST',
          url: '/api/customers/request-Reset-Password',
          payload: { email },
          headers: {
            'x-white-label': 'clubstay',
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'http',
          },
        });
        const mail = (await readOutbox(server.database.db, { to: email })).find(
          (m) => m.kind === 'password-reset',
        );
        expect(mail?.text).toMatch(
          /Set a new password: https:\/\/stays\.example\.com\/reset-password\?token=/,
        );
        expect(mail?.text).not.toContain('evil.example');
      });
    });

    describe('the client address is the first untrusted hop from the right (item 7)', () => {
      it('counts contact messages per socket address, whatever X-Forwarded-For claims, with no proxy configured', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          const response = await inject({
            method: 'POST',
            url: '/api/contact',
            payload: contact(`Question ${i}`),
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
            ip: '192.0.2.44',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      });

      it('behind a trusted proxy takes the hop the proxy saw, not the client’s leftmost entry', async () => {
        const proxied = await another({ trustProxy: ['10.0.0.0/8'] });
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          const response = await proxied.app.inject({
            method: 'POST',
            url: '/api/contact',
            remoteAddress: '10.1.2.3',
            headers: { 'x-white-label': 'clubstay', 'x-forwarded-for': `198.51.100.${i}, 192.0.2.45` },
            payload: contact(`Proxied ${i}`),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      });

      it('does not let rotating X-Forwarded-For through the sign-up code limit', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 32; i++) {
          const response = await inject({
            method: 'POST',
            url: '/api/customers/register/confirmation-code',
            payload: { email: `rotating-${i}@example.com` },
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
            ip: '192.0.2.46',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      });
    });

    describe('guest tokens (item 6)', () => {
      it('refuses a correctly signed token that claims to live for years', async () => {
        const token = mintGuestToken(
          {
            wl: 'brands-for-employees',
            sub: 'attacker',
            exp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400,
          },
          DEVELOPMENT_GUEST_TOKEN_SECRET,
        );
        const response = await inject({
          method: 'POST',
          url: '/api/customers/wl-validate-guest',
          whiteLabel: 'brands-for-employees',
          payload: { token },
        });
        expect(response.statusCode).toBe(401);
        expect(apiErrorBodySchema.parse(response.json()).errors[0]?.code).toBe('lifetime');
        const day = mintGuestToken(
          { wl: 'brands-for-employees', sub: 'employee', exp: Math.floor(Date.now() / 1000) + 86_400 },
          DEVELOPMENT_GUEST_TOKEN_SECRET,
        );
        const fine = await inject({
          method: 'POST',
          url: '/api/customers/wl-validate-guest',
          whiteLabel: 'brands-for-employees',
          payload: { token: day },
        });
        expect(fine.statusCode).toBe(200);
      });
    });

    describe('nobody locks a member out (item 9)', () => {
      const login = (email: string, password: string, ip: string) =>
        inject({ method: 'POST', url: '/api/customers/login', payload: { email, password }, ip });

      it('lets the owner in from another address after a stranger’s 10 wrong passwords', async () => {
        const owner = await member('lockout@example.com');
        for (let i = 0; i < 10; i++)
          expect((await login(owner.email, 'Wrong-Guess-1', STRANGER)).statusCode).toBe(401);
        expect((await login(owner.email, PASSWORD, STRANGER)).statusCode).toBe(429);
        expect((await login(owner.email, PASSWORD, '192.0.2.80')).statusCode).toBe(200);
        // Changing the password and deleting the account have their own counter, not the stranger's.
        const changed = await inject({
          method: 'POST',
          url: '/api/customers/change-Password',
          token: owner.token,
          payload: {
            currentPassword: PASSWORD,
            newPassword: 'New-Correct-Horse-9',
            confirmPassword: 'New-Correct-Horse-9',
          },
        });
        expect(changed.statusCode).toBe(200);
      });

      it('sends the owner one unlock e-mail when guesses from many addresses hit the account ceiling; its code lets them in once', async () => {
        const owner = await member('ceiling@example.com');
        // 100 wrong passwords from 10 addresses (10 each: under every per-address limit) fill the
        // account-wide ceiling: before the unlock e-mail the owner was locked out for 15 minutes.
        for (let source = 0; source < 10; source++)
          for (let i = 0; i < 10; i++)
            expect((await login(owner.email, 'Wrong-Guess-1', `198.51.100.${source + 10}`)).statusCode).toBe(
              401,
            );
        expect((await login(owner.email, PASSWORD, '192.0.2.81')).statusCode).toBe(429);
        expect((await login(owner.email, PASSWORD, '192.0.2.82')).statusCode).toBe(429);
        const unlocks = (await readOutbox(server.database.db, { to: owner.email })).filter(
          (m) => m.kind === 'account-unlock',
        );
        expect(unlocks).toHaveLength(1);
        const code = /\/auth\/sign-in\?unlock=([A-Za-z0-9_-]+)/.exec(unlocks[0]?.text ?? '')?.[1];
        expect(code).toBeTruthy();
        const withCode = (password: string, ip: string) =>
          inject({
            method: 'POST',
            url: '/api/customers/login',
            payload: { email: owner.email, password, unlock: code },
            ip,
          });
        // The code alone is no password, and a stranger's code for another account does nothing.
        expect((await withCode('Wrong-Guess-1', '192.0.2.83')).statusCode).toBe(401);
        expect((await withCode(PASSWORD, '192.0.2.83')).statusCode).toBe(200);
        // Used up: the ceiling applies again.
        expect((await withCode(PASSWORD, '192.0.2.84')).statusCode).toBe(429);
      });
    });

    describe('NUL characters are a 400 with a field error (item 10)', () => {
      it.each([
        ['POST', '/api/contact', contact('Hi\u0000there'), 'body.subject'],
        ['POST', '/api/contact', { ...contact('Hi'), message: 'a\u0000b' }, 'body.message'],
        ['POST', '/api/customers/waiting-list', { email: 'a\u0000@example.com' }, 'body.email'],
        ['GET', '/api/v2/hotel/1/rooms?searchId=x&es=a%00b', undefined, 'query.es'],
        [
          'POST',
          '/api/checkout/create',
          { hotelId: 1, searchRequestId: 's', selectedPackageId: 'p', currency: 'EUR', es: 'a\u0000b' },
          'body.es',
        ],
        [
          'POST',
          '/api/checkout/book',
          { checkoutId: 'x'.repeat(22), locale: 'en', customerInfo: { specialRequests: 'late\u0000' } },
          'body.customerInfo.specialRequests',
        ],
        [
          'POST',
          '/api/web/check',
          {
            error: 'x\u0000',
            errorInfo: {},
            type: 'endpoint',
            meta: {
              buildVersion: '1',
              userAgent: 'u',
              viewportHeight: 1,
              viewportWidth: 1,
              timezoneOffset: 0,
            },
          },
          'body.error',
        ],
      ])('%s %s', async (method, url, payload, field) => {
        const response = await inject({
          method: method as 'GET' | 'POST',
          url,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode).toBe(400);
        expect(apiErrorBodySchema.parse(response.json()).errors.map((error) => error.field)).toContain(field);
      });
    });

    describe('error reports are bounded (item 11)', () => {
      const report = (error: string) => ({
        error,
        errorInfo: { path: '/config', status: 500 },
        type: 'endpoint',
        meta: {
          buildVersion: '1.0.0',
          userAgent: 'test',
          viewportHeight: 800,
          viewportWidth: 1280,
          timezoneOffset: 0,
        },
      });

      it('refuses a report over 32 KB', async () => {
        const response = await inject({
          method: 'POST',
          url: '/api/web/check',
          payload: { ...report('big'), errorInfo: { requestParams: { junk: 'x'.repeat(250_000) } } },
          ip: '192.0.2.90',
        });
        expect(response.statusCode).toBe(413);
        expect(apiErrorBodySchema.parse(response.json()).errors[0]?.field).toBe('body');
      });

      it('takes 60 reports an hour from one address', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 62; i++) {
          statuses.push(
            (
              await inject({
                method: 'POST',
                url: '/api/web/check',
                payload: report(`flood ${i}`),
                ip: '192.0.2.91',
              })
            ).statusCode,
          );
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(60);
        expect(statuses.slice(60)).toEqual([429, 429]);
      });

      it('keeps only the newest reports', async () => {
        const small = await another({ webReportsKept: 3 });
        for (let i = 0; i < 5; i++) {
          const response = await small.app.inject({
            method: 'POST',
            url: '/api/web/check',
            remoteAddress: '192.0.2.92',
            headers: { 'x-white-label': 'clubstay' },
            payload: report(`kept ${i}`),
          });
          expect(response.statusCode).toBe(201);
        }
        const rows = await server.database.db.query<{ error: string }>(
          'select error from web_reports order by created_at desc, id',
        );
        expect(rows.length).toBeLessThanOrEqual(3);
        expect(rows.map((row) => row.error)).toContain('kept 4');
      });
    });

    describe('no-store and hotel ids (item 12)', () => {
      it('tells caches not to keep member answers', async () => {
        const me = await member('cache@example.com');
        for (const url of [
          '/api/customers',
          '/api/customers/bookings',
          '/api/customers/wallet',
          '/api/customers/affiliate',
        ]) {
          const response = await inject({ url, token: me.token });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['cache-control'], url).toBe('no-store');
        }
      });

      it.each(['0x10', '1e1', '+16', ' 16', '16.0', '0b1'])('refuses hotel id %j', async (id) => {
        for (const url of [
          `/api/hotel/${encodeURIComponent(id)}`,
          `/api/hotel/${encodeURIComponent(id)}/images`,
        ]) {
          const response = await inject({ url });
          expect(response.statusCode, url).toBe(400);
          expect(apiErrorBodySchema.parse(response.json()).errors[0]?.field).toBe('params.hotelId');
        }
      });
    });
  });
}

describe('card webhooks signed with the public development secret', () => {
  const servers: Server[] = [];
  const own = 'whsec_this-deployment-only-0123456789';
  /** The checkout's clock, so the signatures' timestamps are always within its tolerance. */
  const NOW = Date.parse('2026-11-28T12:00:00Z');
  let event = 0;
  const post = (server: Server, secret: string) => {
    const body = JSON.stringify({
      id: `evt_${++event}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: `pi_${event}`, metadata: {} } },
    });
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(body, secret, NOW / 1000),
      },
      payload: body,
    });
  };
  /** The sandbox card provider (no Stripe keys); main.ts gives it STRIPE_WEBHOOK_SECRET when set. */
  const start = async (sandboxWebhookSecret?: string) => {
    const db = await openPglite(undefined);
    const checkout = {
      sweepMs: 0,
      now: () => NOW,
      ...(sandboxWebhookSecret ? { sandboxWebhookSecret } : {}),
    };
    const server = await createServer({ db, appsDir: '/nonexistent', checkout });
    servers.push(server);
    server.database.start();
    await server.database.whenReady();
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.app.close();
  });

  it('are taken only while no secret of the deployment is set (development)', async () => {
    expect((await post(await start(), DEVELOPMENT_STRIPE_WEBHOOK_SECRET)).statusCode).toBe(200);
  });

  it('are refused once STRIPE_WEBHOOK_SECRET is set; the deployment’s own secret is taken', async () => {
    const server = await start(own);
    const forged = await post(server, DEVELOPMENT_STRIPE_WEBHOOK_SECRET);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<unknown>()).toMatchObject({
      errors: [{ field: 'headers.stripe-signature', code: 'invalid_signature' }],
    });
    expect((await post(server, own)).statusCode).toBe(200);
  });
});

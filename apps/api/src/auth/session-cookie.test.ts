import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_ERROR_CODE, apiErrorBodySchema } from '@clubstay/contract/errors';
import { kit, PASSWORD } from '#accounts/test-kit.ts';
import { openPglite } from '#db/pglite.ts';
import { createServer, type Server } from '#server.ts';

const HOST = 'localhost:3000';
const SITE = `http://${HOST}`;
const THIRTY_DAYS = 30 * 24 * 3600;

/** The Set-Cookie values of an answer. */
function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}
function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return setCookies(response).find((cookie) => cookie.startsWith('token='));
}
function attributes(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}
function tokenOf(cookie: string | undefined): string {
  return decodeURIComponent(/^token=([^;]*)/.exec(cookie ?? '')?.[1] ?? '');
}

describe('the HttpOnly session cookie (issue 18, item 4)', () => {
  let server: Server;
  let proxied: Server;
  const { inject, member } = kit(() => server);

  beforeAll(async () => {
    server = await createServer({ db: await openPglite(undefined), appsDir: '/nonexistent' });
    server.database.start();
    await server.database.whenReady();
    // The same database behind a trusted TLS-terminating proxy on this machine.
    proxied = await createServer({
      db: server.database.db,
      appsDir: '/nonexistent',
      trustProxy: ['127.0.0.1'],
    });
    proxied.database.start();
    await proxied.database.whenReady();
  }, 120_000);
  afterAll(async () => {
    proxied.database.close = async () => undefined;
    await proxied.app.close();
    await server.app.close();
  });

  /** A call as the browser makes it: the cookie, the host and (for writes) the page's Origin. */
  const browser = (options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    cookie?: string;
    origin?: string | null;
    headers?: Record<string, string>;
    payload?: unknown;
  }) =>
    inject({
      method: options.method ?? 'GET',
      url: options.url,
      payload: options.payload,
      headers: {
        host: HOST,
        ...(options.cookie ? { cookie: `token=${encodeURIComponent(options.cookie)}` } : {}),
        ...(options.origin === null ? {} : { origin: options.origin ?? SITE }),
        ...options.headers,
      },
    });

  const signIn = (email: string, headers: Record<string, string> = {}, target: Server = server) =>
    target.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-white-label': 'clubstay', host: HOST, origin: SITE, ...headers },
      payload: { email, password: PASSWORD },
    });

  it('is set by sign-up and sign-in: HttpOnly, SameSite=Lax, the whole site, as long as the session; the body still has the token', async () => {
    const email = 'cookie-flags@example.com';
    const joined = await member(email);
    expect(joined.token).toMatch(/\S{20,}/);

    const signedIn = await signIn(email);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(tokenOf(cookie)).toBe(signedIn.json<{ token: string }>().token);
    expect(attributes(cookie)).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${THIRTY_DAYS}`]),
    );
    expect(attributes(cookie)).not.toContain('secure');
  });

  it('is Secure when the call came over TLS through a trusted proxy, and only then', async () => {
    const email = 'cookie-secure@example.com';
    await member(email);
    const overTls = await signIn(email, { 'x-forwarded-proto': 'https' }, proxied);
    expect(overTls.statusCode).toBe(200);
    expect(attributes(sessionCookie(overTls))).toEqual(expect.arrayContaining(['secure', 'httponly']));
    // Without TRUST_PROXY anyone could send X-Forwarded-Proto: it is not believed.
    const forged = await signIn(email, { 'x-forwarded-proto': 'https' });
    expect(attributes(sessionCookie(forged))).not.toContain('secure');
    // HSTS goes with TLS the same way.
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('signs the member in by the cookie alone, and writes it again HttpOnly on the member info call', async () => {
    const { token } = await member('cookie-auth@example.com');
    const me = await browser({ url: '/api/customers', cookie: token });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe('cookie-auth@example.com');
    // A cookie the app's JavaScript wrote before this change comes back HttpOnly.
    const renewed = sessionCookie(me);
    expect(tokenOf(renewed)).toBe(token);
    expect(attributes(renewed)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    const maxAge = Number(
      attributes(renewed)
        .find((part) => part.startsWith('max-age='))
        ?.slice(8),
    );
    expect(maxAge).toBeGreaterThan(THIRTY_DAYS - 60);
    expect(maxAge).toBeLessThanOrEqual(THIRTY_DAYS);
  });

  it('still signs non-browser clients in by the Authorization header, which wins over a cookie', async () => {
    const a = await member('cookie-header-a@example.com');
    const b = await member('cookie-header-b@example.com');
    const byHeader = await inject({ url: '/api/customers', token: a.token });
    expect(byHeader.statusCode).toBe(200);
    expect(sessionCookie(byHeader)).toBeUndefined();
    const both = await browser({
      url: '/api/customers',
      cookie: b.token,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(both.json<{ email: string }>().email).toBe(a.email);
    // A bearer token that is no session is not rescued by the cookie.
    const badHeader = await browser({
      url: '/api/customers',
      cookie: b.token,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(badHeader.statusCode).toBe(401);
  });

  it('refuses a state-changing call by cookie from another site (403, code 51), and takes it from the site itself', async () => {
    const { token } = await member('cookie-csrf@example.com');
    const favourite = (origin: string | null, headers: Record<string, string> = {}) =>
      browser({
        method: 'PATCH',
        url: '/api/customers',
        cookie: token,
        origin,
        headers,
        payload: { name: 'Ada' },
      });

    const crossSite = await favourite('https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    const body = apiErrorBodySchema.parse(crossSite.json());
    expect(body.errorCode).toBe(CROSS_SITE_ERROR_CODE);
    expect(body.errors.map((error) => error.field)).toEqual(['headers.origin']);
    // Another brand's host (another port, another subdomain) is another site too.
    expect((await favourite('http://wirex.localhost:3000')).statusCode).toBe(403);
    expect((await favourite('http://localhost:4000')).statusCode).toBe(403);
    expect((await favourite('null')).statusCode).toBe(403);
    // Neither Origin nor Referer: refused.
    expect((await favourite(null)).statusCode).toBe(403);
    // A Referer stands in for a missing Origin.
    expect((await favourite(null, { referer: `${SITE}/hotel/7` })).statusCode).toBe(200);
    expect((await favourite(null, { referer: 'https://evil.example/' })).statusCode).toBe(403);
    // The site's own page.
    expect((await favourite(SITE)).statusCode).toBe(200);
    const me = await browser({ url: '/api/customers', cookie: token });
    expect(me.json<{ name: string }>().name).toBe('Ada');

    // POST and DELETE too, refused before the route looks at anything else.
    const post = await browser({
      method: 'POST',
      url: '/api/customers/favorites/7',
      cookie: token,
      origin: 'https://evil.example',
    });
    expect(post.statusCode).toBe(403);
    const remove = await browser({
      method: 'DELETE',
      url: '/api/customers/favorites/7',
      cookie: token,
      origin: 'https://evil.example',
    });
    expect(remove.statusCode).toBe(403);

    // Reads are not state changes, and a bearer token is no cookie: neither is concerned.
    expect(
      (await browser({ url: '/api/customers', cookie: token, origin: 'https://evil.example' })).statusCode,
    ).toBe(200);
    const byHeader = await inject({
      method: 'PATCH',
      url: '/api/customers',
      token,
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Grace' },
    });
    expect(byHeader.statusCode).toBe(200);
  });

  it('compares with the host a trusted proxy received', async () => {
    const { token } = await member('cookie-proxy-host@example.com');
    const call = (origin: string) =>
      proxied.app.inject({
        method: 'PATCH',
        url: '/api/customers',
        remoteAddress: '127.0.0.1',
        payload: { name: 'Ada' },
        headers: {
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'stays.example.com',
          'x-forwarded-proto': 'https',
          'x-white-label': 'clubstay',
          cookie: `token=${token}`,
          origin,
        },
      });
    expect((await call('https://stays.example.com')).statusCode).toBe(200);
    expect((await call('https://evil.example')).statusCode).toBe(403);
  });

  it('takes the interest beacon with the cookie from the site’s page', async () => {
    const { token } = await member('cookie-beacon@example.com');
    const beacon = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/customers/interest',
        headers: { host: HOST, origin, cookie: `token=${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ pageUrl: `${SITE}/hotel/7`, hotel: 7, price: 120 }),
      });
    expect((await beacon(SITE)).statusCode).toBe(200);
    expect((await beacon('https://evil.example')).statusCode).toBe(403);
  });

  it('is cleared by sign-out, which ends the session; a cookie whose session ended is cleared too', async () => {
    const email = 'cookie-signout@example.com';
    await member(email);
    const token = tokenOf(sessionCookie(await signIn(email)));
    const out = await browser({ method: 'POST', url: '/api/customers/logout', cookie: token });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookie(out);
    expect(tokenOf(cleared)).toBe('');
    expect(attributes(cleared)).toEqual(expect.arrayContaining(['max-age=0', 'path=/', 'httponly']));
    const dead = await browser({ url: '/api/customers', cookie: token });
    expect(dead.statusCode).toBe(401);
    // The start sequence's member info call clears a cookie whose session ended.
    expect(attributes(sessionCookie(dead))).toContain('max-age=0');
    // Signing out again with the dead cookie: 401, and the cookie still goes.
    const again = await browser({ method: 'POST', url: '/api/customers/logout', cookie: token });
    expect(again.statusCode).toBe(401);
    expect(attributes(sessionCookie(again))).toContain('max-age=0');
    // Signing out from another site is refused: nobody signs a member out from elsewhere.
    const other = tokenOf(sessionCookie(await signIn(email)));
    const crossSite = await browser({
      method: 'POST',
      url: '/api/customers/logout',
      cookie: other,
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await browser({ url: '/api/customers', cookie: other })).statusCode).toBe(200);
  });

  it('is cleared by account deletion', async () => {
    const { token } = await member('cookie-delete@example.com');
    const deleted = await browser({
      method: 'DELETE',
      url: '/api/customers',
      cookie: token,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(attributes(sessionCookie(deleted))).toContain('max-age=0');
  });

  it('keeps the member signed in after changing the password (only other sessions end)', async () => {
    const { token } = await member('cookie-change@example.com');
    const changed = await browser({
      method: 'POST',
      url: '/api/customers/change-Password',
      cookie: token,
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'Another-Horse-7',
        confirmPassword: 'Another-Horse-7',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(sessionCookie(changed)).toBeUndefined();
    expect((await browser({ url: '/api/customers', cookie: token })).statusCode).toBe(200);
  });
});

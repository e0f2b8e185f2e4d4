import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { mintGuestToken, verifyGuestToken } from '#guest-token.ts';
import { openPglite } from '#db/pglite.ts';
import { createServer, type Server } from '#server.ts';

const secret = 'test-secret-of-at-least-16-chars';

describe('guest tokens', () => {
  const now = Date.parse('2026-11-22T00:00:00Z');
  const exp = now / 1000 + 3600;
  it('accepts a token signed with the secret, for its own white-label, before expiry', () => {
    const token = mintGuestToken({ wl: 'brands-for-employees', sub: 'emp-1', exp }, secret);
    expect(verifyGuestToken(token, secret, 'brands-for-employees', now)).toMatchObject({ ok: true });
  });
  it('refuses tampering, other secrets, other white-labels, expiry and garbage', () => {
    const token = mintGuestToken({ wl: 'brands-for-employees', sub: 'emp-1', exp }, secret);
    const [data, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ wl: 'brands-for-employees', sub: 'boss', exp })).toString('base64url')}.${signature}`;
    expect(verifyGuestToken(forged, secret, 'brands-for-employees', now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyGuestToken(token, 'another-secret-0000000', 'brands-for-employees', now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyGuestToken(token, secret, 'wirex', now)).toEqual({ ok: false, reason: 'white-label' });
    expect(verifyGuestToken(token, secret, 'brands-for-employees', now + 3_600_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyGuestToken('nonsense', secret, 'brands-for-employees', now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyGuestToken(`${data}.${signature}.x`, secret, 'brands-for-employees', now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('customer calls at start', () => {
  let server: Server;
  beforeAll(async () => {
    server = await createServer({ db: await openPglite(undefined), guestTokenSecret: secret });
  });
  afterAll(async () => {
    await server.app.close();
  });

  const validate = (token: unknown, whiteLabel = 'brands-for-employees') =>
    server.app.inject({
      method: 'POST',
      url: '/api/customers/wl-validate-guest',
      headers: { 'x-white-label': whiteLabel },
      payload: { token },
    });

  it('validates a partner guest token minted by the sandbox', async () => {
    const minted = await server.app.inject({
      method: 'POST',
      url: '/api/sandbox/guest-token',
      payload: { whiteLabel: 'brands-for-employees' },
    });
    const { token } = minted.json<{ token: string }>();
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccessful: true, token });
  });

  it('answers 401 with a field error for a bad token, and 400 for a brand without guest tokens or a missing token', async () => {
    const bad = await validate('abc.def');
    expect(bad.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(bad.json()).errors[0]?.field).toBe('body.token');
    expect((await validate('abc.def', 'wirex')).statusCode).toBe(400);
    const missing = await validate(undefined);
    expect(missing.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(missing.json()).errors[0]?.field).toBe('body.token');
  });

  it('refuses user info without a session', async () => {
    const response = await server.app.inject({
      url: '/api/customers',
      headers: { 'x-white-label': 'clubstay' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves no sandbox helpers when the sandbox is off', async () => {
    const production = await createServer({
      db: await openPglite(undefined),
      guestTokenSecret: secret,
      sandbox: false,
    });
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/sandbox/guest-token',
      payload: { whiteLabel: 'brands-for-employees' },
    });
    expect(response.statusCode).toBe(404);
    await production.app.close();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@clubstay/contract/endpoints';
import { BUILT_IN_PATHS, createApiClient, favoriteAnswerCheck } from './client.ts';
import { isApiError } from './errors.ts';
import { fakeFetch, json, testClient } from './test-utils.ts';

const environment = () => ({
  userAgent: 'vitest',
  viewportHeight: 844,
  viewportWidth: 390,
  timezoneOffset: -60,
  pageUrl: 'http://wirex.localhost:3000/search',
});

describe('api client', () => {
  it('sends Accept-Language, X-White-Label and the bearer token on every call', async () => {
    const { client, calls } = testClient(() => json(200, { ok: true }), {
      whiteLabel: 'wirex',
      getLanguage: () => 'de',
      getToken: () => 'secret-token',
      buildVersion: '1.0.0',
      environment,
    });
    await client.get('/search', z.object({ ok: z.boolean() }), { 'f.stars': [4, 5], 'f.name': '' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('http://api.test/api/search?f.stars=4%2C5');
    expect(call?.headers.get('accept-language')).toBe('de');
    expect(call?.headers.get('x-white-label')).toBe('wirex');
    expect(call?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, calls } = testClient(() => json(200, {}), {
      getToken: () => null,
      environment,
    });
    await client.get('/config-like', z.object({}));
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('in the browser reads no token cookie: the HttpOnly session cookie goes with the call by itself', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; token=js-readable-token' });
    try {
      const { client, calls } = testClient(() => json(200, {}), {
        environment,
      });
      await client.get('/config-like', z.object({}));
      expect(calls[0]?.headers.has('authorization')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks whether the visitor is signed in without reporting the 401 that says no', async () => {
    const { client, calls } = testClient(
      (request) =>
        request.url.endsWith('/web/check')
          ? json(201, { id: 'r1', isSuccessful: true })
          : json(401, { status: 401, message: 'User should be signed in', errors: [], errorCode: 2 }),
      {
        environment,
        checkResponses: false,
      },
    );
    const probe: unknown = await client.getCustomer({ probe: true }).catch((e: unknown) => e);
    expect(isApiError(probe) && probe.status).toBe(401);
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/api/customers']);
    // An unexpected 401 (a member call) is still reported.
    await client.getCustomer().catch(() => undefined);
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/web/check'))).toBe(true));
  });

  it('throws a typed error with status, data and field errors, and reports the failure', async () => {
    const { client, calls } = testClient(
      (request) =>
        request.url.endsWith('/web/check')
          ? json(201, { id: 'r1', isSuccessful: true })
          : json(400, {
              status: 400,
              message: 'Invalid query',
              errors: [{ field: 'query.k', code: 'invalid_format', message: 'Bad dates' }],
            }),
      {
        whiteLabel: 'vivid',
        getToken: () => null,
        buildVersion: '2.3.4',
        environment,
      },
    );
    const error: unknown = await client.get('/search', z.object({}), { k: 'nope' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid query');
    expect(error.errors).toEqual([{ field: 'query.k', code: 'invalid_format', message: 'Bad dates' }]);
    expect(error.data).toMatchObject({ status: 400 });

    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const reportCall = calls[1];
    expect(reportCall?.url).toBe('http://api.test/api/web/check');
    expect(reportCall?.headers.get('x-white-label')).toBe('vivid');
    expect(JSON.parse(reportCall?.body ?? '{}')).toEqual({
      error: 'Invalid query',
      errorInfo: {
        path: '/search',
        status: 400,
        response: {
          status: 400,
          message: 'Invalid query',
          errors: [{ field: 'query.k', code: 'invalid_format', message: 'Bad dates' }],
        },
        requestParams: { k: 'nope' },
        pageUrl: 'http://wirex.localhost:3000/search',
      },
      type: 'endpoint',
      meta: {
        buildVersion: '2.3.4',
        userAgent: 'vitest',
        viewportHeight: 844,
        viewportWidth: 390,
        timezoneOffset: -60,
      },
    });
  });

  it('reports network failures as status 0, and never reports the healthcheck or the report call', async () => {
    const { client, calls } = testClient(
      (request) => {
        if (request.url.endsWith('/healthcheck'))
          return json(503, { status: 503, message: 'down', errors: [] });
        throw new TypeError('fetch failed');
      },
      {
        getToken: () => null,
        environment,
      },
    );
    await expect(client.healthcheck()).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    const failure: unknown = await client.get('/search', z.object({})).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, path: '/search' });
    // The report itself fails too (network down) and is swallowed, not re-reported.
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('http://api.test/api/web/check'));
    expect(calls.filter((c) => c.url.endsWith('/web/check'))).toHaveLength(1);
  });

  it('rejects an empty config answer', async () => {
    const { client } = testClient(() => json(200, {}), {
      getToken: () => null,
      environment,
    });
    await expect(client.config()).rejects.toThrow();
  });

  it('calls the built-in endpoints on the paths of the contract', () => {
    for (const [name, path] of Object.entries(BUILT_IN_PATHS)) {
      expect(path, name).toBe(endpoints[name as keyof typeof BUILT_IN_PATHS].path);
    }
  });

  it('checks the built-in answers against the contract unless told not to (production builds)', async () => {
    const { fetch } = fakeFetch(() => json(200, { status: 'up', extra: 1 }));
    const options = {
      baseUrl: 'http://api.test',
      whiteLabel: 'wirex',
      getLanguage: () => 'en',
      buildVersion: '1',
      fetch,
      environment,
    } as const;
    await expect(createApiClient(options).healthcheck()).rejects.toBeInstanceOf(z.ZodError);
    await expect(createApiClient({ ...options, checkResponses: false }).healthcheck()).resolves.toEqual({
      status: 'up',
      extra: 1,
    });
  });

  it('accepts a favourites answer with no error code and refuses one with an error code', () => {
    expect(favoriteAnswerCheck.parse(null)).toBeNull();
    expect(favoriteAnswerCheck.parse({ errorCode: 0, other: 1 })).toEqual({ errorCode: 0, other: 1 });
    expect(() => favoriteAnswerCheck.parse({ errorCode: 12 })).toThrow('errorCode 12');
    expect(() => favoriteAnswerCheck.parse('text')).toThrow();
    expect(() => favoriteAnswerCheck.parse({ errorCode: '1' })).toThrow();
  });
});

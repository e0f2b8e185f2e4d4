import { vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from './client.ts';

/** A request the fake fetch received. */
export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A fetch that records each request (address, method, headers, body) and answers with `answer`. */
export function fakeFetch(answer: (request: Recorded) => Response) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    calls.push(recorded);
    return answer(recorded);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A JSON answer with this status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A client over the fake fetch: clubstay on http://api.test, English, build 1, no token, a 1×1 window,
 * unless `options` say otherwise; `calls` are the requests it made.
 */
export function testClient(answer: (request: Recorded) => Response, options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(answer);
  const client = createApiClient({
    baseUrl: 'http://api.test',
    whiteLabel: 'clubstay',
    getLanguage: () => 'en',
    buildVersion: '1',
    fetch,
    environment: () => ({
      userAgent: 'vitest',
      viewportHeight: 1,
      viewportWidth: 1,
      timezoneOffset: 0,
      pageUrl: '',
    }),
    ...options,
  });
  return { client, calls };
}

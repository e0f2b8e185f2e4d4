import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, guestHeaders } from './checkout.ts';
import { createApiClient } from './client.ts';

function client(answer: unknown) {
  const calls: { url: string; method: string; headers: Headers; body: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const api = createApiClient({
    baseUrl: 'http://localhost:3000',
    whiteLabel: 'brands-for-employees',
    getLanguage: () => 'de',
    getToken: () => null,
    buildVersion: 'test',
    fetch: fetch,
    environment: () => ({
      userAgent: 'vitest',
      viewportHeight: 1,
      viewportWidth: 1,
      timezoneOffset: 0,
      pageUrl: '',
    }),
  });
  return { api: checkoutApi(api), calls };
}

describe('checkout calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the guest token from the id_token cookie', () => {
    expect(guestHeaders('a=1; id_token=abc.def')).toEqual({ 'Guest-Authorization': 'Bearer abc.def' });
    expect(guestHeaders('a=1')).toBeUndefined();
  });

  it('sends Guest-Authorization on the book call when a guest token is stored', async () => {
    vi.stubGlobal('document', { cookie: 'id_token=guest.token' });
    const { api, calls } = client({ offerKey: 'k'.repeat(32), reference: 'CS-AAAA-BBBB' });
    const answer = await api.book({
      checkoutId: 'c'.repeat(32),
      agreed: true,
      currency: 'EUR',
      locale: 'de',
      customerInfo: {
        title: 'Mr',
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max@example.com',
        phoneCountryCode: '+49',
        phoneNumber: '+4915112345678',
        nationality: 'DE',
      },
    });
    expect(answer.reference).toBe('CS-AAAA-BBBB');
    expect(calls[0]?.url).toBe('http://localhost:3000/api/checkout/book');
    expect(calls[0]?.headers.get('Guest-Authorization')).toBe('Bearer guest.token');
    expect(calls[0]?.headers.get('X-White-Label')).toBe('brands-for-employees');
  });

  it('sends no Guest-Authorization without a guest token', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const { api, calls } = client({ logged: true });
    await api.paybyrdCheck('c'.repeat(32), '3DS polled');
    expect(calls[0]?.headers.get('Guest-Authorization')).toBeNull();
  });
});

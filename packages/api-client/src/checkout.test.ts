import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, guestHeaders } from './checkout.ts';
import { json, testClient } from './test-utils.ts';

function client(answer: unknown) {
  const { client: api, calls } = testClient(() => json(200, answer), {
    baseUrl: 'http://localhost:3000',
    whiteLabel: 'brands-for-employees',
    getLanguage: () => 'de',
    getToken: () => null,
    buildVersion: 'test',
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

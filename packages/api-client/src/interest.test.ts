import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEREST_PATH, sendInterest } from './interest.ts';

describe('interest beacon (spec 2 §7 POST /customers/interest)', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('queues the page, city, hotel and price; the session goes as its HttpOnly cookie, never in the body', async () => {
    // Even a token cookie a script can read (one an older app wrote) stays out of the body.
    vi.stubGlobal('document', { cookie: 'a=1; token=js-readable-token' });
    const sent: { url: string; data: Blob }[] = [];
    const queued = sendInterest(
      { pageUrl: 'http://localhost/hotel/7', city: 'Paris', hotel: 7, price: 210 },
      (url, data) => sent.push({ url, data }) > 0,
    );
    expect(queued).toBe(true);
    expect(sent[0]?.url).toBe(INTEREST_PATH);
    expect(sent[0]?.data.type).toBe('application/json');
    expect(JSON.parse(await (sent[0]?.data as Blob).text())).toEqual({
      pageUrl: 'http://localhost/hotel/7',
      city: 'Paris',
      hotel: 7,
      price: 210,
    });
  });

  it('sends nothing where beacons do not exist', () => {
    expect(sendInterest({ pageUrl: 'x' }, undefined)).toBe(false);
  });
});

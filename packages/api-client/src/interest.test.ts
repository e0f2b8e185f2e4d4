import { describe, expect, it } from 'vitest';
import { INTEREST_PATH, sendInterest } from './interest.ts';

describe('interest beacon (spec 2 §7 POST /customers/interest)', () => {
  it('queues the page, city, hotel, price and the member token from its cookie', async () => {
    const sent: { url: string; data: Blob }[] = [];
    const queued = sendInterest(
      { pageUrl: 'http://localhost/hotel/7', city: 'Paris', hotel: 7, price: 210 },
      (url, data) => sent.push({ url, data }) > 0,
      'a=1; token=member-token',
    );
    expect(queued).toBe(true);
    expect(sent[0]?.url).toBe(INTEREST_PATH);
    expect(sent[0]?.data.type).toBe('application/json');
    expect(JSON.parse(await (sent[0]?.data as Blob).text())).toEqual({
      pageUrl: 'http://localhost/hotel/7',
      city: 'Paris',
      hotel: 7,
      price: 210,
      token: 'member-token',
    });
  });

  it('sends no token for a visitor, and nothing where beacons do not exist', async () => {
    const sent: Blob[] = [];
    sendInterest({ pageUrl: 'http://localhost/hotel/7', hotel: 7 }, (_url, data) => sent.push(data) > 0, '');
    expect(JSON.parse(await (sent[0] as Blob).text())).toEqual({
      pageUrl: 'http://localhost/hotel/7',
      hotel: 7,
    });
    expect(sendInterest({ pageUrl: 'x' }, undefined)).toBe(false);
  });
});

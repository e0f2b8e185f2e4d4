import { describe, expect, it } from 'vitest';
import { type AnalyticsSink, attributionOf, createAnalytics, type TrackedEvent } from './analytics.ts';

describe('analytics seam', () => {
  it('reads gclid and utm values from an address, ignoring the rest', () => {
    expect(
      attributionOf(
        new URLSearchParams('gclid=abc&utm_source=news&utm_medium=mail&utm_campaign=spring&q=Paris'),
      ),
    ).toEqual({ gclid: 'abc', utm_source: 'news', utm_medium: 'mail', utm_campaign: 'spring' });
    expect(attributionOf(new URLSearchParams('q=Paris'))).toEqual({});
  });

  it('hands each event to the sink with the brand, the page and the attribution', () => {
    const seen: TrackedEvent[] = [];
    const analytics = createAnalytics(
      { track: (event) => seen.push(event) },
      {
        brand: 'coca',
        pageUrl: () => 'http://coca.localhost/confirmation',
        attribution: () => ({ gclid: 'g1' }),
      },
    );
    analytics.track({ type: 'login' });
    analytics.track({ type: 'booking', offerKey: 'k', hotelId: 7, value: 120, currency: 'USD' });
    expect(seen).toEqual([
      {
        type: 'login',
        brand: 'coca',
        pageUrl: 'http://coca.localhost/confirmation',
        attribution: { gclid: 'g1' },
      },
      {
        type: 'booking',
        offerKey: 'k',
        hotelId: 7,
        value: 120,
        currency: 'USD',
        brand: 'coca',
        pageUrl: 'http://coca.localhost/confirmation',
        attribution: { gclid: 'g1' },
      },
    ]);
  });

  it('never lets a failing sink break the caller', () => {
    const failing: AnalyticsSink = {
      track: () => {
        throw new Error('tag manager down');
      },
    };
    const analytics = createAnalytics(failing, {
      brand: 'clubstay',
      pageUrl: () => '',
      attribution: () => ({}),
    });
    expect(() => analytics.track({ type: 'login' })).not.toThrow();
  });
});

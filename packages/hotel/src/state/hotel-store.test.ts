import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@clubstay/api-client/client';
import { residencyOf } from '#domain/stay.ts';
import { createHotelStore, priceStay } from './hotel-store.ts';

describe('pricing a stay with GET /search/byhotelId (spec 2 §7)', () => {
  it('sends k, the hotel, its coordinates, es, tfb, utcOffset, pos and Residency', async () => {
    const get = vi.fn(() =>
      Promise.resolve({ searchId: 'k.h7', stay: {}, hotels: [{ id: 7, es: 'new-es' }] }),
    );
    const client = { get } as unknown as ApiClient;
    const priced = await priceStay(createHotelStore(), client, {
      hotelId: 7,
      stay: { dates: ['2027-03-12', '2027-03-15'], rooms: [{ adults: 2, children: [] }], businessTrip: true },
      geo: { lat: 48.85, lng: 2.35 },
      es: 'old-es',
      pos: 'wirex',
      residency: 'DE',
    });
    expect(priced).toEqual({ searchId: 'k.h7', es: 'new-es' });
    expect(get).toHaveBeenCalledOnce();
    const [path, , query] = get.mock.calls[0] as unknown as [string, unknown, Record<string, unknown>];
    expect(path).toMatch(/byhotelId/);
    expect(query).toMatchObject({
      k: '20270312-20270315~2',
      'd.hids': [7],
      'd.lat': 48.85,
      'd.lng': 2.35,
      es: 'old-es',
      tfb: true,
      pos: 'wirex',
      Residency: 'DE',
    });
    expect(typeof query.utcOffset).toBe('number');
  });

  it("reads the traveller's residence from the first preferred language with a region", () => {
    expect(residencyOf(['fr', 'de-CH', 'en-US'])).toBe('CH');
    expect(residencyOf(['zh-Hans-CN'])).toBe('CN');
    expect(residencyOf(['en', 'es'])).toBeUndefined();
    expect(residencyOf([])).toBeUndefined();
  });
});

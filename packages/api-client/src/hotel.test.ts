import { describe, expect, it } from 'vitest';
import { isApiError } from './errors.ts';
import { getGuaranteedOffer, getRooms, hotelReviewsUrl, searchByHotelId } from './hotel.ts';
import { json, testClient } from './test-utils.ts';

function clientAnswering(answer: (url: string) => Response) {
  const urls: string[] = [];
  const { client } = testClient(
    (request) => {
      urls.push(request.url);
      return answer(request.url);
    },
    { getToken: () => null },
  );
  return { client, urls };
}

const offer = {
  status: 1,
  packageId: '1-1-N',
  roomId: 1,
  name: 'Standard Double Room',
  images: [],
  facilities: [],
  isRefundable: false,
  boarding: 1,
  cancellationDeadline: null,
  source: 1,
  priceChangePercent: 0,
  price: { price: 300, pricePerNight: 100, tax: 27.27, fee: 6 },
};
const timeout = () =>
  json(524, { status: 524, message: 'The rates supplier did not answer in time; retry', errors: [] });

describe('hotel calls', () => {
  it('retries the guaranteed offer twice on 524 and then answers', async () => {
    let calls = 0;
    const { client, urls } = clientAnswering((url) =>
      url.endsWith('/web/check') ? json(201, {}) : ++calls <= 2 ? timeout() : json(200, offer),
    );
    const answer = await getGuaranteedOffer(
      client,
      7,
      { searchId: 's.1', packageId: '1-1-N', es: 'e' },
      { retryDelayMs: 0 },
    );
    expect(answer.status).toBe(1);
    const offerCalls = urls.filter((url) => url.includes('/room/guaranteed'));
    expect(offerCalls).toHaveLength(3);
    expect(offerCalls[0]).toBe(
      'http://api.test/api/hotel/7/room/guaranteed?SearchRequestId=s.1&PackageId=1-1-N&es=e',
    );
  });

  it('gives up after the second retry', async () => {
    const { client, urls } = clientAnswering((url) =>
      url.endsWith('/web/check') ? json(201, {}) : timeout(),
    );
    const failure = await getGuaranteedOffer(
      client,
      7,
      { searchId: 's.1', packageId: '1-1-N' },
      { retryDelayMs: 0 },
    ).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(524);
    expect(urls.filter((url) => url.includes('/room/guaranteed'))).toHaveLength(3);
  });

  it('does not retry other failures', async () => {
    const { client, urls } = clientAnswering((url) =>
      url.endsWith('/web/check')
        ? json(201, {})
        : json(404, { status: 404, message: 'Unknown package', errors: [] }),
    );
    await expect(getGuaranteedOffer(client, 7, { searchId: 's.1', packageId: 'x' })).rejects.toThrow(
      'Unknown package',
    );
    expect(urls.filter((url) => url.includes('/room/guaranteed'))).toHaveLength(1);
  });

  it('sends the rooms and search-by-hotel queries as the contract names them', async () => {
    const { client, urls } = clientAnswering(() => json(500, { status: 500, message: 'x', errors: [] }));
    await getRooms(client, 12, { searchId: 'abc.h12', es: 'zz' }).catch(() => undefined);
    await searchByHotelId(client, {
      k: '20270312-20270315~2',
      'd.hids': [12],
      tfb: false,
      utcOffset: 60,
    }).catch(() => undefined);
    expect(urls[0]).toBe('http://api.test/api/v2/hotel/12/rooms?hotelId=12&searchId=abc.h12&es=zz');
    expect(urls.find((url) => url.includes('byhotelId'))).toBe(
      'http://api.test/api/search/byhotelId?k=20270312-20270315%7E2&d.hids=12&tfb=false&utcOffset=60',
    );
  });

  it('frames the reviews page of the hotel in the UI language', () => {
    expect(hotelReviewsUrl(12, 'zh-CN')).toBe('/api/hotel/12/reviews?lang=zh-CN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configResponseSchema } from '@clubstay/contract/config';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { hotelImagesResponseSchema, hotelInfoSchema } from '@clubstay/contract/hotel';
import {
  autocompleteResponseSchema,
  featuredResponseSchema,
  FEATURED_PLACE_IDS,
  placeSchema,
} from '@clubstay/contract/places';
import {
  formatSearchKey,
  SORT_OPTIONS,
  type SearchHotel,
  searchResponseSchema,
} from '@clubstay/contract/search';
import { distanceM } from '#inventory/geo.ts';
import { seed, seedSteps } from '#seed.ts';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';

/** A small but real seed: every place and 4,000 hotels of four countries (Paris, Zürich, São Paulo, New York). */
const SEED = { hotels: 4000, countries: ['FR', 'CH', 'BR', 'US'] };

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const K = formatSearchKey(futureDate(40), futureDate(43), [
  { adults: 2, children: [5] },
  { adults: 1, children: [] },
]);

interface HotelPosition extends Record<string, unknown> {
  id: number;
  lat: number;
  lng: number;
  stars: number;
  country_code: string;
}

for (const storage of storages()) {
  describe(`places and search on ${storage.name}`, () => {
    let server: Server;
    let all: HotelPosition[];

    const get = async (url: string) => {
      const response = await server.app.inject({ url });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const search = async (query: string) => {
      const { status, body } = await get(`/api/search?k=${encodeURIComponent(K)}&${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return searchResponseSchema.parse(body);
    };
    /** Every hotel of a search, page by page. */
    const walk = async (query: string, limit = 100) => {
      const hotels: SearchHotel[] = [];
      let total = -1;
      for (let start = 0; total < 0 || start < total; start += limit) {
        const page = await search(`${query}&p.start=${start}&p.limit=${limit}`);
        total = page.totalCount;
        hotels.push(...page.hotels);
        if (!page.hotels.length) break;
      }
      return { hotels, total };
    };
    const inside = (lat: number, lng: number, radius: number) =>
      all.filter((hotel) => distanceM(lat, lng, hotel.lat, hotel.lng) <= radius).map((hotel) => hotel.id);

    beforeAll(async () => {
      server = await createServer({
        db: await storage.open(),
        afterMigrate: (db) => seed(db, seedSteps(SEED), () => undefined),
      });
      server.database.start();
      await server.database.whenReady();
      all = await server.database.db.query<HotelPosition>(
        'select id, lat, lng, stars, country_code from hotels',
      );
    }, 120_000);
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('seeds the requested number of hotels in many cities, with the featured ones populated', async () => {
      expect(all).toHaveLength(SEED.hotels);
      const [cities] = await server.database.db.query<{ n: number }>(
        'select count(distinct city_id)::int as n from hotels',
      );
      expect(cities?.n).toBeGreaterThan(500);
      const featured = featuredResponseSchema.parse((await get('/api/places/featured')).body);
      const inSeed = featured.destinations.filter((place) => SEED.countries.includes(place.countryCode));
      expect(inSeed.map((place) => place.name)).toEqual(['Paris', 'Las Vegas', 'New York City', 'Miami']);
      for (const place of inSeed) expect(place.hotelsCount).toBeGreaterThan(10);
    });

    it.each([
      ['zur', 'Zürich, Switzerland'],
      ['new y', 'New York City, United States'],
      ['sao p', 'São Paulo, Brazil'],
      ['SÃO PAULO', 'São Paulo, Brazil'],
      ['paris, fr', 'Paris, France'],
      ['cdg', 'Charles de Gaulle International Airport (CDG), France'],
      ['fran', 'France'],
    ])('autocompletes %s to %s', async (q, description) => {
      const { status, body } = await get(`/api/places/autocomplete?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      const { predictions } = autocompleteResponseSchema.parse(body);
      expect(predictions.length).toBeLessThanOrEqual(10);
      expect(predictions[0]?.description).toBe(description);
    });

    it('ranks by size and answers in the requested language', async () => {
      const { predictions } = autocompleteResponseSchema.parse(
        (await get('/api/places/autocomplete?q=par&lang=de')).body,
      );
      expect(predictions).toHaveLength(10);
      expect(predictions[0]).toMatchObject({
        name: 'Paris',
        country: 'Frankreich',
        type: 'city',
        radius: { min: 500, max: 25000 },
      });
      const none = autocompleteResponseSchema.parse((await get('/api/places/autocomplete?q=qqqzzz')).body);
      expect(none.predictions).toEqual([]);
    });

    it('resolves a place by id and 404s an unknown one', async () => {
      const paris = placeSchema.parse((await get(`/api/places/${FEATURED_PLACE_IDS[0]}`)).body);
      expect(paris).toMatchObject({ name: 'Paris', countryCode: 'FR', type: 'city' });
      expect(paris.lat).toBeCloseTo(48.85, 1);
      expect((await get('/api/places/city-1')).status).toBe(404);
      expect((await get('/api/places/nope')).status).toBe(400);
    });

    it('finds every hotel within the radius of Paris, and totalCount is what paging walks through', async () => {
      const { hotels, total } = await walk('d.dd=city-2988507&d.r=12000', 37);
      expect(hotels).toHaveLength(total);
      expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(total);
      expect(hotels.map((hotel) => hotel.id).sort((a, b) => a - b)).toEqual(
        inside(48.85341, 2.3488, 12000).sort((a, b) => a - b),
      );
      expect(total).toBeGreaterThan(50);
      for (const hotel of hotels) {
        expect(hotel.distanceToPoint).toBeLessThanOrEqual(12000);
        expect(hotel.price.currency).toBe('EUR');
        expect(hotel.price.total).toBeCloseTo(hotel.price.perNight * 3, 0);
        expect(hotel.isFavorite).toBe(false);
      }
    });

    it('searches a whole country without radius, and a point of interest', async () => {
      const france = await search('d.dd=country-FR&p.limit=1');
      expect(france.totalCount).toBe(all.filter((hotel) => hotel.country_code === 'FR').length);
      expect(france.destination.radius).toBeNull();
      const byCode = await search('d.countryCode=FR&p.limit=1');
      expect(byCode.totalCount).toBe(france.totalCount);
      // More than the 1000 ids kept per searchId at first: later pages extend the kept set.
      const us = await walk('d.countryCode=US&s.prop=Price&s.dir=asc');
      expect(us.total).toBe(all.filter((hotel) => hotel.country_code === 'US').length);
      expect(us.total).toBeGreaterThan(1000);
      expect(new Set(us.hotels.map((hotel) => hotel.id)).size).toBe(us.total);
      const prices = us.hotels.map((hotel) => hotel.price.perNight);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cdg = await walk('d.dd=poi-CDG&d.r=30000');
      expect(cdg.hotels.map((hotel) => hotel.id).sort((a, b) => a - b)).toEqual(
        inside(49.0127983093, 2.54999995232, 30000).sort((a, b) => a - b),
      );
      const point = await walk('d.lat=48.8584&d.lng=2.2945&d.r=5000');
      expect(point.total).toBe(inside(48.8584, 2.2945, 5000).length);
    });

    it.each(SORT_OPTIONS)('sorts by %s', async (sort) => {
      const [prop, dir] = sort.split('-');
      const { hotels } = await walk(`d.dd=city-2988507&s.prop=${prop}&s.dir=${dir}`);
      const value = (hotel: SearchHotel): number =>
        prop === 'Price'
          ? hotel.price.perNight
          : prop === 'Discount'
            ? hotel.discount
            : prop === 'DistanceToPoint'
              ? hotel.distanceToPoint
              : prop === 'TrustYouScore'
                ? (hotel.review?.score ?? -1)
                : 0;
      if (prop === 'PopularityScore') {
        expect(hotels.length).toBeGreaterThan(0);
        return;
      }
      for (let i = 1; i < hotels.length; i++) {
        const [before, after] = [value(hotels[i - 1] as SearchHotel), value(hotels[i] as SearchHotel)];
        if (dir === 'asc')
          expect(after).toBeGreaterThanOrEqual(before - 1); // distances are rounded to metres
        else expect(after).toBeLessThanOrEqual(before);
      }
    });

    it('honours every filter and reports metadata over the whole destination', async () => {
      const base = await search('d.dd=city-2988507&p.limit=1');
      const meta = base.metadata;
      expect(meta.priceMin).not.toBeNull();
      expect(meta.stars.length).toBeGreaterThan(1);
      const config = configResponseSchema.parse((await get('/api/config')).body);
      const known = new Set(config.facilities.map((facility) => facility.id));
      expect(meta.facilitiesSet.every((id) => known.has(id))).toBe(true);
      expect(meta.hotFiltersSet.every((id) => config.hotFilters.some((filter) => filter.id === id))).toBe(
        true,
      );

      const check = async (query: string, test: (hotel: SearchHotel) => boolean) => {
        const { hotels, total } = await walk(`d.dd=city-2988507&${query}`);
        expect(hotels).toHaveLength(total);
        expect(hotels.every(test)).toBe(true);
        expect(total).toBeLessThanOrEqual(base.totalCount);
        return total;
      };
      expect(await check('f.stars=4,5', (hotel) => hotel.stars >= 4)).toBeGreaterThan(0);
      await check('f.propertyTypes=1', (hotel) => hotel.propertyType === 1);
      await check('f.rating=3,4', (hotel) => (hotel.review?.category ?? -1) >= 3);
      await check('f.hideSoldOut=true', (hotel) => !hotel.soldOut);
      await check('f.distanceToPointMax=3000', (hotel) => hotel.distanceToPoint <= 3000);
      const mid = Math.round(((meta.priceMin ?? 0) + (meta.priceMax ?? 0)) / 4);
      await check(
        `f.priceFrom=${mid}&f.priceTo=${mid * 2}`,
        (hotel) => hotel.price.perNight >= mid && hotel.price.perNight <= mid * 2,
      );
      const withWifi = await check('f.facilities=22', () => true);
      const withWifiAndPool = await check('f.facilities=22,26', () => true);
      expect(withWifiAndPool).toBeLessThanOrEqual(withWifi);
      for (const hotel of (await search('d.dd=city-2988507&f.facilities=22,7&p.limit=20')).hotels) {
        const info = hotelInfoSchema.parse((await get(`/api/hotel/${hotel.id}`)).body);
        const ids = info.facilities.flatMap((group) => group.facilities.map((facility) => facility.id));
        expect(ids).toEqual(expect.arrayContaining([22, 7]));
      }
      const named = (await search('d.dd=city-2988507&p.limit=1')).hotels[0];
      const word = named?.name.split(' ')[1] ?? '';
      await check(`f.name=${encodeURIComponent(word.toLowerCase())}`, (hotel) =>
        hotel.name.toLowerCase().includes(word.toLowerCase()),
      );
      await check('f.suitableTypes=2', () => true);
    });

    it('keeps one result set per searchId across pages', async () => {
      const first = await search('d.dd=city-2988507&p.limit=10');
      const second = await search('d.dd=city-2988507&p.start=10&p.limit=10');
      expect(second.searchId).toBe(first.searchId);
      expect(second.totalCount).toBe(first.totalCount);
      const other = await search('d.dd=city-2988507&f.stars=5&p.limit=10');
      expect(other.searchId).not.toBe(first.searchId);
      // The metadata is the destination's: reused for a new filter, and what a fresh computation gives.
      expect(other.metadata).toEqual(first.metadata);
      const fresh = await server.app.inject({
        url: `/api/search?k=${encodeURIComponent(K)}&d.dd=city-2988507&f.stars=5&p.limit=10`,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(searchResponseSchema.parse(fresh.json()).metadata).toEqual(first.metadata);
      expect(searchResponseSchema.parse(fresh.json()).totalCount).toBe(other.totalCount);
    });

    it('serves hotel info priced by searchId, its images and the pictures', async () => {
      const result = await search('d.dd=city-2988507&p.limit=1');
      const hotel = result.hotels[0];
      if (!hotel) throw new Error('no hotel');
      const info = hotelInfoSchema.parse(
        (await get(`/api/hotel/${hotel.id}?searchId=${result.searchId}&locale=fr`)).body,
      );
      expect(info).toMatchObject({
        id: hotel.id,
        name: hotel.name,
        country: 'France',
        price: hotel.price,
        placeId: 'city-2988507',
      });
      expect(info.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(info.hotelPolicies.data.childrenAgeTo).toBeGreaterThan(info.hotelPolicies.data.childrenAgeFrom);
      const unpriced = hotelInfoSchema.parse((await get(`/api/hotel/${hotel.id}`)).body);
      expect(unpriced.price).toBeNull();
      const images = hotelImagesResponseSchema.parse((await get(`/api/hotel/${hotel.id}/images`)).body);
      expect(images).toHaveLength(info.imagesCount);
      const picture = await server.app.inject({ url: images[1] ?? '' });
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.body).toContain('<svg');
      expect((await server.app.inject({ url: images[1] ?? '' })).body).toBe(picture.body);
      expect((await get('/api/hotel/999999999')).status).toBe(404);
      const byId = await get(`/api/search/byhotelId?k=${encodeURIComponent(K)}&d.hids=${hotel.id}`);
      expect(byId.status).toBe(200);
      expect((byId.body as { hotels: SearchHotel[] }).hotels[0]?.price).toEqual(hotel.price);
    });

    it.each([
      ['k=2027-03-12&d.dd=city-2988507', 'query.k'],
      [
        `k=${futureDate(10).replaceAll('-', '')}-${futureDate(8).replaceAll('-', '')}~2&d.dd=city-2988507`,
        'query.k',
      ],
      ['k=20200101-20200105~2&d.dd=city-2988507', 'query.k'],
      [`k=${encodeURIComponent(K.replace(/~.*/, '~2;2;2;2;2'))}&d.dd=city-2988507`, 'query.k'],
      [`k=${encodeURIComponent(K.replace(/~.*/, '~3-4,5'))}&d.dd=city-2988507`, 'query.k'],
      [`k=${encodeURIComponent(K.replace(/~.*/, '~1-4,5,6'))}&d.dd=city-2988507`, 'query.k'],
      [`k=${encodeURIComponent(K.replace(/~.*/, '~2-18'))}&d.dd=city-2988507`, 'query.k'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&d.r=30000`, 'query.d.r'],
      [`k=${encodeURIComponent(K)}&d.dd=poi-CDG&d.r=1000`, 'query.d.r'],
      [`k=${encodeURIComponent(K)}&d.dd=country-FR&d.r=5000`, 'query.d.r'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&p.start=-1`, 'query.p.start'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&p.limit=101`, 'query.p.limit'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&s.prop=Price&s.dir=sideways`, 'query.s.dir'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&s.prop=Discount&s.dir=asc`, 'query.s.dir'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&f.stars=6`, 'query.f.stars.0'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&f.priceFrom=200&f.priceTo=100`, 'query.f.priceFrom'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&f.facilities=60`, 'query.f.facilities'],
      [`k=${encodeURIComponent(K)}&d.dd=city-1`, 'query.d.dd'],
      [`k=${encodeURIComponent(K)}&d.countryCode=XX`, 'query.d.countryCode'],
      [`k=${encodeURIComponent(K)}`, 'query.d.dd'],
      [`k=${encodeURIComponent(K)}&d.lat=95&d.lng=2`, 'query.d.lat'],
      [`k=${encodeURIComponent(K)}&d.dd=city-2988507&d.r=abc`, 'query.d.r'],
    ])('answers 400 with field errors for %s', async (query, field) => {
      const { status, body } = await get(`/api/search?${query}`);
      expect(status).toBe(400);
      const error = apiErrorBodySchema.parse(body);
      expect(error.errors.map((e) => e.field)).toContain(field);
    });

    it('answers 400 on bad byhotelId and hotel input', async () => {
      expect((await get(`/api/search/byhotelId?k=${encodeURIComponent(K)}`)).status).toBe(400);
      expect((await get('/api/hotel/abc')).status).toBe(400);
      expect((await get('/api/hotel/1?searchId=garbage')).status).toBe(400);
    });
  });
}

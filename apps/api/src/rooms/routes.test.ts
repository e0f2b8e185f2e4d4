import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import {
  type GuaranteedOffer,
  guaranteedOfferSchema,
  type HotelRoomsResponse,
  hotelRoomsResponseSchema,
  MEAL_TYPE,
  MEAL_TYPES,
  RATE_SOURCES,
  ROOM_AVAILABILITY,
  type SandboxScenario,
} from '@clubstay/contract/rooms';
import {
  formatSearchKey,
  parseSearchKey,
  type SearchHotel,
  searchByHotelResponseSchema,
  searchResponseSchema,
} from '@clubstay/contract/search';
import type { DatabaseState } from '#database-state.ts';
import { seed, seedSteps } from '#seed.ts';
import { createServer, type Server } from '#server.ts';
import type { RatesSearchRequest, RatesSupplier } from '#supplier/rates-supplier.ts';
import {
  BATCH_AT_MS,
  FINISH_AT_MS,
  naturalOutcome,
  type Outcome,
  PRICE_CHANGE,
  RATES_TTL_MS,
  SandboxRatesSupplier,
} from '#supplier/sandbox-rates.ts';
import { storages } from '#test/storages.ts';
import { registerRoomsRoutes } from './routes.ts';

/** A small seed: every place and 800 hotels in France and Switzerland. */
const SEED = { hotels: 800, countries: ['FR', 'CH'] };

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const K = formatSearchKey(futureDate(40), futureDate(43), [{ adults: 2, children: [5] }]);
const STAY = parseSearchKey(K).key;

for (const storage of storages()) {
  describe(`rooms and guaranteed offer on ${storage.name}`, () => {
    let server: Server;
    /** The sandbox supplier's clock, moved by the tests only. */
    let clock = Date.now();
    const hotelsBy = new Map<Outcome, SearchHotel[]>();
    let used = 0;

    const get = async (url: string, scenario?: SandboxScenario) => {
      const response = await server.app.inject({
        url,
        headers: scenario ? { 'x-sandbox-scenario': scenario } : {},
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const priced = async (id: number, k = K) => {
      const { status, body } = await get(`/api/search/byhotelId?k=${encodeURIComponent(k)}&d.hids=${id}`);
      expect(status, JSON.stringify(body)).toBe(200);
      const parsed = searchByHotelResponseSchema.parse(body);
      const hotel = parsed.hotels[0];
      if (!hotel) throw new Error(`hotel ${id} not priced`);
      return { searchId: parsed.searchId, hotel };
    };
    const rooms = async (
      hotel: SearchHotel,
      searchId: string,
      options: { es?: boolean; scenario?: SandboxScenario } = {},
    ) => {
      const es = options.es === false ? '' : `&es=${hotel.es}`;
      const { status, body } = await get(
        `/api/v2/hotel/${hotel.id}/rooms?hotelId=${hotel.id}&searchId=${searchId}${es}`,
        options.scenario,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return hotelRoomsResponseSchema.parse(body);
    };
    const guaranteed = async (
      hotel: SearchHotel,
      searchId: string,
      packageId: string,
      scenario?: SandboxScenario,
    ) =>
      get(
        `/api/hotel/${hotel.id}/room/guaranteed?SearchRequestId=${searchId}&PackageId=${packageId}&es=${hotel.es}`,
        scenario,
      );
    const offer = async (
      hotel: SearchHotel,
      searchId: string,
      packageId: string,
      scenario?: SandboxScenario,
    ): Promise<GuaranteedOffer> => {
      const { status, body } = await guaranteed(hotel, searchId, packageId, scenario);
      expect(status, JSON.stringify(body)).toBe(200);
      return guaranteedOfferSchema.parse(body);
    };
    /** A hotel no other test has searched, that behaves as `outcome` on its own. */
    const fresh = async (outcome: Outcome = 'none') => {
      const list = hotelsBy.get(outcome) ?? [];
      const hotel = list[used++ % Math.max(1, list.length)];
      if (!hotel) throw new Error(`no hotel with outcome ${outcome} in the seed`);
      return priced(hotel.id);
    };
    /** Polls at the given offsets from the first poll (the supplier clock is moved, not waited for). */
    const pollAt = async (
      hotel: SearchHotel,
      searchId: string,
      offsets: number[],
      scenario?: SandboxScenario,
    ) => {
      const start = clock;
      const answers: HotelRoomsResponse[] = [];
      for (const offset of offsets) {
        clock = start + offset;
        answers.push(await rooms(hotel, searchId, { scenario }));
      }
      return answers;
    };
    const finished = async (hotel: SearchHotel, searchId: string, scenario?: SandboxScenario) => {
      const answers = await pollAt(hotel, searchId, [0, FINISH_AT_MS], scenario);
      const last = answers.at(-1);
      if (!last) throw new Error('no answer');
      return last;
    };
    const packagesOf = (answer: HotelRoomsResponse) =>
      answer.hotelDetails.rooms.flatMap((room) => room.groups.map((item) => ({ room, item })));

    beforeAll(async () => {
      const db = await storage.open();
      server = await createServer({
        db,
        rates: new SandboxRatesSupplier(db, { now: () => clock }),
        afterMigrate: (target) => seed(target, seedSteps(SEED), () => undefined),
      });
      server.database.start();
      await server.database.whenReady();
      const ids = await server.database.db.query<{ id: number }>(
        'select id from hotels order by id limit 400',
      );
      const { body } = await get(
        `/api/search/byhotelId?k=${encodeURIComponent(K)}&d.hids=${ids
          .slice(0, 100)
          .map((row) => row.id)
          .join(',')}`,
      );
      const more = await get(
        `/api/search/byhotelId?k=${encodeURIComponent(K)}&d.hids=${ids
          .slice(100, 200)
          .map((row) => row.id)
          .join(',')}`,
      );
      const untradable = await server.database.db.query<{ id: number }>(
        'select id from hotels where not tradable order by id limit 3',
      );
      const notTradable = await get(
        `/api/search/byhotelId?k=${encodeURIComponent(K)}&d.hids=${untradable.map((row) => row.id).join(',') || ids[0]?.id}`,
      );
      for (const answer of [body, more.body, notTradable.body]) {
        for (const hotel of searchByHotelResponseSchema.parse(answer).hotels) {
          if (!STAY) throw new Error('bad K');
          const outcome = naturalOutcome(hotel, STAY);
          hotelsBy.set(outcome, [...(hotelsBy.get(outcome) ?? []), hotel]);
        }
      }
    }, 120_000);
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('streams rooms over several polls, then finishes', async () => {
      const offsets = [
        0,
        BATCH_AT_MS[0] + 300,
        BATCH_AT_MS[1] + 500,
        BATCH_AT_MS[2] + 100,
        FINISH_AT_MS,
        FINISH_AT_MS + 2000,
      ];
      let sawPartial = false;
      for (let n = 0; n < 5; n++) {
        const { hotel, searchId } = await fresh();
        const answers = await pollAt(hotel, searchId, offsets);
        expect(answers[0]?.isFinished).toBe(false);
        expect(answers[0]?.hotelDetails.rooms).toEqual([]);
        const last = answers.at(-1);
        expect(last?.isFinished).toBe(true);
        expect(last?.tradable).toBe(true);
        expect(last?.totalNights).toBe(3);
        const final = last?.hotelDetails.rooms ?? [];
        expect(final.length).toBeGreaterThanOrEqual(1);
        // Rooms only ever arrive; one that arrived is the same in every later poll.
        for (let i = 1; i < answers.length; i++) {
          const before = answers[i - 1]?.hotelDetails.rooms ?? [];
          const after = answers[i]?.hotelDetails.rooms ?? [];
          for (const room of before)
            expect(after.find((candidate) => candidate.id === room.id)).toEqual(room);
          if (i < 4) expect(answers[i]?.isFinished).toBe(false);
          const count = after.length;
          if (i < 4 && count > 0 && count < final.length) sawPartial = true;
        }
        expect(answers[4]).toEqual(answers[5]);
        for (const room of final) {
          expect(room.name).toMatch(/Room|Suite/);
          for (const image of room.images)
            expect(image).toMatch(new RegExp(`^/api/images/room/${hotel.id}/${room.id}/\\d+\\.svg$`));
          expect(room.facilities.length).toBeGreaterThanOrEqual(3);
        }
      }
      expect(sawPartial).toBe(true);
    });

    it('keeps one timeline per supplier search across API processes (two suppliers on one database)', async () => {
      const { hotel, searchId } = await fresh();
      if (!STAY) throw new Error('no stay');
      const request: RatesSearchRequest = { hotelId: hotel.id, searchId, stay: STAY };
      // Another API process: its own supplier object, the same database.
      const other = new SandboxRatesSupplier(server.database.db, { now: () => clock });
      const start = clock;
      const first = await rooms(hotel, searchId);
      expect(first.isFinished).toBe(false);
      clock = start + FINISH_AT_MS;
      expect((await other.poll(request))?.isFinished).toBe(true);
      clock = start + 1;
      // The other process started nothing of its own: at 1 ms it still sees the first process's search.
      expect(
        (await new SandboxRatesSupplier(server.database.db, { now: () => clock }).poll(request))?.isFinished,
      ).toBe(false);
      clock = start + FINISH_AT_MS;
    });

    it('prices the cheapest package exactly like the search result, and flags each room cheapest', async () => {
      for (let n = 0; n < 6; n++) {
        const { hotel, searchId } = await fresh();
        const answer = await finished(hotel, searchId);
        const all = packagesOf(answer);
        expect(Math.min(...all.map(({ item }) => item.price.price))).toBe(hotel.price.total);
        for (const room of answer.hotelDetails.rooms) {
          const cheapest = room.groups.filter((item) => item.isCheapest);
          expect(cheapest).toHaveLength(1);
          expect(cheapest[0]).toEqual(room.groups[0]);
          expect(cheapest[0]?.price.price).toBe(Math.min(...room.groups.map((item) => item.price.price)));
        }
        expect(answer.guaranteedOfferRoom?.price.price).toBe(hotel.price.total);
        expect(answer.guaranteedOfferRoom?.priceChangePercent).toBe(0);
        expect(answer.guaranteedOfferRoom?.status).toBe(ROOM_AVAILABILITY.Pending);
        expect(answer.pricePresentation).toBe(0);
        expect(answer.currency).toBe('EUR');
      }
    });

    it('prices refundability and meals consistently, with taxes, fees, deadlines and sources', async () => {
      let refundables = 0;
      let meals = 0;
      for (let n = 0; n < 6; n++) {
        const { hotel, searchId } = await fresh();
        const answer = await finished(hotel, searchId);
        const checkIn = Date.parse(`${STAY?.checkIn ?? ''}T00:00:00Z`);
        for (const room of answer.hotelDetails.rooms) {
          const find = (boarding: number, refundable: boolean) =>
            room.groups.find((item) => item.boarding === boarding && item.isRefundable === refundable);
          const roomOnly = find(MEAL_TYPE.RoomOnly, false);
          expect(roomOnly).toBeDefined();
          for (const item of room.groups) {
            expect(MEAL_TYPES.some((meal) => meal.id === item.boarding)).toBe(true);
            expect([RATE_SOURCES.Google, RATE_SOURCES.Trivago, RATE_SOURCES.Wego]).toContain(item.source);
            expect(item.price.tax).toBeGreaterThan(0);
            expect(item.price.tax).toBeLessThan(item.price.price);
            expect(item.price.fee).toBeGreaterThanOrEqual(0);
            expect(Math.abs(item.price.pricePerNight * 3 - item.price.price)).toBeLessThanOrEqual(0.02);
            if (item.isRefundable) {
              refundables++;
              const other = find(item.boarding, false);
              expect(other).toBeDefined();
              expect(item.price.price).toBeGreaterThan(other?.price.price ?? Infinity);
              expect(item.cancellationDeadline).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
              expect(Date.parse(item.cancellationDeadline ?? '')).toBeLessThan(checkIn);
            } else {
              expect(item.cancellationDeadline).toBeNull();
            }
            if (item.boarding !== MEAL_TYPE.RoomOnly) {
              meals++;
              expect(item.price.price).toBeGreaterThan(
                find(MEAL_TYPE.RoomOnly, item.isRefundable)?.price.price ?? Infinity,
              );
            }
          }
        }
      }
      expect(refundables).toBeGreaterThan(0);
      expect(meals).toBeGreaterThan(0);
    });

    it('answers the guaranteed offer Pending while the supplier searches, then Available', async () => {
      const { hotel, searchId } = await fresh();
      const first = await rooms(hotel, searchId);
      const packageId = first.guaranteedOfferRoom?.packageId ?? '';
      expect(packageId).not.toBe('');
      expect((await offer(hotel, searchId, packageId)).status).toBe(ROOM_AVAILABILITY.Pending);
      clock += FINISH_AT_MS;
      const done = await offer(hotel, searchId, packageId);
      expect(done).toMatchObject({
        status: ROOM_AVAILABILITY.Available,
        packageId,
        priceChangePercent: 0,
        boarding: MEAL_TYPE.RoomOnly,
        isRefundable: false,
      });
      expect(done.price.price).toBe(hotel.price.total);
      // Without es there is no guaranteed offer to show.
      expect((await rooms(hotel, searchId, { es: false })).guaranteedOfferRoom).toBeNull();
      // Any package of the search can be checked; an unknown one is 404.
      expect((await guaranteed(hotel, searchId, '99-1-N')).status).toBe(404);
    });

    it('expires the rates of a supplier search: the offer turns Expired and polling starts a new search', async () => {
      const { hotel, searchId } = await fresh();
      const done = await finished(hotel, searchId);
      const packageId = done.guaranteedOfferRoom?.packageId ?? '';
      clock += RATES_TTL_MS;
      expect((await offer(hotel, searchId, packageId)).status).toBe(ROOM_AVAILABILITY.Expired);
      const again = await pollAt(hotel, searchId, [0, FINISH_AT_MS]);
      expect(again[0]).toMatchObject({ isFinished: false, hotelDetails: { rooms: [] } });
      expect(again[1]?.hotelDetails).toEqual(done.hotelDetails);
      expect((await offer(hotel, searchId, packageId)).status).toBe(ROOM_AVAILABILITY.Available);
    });

    it('forces each scenario with X-Sandbox-Scenario', async () => {
      const run = async (scenario: SandboxScenario) => {
        const { hotel, searchId } = await fresh();
        const answer = await finished(hotel, searchId, scenario);
        const packageId = answer.guaranteedOfferRoom?.packageId ?? '1-1-N';
        return { hotel, searchId, answer, packageId };
      };

      const soldOutHotel = await run('sold-out-hotel');
      expect(soldOutHotel.answer).toMatchObject({
        isFinished: true,
        tradable: true,
        hotelDetails: { rooms: [] },
      });
      expect(
        (await offer(soldOutHotel.hotel, soldOutHotel.searchId, soldOutHotel.packageId, 'sold-out-hotel'))
          .status,
      ).toBe(ROOM_AVAILABILITY.SoldOutHotel);

      const soldOutRoom = await run('sold-out-room');
      expect(soldOutRoom.answer.hotelDetails.rooms.map((room) => room.id)).not.toContain(
        soldOutRoom.answer.guaranteedOfferRoom?.roomId,
      );
      expect(
        (await offer(soldOutRoom.hotel, soldOutRoom.searchId, soldOutRoom.packageId, 'sold-out-room')).status,
      ).toBe(ROOM_AVAILABILITY.SoldOutRoom);

      const expired = await run('expired');
      expect((await offer(expired.hotel, expired.searchId, expired.packageId, 'expired')).status).toBe(
        ROOM_AVAILABILITY.Expired,
      );
      const expiredNi = await run('expired-ni');
      expect(
        (await offer(expiredNi.hotel, expiredNi.searchId, expiredNi.packageId, 'expired-ni')).status,
      ).toBe(ROOM_AVAILABILITY.ExpiredNi);

      const changed = await run('price-change');
      const cheapest = Math.min(...packagesOf(changed.answer).map(({ item }) => item.price.price));
      expect(cheapest).toBeCloseTo(changed.hotel.price.total * (1 + PRICE_CHANGE), 1);
      const changedOffer = await offer(changed.hotel, changed.searchId, changed.packageId, 'price-change');
      expect(changedOffer.status).toBe(ROOM_AVAILABILITY.Available);
      expect(changedOffer.priceChangePercent).toBeCloseTo(PRICE_CHANGE * 100, 1);

      const { hotel, searchId } = await fresh();
      const notTradable = await rooms(hotel, searchId, { scenario: 'not-tradable' });
      expect(notTradable).toMatchObject({
        tradable: false,
        isFinished: true,
        hotelDetails: { rooms: [] },
        guaranteedOfferRoom: null,
      });

      const timeout = await run('timeout');
      for (let attempt = 0; attempt < 2; attempt++) {
        const { status, body } = await guaranteed(
          timeout.hotel,
          timeout.searchId,
          timeout.packageId,
          'timeout',
        );
        expect(status).toBe(524);
        apiErrorBodySchema.parse(body);
      }
      expect((await offer(timeout.hotel, timeout.searchId, timeout.packageId, 'timeout')).status).toBe(
        ROOM_AVAILABILITY.Available,
      );

      const wrong = await get(
        `/api/v2/hotel/${hotel.id}/rooms?searchId=${searchId}`,
        'everything' as SandboxScenario,
      );
      expect(wrong.status).toBe(400);
      expect(apiErrorBodySchema.parse(wrong.body).errors[0]?.field).toBe('headers.x-sandbox-scenario');
    });

    it('answers hotels that are not tradable or sold out for the dates as they are', async () => {
      const untradable = hotelsBy.get('not-tradable')?.[0];
      if (untradable) {
        const { searchId } = await priced(untradable.id);
        expect(await rooms(untradable, searchId)).toMatchObject({
          tradable: false,
          isFinished: true,
          guaranteedOfferRoom: null,
        });
      }
      const soldOut = hotelsBy.get('sold-out-hotel')?.[0];
      if (soldOut) {
        const { searchId } = await priced(soldOut.id);
        const answer = await finished(soldOut, searchId);
        expect(answer).toMatchObject({ tradable: true, isFinished: true, hotelDetails: { rooms: [] } });
        expect((await offer(soldOut, searchId, answer.guaranteedOfferRoom?.packageId ?? '')).status).toBe(
          ROOM_AVAILABILITY.SoldOutHotel,
        );
      }
      expect(untradable ?? soldOut).toBeDefined();
    });

    it('accepts the searchId of a destination search', async () => {
      const { status, body } = await get(`/api/search?k=${encodeURIComponent(K)}&d.countryCode=CH&p.limit=5`);
      expect(status).toBe(200);
      const page = searchResponseSchema.parse(body);
      const hotel = page.hotels.find((candidate) => STAY && naturalOutcome(candidate, STAY) === 'none');
      if (!hotel) throw new Error('no available hotel in the page');
      const answer = await finished(hotel, page.searchId);
      expect(Math.min(...packagesOf(answer).map(({ item }) => item.price.price))).toBe(hotel.price.total);
    });

    it('answers 404 for an unknown searchId or hotel, 400 expired_dates for past dates and field errors for bad input', async () => {
      const { hotel, searchId } = await fresh();
      const error = async (url: string, status: number) => {
        const answer = await get(url);
        expect(answer.status, url).toBe(status);
        return apiErrorBodySchema.parse(answer.body).errors;
      };
      const base = `/api/v2/hotel/${hotel.id}/rooms`;
      for (const unknown of [
        'nope',
        'abc.def',
        `${Buffer.from('not a key').toString('base64url')}.h1`,
        `${searchId.split('.')[0] ?? ''}`,
      ]) {
        expect((await error(`${base}?searchId=${encodeURIComponent(unknown)}`, 404))[0]).toMatchObject({
          field: 'query.searchId',
          code: 'not_found',
        });
      }
      await error(`/api/v2/hotel/2000000000/rooms?searchId=${searchId}`, 404);
      await error(`/api/hotel/${hotel.id}/room/guaranteed?SearchRequestId=nope&PackageId=1-1-N`, 404);

      const past = `${Buffer.from('20200101-20200103~2').toString('base64url')}.h${hotel.id}`;
      expect((await error(`${base}?searchId=${past}`, 400))[0]).toMatchObject({
        field: 'query.searchId',
        code: 'expired_dates',
      });
      expect(
        (
          await error(`/api/hotel/${hotel.id}/room/guaranteed?SearchRequestId=${past}&PackageId=1-1-N`, 400)
        )[0]?.code,
      ).toBe('expired_dates');

      expect(
        (await error(`/api/v2/hotel/abc/rooms?searchId=${searchId}`, 400)).map((e) => e.field),
      ).toContain('params.hotelId');
      expect((await error(base, 400)).map((e) => e.field)).toContain('query.searchId');
      expect((await error(`${base}?searchId=${searchId}&hotelId=${hotel.id + 1}`, 400))[0]?.field).toBe(
        'query.hotelId',
      );
      expect(
        (await error(`/api/hotel/${hotel.id}/room/guaranteed?SearchRequestId=${searchId}`, 400)).map(
          (e) => e.field,
        ),
      ).toContain('query.PackageId');
    });
  });
}

describe('rooms routes without sandbox', () => {
  it('ignores X-Sandbox-Scenario and passes the supplier no scenario', async () => {
    const seen: RatesSearchRequest[] = [];
    const rates: RatesSupplier = {
      start: () => Promise.resolve(undefined),
      poll: (request) => {
        seen.push(request);
        return Promise.resolve(undefined);
      },
      guaranteedOffer: (request) => {
        seen.push(request);
        return Promise.resolve({ kind: 'timeout' });
      },
      reprice: () => Promise.resolve(undefined),
    };
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      const { status, message } = error as { status?: number; message?: string };
      return reply.code(status ?? 500).send({ message });
    });
    registerRoomsRoutes(app, {
      database: { isMigrated: true } as DatabaseState,
      rates,
      sandbox: false,
      checkResponses: true,
    });
    const k = formatSearchKey(futureDate(10), futureDate(12), [{ adults: 2, children: [] }]);
    const searchId = `${Buffer.from(k).toString('base64url')}.h7`;
    const headers = { 'x-sandbox-scenario': 'sold-out-hotel' };
    expect(
      (await app.inject({ url: `/api/v2/hotel/7/rooms?searchId=${searchId}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          url: `/api/hotel/7/room/guaranteed?SearchRequestId=${searchId}&PackageId=1-1-N`,
          headers,
        })
      ).statusCode,
    ).toBe(524);
    expect(seen.map((request) => request.scenario)).toEqual([undefined, undefined]);
    expect(seen[0]?.stay.nights).toBe(2);
    await app.close();
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_SOURCES, ROOM_AVAILABILITY } from '@clubstay/contract/rooms';
import { formatSearchKey } from '@clubstay/contract/search';
import type { Db } from './db/db.ts';
import { openPglite } from './db/pglite.ts';
import { paymentOutcomes } from './metrics.ts';
import { seed, type SeedStep } from './seed.ts';
import { createServer, type Server } from './server.ts';
import type {
  OfferCheck,
  RatesPoll,
  RatesSupplier,
  SupplierPackage,
  SupplierRoom,
} from './supplier/rates-supplier.ts';
import { storages } from './test/storages.ts';

/** The value of one sample of the exposition text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((pair) => labelText.split(',').includes(pair)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** A Db whose statements are recorded; `close` may be a no-op when another handle owns the connection. */
function recording(db: Db, owns = true): Db & { statements: string[] } {
  const statements: string[] = [];
  return {
    ...db,
    statements,
    stats: () => db.stats(),
    query(sql, params) {
      statements.push(sql);
      return db.query(sql, params);
    },
    ping: (timeoutMs) => db.ping(timeoutMs),
    withLock: (key, work) => db.withLock(key, work),
    close: () => (owns ? db.close() : Promise.resolve()),
  };
}

const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const K = formatSearchKey(futureDate(30), futureDate(32), [{ adults: 2, children: [] }]);
const SEARCH_ID = `${Buffer.from(K).toString('base64url')}.abcdefghijklmnop`;

const item: SupplierPackage = {
  id: 'p1',
  roomId: 1,
  price: { price: 200, pricePerNight: 100, tax: 20, fee: 0 },
  isRefundable: false,
  boarding: 0,
  cancellationDeadline: null,
  source: RATE_SOURCES.Google,
  isCheapest: true,
};
const room: SupplierRoom = { id: 1, name: 'Double room', images: [], facilities: [], packages: [item] };

/** A supplier whose answers the test sets: hotel 1 searching, 2 finished, 3 not tradable, others unknown. */
function scriptedSupplier(): RatesSupplier {
  const poll = (hotelId: number): RatesPoll | undefined =>
    hotelId > 3
      ? undefined
      : {
          tradable: hotelId !== 3,
          isFinished: hotelId !== 1,
          rooms: [room],
          totalNights: 2,
          guaranteed: { room, package: item },
        };
  const offers: Record<string, OfferCheck> = {
    available: {
      kind: 'offer',
      status: ROOM_AVAILABILITY.Available,
      room,
      package: item,
      priceChangePercent: 0,
    },
    'sold-out': {
      kind: 'offer',
      status: ROOM_AVAILABILITY.SoldOutRoom,
      room,
      package: item,
      priceChangePercent: 0,
    },
    slow: { kind: 'timeout' },
    gone: { kind: 'unknown-package' },
  };
  return {
    start: (request) => Promise.resolve(request.hotelId > 3 ? undefined : { startedAt: 0 }),
    poll: (request) => Promise.resolve(poll(request.hotelId)),
    guaranteedOffer: (request, id) => Promise.resolve(request.hotelId > 3 ? undefined : offers[id]),
    reprice: () => Promise.resolve(undefined),
  };
}

for (const storage of storages()) {
  describe(`operations on ${storage.name}: metrics, request ids, the read pool`, () => {
    let server: Server;
    let primary: ReturnType<typeof recording>;
    let read: ReturnType<typeof recording>;
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];

    beforeAll(async () => {
      const db = await storage.open();
      // The same database behind two handles: the "replica" is told apart by what it was asked.
      primary = recording(db);
      read = recording(db, false);
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) {
            raw.push(line);
            lines.push(JSON.parse(line) as Record<string, unknown>);
          }
          done();
        },
      });
      server = await createServer({
        db: primary,
        readDb: read,
        rates: scriptedSupplier(),
        logger: { level: 'info', stream },
      });
      // A route that logs the way services do: through the app's logger, after an await.
      server.app.get('/api/test/log', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        server.app.log.warn('written through the app logger');
        request.log.info('written through the request logger');
        return { ok: true };
      });
      server.database.start();
      await server.database.whenReady();
    }, 60_000);
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    const metrics = async () => {
      const response = await server.app.inject({ url: '/api/metrics' });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };

    it('serves the Prometheus text format, outside the apps’ CSP', async () => {
      const response = await metrics();
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE clubstay_http_requests_total counter');
      expect(response.body).toContain('# TYPE clubstay_http_request_duration_seconds histogram');
      expect(response.body).toContain('process_cpu_user_seconds_total');
    });

    it('counts calls by route pattern and status class, never by raw address', async () => {
      const before = (await metrics()).body;
      const autocomplete = { method: 'GET', route: '/api/places/autocomplete', status_class: '2xx' };
      const hotel = { method: 'GET', route: '/api/hotel/:hotelId', status_class: '4xx' };
      const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
      await server.app.inject({ url: '/api/places/autocomplete?q=par' });
      await server.app.inject({ url: '/api/places/autocomplete?q=lon' });
      await server.app.inject({ url: '/api/hotel/987654321' });
      await server.app.inject({ url: '/api/no/such/thing?secret=1' });
      const after = (await metrics()).body;
      expect(
        sample(after, 'clubstay_http_requests_total', autocomplete) -
          sample(before, 'clubstay_http_requests_total', autocomplete),
      ).toBe(2);
      expect(
        sample(after, 'clubstay_http_requests_total', hotel) -
          sample(before, 'clubstay_http_requests_total', hotel),
      ).toBe(1);
      expect(
        sample(after, 'clubstay_http_requests_total', unmatched) -
          sample(before, 'clubstay_http_requests_total', unmatched),
      ).toBe(1);
      expect(
        sample(after, 'clubstay_http_request_duration_seconds_count', autocomplete),
      ).toBeGreaterThanOrEqual(2);
      expect(after).not.toMatch(/route="[^"]*(\?|987654321|no\/such)/);
      // The metrics calls themselves are not counted.
      expect(after).not.toContain('route="/api/metrics"');
    });

    it('reports the database pools', async () => {
      const body = (await metrics()).body;
      const total = sample(body, 'clubstay_db_pool_connections', { pool: 'primary', state: 'total' });
      const max = sample(body, 'clubstay_db_pool_max_connections', { pool: 'primary' });
      if (storage.name === 'pglite') {
        expect([total, max]).toEqual([1, 1]);
      } else {
        expect(total).toBeGreaterThanOrEqual(1);
        expect(max).toBe(10);
      }
      expect(body).toMatch(/clubstay_db_pool_connections\{pool="primary",state="idle"\} \d/);
      expect(body).toMatch(/clubstay_db_pool_connections\{pool="primary",state="waiting"\} \d/);
      expect(body).toMatch(/clubstay_db_pool_connections\{pool="read",state="total"\} \d/);
    });

    it('counts rooms searches by outcome and guaranteed offers by status', async () => {
      const before = (await metrics()).body;
      const rooms = (hotel: number, searchId = SEARCH_ID) =>
        server.app.inject({ url: `/api/v2/hotel/${hotel}/rooms?searchId=${searchId}` });
      const offer = (hotel: number, packageId: string) =>
        server.app.inject({
          url: `/api/hotel/${hotel}/room/guaranteed?SearchRequestId=${SEARCH_ID}&PackageId=${packageId}`,
        });
      expect((await rooms(1)).statusCode).toBe(200);
      expect((await rooms(1)).statusCode).toBe(200);
      expect((await rooms(2)).statusCode).toBe(200);
      expect((await rooms(3)).statusCode).toBe(200);
      expect((await rooms(9)).statusCode).toBe(404);
      expect((await rooms(1, 'nonsense')).statusCode).toBe(404);
      expect((await offer(2, 'available')).statusCode).toBe(200);
      expect((await offer(2, 'sold-out')).statusCode).toBe(200);
      expect((await offer(2, 'slow')).statusCode).toBe(524);
      expect((await offer(2, 'gone')).statusCode).toBe(404);
      const after = (await metrics()).body;
      const delta = (name: string, labels: Record<string, string>) =>
        sample(after, name, labels) - sample(before, name, labels);
      const searches = 'clubstay_supplier_rooms_searches_total';
      expect(
        Object.fromEntries(
          ['searching', 'finished', 'not_tradable', 'unknown_hotel', 'bad_search'].map((outcome) => [
            outcome,
            delta(searches, { outcome }),
          ]),
        ),
      ).toEqual({ searching: 2, finished: 1, not_tradable: 1, unknown_hotel: 1, bad_search: 1 });
      const offers = 'clubstay_supplier_guaranteed_offers_total';
      expect(
        Object.fromEntries(
          ['Available', 'SoldOutRoom', 'timeout', 'unknown_package'].map((status) => [
            status,
            delta(offers, { status }),
          ]),
        ),
      ).toEqual({ Available: 1, SoldOutRoom: 1, timeout: 1, unknown_package: 1 });
    });

    it('exposes the payment outcomes other features count', async () => {
      const labels = { provider: 'stripe', outcome: 'declined' };
      const before = sample((await metrics()).body, 'clubstay_payment_outcomes_total', labels);
      paymentOutcomes.inc(labels);
      expect(sample((await metrics()).body, 'clubstay_payment_outcomes_total', labels)).toBe(before + 1);
    });

    it('serves the metrics to this machine only when no token is set', async () => {
      // A caller that came through a proxy (or claims to be local in X-Forwarded-For) is not this machine.
      const proxied = await server.app.inject({
        url: '/api/metrics',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode).toBe(403);
      expect(proxied.body).not.toContain('clubstay_');
      const remote = await server.app.inject({ url: '/api/metrics', remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(403);
    });

    it('keeps a well-formed incoming request id, replaces any other, and puts it on every line of the request', async () => {
      const kept = await server.app.inject({
        url: '/api/test/log',
        headers: { 'x-request-id': 'lb-1234.abcd:5' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-1234.abcd:5');
      const mine = lines.filter((line) => line.reqId === 'lb-1234.abcd:5');
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'incoming request',
          'written through the app logger',
          'written through the request logger',
          'request completed',
        ]),
      );
      // Each line names its request once.
      for (const line of raw.filter((text) => text.includes('lb-1234.abcd:5')))
        expect(line.match(/"reqId"/g)).toHaveLength(1);

      for (const bad of ['has spaces in it', 'x'.repeat(129), '<script>', 'a\u00e9b']) {
        const replaced = await server.app.inject({ url: '/api/test/log', headers: { 'x-request-id': bad } });
        const id = String(replaced.headers['x-request-id']);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(
          lines.filter((line) => line.reqId === id && line.msg === 'written through the app logger'),
        ).toHaveLength(1);
      }
      // Lines outside any request carry no id.
      server.app.log.info('between requests');
      expect(lines.find((line) => line.msg === 'between requests')).not.toHaveProperty('reqId');
    });

    it('seeds once when several processes start together', async () => {
      let runs = 0;
      const step: SeedStep = {
        name: `ops-test-${storage.name}`,
        version: '1',
        async run() {
          runs += 1;
          // Long enough for the other "processes" to arrive while it runs.
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      };
      await Promise.all([1, 2, 3].map(() => seed(primary, [step], () => undefined)));
      expect(runs).toBe(1);
    });

    it('reads search and places from the read pool, not the primary', async () => {
      primary.statements.length = 0;
      read.statements.length = 0;
      const search = await server.app.inject({
        url: `/api/search?k=${encodeURIComponent(K)}&d.lat=48.85&d.lng=2.35&d.r=5000`,
      });
      expect(search.statusCode, search.body).toBe(200);
      const places = await server.app.inject({ url: '/api/places/autocomplete?q=zur' });
      expect(places.statusCode, places.body).toBe(200);
      expect(read.statements.some((sql) => /from hotels/i.test(sql))).toBe(true);
      expect(read.statements.some((sql) => /places/i.test(sql))).toBe(true);
      expect(primary.statements.filter((sql) => /hotels|places/i.test(sql))).toEqual([]);
    });
  });
}

describe('a metrics token', () => {
  let server: Server;
  beforeAll(async () => {
    server = await createServer({
      db: await openPglite(undefined),
      metricsToken: 'a-long-metrics-token-for-tests',
    });
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('opens the metrics to whoever presents it, from anywhere, and to no one else', async () => {
    const call = (authorization?: string) =>
      server.app.inject({
        url: '/api/metrics',
        remoteAddress: '203.0.113.7',
        headers: authorization ? { authorization } : {},
      });
    expect((await call()).statusCode).toBe(401);
    expect((await call()).headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await call('Bearer wrong-token')).statusCode).toBe(401);
    expect((await call('Bearer a-long-metrics-token-for-tests-and-more')).statusCode).toBe(401);
    const allowed = await call('Bearer a-long-metrics-token-for-tests');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('clubstay_db_pool_connections');
    // Local calls need it too once it is set.
    expect((await server.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
  });
});

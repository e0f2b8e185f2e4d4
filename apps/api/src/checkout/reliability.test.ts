import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '@clubstay/test-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_STATUS,
  checkResponseSchema,
  reservationInfoSchema,
  stripeSecretResponseSchema,
  TEST_CARDS,
} from '@clubstay/contract/checkout';
import { hotelRoomsResponseSchema } from '@clubstay/contract/rooms';
import { formatSearchKey, parseSearchKey, searchByHotelResponseSchema } from '@clubstay/contract/search';
import type { Db } from '#db/db.ts';
import { openPglite } from '#db/pglite.ts';
import { keepOpen, storages } from '#test/storages.ts';
import { FINISH_AT_MS, naturalOutcome } from '#supplier/sandbox-rates.ts';
import { CHECK_DURATION_MS, SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { signStripePayload } from './stripe.ts';
import {
  bookBody,
  checkUntilFinished,
  confirmCard,
  createCheckout,
  findOffers,
  futureDate,
  type Kit,
  type Offer,
  reservationOf,
  startKit,
  stripeSecret,
  testCard,
} from './test-kit.ts';

const WEBHOOK_SECRET = 'whsec_clubstay_sandbox_development';

async function pay(kit: Kit, offerKey: string) {
  const secret = await stripeSecret(kit, offerKey);
  const confirmed = await confirmCard(kit, secret.paymentIntentId, secret.clientSecret, TEST_CARDS.success);
  expect(confirmed.body.status).toBe('succeeded');
  return secret;
}

for (const storage of storages()) {
  describe(`checkout reliability on ${storage.name}`, () => {
    let kit: Kit;
    let offers: Offer[];

    beforeAll(async () => {
      kit = await startKit(await storage.open());
      offers = await findOffers(kit, 3);
    }, 180_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });

    // Embedded PGlite runs one statement at a time, so concurrency there proves little beyond 50;
    // PostgreSQL takes the 200 concurrent books.
    const contenders = storage.name === 'postgres' ? 200 : 50;
    it(`sells the last room once: ${contenders} concurrent books of ${contenders} checkouts yield exactly one booking${storage.name === 'pglite' ? ' (PGlite serialises everything: 50 there, 200 on PostgreSQL)' : ''}`, async () => {
      const offer = offers[0];
      if (!offer) throw new Error('no offer');
      const checkouts: string[] = [];
      for (let i = 0; i < contenders; i++) checkouts.push(await createCheckout(kit, offer));
      for (const id of checkouts) await checkUntilFinished(kit, id);
      const [stay] = await kit.server.database.db.query<{ stay: { checkIn: string; checkOut: string } }>(
        'select stay from checkouts where public_id = $1',
        [checkouts[0]],
      );
      const key = {
        hotelId: offer.hotel.id,
        roomId: offer.roomId,
        checkIn: stay?.stay.checkIn ?? '',
        checkOut: stay?.stay.checkOut ?? '',
      };
      expect((await kit.inject('POST', '/api/sandbox/allotment', { ...key, left: 1 })).status).toBe(200);

      const answers = await Promise.all(
        checkouts.map((id) => kit.inject('POST', '/api/checkout/book', bookBody(id))),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(contenders - 1);
      const bookings = await kit.server.database.db.query(
        'select id from bookings where hotel_id = $1 and check_in = $2',
        [offer.hotel.id, key.checkIn],
      );
      expect(bookings).toHaveLength(1);
      const [left] = await kit.server.database.db.query<{ rooms_left: number }>(
        'select rooms_left from sandbox_allotments where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4',
        [key.hotelId, key.roomId, key.checkIn, key.checkOut],
      );
      expect(left?.rooms_left).toBe(0);
      // The losers are told the room sold out when they check again.
      const loser = checkouts.find((_, index) => answers[index]?.status === 422) ?? '';
      expect((await checkUntilFinished(kit, loser)).checkoutStatus).toBe(CHECKOUT_STATUS.SoldOutRoom);
    }, 120_000);

    it('books one checkout once however often and however concurrently book is called', async () => {
      const offer = offers[1];
      if (!offer) throw new Error('no offer');
      const checkoutId = await createCheckout(kit, offer);
      await checkUntilFinished(kit, checkoutId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => kit.inject('POST', '/api/checkout/book', bookBody(checkoutId))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(answers.map((answer) => (answer.body as { offerKey: string }).offerKey)).size).toBe(1);
      const rows = await kit.server.database.db.query(
        'select b.id from bookings b join checkouts c on c.id = b.checkout_id where c.public_id = $1',
        [checkoutId],
      );
      expect(rows).toHaveLength(1);
    }, 60_000);

    it('charges once when a payment confirmation is replayed 100 times, concurrently and as new events', async () => {
      const offer = offers[2];
      if (!offer) throw new Error('no offer');
      const checkoutId = await createCheckout(kit, offer);
      await checkUntilFinished(kit, checkoutId);
      const { offerKey } = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId))).body as {
        offerKey: string;
      };
      const secret = await pay(kit, offerKey);
      const [event] = await kit.server.database.db.query<{ payload: string }>(
        'select payload from sandbox_stripe_events where intent_id = $1',
        [secret.paymentIntentId],
      );
      const payload = event?.payload ?? '';
      const send = (body: string) =>
        kit.server.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: {
            'content-type': 'application/json',
            'x-white-label': 'clubstay',
            'stripe-signature': signStripePayload(body, WEBHOOK_SECRET, Math.floor(kit.clock.now / 1000)),
          },
          payload: body,
        });
      const replays = await Promise.all(Array.from({ length: 100 }, () => send(payload)));
      expect(replays.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(
        replays.filter((answer) => answer.json<{ duplicate: boolean }>().duplicate === false),
      ).toHaveLength(1);
      // The provider sending the same success again under new event ids does not charge again either.
      for (let i = 0; i < 5; i++) {
        const again = JSON.stringify({ ...(JSON.parse(payload) as object), id: `evt_replay_${i}` });
        expect((await send(again)).statusCode).toBe(200);
      }
      // A forged signature is refused.
      const forged = await kit.server.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'x-white-label': 'clubstay',
          'stripe-signature': signStripePayload(payload, 'whsec_wrong', Math.floor(kit.clock.now / 1000)),
        },
        payload,
      });
      expect(forged.statusCode).toBe(400);
      const payments = await kit.server.database.db.query<{ amount_eur: string }>(
        "select p.amount_eur from payments p join bookings b on b.id = p.booking_id where b.offer_key = $1 and p.kind = 'charge'",
        [offerKey],
      );
      expect(payments).toHaveLength(1);
      const [booking] = await kit.server.database.db.query<{ amount_paid: string; total: string }>(
        'select amount_paid, total from bookings where offer_key = $1',
        [offerKey],
      );
      expect(booking?.amount_paid).toBe(booking?.total);
      // Confirming the paid intent again is refused by the provider.
      const reconfirm = await confirmCard(
        kit,
        secret.paymentIntentId,
        secret.clientSecret,
        TEST_CARDS.success,
      );
      expect(reconfirm.status).toBe(400);
    }, 60_000);
  });
}

describe('a restart of the API in the middle of checkouts loses nothing', () => {
  const cases: {
    name: string;
    open: () => Promise<{ first: Db; reopen: () => Promise<Db>; done: () => Promise<void> }>;
  }[] = [
    {
      name: 'pglite (data folder reopened)',
      open: async () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'clubstay-restart-'));
        return {
          first: await openPglite(dir),
          reopen: () => openPglite(dir),
          done: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
    ...storages()
      .filter((storage) => storage.name === 'postgres')
      .map((storage) => ({
        name: 'postgres (a new process on the same database)',
        open: async () => {
          const db = await storage.open();
          return {
            first: keepOpen(db),
            reopen: async () => keepOpen(db),
            done: async () => {
              await db.close();
              await storage.cleanup();
            },
          };
        },
      })),
  ];

  for (const testCase of cases) {
    it(`on ${testCase.name}`, async () => {
      const { first, reopen, done } = await testCase.open();
      const clock = { now: Date.now() };
      try {
        let kit = await startKit(first, {}, clock);
        const offers = await findOffers(kit, 3);
        const [a, b, c] = offers as [Offer, Offer, Offer];
        // A: created and checked, not booked. B: booked, not paid. C: paid, webhook not yet delivered.
        const checkoutA = await createCheckout(kit, a);
        await checkUntilFinished(kit, checkoutA);
        const checkoutB = await createCheckout(kit, b);
        await checkUntilFinished(kit, checkoutB);
        const bookedB = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutB))).body as {
          offerKey: string;
        };
        const checkoutC = await createCheckout(kit, c);
        await checkUntilFinished(kit, checkoutC);
        const bookedC = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutC))).body as {
          offerKey: string;
        };
        await pay(kit, bookedC.offerKey);
        await kit.server.app.close();

        kit = await startKit(await reopen(), {}, clock);
        // A resumes and books; B resumes and pays; C's payment is found (from the provider) and counted once.
        expect((await kit.inject('GET', `/api/checkout?checkoutId=${checkoutA}`)).status).toBe(200);
        const bookedA = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutA));
        expect(bookedA.status, JSON.stringify(bookedA.body)).toBe(200);
        const again = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutB));
        expect((again.body as { offerKey: string }).offerKey).toBe(bookedB.offerKey);
        await pay(kit, bookedB.offerKey);
        await kit.server.checkout.sweep();
        clock.now += 2500;
        await kit.server.checkout.sweep();
        clock.now += SUPPLIER_CONFIRM_MS;
        await kit.server.checkout.sweep();
        for (const offerKey of [bookedB.offerKey, bookedC.offerKey]) {
          expect((await reservationOf(kit, offerKey)).state).toBe('successful');
        }
        const db = kit.server.database.db;
        const charges = await db.query<{ offer_key: string; n: string }>(
          "select b.offer_key, count(p.id)::text as n from bookings b left join payments p on p.booking_id = b.id and p.kind = 'charge' group by b.offer_key",
        );
        expect(charges.find((row) => row.offer_key === bookedB.offerKey)?.n).toBe('1');
        expect(charges.find((row) => row.offer_key === bookedC.offerKey)?.n).toBe('1');
        expect(charges).toHaveLength(3);
        const mails = await db.query<{ n: string }>(
          "select count(*)::text as n from mail_outbox where kind = 'booking-confirmation'",
        );
        expect(mails[0]?.n).toBe('2');
        await kit.server.app.close();
      } finally {
        await done();
      }
    }, 240_000);
  }
});

/* ------------------------------------------------------------------------------------------------
 * kill -9 of the real API process during 100 checkouts (PostgreSQL only: PGlite has one process).
 * The test bundles the current source itself (scripts/build.mjs --outdir), so it needs no prior build
 * and never runs a stale dist/. Every step is driven over HTTP and retried until it lands; only
 * /checkout/create is not idempotent, so a create whose answer was lost may leave an orphan checkout
 * nobody knows (and so nobody can book), which the test counts and allows.
 * ---------------------------------------------------------------------------------------------- */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Lost extends Error {}

/** The API as a child process on a fixed port and database, killed and started again at will. */
class ApiProcess {
  private child: ChildProcess | undefined;
  constructor(
    private readonly main: string,
    private readonly env: Record<string, string>,
    readonly base: string,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.main], {
      cwd: apiRoot,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    for (let attempt = 0; attempt < 600; attempt++) {
      if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode} while starting`);
      try {
        if ((await fetch(`${this.base}/api/healthcheck`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
    throw new Error('API did not become healthy in 90 s');
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** One call; throws Lost when the connection fails (the process is down or died mid-request). */
  async once(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          'x-white-label': 'clubstay',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Lost(String(error));
    }
    const text = await response.text().catch(() => {
      throw new Lost('answer cut off');
    });
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** Calls until an answer other than "down" (no connection, 503 while the database opens) comes back. */
  async call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    onLost: () => void = () => undefined,
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; attempt < 400; attempt++) {
      try {
        const answer = await this.once(method, url, body);
        if (answer.status !== 503) return answer;
      } catch (error) {
        if (!(error instanceof Lost)) throw error;
        onLost();
      }
      await sleep(250);
    }
    throw new Error(`${method} ${url}: the API stayed down`);
  }
}

describe.skipIf(!process.env.DATABASE_URL)('kill -9 of the API process during 100 checkouts', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `clubstay_kill9_${randomBytes(6).toString('hex')}`;
  const outdir = path.join(apiRoot, 'node_modules', '.cache', name);
  let api: ApiProcess | undefined;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', outdir], { cwd: apiRoot });
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
    // The database is dropped with force at the end: an idle client told so must not crash the run.
    pool.on('error', () => undefined);
    const port = await freePort();
    api = new ApiProcess(
      path.join(outdir, 'main.js'),
      {
        DATABASE_URL: target.toString(),
        DATABASE_READ_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: outdir,
        LOG_LEVEL: 'error',
        NODE_ENV: 'test',
        SANDBOX: 'on',
        // 100 unpaid checkouts from one test address: the caps on unpaid holds would refuse most of them.
        UNPAID_HOLD_LIMITS: 'off',
        SEED_HOTELS: '2000',
      },
      `http://127.0.0.1:${port}`,
    );
    await api.start();
  }, 180_000);

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await pool?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('loses and duplicates no booking or payment when SIGKILLed 3 times at random moments, restarted each time', async () => {
    if (!api || !pool) throw new Error('not started');
    const server = api;
    const db = pool;

    // Offers: hotels that behave, their rooms searched at once, read when the search has finished.
    const days = 45;
    const k = formatSearchKey(futureDate(days), futureDate(days + 2), [{ adults: 2, children: [] }]);
    const stay = parseSearchKey(k).key;
    if (!stay) throw new Error('bad k');
    const ids = (
      await db.query<{ id: number }>('select id from hotels where tradable order by id limit 100')
    ).rows.map((row) => row.id);
    const found = await server.call(
      'GET',
      `/api/search/byhotelId?k=${encodeURIComponent(k)}&d.hids=${ids.join(',')}`,
    );
    expect(found.status).toBe(200);
    const search = searchByHotelResponseSchema.parse(found.body);
    const hotels = search.hotels.filter((hotel) => naturalOutcome(hotel, stay) === 'none').slice(0, 8);
    const roomsUrl = (hotel: { id: number; es: string }) =>
      `/api/v2/hotel/${hotel.id}/rooms?searchId=${search.searchId}&es=${hotel.es}`;
    await Promise.all(hotels.map((hotel) => server.call('GET', roomsUrl(hotel))));
    await sleep(FINISH_AT_MS + 200);
    const offers: { hotelId: number; es: string; packageId: string; roomId: number }[] = [];
    for (const hotel of hotels) {
      const answer = hotelRoomsResponseSchema.parse((await server.call('GET', roomsUrl(hotel))).body);
      const room = answer.hotelDetails.rooms.find((candidate) => candidate.id === 1);
      const item = room?.groups.find((group) => !group.isRefundable) ?? room?.groups[0];
      if (room && item) offers.push({ hotelId: hotel.id, es: hotel.es, packageId: item.id, roomId: room.id });
    }
    expect(offers.length).toBeGreaterThanOrEqual(4);
    // Rooms enough for everyone: this test is about kills, not about selling out.
    for (const offer of offers) {
      const set = await server.call('POST', '/api/sandbox/allotment', {
        hotelId: offer.hotelId,
        roomId: offer.roomId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        left: 100,
      });
      expect(set.status).toBe(200);
    }

    interface Flow {
      offer: (typeof offers)[number];
      checkoutId?: string;
      offerKey?: string;
      paid?: boolean;
    }
    const flows: Flow[] = Array.from({ length: 100 }, (_, index) => ({
      offer: offers[index % offers.length] as (typeof offers)[number],
    }));
    let lostCreates = 0;
    let lostCalls = 0;
    const onLost = () => {
      lostCalls++;
    };

    async function drive(flow: Flow, index: number): Promise<void> {
      // Checkouts start over 6 s, so each kill finds them at every step.
      await sleep(index * 60);
      const { offer } = flow;
      while (!flow.checkoutId) {
        // Not idempotent: an answer lost on the way may have left a checkout behind (counted, allowed).
        try {
          const created = await server.once('POST', '/api/checkout/create', {
            hotelId: offer.hotelId,
            searchRequestId: search.searchId,
            selectedPackageId: offer.packageId,
            currency: 'EUR',
            es: offer.es,
          });
          if (created.status === 503) {
            await sleep(250);
            continue;
          }
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          flow.checkoutId = (created.body as { checkoutId: string }).checkoutId;
        } catch (error) {
          if (!(error instanceof Lost)) throw error;
          lostCreates++;
          await sleep(250);
        }
      }
      const checkoutId = flow.checkoutId;
      for (let attempt = 0; ; attempt++) {
        if (attempt >= 40) throw new Error(`check of ${checkoutId} never finished`);
        const answer = await server.call(
          'GET',
          `/api/checkout/check?checkoutId=${checkoutId}`,
          undefined,
          onLost,
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        if (checkResponseSchema.parse(answer.body).isFinished) break;
        await sleep(CHECK_DURATION_MS);
      }
      const booked = await server.call('POST', '/api/checkout/book', bookBody(checkoutId), onLost);
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const offerKey = (booked.body as { offerKey: string }).offerKey;
      flow.offerKey = offerKey;
      for (let attempt = 0; !flow.paid; attempt++) {
        if (attempt >= 10) throw new Error(`payment of ${offerKey} never succeeded`);
        const secretAnswer = await server.call(
          'POST',
          '/api/payments/pay/v2/getStripePaymentSecret',
          { offerKey },
          onLost,
        );
        expect(secretAnswer.status, JSON.stringify(secretAnswer.body)).toBe(200);
        const secret = stripeSecretResponseSchema.parse(secretAnswer.body);
        const intentUrl = `/api/sandbox/stripe/payment_intents/${secret.paymentIntentId}`;
        // Confirm unless a confirmation whose answer was lost already went through.
        const state = await server.call(
          'GET',
          `${intentUrl}?client_secret=${encodeURIComponent(secret.clientSecret)}`,
          undefined,
          onLost,
        );
        if ((state.body as { status?: string }).status === 'succeeded') {
          flow.paid = true;
          break;
        }
        const confirmed = await server.call(
          'POST',
          `${intentUrl}/confirm`,
          { clientSecret: secret.clientSecret, card: testCard(TEST_CARDS.success) },
          onLost,
        );
        flow.paid =
          confirmed.status === 200 && (confirmed.body as { status?: string }).status === 'succeeded';
      }
    }

    let running = true;
    const all = Promise.allSettled(flows.map(drive)).finally(() => {
      running = false;
    });
    const killedAfter: number[] = [];
    for (let round = 0; round < 3; round++) {
      const delay = Math.round(200 + Math.random() * 1300);
      await sleep(delay);
      if (!running) break;
      await server.kill('SIGKILL');
      killedAfter.push(delay);
      await server.start();
    }
    const outcomes = await all;
    expect(killedAfter, 'every kill landed while checkouts ran').toHaveLength(3);
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [String(outcome.reason)] : [],
    );
    expect(failures, failures.slice(0, 3).join('\n')).toEqual([]);

    // The sweeper (every 3 s in the real process) delivers webhooks and confirms with the hotel.
    const offerKeys = flows.map((flow) => flow.offerKey ?? '');
    let states: string[] = [];
    for (let round = 0; round < 60; round++) {
      states = [];
      for (const offerKey of offerKeys) {
        const answer = await server.call(
          'GET',
          `/api/offers/reservationInfo?offerKey=${offerKey}`,
          undefined,
          onLost,
        );
        states.push(reservationInfoSchema.parse(answer.body).state);
      }
      if (states.every((state) => state === 'successful')) break;
      await sleep(1000);
    }
    expect(states.filter((state) => state !== 'successful')).toEqual([]);

    const checkoutIds = flows.map((flow) => flow.checkoutId ?? '');
    const perCheckout = (
      await db.query<{ public_id: string; bookings: number }>(
        'select c.public_id, count(b.id)::int as bookings from checkouts c left join bookings b on b.checkout_id = c.id where c.public_id = any($1) group by c.public_id',
        [checkoutIds],
      )
    ).rows;
    expect(perCheckout).toHaveLength(100);
    expect(perCheckout.filter((row) => row.bookings !== 1)).toEqual([]);
    const perBooking = (
      await db.query<{ id: string; charges: number; has_checkout: boolean; paid_in_full: boolean }>(
        `select b.id, count(p.id) filter (where p.kind = 'charge')::int as charges, bool_or(c.id is not null) as has_checkout,
           bool_and(b.amount_paid = b.total) as paid_in_full
         from bookings b left join payments p on p.booking_id = b.id left join checkouts c on c.id = b.checkout_id group by b.id`,
      )
    ).rows;
    expect(perBooking).toHaveLength(100);
    expect(perBooking.filter((row) => row.charges !== 1 || !row.has_checkout || !row.paid_in_full)).toEqual(
      [],
    );
    const [orphans] = (
      await db.query<{ n: number }>(
        'select count(*)::int as n from checkouts where not (public_id = any($1))',
        [checkoutIds],
      )
    ).rows;
    expect(orphans?.n ?? 0).toBeLessThanOrEqual(lostCreates);
    const [intents] = (
      await db.query<{ n: number }>(
        "select count(*)::int as n from sandbox_stripe_intents where status = 'succeeded'",
      )
    ).rows;
    expect(intents?.n).toBe(100);

    console.info(
      `kill -9 reliability: ${killedAfter.length} kills (after ${killedAfter.join(', ')} ms), 100 checkouts (+${orphans?.n ?? 0} orphaned by lost create answers), ` +
        `${perBooking.length} bookings, ${perBooking.reduce((sum, row) => sum + row.charges, 0)} charges, ${lostCalls} calls retried on a dropped or refused connection`,
    );
    await server.kill('SIGTERM');
  }, 240_000);
});

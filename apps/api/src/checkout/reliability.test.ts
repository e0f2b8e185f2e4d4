import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS, reservationInfoSchema, stripeSecretResponseSchema, TEST_CARDS } from '@clubstay/contract/checkout';
import type { Db } from '../db/db.ts';
import { openPglite } from '../db/pglite.ts';
import { storages } from '../test/storages.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { signStripePayload } from './stripe.ts';
import { bookBody, checkUntilFinished, createCheckout, findOffers, type Kit, type Offer, startKit } from './test-kit.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
const WEBHOOK_SECRET = 'whsec_clubstay_sandbox_development';

/** A view of a database whose close() does nothing, so a "restarted" server can reuse its pool. */
const keepOpen = (db: Db): Db => ({ ...db, transaction: db.transaction.bind(db), query: db.query.bind(db), close: async () => undefined });

async function pay(kit: Kit, offerKey: string) {
  const secret = stripeSecretResponseSchema.parse((await kit.inject('POST', '/api/payments/pay/v2/getStripePaymentSecret', { offerKey })).body);
  const confirmed = await kit.inject('POST', `/api/sandbox/stripe/payment_intents/${secret.paymentIntentId}/confirm`, {
    clientSecret: secret.clientSecret,
    card: card(TEST_CARDS.success),
  });
  expect((confirmed.body as { status: string }).status).toBe('succeeded');
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

    it('sells the last room once: 50 concurrent books of 50 checkouts yield exactly one booking', async () => {
      const offer = offers[0];
      if (!offer) throw new Error('no offer');
      const checkouts: string[] = [];
      for (let i = 0; i < 50; i++) checkouts.push(await createCheckout(kit, offer));
      for (const id of checkouts) await checkUntilFinished(kit, id);
      const [stay] = await kit.server.database.db.query<{ stay: { checkIn: string; checkOut: string } }>('select stay from checkouts where public_id = $1', [checkouts[0]]);
      const key = { hotelId: offer.hotel.id, roomId: offer.roomId, checkIn: stay?.stay.checkIn ?? '', checkOut: stay?.stay.checkOut ?? '' };
      expect((await kit.inject('POST', '/api/sandbox/allotment', { ...key, left: 1 })).status).toBe(200);

      const answers = await Promise.all(checkouts.map((id) => kit.inject('POST', '/api/checkout/book', bookBody(id))));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(49);
      const bookings = await kit.server.database.db.query('select id from bookings where hotel_id = $1 and check_in = $2', [offer.hotel.id, key.checkIn]);
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
      const answers = await Promise.all(Array.from({ length: 20 }, () => kit.inject('POST', '/api/checkout/book', bookBody(checkoutId))));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(answers.map((answer) => (answer.body as { offerKey: string }).offerKey)).size).toBe(1);
      const rows = await kit.server.database.db.query('select b.id from bookings b join checkouts c on c.id = b.checkout_id where c.public_id = $1', [checkoutId]);
      expect(rows).toHaveLength(1);
    }, 60_000);

    it('charges once when a payment confirmation is replayed 100 times, concurrently and as new events', async () => {
      const offer = offers[2];
      if (!offer) throw new Error('no offer');
      const checkoutId = await createCheckout(kit, offer);
      await checkUntilFinished(kit, checkoutId);
      const { offerKey } = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId))).body as { offerKey: string };
      const secret = await pay(kit, offerKey);
      const [event] = await kit.server.database.db.query<{ payload: string }>('select payload from sandbox_stripe_events where intent_id = $1', [secret.paymentIntentId]);
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
      expect(replays.filter((answer) => answer.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
      // The provider sending the same success again under new event ids does not charge again either.
      for (let i = 0; i < 5; i++) {
        const again = JSON.stringify({ ...(JSON.parse(payload) as object), id: `evt_replay_${i}` });
        expect((await send(again)).statusCode).toBe(200);
      }
      // A forged signature is refused.
      const forged = await kit.server.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'x-white-label': 'clubstay', 'stripe-signature': signStripePayload(payload, 'whsec_wrong', Math.floor(kit.clock.now / 1000)) },
        payload,
      });
      expect(forged.statusCode).toBe(400);
      const payments = await kit.server.database.db.query<{ amount_eur: string }>(
        "select p.amount_eur from payments p join bookings b on b.id = p.booking_id where b.offer_key = $1 and p.kind = 'charge'",
        [offerKey],
      );
      expect(payments).toHaveLength(1);
      const [booking] = await kit.server.database.db.query<{ amount_paid: string; total: string }>('select amount_paid, total from bookings where offer_key = $1', [offerKey]);
      expect(booking?.amount_paid).toBe(booking?.total);
      // Confirming the paid intent again is refused by the provider.
      const reconfirm = await kit.inject('POST', `/api/sandbox/stripe/payment_intents/${secret.paymentIntentId}/confirm`, {
        clientSecret: secret.clientSecret,
        card: card(TEST_CARDS.success),
      });
      expect(reconfirm.status).toBe(400);
    }, 60_000);
  });
}

describe('a restart of the API in the middle of checkouts loses nothing', () => {
  const cases: { name: string; open: () => Promise<{ first: Db; reopen: () => Promise<Db>; done: () => Promise<void> }> }[] = [
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
          return { first: keepOpen(db), reopen: async () => keepOpen(db), done: async () => { await db.close(); await storage.cleanup(); } };
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
        const bookedB = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutB))).body as { offerKey: string };
        const checkoutC = await createCheckout(kit, c);
        await checkUntilFinished(kit, checkoutC);
        const bookedC = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutC))).body as { offerKey: string };
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
          const answer = reservationInfoSchema.parse((await kit.inject('GET', `/api/offers/reservationInfo?offerKey=${offerKey}`)).body);
          expect(answer.state).toBe('successful');
        }
        const db = kit.server.database.db;
        const charges = await db.query<{ offer_key: string; n: string }>(
          "select b.offer_key, count(p.id)::text as n from bookings b left join payments p on p.booking_id = b.id and p.kind = 'charge' group by b.offer_key",
        );
        expect(charges.find((row) => row.offer_key === bookedB.offerKey)?.n).toBe('1');
        expect(charges.find((row) => row.offer_key === bookedC.offerKey)?.n).toBe('1');
        expect(charges).toHaveLength(3);
        const mails = await db.query<{ n: string }>("select count(*)::text as n from mail_outbox where kind = 'booking-confirmation'");
        expect(mails[0]?.n).toBe('2');
        await kit.server.app.close();
      } finally {
        await done();
      }
    }, 240_000);
  }
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_STATUS,
  CHECKOUT_TIMING,
  cryptoInvoiceSchema,
  TEST_CARDS,
} from '@clubstay/contract/checkout';
import { listBookings } from '#accounts/bookings.ts';
import { readOutbox } from '#mail/mailer.ts';
import { storages } from '#test/storages.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { CONFIRM_MS } from './crypto.ts';
import { FRICTIONLESS_MS } from './paybyrd-sandbox.ts';
import { REFUND_MAX_ATTEMPTS } from './refunds.ts';
import {
  bookBody,
  checkUntilFinished,
  confirmCard,
  createCheckout,
  findOffers,
  type Kit,
  MEMBERS,
  type Offer,
  reservationOf,
  startKit,
  startPaybyrd,
  stripeSecret,
} from './test-kit.ts';

/**
 * The money attack suite (issue #17 items 2 and 3, issue #16 item 8): a traveller's money is never
 * kept without a booking. Each test replays an attack of the review and failed before its fix.
 */
const OPERATOR_TOKEN = 'operator-token-for-the-money-tests';
const SUPPORT = 'support-desk@example.com';

for (const storage of storages()) {
  describe(`money attacks on ${storage.name}`, () => {
    let kit: Kit;
    let offers: Offer[];
    let next = 0;
    const offer = () => {
      const found = offers[next++];
      if (!found) throw new Error('out of offers');
      return found;
    };

    beforeAll(async () => {
      kit = await startKit(await storage.open(), { metricsToken: OPERATOR_TOKEN, supportEmail: SUPPORT });
      offers = await findOffers(kit, 9);
    }, 180_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });
    // Each test runs holds out; the next starts where the offers were found (their rates still fresh).
    let started = 0;
    beforeEach(() => {
      started = kit.clock.now;
    });
    afterEach(() => {
      kit.clock.now = started;
    });

    const db = () => kit.server.database.db;
    const booked = async (
      headers: Record<string, string> = {},
      overrides: Parameters<typeof bookBody>[1] = {},
    ) => {
      const chosen = offer();
      const checkoutId = await createCheckout(kit, chosen, headers);
      expect((await checkUntilFinished(kit, checkoutId, headers)).checkoutStatus).toBe(
        CHECKOUT_STATUS.Available,
      );
      const answer = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId, overrides), headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { offerKey } = answer.body as { offerKey: string };
      const [row] = await db().query<{
        id: string;
        allotment: { hotelId: number; roomId: number; checkIn: string; checkOut: string };
      }>('select id, allotment from bookings where offer_key = $1', [offerKey]);
      if (!row) throw new Error('no booking');
      const { hotelId, roomId, checkIn, checkOut } = row.allotment;
      return { checkoutId, offerKey, bookingId: row.id, allotment: { hotelId, roomId, checkIn, checkOut } };
    };
    const refundsOf = (bookingId: string) =>
      db().query<{
        id: string;
        status: string;
        reason: string;
        kind: string;
        amount_eur: string;
        provider_ref: string;
      }>('select * from refunds where booking_id = $1 order by created_at', [bookingId]);
    const mailsTo = async (to: string, reference: string) =>
      (await readOutbox(db(), { to })).filter((mail) => mail.text.includes(reference));
    /** Runs the hold out: the booking fails and its rooms go back. */
    const expire = async (offerKey: string) => {
      kit.clock.now += CHECKOUT_TIMING.paymentHoldMs;
      const failed = await reservationOf(kit, offerKey);
      expect(failed).toMatchObject({ state: 'failed' });
      return failed;
    };

    describe('issue #17 item 2: one charge per booking through the Paybyrd-style card flow', () => {
      const headers = { 'x-white-label': 'vivid' };
      /** Five card tokens, five started transactions, all authenticated (frictionless 3DS). */
      const fiveTransactions = async () => {
        const { checkoutId, offerKey, bookingId } = await booked(headers);
        const started: { tokenId: string; correlationId: string }[] = [];
        for (let i = 0; i < 5; i++) {
          started.push(await startPaybyrd(kit, { checkoutId, offerKey }, TEST_CARDS.success, headers));
        }
        kit.clock.now += FRICTIONLESS_MS;
        const pays = [];
        for (const { tokenId, correlationId } of started) {
          const result = await kit.inject(
            'GET',
            `/api/payments/pay/paybyrd/3ds?correlationId=${correlationId}&offerKey=${offerKey}`,
            undefined,
            headers,
          );
          const { threeDSData } = result.body as { threeDSData: string };
          pays.push({ checkoutId, threeDSData, offerKey, tokenId, correlationId });
        }
        return { offerKey, bookingId, pays };
      };
      const providerSide = (bookingId: string) =>
        db().query<{ status: string; amount: string; amount_refunded: string }>(
          'select status, amount, amount_refunded from sandbox_paybyrd_transactions where booking_id = $1',
          [bookingId],
        );

      it('pays five tokens of one booking one after the other: one charge, the others refused before any money moves', async () => {
        const { offerKey, bookingId, pays } = await fiveTransactions();
        const statuses = [];
        for (const pay of pays)
          statuses.push((await kit.inject('POST', '/api/payments/pay/paybyrd', pay, headers)).status);
        expect(statuses).toEqual([200, 409, 409, 409, 409]);
        // The paid transaction's replay answers as before.
        expect((await kit.inject('POST', '/api/payments/pay/paybyrd', pays[0], headers)).status).toBe(200);
        const info = await reservationOf(kit, offerKey, headers);
        expect(info.totalCharged).toBe(info.total);
        expect((await providerSide(bookingId)).filter((row) => row.status === 'paid')).toHaveLength(1);
        expect(await refundsOf(bookingId)).toHaveLength(0);
      });

      it('pays five tokens of one booking at once: whatever got through twice is refunded at once and logged', async () => {
        const { offerKey, bookingId, pays } = await fiveTransactions();
        const answers = await Promise.all(
          pays.map((pay) => kit.inject('POST', '/api/payments/pay/paybyrd', pay, headers)),
        );
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
        expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
        const info = await reservationOf(kit, offerKey, headers);
        expect(info.totalCharged).toBe(info.total);
        const side = await providerSide(bookingId);
        // Exactly one charge kept at the provider; any second one that went through is refunded in full.
        expect(side.filter((row) => row.status === 'paid')).toHaveLength(1);
        const refunds = await refundsOf(bookingId);
        expect(refunds.every((refund) => refund.status === 'done' && refund.reason === 'duplicate')).toBe(
          true,
        );
        expect(side.filter((row) => row.status === 'refunded')).toHaveLength(refunds.length);
      });
    });

    describe('issue #17 item 3: a payment after the hold completes the booking or goes back', () => {
      it('a Stripe payment confirmed after the hold completes the booking when the room is still to be had at that price', async () => {
        const { offerKey, bookingId } = await booked();
        const intent = await stripeSecret(kit, offerKey);
        await expire(offerKey);
        expect(
          (await confirmCard(kit, intent.paymentIntentId, intent.clientSecret, TEST_CARDS.success)).body
            .status,
        ).toBe('succeeded');
        await kit.server.checkout.sweep(); // delivers the webhook
        const late = await reservationOf(kit, offerKey);
        expect(late).toMatchObject({ state: 'pending', latePayment: 'completed', refund: null });
        expect(late.totalCharged).toBe(late.total);
        kit.clock.now += SUPPLIER_CONFIRM_MS;
        expect(await reservationOf(kit, offerKey)).toMatchObject({ state: 'successful', isFinished: true });
        expect(await refundsOf(bookingId)).toHaveLength(0);
        const mails = await mailsTo('ada@example.com', late.referenceId);
        expect(mails.map((mail) => mail.kind).sort()).toEqual([
          'booking-confirmation',
          'late-payment-completed',
        ]);
      });

      it('a 3-D Secure challenge completed after the hold, the room gone meanwhile: refunded through the queue, told so', async () => {
        const { offerKey, bookingId, allotment } = await booked();
        const intent = await stripeSecret(kit, offerKey);
        expect(
          (await confirmCard(kit, intent.paymentIntentId, intent.clientSecret, TEST_CARDS.threeDs)).body
            .status,
        ).toBe('requires_action');
        await expire(offerKey);
        expect((await kit.inject('POST', '/api/sandbox/allotment', { ...allotment, left: 0 })).status).toBe(
          200,
        );
        await kit.server.app.inject({
          method: 'POST',
          url: `/api/sandbox/stripe/3ds/${intent.paymentIntentId}/complete`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `client_secret=${encodeURIComponent(intent.clientSecret)}`,
        });
        await kit.server.checkout.sweep();
        const info = await reservationOf(kit, offerKey);
        expect(info).toMatchObject({
          state: 'failed',
          failure: 'paymentTimeout',
          latePayment: 'refunded',
          refund: { status: 'done', amount: info.total },
        });
        expect(await refundsOf(bookingId)).toMatchObject([
          { status: 'done', reason: 'late', kind: 'refund' },
        ]);
        const [side] = await db().query<{ status: string }>(
          'select status from sandbox_stripe_intents where id = $1',
          [intent.paymentIntentId],
        );
        expect(side?.status).toBe('refunded');
        // "Nothing was charged" is no longer said once something was.
        const again = await kit.inject('POST', '/api/payments/pay/v2/getStripePaymentSecret', {
          offerKey,
          purpose: 'payment',
        });
        expect(again.status).toBe(409);
        expect(JSON.stringify(again.body)).not.toContain('nothing was charged');
        const mails = await mailsTo('ada@example.com', info.referenceId);
        expect(mails.map((mail) => mail.kind)).toEqual(['late-payment-refunded']);
        expect(mails[0]?.text).toContain('refunding');
      });

      it('a crypto deposit after the invoice expired completes the booking when the room is still there', async () => {
        const { offerKey, bookingId } = await booked(
          {},
          { paymentMethod: 'crypto', currency: 'USDC', crypto: { coin: 'USDC', network: 'polygon' } },
        );
        const invoice = cryptoInvoiceSchema.parse(
          (await kit.inject('GET', `/api/payments/crypto/invoice?offerKey=${offerKey}`)).body,
        );
        await expire(offerKey);
        expect(
          (
            await kit.inject('POST', '/api/sandbox/crypto/deposit', {
              address: invoice.address,
              amount: invoice.amount,
            })
          ).status,
        ).toBe(200);
        kit.clock.now += CONFIRM_MS;
        await kit.server.checkout.sweep();
        const info = await reservationOf(kit, offerKey);
        expect(info).toMatchObject({ state: 'pending', latePayment: 'completed', refund: null });
        expect(await refundsOf(bookingId)).toHaveLength(0);
      });

      it('a part-paid crypto invoice that expires: the part payment goes back, and so does a deposit after that', async () => {
        const { offerKey, bookingId } = await booked(
          {},
          { paymentMethod: 'crypto', currency: 'USDC', crypto: { coin: 'USDC', network: 'polygon' } },
        );
        const invoice = cryptoInvoiceSchema.parse(
          (await kit.inject('GET', `/api/payments/crypto/invoice?offerKey=${offerKey}`)).body,
        );
        const half = Math.floor(invoice.amount * 50) / 100;
        await kit.inject('POST', '/api/sandbox/crypto/deposit', { address: invoice.address, amount: half });
        kit.clock.now += CONFIRM_MS;
        expect(await reservationOf(kit, offerKey)).toMatchObject({
          state: 'failed',
          failure: 'incompletePayment',
          bookingStatus: 'PartiallyPaid',
        });
        kit.clock.now += CHECKOUT_TIMING.paymentHoldMs;
        await kit.server.checkout.sweep();
        const info = await reservationOf(kit, offerKey);
        expect(info).toMatchObject({
          state: 'failed',
          failure: 'incompletePayment',
          bookingStatus: 'Failed',
          latePayment: 'refunded',
          refund: { status: 'done' },
        });
        expect(await refundsOf(bookingId)).toMatchObject([{ status: 'done', reason: 'expired' }]);
        const deposits = await db().query<{ refund_ref: string | null }>(
          'select d.refund_ref from crypto_deposits d join crypto_invoices i on i.id = d.invoice_id where i.booking_id = $1',
          [bookingId],
        );
        expect(deposits).toHaveLength(1);
        expect(deposits[0]?.refund_ref).toBeTruthy();
        // The rest, sent after the expiry, cannot complete a booking whose first part went back: refunded too.
        await kit.inject('POST', '/api/sandbox/crypto/deposit', {
          address: invoice.address,
          amount: invoice.amount - half,
        });
        kit.clock.now += CONFIRM_MS;
        await kit.server.checkout.sweep();
        const refunds = await refundsOf(bookingId);
        expect(refunds.map((refund) => [refund.reason, refund.status])).toEqual([
          ['expired', 'done'],
          ['late', 'done'],
        ]);
        expect((await reservationOf(kit, offerKey)).refund?.amount).toBeGreaterThan(0);
        expect((await mailsTo('ada@example.com', info.referenceId)).map((mail) => mail.kind)).toEqual([
          'late-payment-refunded',
        ]);
      });
    });

    describe('issue #16 item 8: a refund that fails for good', () => {
      it('is shown to the traveller (confirmation, My bookings), mailed to support once, and retried by an operator', async () => {
        const member = { authorization: 'Bearer member-a' };
        const { offerKey, bookingId } = await booked(member);
        const { paymentIntentId, clientSecret } = await stripeSecret(kit, offerKey, 'payment', member);
        await confirmCard(kit, paymentIntentId, clientSecret, TEST_CARDS.success);
        await kit.server.checkout.sweep();
        expect((await reservationOf(kit, offerKey, member)).state).toBe('pending');
        // Cancelled; the provider refuses the refund every time (here: the charge is gone at its side).
        await db().query(
          `update bookings set status = 'Canceled', canceled_at = now(), refund_amount = amount_paid where id = $1`,
          [bookingId],
        );
        await db().query(`update sandbox_stripe_intents set status = 'canceled' where id = $1`, [
          paymentIntentId,
        ]);
        const { queueRefunds } = await import('./refunds.ts');
        await db().transaction((tx) => queueRefunds(tx, bookingId, kit.clock.now));
        for (let attempt = 0; attempt < REFUND_MAX_ATTEMPTS; attempt++) {
          await kit.server.checkout.refunds.process(bookingId);
          kit.clock.now += 3_600_000;
        }
        const [refund] = await refundsOf(bookingId);
        expect(refund).toMatchObject({ status: 'failed' });
        const info = await reservationOf(kit, offerKey, member);
        expect(info.refund).toEqual({ status: 'failed', amount: info.total });
        const list = await listBookings(
          db(),
          MEMBERS['member-a'] ?? '',
          'clubstay',
          { startIndex: 0, limit: 50 },
          new Date(kit.clock.now),
        );
        expect(list.items.find((item) => item.offerKey === offerKey)?.refund).toEqual({
          status: 'failed',
          amount: info.total,
        });
        await kit.server.checkout.sweep();
        const support = await mailsTo(SUPPORT, info.referenceId);
        expect(support).toHaveLength(1);
        expect(support[0]).toMatchObject({ kind: 'refund-failed' });
        expect(support[0]?.text).toContain(refund?.id ?? 'no id');

        // The operator's calls need the operator (metrics) token.
        expect((await kit.inject('GET', '/api/ops/refunds')).status).toBe(401);
        expect((await kit.inject('POST', `/api/ops/refunds/${refund?.id}/retry`)).status).toBe(401);
        const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
        const listed = await kit.inject('GET', '/api/ops/refunds', undefined, auth);
        expect((listed.body as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
          refund?.id,
        );
        expect((await kit.inject('POST', '/api/ops/refunds/not-a-uuid/retry', undefined, auth)).status).toBe(
          400,
        );
        // Once the cause is fixed at the provider, the retry goes through.
        await db().query(`update sandbox_stripe_intents set status = 'succeeded' where id = $1`, [
          paymentIntentId,
        ]);
        const retried = await kit.inject('POST', `/api/ops/refunds/${refund?.id}/retry`, undefined, auth);
        expect(retried.status, JSON.stringify(retried.body)).toBe(200);
        expect(retried.body).toMatchObject({ id: refund?.id, status: 'done' });
        expect((await reservationOf(kit, offerKey, member)).refund).toEqual({
          status: 'done',
          amount: info.total,
        });
      });

      it('the sandboxes record a partial card refund as partial (Stripe and Paybyrd), each refund once', async () => {
        const { offerKey } = await booked();
        const intent = await stripeSecret(kit, offerKey);
        await confirmCard(kit, intent.paymentIntentId, intent.clientSecret, TEST_CARDS.success);
        const stripe = kit.server.checkout.stripe;
        const part = Math.floor(intent.amount / 4);
        const first = await stripe.refund(intent.paymentIntentId, part, 'partial-1');
        expect(await stripe.refund(intent.paymentIntentId, part, 'partial-1')).toBe(first);
        const intentRow = async () =>
          (
            await db().query<{ status: string; amount_refunded: string }>(
              'select status, amount_refunded from sandbox_stripe_intents where id = $1',
              [intent.paymentIntentId],
            )
          )[0];
        expect(await intentRow()).toMatchObject({ status: 'succeeded' });
        expect(Number((await intentRow())?.amount_refunded)).toBe(part);
        await expect(stripe.refund(intent.paymentIntentId, intent.amount, 'too-much')).rejects.toThrow(
          /Cannot refund/,
        );
        await stripe.refund(intent.paymentIntentId, intent.amount - part, 'partial-2');
        expect(await intentRow()).toMatchObject({ status: 'refunded' });

        await db().query(
          `insert into sandbox_paybyrd_transactions (correlation_id, idempotency_key, token_id, booking_id, amount, currency, scenario, three_ds, status, created_at, updated_at)
           values ('pb_partial_test', 'pb_partial_test', 'tok_x', gen_random_uuid(), 100, 'EUR', 'success', 'authenticated', 'paid', now(), now())`,
        );
        const { SandboxPaybyrd } = await import('./paybyrd-sandbox.ts');
        const paybyrd = new SandboxPaybyrd({ db: db(), now: () => kit.clock.now });
        await paybyrd.refund('pb_partial_test', 30, 'pb-partial-1');
        await paybyrd.refund('pb_partial_test', 30, 'pb-partial-1');
        const transaction = await paybyrd.transaction('pb_partial_test');
        expect(transaction).toMatchObject({ status: 'paid' });
        expect(Number(transaction?.amount_refunded)).toBe(30);
      });
    });
  });
}

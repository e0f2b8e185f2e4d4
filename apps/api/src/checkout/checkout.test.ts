import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_STATUS,
  CHECKOUT_TIMING,
  cryptoInvoiceSchema,
  TEST_CARDS,
} from '@clubstay/contract/checkout';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { readOutbox } from '#mail/mailer.ts';
import { storages } from '#test/storages.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import { CONFIRM_MS } from './crypto.ts';
import {
  bookBody,
  checkUntilFinished,
  confirmCard,
  createCheckout,
  findOffers,
  info,
  type Kit,
  type Offer,
  reservationOf,
  startKit,
  startPaybyrd,
  stripeSecret,
} from './test-kit.ts';

for (const storage of storages()) {
  describe(`checkout on ${storage.name}`, () => {
    let kit: Kit;
    let offers: Offer[];
    let next = 0;
    const offer = () => {
      const found = offers[next++];
      if (!found) throw new Error('out of offers');
      return found;
    };

    beforeAll(async () => {
      kit = await startKit(await storage.open());
      offers = await findOffers(kit, 16);
    }, 120_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });

    const booked = async (
      headers: Record<string, string> = {},
      overrides: Parameters<typeof bookBody>[1] = {},
    ) => {
      const checkoutId = await createCheckout(kit, offer(), headers);
      const check = await checkUntilFinished(kit, checkoutId, headers);
      expect(check.checkoutStatus).toBe(CHECKOUT_STATUS.Available);
      const answer = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId, overrides), headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { checkoutId, offerKey: (answer.body as { offerKey: string }).offerKey };
    };

    it('creates a checkout that resumes by its id: hotel, stay, package, EUR price with the spec rounding, countdown', async () => {
      const chosen = offer();
      const checkoutId = await createCheckout(kit, chosen);
      expect(checkoutId).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const checkout = await info(kit, checkoutId);
      expect(checkout.hotel.id).toBe(chosen.hotel.id);
      expect(checkout.packageId).toBe(chosen.packageId);
      expect(checkout.price.total).toBe(
        Math.round((checkout.price.salePrice + checkout.price.creditCardFee) * 100) / 100,
      );
      expect(checkout.price.basePrice).toBe(
        Math.round((checkout.price.salePrice - checkout.price.taxAndFees) * 100) / 100,
      );
      expect(Date.parse(checkout.expiresAt) - Date.parse(checkout.serverTime)).toBe(
        CHECKOUT_TIMING.checkoutTtlMs,
      );
      expect(checkout.paymentMethods).toContain('card');
      expect(checkout.paymentMethods).toContain('crypto');
      expect(checkout.providerType).toBe('stripe');
    });

    it('answers the check Pending while it runs, then the availability with the price holding', async () => {
      const checkoutId = await createCheckout(kit, offer());
      const first = await kit.inject('GET', `/api/checkout/check?checkoutId=${checkoutId}`);
      expect(first.body).toMatchObject({ checkoutStatus: CHECKOUT_STATUS.Pending, isFinished: false });
      const done = await checkUntilFinished(kit, checkoutId);
      expect(done).toMatchObject({
        checkoutStatus: CHECKOUT_STATUS.Available,
        validPrice: 0,
        refundabilityChanged: false,
        isFinished: true,
      });
    });

    it('reports a price change, refuses to book at the old price (422), and books once the new price is agreed', async () => {
      const headers = { 'x-sandbox-scenario': 'price-change' };
      const checkoutId = await createCheckout(kit, offer(), headers);
      const before = await info(kit, checkoutId);
      const check = await checkUntilFinished(kit, checkoutId, headers);
      expect(check.validPrice).toBeCloseTo(before.price.salePrice * 1.08, 0);
      const refused = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers);
      expect(refused.status).toBe(422);
      const agreed = await kit.inject('POST', '/api/checkout/agree', { checkoutId }, headers);
      expect(agreed.status).toBe(200);
      expect((agreed.body as { price: { salePrice: number } }).price.salePrice).toBe(check.validPrice);
      expect((await checkUntilFinished(kit, checkoutId, headers)).validPrice).toBe(0);
      const bookedAnswer = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers);
      expect(bookedAnswer.status, JSON.stringify(bookedAnswer.body)).toBe(200);
    });

    it.each([
      ['sold-out-room', CHECKOUT_STATUS.SoldOutRoom],
      ['sold-out-hotel', CHECKOUT_STATUS.SoldOutHotel],
      ['expired', CHECKOUT_STATUS.Expired],
      ['expired-ni', CHECKOUT_STATUS.ExpiredNi],
    ] as const)('reports %s from the supplier and refuses to book', async (scenario, status) => {
      const headers = { 'x-sandbox-scenario': scenario };
      const checkoutId = await createCheckout(kit, offers[0] ?? offer(), headers);
      const check = await checkUntilFinished(kit, checkoutId, headers);
      expect(check.checkoutStatus).toBe(status);
      expect((await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers)).status).toBe(
        422,
      );
    });

    it('expires the checkout when the countdown ends', async () => {
      const checkoutId = await createCheckout(kit, offer());
      const before = kit.clock.now;
      kit.clock.now += CHECKOUT_TIMING.checkoutTtlMs;
      try {
        const check = await checkUntilFinished(kit, checkoutId);
        expect(check.checkoutStatus).toBe(CHECKOUT_STATUS.Expired);
        expect((await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId))).status).toBe(422);
      } finally {
        kit.clock.now = before;
      }
    });

    it('validates the guest details with field errors', async () => {
      const checkoutId = await createCheckout(kit, offers[1] ?? offer());
      const bad = bookBody(checkoutId);
      const answer = await kit.inject('POST', '/api/checkout/book', {
        ...bad,
        agreed: false,
        customerInfo: {
          ...bad.customerInfo,
          firstName: 'Zoë2',
          email: 'nope',
          phoneNumber: '+44 7700',
          specialRequests: 'x'.repeat(1001),
        },
      });
      expect(answer.status).toBe(400);
      const fields = apiErrorBodySchema.parse(answer.body).errors.map((error) => error.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'body.agreed',
          'body.customerInfo.firstName',
          'body.customerInfo.email',
          'body.customerInfo.phoneNumber',
          'body.customerInfo.specialRequests',
        ]),
      );
    });

    it('pays by card (4242…): webhook confirmation, supplier confirmation, one e-mail', async () => {
      const { offerKey } = await booked();
      expect((await reservationOf(kit, offerKey)).state).toBe('processing');
      const intent = await stripeSecret(kit, offerKey);
      expect(intent).toMatchObject({ mode: 'sandbox', currency: 'USD', status: 'requires_payment_method' });
      const confirmed = await confirmCard(
        kit,
        intent.paymentIntentId,
        intent.clientSecret,
        TEST_CARDS.success,
      );
      expect(confirmed.body.status).toBe('succeeded');
      await kit.server.checkout.sweep(); // delivers the webhook
      kit.clock.now += 2500;
      await kit.server.checkout.sweep();
      const paid = await reservationOf(kit, offerKey);
      expect(paid.state).toBe('pending');
      kit.clock.now += SUPPLIER_CONFIRM_MS;
      const done = await reservationOf(kit, offerKey);
      expect(done).toMatchObject({
        state: 'successful',
        isSuccess: true,
        isFinished: true,
        paymentMethod: 'stripe',
      });
      expect(done.totalCharged).toBe(done.total);
      await kit.server.checkout.sweep();
      const mail = (await readOutbox(kit.server.database.db, { to: 'ada@example.com' })).filter((m) =>
        m.text.includes(done.referenceId),
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toContain(done.referenceId);
      expect(mail[0]?.text).toContain(`/confirmation?offerKey=${offerKey}`);
    });

    it('asks for a 3DS challenge with 4000 0027 6000 3184 and succeeds once it is completed', async () => {
      const { offerKey } = await booked();
      const { paymentIntentId, clientSecret } = await stripeSecret(kit, offerKey);
      const challenged = await confirmCard(kit, paymentIntentId, clientSecret, TEST_CARDS.threeDs);
      expect(challenged.body.status).toBe('requires_action');
      const url = challenged.body.nextAction?.url ?? '';
      const pageAnswer = await kit.server.app.inject({ url });
      expect(pageAnswer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(pageAnswer.body).toContain('Complete');
      const completed = await kit.server.app.inject({
        method: 'POST',
        url: `/api/sandbox/stripe/3ds/${paymentIntentId}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `client_secret=${encodeURIComponent(clientSecret)}`,
      });
      expect(completed.body).toContain('Authentication complete');
      // No webhook delivered: the reservation read asks the provider and records the payment itself.
      expect((await reservationOf(kit, offerKey)).state).toBe('pending');
    });

    it('declines 4000 0000 0000 0002 without charging, and the same intent succeeds with another card', async () => {
      const { offerKey } = await booked();
      const { paymentIntentId, clientSecret } = await stripeSecret(kit, offerKey);
      const declined = await confirmCard(kit, paymentIntentId, clientSecret, TEST_CARDS.declined);
      expect(declined.body).toMatchObject({
        status: 'requires_payment_method',
        lastPaymentError: { code: 'card_declined' },
      });
      expect((await reservationOf(kit, offerKey)).state).toBe('processing');
      const again = await stripeSecret(kit, offerKey);
      expect(again.paymentIntentId).toBe(paymentIntentId);
      expect(
        (await confirmCard(kit, again.paymentIntentId, again.clientSecret, TEST_CARDS.success)).body.status,
      ).toBe('succeeded');
      expect((await reservationOf(kit, offerKey)).state).toBe('pending');
    });

    it('rejects bad card details with field errors (Luhn, expiry, CVC)', async () => {
      const { offerKey } = await booked();
      const intent = await stripeSecret(kit, offerKey);
      const answer = await kit.inject(
        'POST',
        `/api/sandbox/stripe/payment_intents/${intent.paymentIntentId}/confirm`,
        {
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424241', expMonth: 1, expYear: 2020, cvc: '12' },
        },
      );
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).errors.map((e) => e.code)).toEqual([
        'incorrect_number',
        'expired_card',
        'invalid_cvc',
      ]);
    });

    it.each([
      ['with no card below 4 stars', false],
      ['with a card guarantee (pre-authorisation) at 4 and 5 stars', true],
    ] as const)('books pay at hotel %s: hold, then book, nothing charged', async (_label, guaranteed) => {
      const candidates = await findOffers(kit, 12, { days: guaranteed ? 61 : 60, refundable: true });
      const refundable = candidates.find((candidate) => candidate.hotel.stars >= 4 === guaranteed);
      if (!refundable) throw new Error('no refundable offer of that kind');
      const checkoutId = await createCheckout(kit, refundable);
      const checkout = await info(kit, checkoutId);
      expect(checkout.paymentMethods).toContain('payAtHotel');
      expect(checkout.currencies).toEqual(['EUR']);
      expect(checkout.info.internalPackage.creditCardType).toBe(guaranteed ? 1 : 3);
      await checkUntilFinished(kit, checkoutId);
      const bookAnswer = await kit.inject(
        'POST',
        '/api/checkout/book',
        bookBody(checkoutId, { paymentMethod: 'payAtHotel', currency: 'EUR' }),
      );
      expect(bookAnswer.status, JSON.stringify(bookAnswer.body)).toBe(200);
      const { offerKey } = bookAnswer.body as { offerKey: string };
      expect((await kit.inject('POST', '/api/payments/PayAtHotel/book', { offerKey })).status).toBe(409);
      let paymentIntentId: string | undefined;
      if (guaranteed) {
        // Without the pre-authorisation the hold is refused.
        expect((await kit.inject('POST', '/api/payments/PayAtHotel/hold', { offerKey })).status).toBe(402);
        const guarantee = await stripeSecret(kit, offerKey, 'guarantee');
        expect(guarantee.currency).toBe('EUR');
        expect(
          (await confirmCard(kit, guarantee.paymentIntentId, guarantee.clientSecret, TEST_CARDS.success)).body
            .status,
        ).toBe('requires_capture');
        paymentIntentId = guarantee.paymentIntentId;
      }
      expect(
        (await kit.inject('POST', '/api/payments/PayAtHotel/hold', { offerKey, paymentIntentId })).status,
      ).toBe(200);
      expect((await kit.inject('POST', '/api/payments/PayAtHotel/book', { offerKey })).status).toBe(200);
      kit.clock.now += SUPPLIER_CONFIRM_MS;
      const done = await reservationOf(kit, offerKey);
      expect(done).toMatchObject({
        state: 'successful',
        paymentMethod: 'pay-at-hotel',
        totalCharged: 0,
        paymentTiming: guaranteed ? 1 : 3,
      });
      expect(done.payAtHotelTotal).toBeGreaterThanOrEqual(done.total);
    });

    it('pays in crypto with two partial deposits: partly paid (incomplete), then paid and confirmed', async () => {
      const { offerKey } = await booked(
        {},
        { paymentMethod: 'crypto', currency: 'USDC', crypto: { coin: 'USDC', network: 'polygon' } },
      );
      const invoiceAnswer = await kit.inject('GET', `/api/payments/crypto/invoice?offerKey=${offerKey}`);
      const invoice = cryptoInvoiceSchema.parse(invoiceAnswer.body);
      // The sandbox runs on no chain: nothing for a browser wallet to pay with.
      expect(invoice).toMatchObject({
        coin: 'USDC',
        network: 'polygon',
        paid: 0,
        status: 'awaiting',
        chain: null,
      });
      expect(invoice.address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(invoice.qrCode).toMatch(/^data:image\/png;base64,/);
      const half = Math.floor(invoice.amount * 50) / 100;
      const deposit = { address: invoice.address, amount: half, txHash: 'a'.repeat(64) };
      expect((await kit.inject('POST', '/api/sandbox/crypto/deposit', deposit)).status).toBe(200);
      // The same transaction seen twice counts once.
      expect((await kit.inject('POST', '/api/sandbox/crypto/deposit', deposit)).status).toBe(200);
      expect(
        cryptoInvoiceSchema.parse(
          (await kit.inject('GET', `/api/payments/crypto/invoice?offerKey=${offerKey}`)).body,
        ),
      ).toMatchObject({ paid: 0, unconfirmed: half });
      kit.clock.now += CONFIRM_MS;
      const partly = await reservationOf(kit, offerKey);
      expect(partly, JSON.stringify(partly)).toBeTruthy();
      expect(partly).toMatchObject({
        state: 'failed',
        failure: 'incompletePayment',
        bookingStatus: 'PartiallyPaid',
      });
      expect(partly.crypto?.left).toBeCloseTo(invoice.amount - half, 2);
      await kit.inject('POST', '/api/sandbox/crypto/deposit', {
        address: invoice.address,
        amount: partly.crypto?.left ?? 0,
      });
      kit.clock.now += CONFIRM_MS;
      expect((await reservationOf(kit, offerKey)).state).toBe('pending');
      kit.clock.now += SUPPLIER_CONFIRM_MS;
      expect(await reservationOf(kit, offerKey)).toMatchObject({ state: 'successful', isFinished: true });
    });

    it('releases an unpaid booking after the payment hold and reports the timeout', async () => {
      const { offerKey } = await booked();
      const before = kit.clock.now;
      kit.clock.now += CHECKOUT_TIMING.paymentHoldMs;
      try {
        expect(await reservationOf(kit, offerKey)).toMatchObject({
          state: 'failed',
          failure: 'paymentTimeout',
          isFinished: true,
        });
        const late = await kit.inject('POST', '/api/payments/pay/v2/getStripePaymentSecret', { offerKey });
        expect(late.status).toBe(409);
      } finally {
        kit.clock.now = before;
      }
    });

    it('keeps checkouts and bookings to their owner: members, guests and other brands get 404', async () => {
      const member = { authorization: 'Bearer member-a' };
      const { checkoutId, offerKey } = await booked(member);
      expect(
        (await kit.inject('GET', `/api/checkout?checkoutId=${checkoutId}`, undefined, member)).status,
      ).toBe(200);
      const strangers: Record<string, string>[] = [
        {},
        { authorization: 'Bearer member-b' },
        { 'x-white-label': 'wirex', authorization: 'Bearer member-a' },
      ];
      for (const stranger of strangers) {
        expect(
          (await kit.inject('GET', `/api/checkout?checkoutId=${checkoutId}`, undefined, stranger)).status,
        ).toBe(404);
        expect(
          (await kit.inject('GET', `/api/offers/reservationInfo?offerKey=${offerKey}`, undefined, stranger))
            .status,
        ).toBe(404);
      }
      const row = await kit.server.database.db.query<{ customer_id: string; guest_id: string | null }>(
        'select customer_id, guest_id from bookings where offer_key = $1',
        [offerKey],
      );
      expect(row[0]).toMatchObject({ customer_id: '00000000-0000-4000-8000-00000000000a', guest_id: null });
    });

    it('enforces the brand rule: bitunix needs a member, brands-for-employees a guest token (401)', async () => {
      const chosen = offers[2] ?? offer();
      const body = {
        hotelId: chosen.hotel.id,
        searchRequestId: chosen.searchId,
        selectedPackageId: chosen.packageId,
        currency: 'EUR',
      };
      expect(
        (await kit.inject('POST', '/api/checkout/create', body, { 'x-white-label': 'bitunix' })).status,
      ).toBe(401);
      expect(
        (
          await kit.inject('POST', '/api/checkout/create', body, {
            'x-white-label': 'bitunix',
            authorization: 'Bearer member-a',
          })
        ).status,
      ).toBe(201);
      expect(
        (await kit.inject('POST', '/api/checkout/create', body, { 'x-white-label': 'brands-for-employees' }))
          .status,
      ).toBe(401);
      const token = await kit.inject('POST', '/api/sandbox/guest-token', {
        whiteLabel: 'brands-for-employees',
        sub: 'employee-7',
      });
      const guest = {
        'x-white-label': 'brands-for-employees',
        'guest-authorization': (token.body as { token: string }).token,
      };
      const created = await kit.inject('POST', '/api/checkout/create', body, guest);
      expect(created.status).toBe(201);
      const { checkoutId } = created.body as { checkoutId: string };
      expect(
        (
          await kit.inject('GET', `/api/checkout?checkoutId=${checkoutId}`, undefined, {
            'x-white-label': 'brands-for-employees',
          })
        ).status,
      ).toBe(404);
      expect(
        (await kit.inject('POST', '/api/checkout/create', body, { 'x-white-label': 'coca' })).status,
      ).toBe(201);
    });

    it('pays with the Paybyrd-style provider on vivid: token, frictionless 3DS, pay once', async () => {
      const headers = { 'x-white-label': 'vivid' };
      const chosen = offer();
      const checkoutId = await createCheckout(kit, chosen, headers);
      expect((await info(kit, checkoutId, headers)).providerType).toBe('paybyrd');
      await checkUntilFinished(kit, checkoutId, headers);
      const bookAnswer = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers);
      expect(bookAnswer.status, JSON.stringify(bookAnswer.body)).toBe(200);
      const { offerKey } = bookAnswer.body as { offerKey: string };
      const { tokenId, correlationId } = await startPaybyrd(
        kit,
        { checkoutId, offerKey },
        TEST_CARDS.success,
        headers,
      );
      const pending = await kit.inject(
        'GET',
        `/api/payments/pay/paybyrd/3ds?correlationId=${correlationId}&offerKey=${offerKey}`,
        undefined,
        headers,
      );
      expect(pending.body).toMatchObject({ status: 'pending', threeDSData: null });
      kit.clock.now += 1500;
      const result = await kit.inject(
        'GET',
        `/api/payments/pay/paybyrd/3ds?correlationId=${correlationId}&offerKey=${offerKey}`,
        undefined,
        headers,
      );
      const { threeDSData } = result.body as { threeDSData: string };
      expect(result.body).toMatchObject({ status: 'authenticated' });
      const pay = { checkoutId, threeDSData, offerKey, tokenId, correlationId };
      for (let i = 0; i < 5; i++)
        expect((await kit.inject('POST', '/api/payments/pay/paybyrd', pay, headers)).status).toBe(200);
      const payments = await kit.server.database.db.query('select * from payments where provider_ref = $1', [
        correlationId,
      ]);
      expect(payments).toHaveLength(1);
      expect(
        (
          await kit.inject(
            'POST',
            '/api/payments/pay/paybyrd/check',
            { checkoutId, message: '3DS polled 2 times' },
            headers,
          )
        ).status,
      ).toBe(200);
      expect((await reservationOf(kit, offerKey, headers)).state).toBe('pending');
    });

    it('records a Paybyrd charge the provider made while the API was not listening (once)', async () => {
      const headers = { 'x-white-label': 'vivid' };
      const checkoutId = await createCheckout(kit, offer(), headers);
      await checkUntilFinished(kit, checkoutId, headers);
      const { offerKey } = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers))
        .body as { offerKey: string };
      const { correlationId } = await startPaybyrd(
        kit,
        { checkoutId, offerKey },
        TEST_CARDS.success,
        headers,
      );
      // The provider charged (its side says paid) but our pay call never came back: a crash in between.
      await kit.server.database.db.query(
        `update sandbox_paybyrd_transactions set three_ds = 'authenticated', three_ds_data = 'x', status = 'paid' where correlation_id = $1`,
        [correlationId],
      );
      await kit.server.checkout.sweep();
      await kit.server.checkout.sweep();
      expect((await reservationOf(kit, offerKey, headers)).state).toBe('pending');
      const charges = await kit.server.database.db.query('select id from payments where provider_ref = $1', [
        correlationId,
      ]);
      expect(charges).toHaveLength(1);
    });

    it('answers 402 for a Paybyrd-declined card and 504 when the provider times out', async () => {
      const headers = { 'x-white-label': 'belo' };
      for (const [number, status] of [
        [TEST_CARDS.declined, 402],
        [TEST_CARDS.timeout, 504],
      ] as const) {
        const checkoutId = await createCheckout(kit, offer(), headers);
        await checkUntilFinished(kit, checkoutId, headers);
        const { offerKey } = (await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers))
          .body as { offerKey: string };
        const { tokenId, correlationId } = await startPaybyrd(kit, { checkoutId, offerKey }, number, headers);
        kit.clock.now += 1500;
        const { threeDSData } = (
          await kit.inject(
            'GET',
            `/api/payments/pay/paybyrd/3ds?correlationId=${correlationId}&offerKey=${offerKey}`,
            undefined,
            headers,
          )
        ).body as { threeDSData: string };
        const pay = await kit.inject(
          'POST',
          '/api/payments/pay/paybyrd',
          { checkoutId, threeDSData, offerKey, tokenId, correlationId },
          headers,
        );
        expect(pay.status).toBe(status);
        expect((await reservationOf(kit, offerKey, headers)).state).toBe('processing');
      }
    });
  });
}

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_STATUS,
  HOLD_LIMIT_ERROR_CODE,
  PAY_AT_HOTEL_CONFIRM_MS,
  reservationInfoSchema,
  UNPAID_HOLD_LIMITS,
} from '@clubstay/contract/checkout';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { readOutbox } from '#mail/mailer.ts';
import { storages } from '#test/storages.ts';
import { SUPPLIER_CONFIRM_MS } from './checkout-service.ts';
import {
  bookBody,
  checkUntilFinished,
  createCheckout,
  findOffers,
  type Kit,
  type Offer,
  startKit,
} from './test-kit.ts';

/**
 * Unpaid holds (issue #17 item 8): anyone could hold a hotel's last rooms without paying, again and
 * again, and a guest could not cancel. Each test replays the attack and failed before its fix.
 */
const COCA = { 'x-white-label': 'coca' };

for (const storage of storages()) {
  describe(`unpaid holds on ${storage.name}`, () => {
    let kit: Kit;
    let offers: Offer[];
    let payAtHotel: Offer[];
    const clock = { now: Date.now() };

    beforeAll(async () => {
      kit = await startKit(
        await storage.open(),
        { checkout: { now: () => clock.now, sweepMs: 0, holdLimits: UNPAID_HOLD_LIMITS } },
        clock,
      );
      offers = await findOffers(kit, 6);
      // Refundable rates below 4 stars are paid at the hotel without a card.
      payAtHotel = (await findOffers(kit, 14, { days: 60, refundable: true })).filter(
        (offer) => offer.hotel.stars < 4,
      );
      for (const offer of [...offers, ...payAtHotel]) {
        const stay = await kit.inject('POST', '/api/sandbox/allotment', {
          hotelId: offer.hotel.id,
          roomId: offer.roomId,
          ...dates(offer),
          left: 40,
        });
        expect(stay.status).toBe(200);
      }
    }, 240_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });
    let started = 0;
    beforeEach(() => {
      started = clock.now;
    });
    afterEach(async () => {
      clock.now = started;
      // Each test starts with no open holds.
      await kit.server.database.db.query(
        `update bookings set status = 'Failed' where status in ('Processing', 'PartiallyPaid')`,
      );
      await kit.server.database.db.query(
        `update bookings set guaranteed_at = created_at where guarantee_due_at is not null`,
      );
    });

    function dates(offer: Offer) {
      const [from = '', to = ''] = offer.k.split('~')[0]?.split('-') ?? [];
      const day = (text: string) => `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
      return { checkIn: day(from), checkOut: day(to) };
    }

    /** A call from a given client address (the socket's: no proxy is trusted). */
    async function call(
      method: 'GET' | 'POST',
      url: string,
      body: unknown,
      ip: string,
      headers: Record<string, string> = COCA,
    ) {
      const response = await kit.server.app.inject({
        method,
        url,
        remoteAddress: ip,
        headers,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return { status: response.statusCode, body: response.body ? response.json<unknown>() : null };
    }

    /** A booking's reservation as read from a client address (`query`: its offerKey, and its manage token). */
    async function reservationFrom(ip: string, query: string) {
      return reservationInfoSchema.parse(
        (await call('GET', `/api/offers/reservationInfo?${query}`, undefined, ip)).body,
      );
    }

    async function book(
      offer: Offer,
      ip: string,
      headers: Record<string, string> = COCA,
      overrides: Parameters<typeof bookBody>[1] = {},
    ) {
      const checkoutId = await createCheckout(kit, offer, headers);
      expect((await checkUntilFinished(kit, checkoutId, headers)).checkoutStatus).toBe(
        CHECKOUT_STATUS.Available,
      );
      return call('POST', '/api/checkout/book', bookBody(checkoutId, overrides), ip, headers);
    }

    const refused = (answer: { status: number; body: unknown }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(429);
      const error = apiErrorBodySchema.parse(answer.body);
      expect(error.errorCode).toBe(HOLD_LIMIT_ERROR_CODE);
      expect(error.errors.map((e) => e.code)).toEqual(['hold_limit']);
    };

    it(`refuses open unpaid hold number ${UNPAID_HOLD_LIMITS.perHotelPerSource + 1} at one hotel from one address; another address, or a paid booking, is not held against it`, async () => {
      const [hotel] = offers;
      if (!hotel) throw new Error('no offer');
      const first = await book(hotel, '203.0.113.20');
      expect(first.status).toBe(200);
      expect((await book(hotel, '203.0.113.20')).status).toBe(200);
      refused(await book(hotel, '203.0.113.20'));
      expect((await book(hotel, '203.0.113.21')).status).toBe(200);
      // Once one is paid, it no longer holds the room unpaid.
      const { offerKey } = first.body as { offerKey: string };
      await kit.server.database.db.query(
        `update bookings set status = 'Pending', amount_paid = total where offer_key = $1`,
        [offerKey],
      );
      expect((await book(hotel, '203.0.113.20')).status).toBe(200);
    });

    it(`refuses open unpaid hold number ${UNPAID_HOLD_LIMITS.perSource + 1} from one address across hotels`, async () => {
      for (const offer of offers.slice(0, UNPAID_HOLD_LIMITS.perSource))
        expect((await book(offer, '203.0.113.30')).status).toBe(200);
      const last = offers[UNPAID_HOLD_LIMITS.perSource];
      if (!last) throw new Error('no offer');
      refused(await book(last, '203.0.113.30'));
      expect((await book(last, '203.0.113.31')).status).toBe(200);
      // The hold runs out (Failed, rooms back): it stops counting.
      clock.now += 31 * 60_000;
      await kit.server.checkout.sweep();
      const open = await kit.server.database.db.query<{ n: string }>(
        `select count(*)::text as n from bookings where source_address = '203.0.113.30' and status = 'Processing'`,
      );
      expect(open[0]?.n).toBe('0');
    });

    it(`refuses open unpaid hold number ${UNPAID_HOLD_LIMITS.perSession + 1} of one member, whatever the address`, async () => {
      const member = { 'x-white-label': 'clubstay', authorization: 'Bearer member-a' };
      for (let i = 0; i < UNPAID_HOLD_LIMITS.perSession; i++) {
        const offer = offers[i];
        if (!offer) throw new Error('no offer');
        expect((await book(offer, `198.51.100.${40 + i}`, member)).status).toBe(200);
      }
      const next = offers[UNPAID_HOLD_LIMITS.perSession];
      if (!next) throw new Error('no offer');
      refused(await book(next, '198.51.100.49', member));
      // Member B from the same last address is not member A.
      expect(
        (await book(next, '198.51.100.49', { 'x-white-label': 'clubstay', authorization: 'Bearer member-b' }))
          .status,
      ).toBe(200);
    });

    async function bookAtHotel(offer: Offer, ip: string, locale = 'en') {
      const answer = await book(offer, ip, COCA, {
        paymentMethod: 'payAtHotel',
        currency: 'EUR',
        locale,
        customerInfo: { ...bookBody('x').customerInfo, email: `guest-${ip}@example.com` },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { offerKey, reference } = answer.body as { offerKey: string; reference: string };
      expect((await call('POST', '/api/payments/PayAtHotel/hold', { offerKey }, ip)).status).toBe(200);
      expect((await call('POST', '/api/payments/PayAtHotel/book', { offerKey }, ip)).status).toBe(200);
      clock.now += SUPPLIER_CONFIRM_MS;
      const reservation = await reservationFrom(ip, `offerKey=${offerKey}`);
      expect(reservation).toMatchObject({
        state: 'successful',
        paymentMethod: 'pay-at-hotel',
        canCancel: false,
      });
      const mail = (await readOutbox(kit.server.database.db, { to: `guest-${ip}@example.com` })).find(
        (m) => m.kind === 'booking-confirmation' && m.text.includes(reference),
      );
      const manage = /[?&]manage=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (!manage) throw new Error('no manage link in the confirmation e-mail');
      return { offerKey, reference, manage, reservation, email: `guest-${ip}@example.com` };
    }

    const roomsLeft = async (offer: Offer) => {
      const [row] = await kit.server.database.db.query<{ rooms_left: number }>(
        'select rooms_left from sandbox_allotments where hotel_id = $1 and room_id = $2 and check_in = $3 and check_out = $4',
        [offer.hotel.id, offer.roomId, dates(offer).checkIn, dates(offer).checkOut],
      );
      return Number(row?.rooms_left);
    };

    it('releases a pay-at-hotel booking without a card that was not confirmed from its e-mail in time, and tells the traveller in their language', async () => {
      const offer = payAtHotel[0];
      if (!offer) throw new Error('no pay-at-hotel offer below 4 stars');
      const before = await roomsLeft(offer);
      const held = await bookAtHotel(offer, '203.0.113.50', 'de');
      expect(held.reservation.confirmBy).not.toBeNull();
      expect(await roomsLeft(offer)).toBe(before - 1);
      // Held until the stay before the fix; now until the deadline.
      clock.now += PAY_AT_HOTEL_CONFIRM_MS;
      await kit.server.checkout.sweep();
      const after = await reservationFrom('203.0.113.50', `offerKey=${held.offerKey}`);
      expect(after).toMatchObject({
        bookingStatus: 'Canceled',
        cancellation: 'notGuaranteed',
        state: 'failed',
        confirmBy: null,
      });
      expect(await roomsLeft(offer)).toBe(before);
      const released = (await readOutbox(kit.server.database.db, { to: held.email })).filter(
        (m) => m.kind === 'booking-released',
      );
      expect(released).toHaveLength(1);
      expect(released[0]?.text).toContain('freigegeben');
    });

    it('keeps one confirmed from the e-mail link past the deadline', async () => {
      const offer = payAtHotel[1] ?? payAtHotel[0];
      if (!offer) throw new Error('no pay-at-hotel offer below 4 stars');
      const held = await bookAtHotel(offer, '203.0.113.51');
      const opened = await reservationFrom('192.0.2.200', `offerKey=${held.offerKey}&manage=${held.manage}`);
      expect(opened).toMatchObject({ confirmBy: null, canCancel: true });
      clock.now += PAY_AT_HOTEL_CONFIRM_MS;
      await kit.server.checkout.sweep();
      const after = await reservationFrom('203.0.113.51', `offerKey=${held.offerKey}`);
      expect(after.bookingStatus).toBe('Completed');
    });

    it('lets a guest cancel from the confirmation link (its manage token), never with the offerKey alone', async () => {
      const offer = payAtHotel[2] ?? payAtHotel[0];
      if (!offer) throw new Error('no pay-at-hotel offer below 4 stars');
      const held = await bookAtHotel(offer, '203.0.113.52', 'fr');
      const left = await roomsLeft(offer);
      const cancel = (body: Record<string, unknown>, headers = COCA) =>
        call('POST', '/api/offers/cancel', body, '198.51.100.99', headers);
      // Whoever holds the offerKey (the page's address) reads the booking, but may not cancel it.
      const stranger = await cancel({ offerKey: held.offerKey });
      expect(stranger.status).toBe(403);
      expect(apiErrorBodySchema.parse(stranger.body).errors.map((e) => e.code)).toEqual([
        'manage_token_required',
      ]);
      expect((await cancel({ offerKey: held.offerKey, manage: 'x'.repeat(32) })).status).toBe(403);
      // Another brand does not know the booking at all.
      expect(
        (await cancel({ offerKey: held.offerKey, manage: held.manage }, { 'x-white-label': 'clubstay' }))
          .status,
      ).toBe(404);
      const done = await cancel({ offerKey: held.offerKey, manage: held.manage });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const { reservation, refundAmount } = done.body as { reservation: unknown; refundAmount: number };
      expect(reservationInfoSchema.parse(reservation)).toMatchObject({
        bookingStatus: 'Canceled',
        cancellation: 'traveller',
        canCancel: false,
      });
      expect(refundAmount).toBe(0);
      expect(await roomsLeft(offer)).toBe(left + 1);
      // Repeated: the same answer, one cancellation e-mail (in the booking's language).
      expect((await cancel({ offerKey: held.offerKey, manage: held.manage })).status).toBe(200);
      const mails = (await readOutbox(kit.server.database.db, { to: held.email })).filter(
        (m) => m.kind === 'booking-cancellation',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('annulée');
    });

    it('refuses a guest cancel past the free-cancellation deadline (409), like a member’s', async () => {
      const offer = payAtHotel[3] ?? payAtHotel[0];
      if (!offer) throw new Error('no pay-at-hotel offer below 4 stars');
      const held = await bookAtHotel(offer, '203.0.113.53');
      await kit.server.database.db.query(
        `update bookings set cancellation_deadline = $2 where offer_key = $1`,
        [held.offerKey, new Date(clock.now - 1000)],
      );
      const late = await call(
        'POST',
        '/api/offers/cancel',
        { offerKey: held.offerKey, manage: held.manage },
        '203.0.113.53',
      );
      expect(late.status).toBe(409);
    });
  });
}

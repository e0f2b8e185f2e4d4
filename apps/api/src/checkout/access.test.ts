import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@clubstay/contract/endpoints';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { kit as accountsKit, type Member } from '#accounts/test-kit.ts';
import { databaseSessions } from '#accounts/sessions.ts';
import { storages } from '#test/storages.ts';
import { bookBody, checkUntilFinished, createCheckout, findOffers, type Kit, startKit } from './test-kit.ts';

/**
 * The access matrix of issue 10 §4 for the member calls of the checkout: every call that names a
 * member's checkout or booking (by checkoutId or offerKey) × anonymous, a partner guest, another
 * member of the brand, a member of another brand and the owner's own token sent for another brand.
 * Each is refused with 404 "no such checkout / booking for you" (spec 2: a checkout or booking is
 * read only by its owner on its brand; a stranger cannot even learn that it exists), the answer holds
 * none of the owner's data, and the owner's booking is unchanged afterwards. The accounts' member calls
 * have their matrix in accounts/access.test.ts. Members here are real (registered, real sessions), so
 * a token is refused on another brand by the same session lookup production uses.
 */
const CHECKOUT_CALLS = [
  'getCheckout',
  'checkCheckout',
  'agreeCheckout',
  'bookCheckout',
  'reservationInfo',
  'stripePaymentSecret',
  'payAtHotelHold',
  'payAtHotelBook',
  'paybyrdToken',
  'paybyrdThreeDs',
  'paybyrdPay',
  'paybyrdCheck',
  'cryptoInvoice',
  'changeCryptoInvoice',
  'cryptoWalletPayment',
] as const satisfies readonly (keyof typeof endpoints)[];
type CheckoutCall = (typeof CHECKOUT_CALLS)[number];

for (const storage of storages()) {
  describe(`checkout access on ${storage.name}`, () => {
    let kit: Kit;
    let owner: Member;
    let neighbour: Member;
    let otherBrand: Member;
    let guestToken: string;
    /** The owner's checkout that is booked (offerKey) and a second one still open (not booked yet). */
    let booked: { checkoutId: string; offerKey: string };
    let open: string;

    beforeAll(async () => {
      const db = await storage.open();
      const clock = { now: Date.now() };
      kit = await startKit(
        db,
        {
          sessions: databaseSessions(
            () => db,
            () => new Date(clock.now),
          ),
        },
        clock,
      );
      const accounts = accountsKit(() => kit.server);
      owner = await accounts.member('owner@example.com');
      neighbour = await accounts.member('neighbour@example.com');
      // The same e-mail joined on another brand: another customer, another session.
      otherBrand = await accounts.member('owner@example.com', { whiteLabel: 'wirex' });
      const minted = await kit.inject('POST', '/api/sandbox/guest-token', {
        whiteLabel: 'brands-for-employees',
      });
      guestToken = (minted.body as { token: string }).token;

      const headers = { authorization: `Bearer ${owner.token}` };
      const [first, second] = await findOffers(kit, 2);
      if (!first || !second) throw new Error('no offers');
      const checkoutId = await createCheckout(kit, first, headers);
      await checkUntilFinished(kit, checkoutId, headers);
      const answer = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      booked = { checkoutId, offerKey: (answer.body as { offerKey: string }).offerKey };
      open = await createCheckout(kit, second, headers);
      await checkUntilFinished(kit, open, headers);
    }, 180_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });

    /** A well-formed request for each call, aimed at the owner's checkout or booking. */
    const requestFor = (name: CheckoutCall): { method: 'GET' | 'POST'; url: string; body?: unknown } => {
      const { checkoutId, offerKey } = booked;
      const correlationId = 'pb_0123456789abcdef';
      const tokenId = 'tok_0123456789abcdef';
      const bodies: Partial<Record<CheckoutCall, unknown>> = {
        agreeCheckout: { checkoutId: open },
        bookCheckout: bookBody(open),
        stripePaymentSecret: { offerKey },
        payAtHotelHold: { offerKey },
        payAtHotelBook: { offerKey },
        paybyrdToken: { checkoutId, tokenId, offerKey },
        paybyrdPay: { checkoutId, threeDSData: 'sandbox-3ds', offerKey, tokenId, correlationId },
        paybyrdCheck: { checkoutId, message: '3DS polled once' },
        changeCryptoInvoice: { offerKey, crypto: { coin: 'USDC', network: 'ethereum' } },
        cryptoWalletPayment: { offerKey, txHash: `0x${'ab'.repeat(32)}` },
      };
      const queries: Partial<Record<CheckoutCall, string>> = {
        getCheckout: `checkoutId=${open}`,
        checkCheckout: `checkoutId=${open}`,
        reservationInfo: `offerKey=${offerKey}`,
        paybyrdThreeDs: `correlationId=${correlationId}&offerKey=${offerKey}`,
        cryptoInvoice: `offerKey=${offerKey}`,
      };
      const endpoint = endpoints[name];
      const query = queries[name];
      return {
        method: endpoint.method,
        url: `/api${endpoint.path}${query ? `?${query}` : ''}`,
        ...(bodies[name] === undefined ? {} : { body: bodies[name] }),
      };
    };

    const strangers = (): [string, Record<string, string>][] => [
      ['anonymous', {}],
      ['a partner guest', { 'x-white-label': 'brands-for-employees', 'guest-authorization': guestToken }],
      ['another member', { authorization: `Bearer ${neighbour.token}` }],
      ['a member of another brand', { authorization: `Bearer ${otherBrand.token}` }],
      [
        'the owner token sent for another brand',
        { 'x-white-label': 'wirex', authorization: `Bearer ${owner.token}` },
      ],
      [
        'the owner token sent for another brand by its host',
        { host: `wirex.localhost`, 'x-white-label': '', authorization: `Bearer ${owner.token}` },
      ],
    ];

    it('the owner reaches each of their checkout and booking', async () => {
      const headers = { authorization: `Bearer ${owner.token}` };
      for (const name of ['getCheckout', 'checkCheckout', 'reservationInfo', 'agreeCheckout'] as const) {
        const { method, url, body } = requestFor(name);
        const answer = await kit.inject(method, url, body, headers);
        expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
    });

    it('refuses every checkout call on the owner’s checkout or booking to every stranger with 404, and tells nothing', async () => {
      const before = await kit.server.database.db.query(
        'select status, amount_paid, payment_method, customer_id from bookings where offer_key = $1',
        [booked.offerKey],
      );
      const wrong: string[] = [];
      for (const [who, headers] of strangers()) {
        for (const name of CHECKOUT_CALLS) {
          const { method, url, body } = requestFor(name);
          const answer = await kit.inject(method, url, body, headers);
          const text = JSON.stringify(answer.body);
          const error = apiErrorBodySchema.safeParse(answer.body);
          // The Paybyrd-style calls answer a brand whose cards go elsewhere (clubstay: Stripe) with the
          // brand's 400 before any booking is looked up: the same for everyone, it tells nothing.
          const brandRule =
            (name === 'paybyrdToken' || name === 'paybyrdPay') &&
            answer.status === 400 &&
            text.includes('Cards are not taken by this provider here');
          if (!brandRule && (answer.status !== 404 || !error.success))
            wrong.push(`${who} × ${name}: ${answer.status} ${text.slice(0, 160)}`);
          for (const secret of [owner.email, 'Lovelace', 'ada@example.com'])
            if (text.includes(secret)) wrong.push(`${who} × ${name}: the answer holds ${secret}`);
        }
      }
      expect(wrong).toEqual([]);
      // Nothing a stranger sent changed the owner's booking, and the open checkout was not booked.
      const after = await kit.server.database.db.query(
        'select status, amount_paid, payment_method, customer_id from bookings where offer_key = $1',
        [booked.offerKey],
      );
      expect(after).toEqual(before);
      expect(before[0]).toMatchObject({ customer_id: owner.id });
      const bookings = await kit.server.database.db.query<{ n: number }>(
        'select count(*)::int as n from bookings where customer_id = $1',
        [owner.id],
      );
      expect(bookings[0]?.n).toBe(1);
    });
  });
}

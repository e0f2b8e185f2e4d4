import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS, checkResponseSchema } from '@clubstay/contract/checkout';
import { MEAL_TYPE } from '@clubstay/contract/rooms';
import { formatSearchKey, parseSearchKey, searchByHotelResponseSchema } from '@clubstay/contract/search';
import { storages } from '#test/storages.ts';
import { FINISH_AT_MS, naturalOutcome } from '#supplier/sandbox-rates.ts';
import { packageId } from '#supplier/sandbox-rooms.ts';
import { CHECK_DURATION_MS } from './checkout-service.ts';
import {
  bookBody,
  checkUntilFinished,
  createCheckout,
  findOffers,
  futureDate,
  info,
  type Kit,
  MEMBERS,
  type Offer,
  startKit,
} from './test-kit.ts';

/**
 * The member's checkout (spec 2 §4): the form starts from the member's details, and the customer
 * check re-prices for the nationality it is sent (a market-restricted rate expires for a resident
 * of the hotel's country, not by chance).
 */
for (const storage of storages()) {
  describe(`customer check on ${storage.name}`, () => {
    let kit: Kit;
    let offers: Offer[];
    const member = { authorization: 'Bearer member-a' };

    beforeAll(async () => {
      kit = await startKit(await storage.open());
      offers = await findOffers(kit, 3);
      await kit.server.database.db.query(
        `insert into customers (id, white_label, email, email_key, password_hash, name, surname, phone, subscription_token)
         values ($1, 'clubstay', 'grace@example.com', 'grace@example.com', 'x', 'Grace', 'Hopper', '+33612345678', 'sub-member-a')`,
        [MEMBERS['member-a']],
      );
    }, 120_000);
    afterAll(async () => {
      await kit?.server.app.close();
      await storage.cleanup();
    });

    it("gives a member's checkout the profile's details, and title and country of the last booking", async () => {
      const [first, second] = offers;
      if (!first || !second) throw new Error('offers');
      const before = await info(kit, await createCheckout(kit, first, member), member);
      expect(before.guestDefaults).toEqual({
        title: null,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '+33612345678',
        country: null,
      });

      const checkoutId = before.checkoutId;
      await checkUntilFinished(kit, checkoutId, member);
      const booked = await kit.inject('POST', '/api/checkout/book', bookBody(checkoutId), member);
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);

      const after = await info(kit, await createCheckout(kit, second, member), member);
      expect(after.guestDefaults).toMatchObject({ title: 'Ms', firstName: 'Grace', country: 'GB' });

      const anonymous = await info(kit, await createCheckout(kit, second));
      expect(anonymous.guestDefaults ?? null).toBeNull();
    });

    it('answers ExpiredNi only for the nationality a market-restricted rate may not be sold to', async () => {
      // A hotel whose rates are market-restricted (the sandbox's natural expired-ni outcome) for some stay.
      const ids = await kit.server.database.db.query<{ id: number; country_code: string }>(
        'select id, country_code from hotels where tradable order by id limit 100',
      );
      let found: { offer: Offer; country: string } | undefined;
      for (let days = 20; days < 120 && !found; days++) {
        const k = formatSearchKey(futureDate(days), futureDate(days + 3), [{ adults: 2, children: [] }]);
        const stay = parseSearchKey(k).key;
        if (!stay) continue;
        const answer = await kit.inject(
          'GET',
          `/api/search/byhotelId?k=${encodeURIComponent(k)}&d.hids=${ids.map((row) => row.id).join(',')}`,
        );
        const parsed = searchByHotelResponseSchema.parse(answer.body);
        const hotel = parsed.hotels.find((candidate) => naturalOutcome(candidate, stay) === 'expired-ni');
        if (!hotel) continue;
        await kit.inject('GET', `/api/v2/hotel/${hotel.id}/rooms?searchId=${parsed.searchId}&es=${hotel.es}`);
        kit.clock.now += FINISH_AT_MS;
        await kit.inject('GET', `/api/v2/hotel/${hotel.id}/rooms?searchId=${parsed.searchId}&es=${hotel.es}`);
        const country = ids.find((row) => row.id === hotel.id)?.country_code ?? '';
        found = {
          offer: {
            hotel,
            searchId: parsed.searchId,
            packageId: packageId(1, MEAL_TYPE.RoomOnly, false),
            roomId: 1,
            k,
          },
          country,
        };
      }
      if (!found) throw new Error('no market-restricted hotel in the seed');
      const checkoutId = await createCheckout(kit, found.offer);
      const other = found.country === 'DE' ? 'AT' : 'DE';

      const checkWith = async (nationality?: string) => {
        const query = nationality
          ? `&customerEmail=ada%40example.com&customerNationality=${nationality}`
          : '';
        for (let attempt = 0; attempt < 5; attempt++) {
          const answer = await kit.inject('GET', `/api/checkout/check?checkoutId=${checkoutId}${query}`);
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          const check = checkResponseSchema.parse(answer.body);
          if (check.isFinished) return check.checkoutStatus;
          kit.clock.now += CHECK_DURATION_MS;
        }
        throw new Error('check never finished');
      };
      // Nothing to refuse before the nationality is known; another country may book.
      expect(await checkWith()).toBe(CHECKOUT_STATUS.Available);
      expect(await checkWith(other)).toBe(CHECKOUT_STATUS.Available);
      expect(await checkWith(found.country)).toBe(CHECKOUT_STATUS.ExpiredNi);
      // Book re-prices with the nationality it is sent: a resident is refused (422, the app re-checks).
      const resident = bookBody(checkoutId);
      resident.customerInfo.nationality = found.country;
      expect((await kit.inject('POST', '/api/checkout/book', resident)).status).toBe(422);
    });
  });
}

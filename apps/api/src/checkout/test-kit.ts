import { expect } from 'vitest';
import type { BookBody } from '@clubstay/contract/checkout';
import {
  checkoutInfoSchema,
  checkResponseSchema,
  type CheckResponse,
  reservationInfoSchema,
  type SandboxIntent,
  stripeSecretResponseSchema,
} from '@clubstay/contract/checkout';
import { hotelRoomsResponseSchema } from '@clubstay/contract/rooms';
import {
  formatSearchKey,
  parseSearchKey,
  searchByHotelResponseSchema,
  type SearchHotel,
} from '@clubstay/contract/search';
import type { SessionResolver } from '#auth/caller.ts';
import type { Db } from '#db/db.ts';
import { seed, seedSteps } from '#seed.ts';
import { chainCryptoPayments } from '#crypto/setup.ts';
import type { EvmCryptoConfig } from '#crypto/evm.ts';
import { createServer, type Server, type ServerDeps } from '#server.ts';
import { FINISH_AT_MS, naturalOutcome, SandboxRatesSupplier } from '#supplier/sandbox-rates.ts';
import { CHECK_DURATION_MS } from './checkout-service.ts';

/** Test helpers for the checkout suites: a server on a moved clock, hotels that behave, a booked checkout. */
const SEED = { hotels: 300, countries: ['FR'] };

export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Members for the injected session resolver: `Authorization: Bearer member-a` is member A. */
export const MEMBERS: Record<string, string> = {
  'member-a': '00000000-0000-4000-8000-00000000000a',
  'member-b': '00000000-0000-4000-8000-00000000000b',
};
const sessions: SessionResolver = {
  resolve: async (token) => (MEMBERS[token] ? { customerId: MEMBERS[token], sessionId: `s-${token}` } : null),
};

export interface Kit {
  server: Server;
  clock: { now: number };
  inject(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
}

/** `cryptoChain`: the crypto payments on these EVM chains (the crypto suites' local chain). */
export async function startKit(
  db: Db,
  { cryptoChain, ...extra }: Partial<ServerDeps> & { cryptoChain?: EvmCryptoConfig } = {},
  clock = { now: Date.now() },
  seedData = true,
): Promise<Kit> {
  const server = await createServer({
    ...(cryptoChain ? { crypto: chainCryptoPayments(cryptoChain) } : {}),
    db,
    sessions,
    rates: new SandboxRatesSupplier(db, { now: () => clock.now }),
    // Every suite books from one address (inject's 127.0.0.1): the hold caps are off unless a test sets them.
    checkout: { now: () => clock.now, sweepMs: 0, holdLimits: null },
    afterMigrate: seedData ? (target) => seed(target, seedSteps(SEED), () => undefined) : undefined,
    ...extra,
  });
  server.database.start();
  await server.database.whenReady();
  return {
    server,
    clock,
    async inject(method, url, body, headers = {}) {
      const response = await server.app.inject({
        method,
        url,
        headers: { 'x-white-label': 'clubstay', ...headers },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return { status: response.statusCode, body: response.body ? response.json<unknown>() : null };
    },
  };
}

export interface Offer {
  hotel: SearchHotel;
  searchId: string;
  packageId: string;
  roomId: number;
  k: string;
}

/** Hotels that behave normally for the stay (no natural sold-out, expiry or price change). */
export async function findOffers(
  kit: Kit,
  count: number,
  options: { days?: number; rooms?: { adults: number; children: number[] }[]; refundable?: boolean } = {},
): Promise<Offer[]> {
  const days = options.days ?? 40;
  const k = formatSearchKey(
    futureDate(days),
    futureDate(days + 3),
    options.rooms ?? [{ adults: 2, children: [] }],
  );
  const stay = parseSearchKey(k).key;
  if (!stay) throw new Error('bad k');
  const ids = await kit.server.database.db.query<{ id: number }>(
    'select id from hotels where tradable order by id limit 100',
  );
  const found = await kit.inject(
    'GET',
    `/api/search/byhotelId?k=${encodeURIComponent(k)}&d.hids=${ids.map((row) => row.id).join(',')}`,
  );
  expect(found.status).toBe(200);
  const parsed = searchByHotelResponseSchema.parse(found.body);
  const offers: Offer[] = [];
  for (const hotel of parsed.hotels) {
    if (offers.length >= count) break;
    if (naturalOutcome(hotel, stay) !== 'none') continue;
    const rooms = await kit.inject(
      'GET',
      `/api/v2/hotel/${hotel.id}/rooms?searchId=${parsed.searchId}&es=${hotel.es}`,
    );
    const start = kit.clock.now;
    kit.clock.now = start + FINISH_AT_MS;
    const done = await kit.inject(
      'GET',
      `/api/v2/hotel/${hotel.id}/rooms?searchId=${parsed.searchId}&es=${hotel.es}`,
    );
    expect(rooms.status).toBe(200);
    const answer = hotelRoomsResponseSchema.parse(done.body);
    const room = answer.hotelDetails.rooms.find((candidate) => candidate.id === 1);
    const item = room?.groups.find((group) =>
      options.refundable === undefined ? true : group.isRefundable === options.refundable,
    );
    if (room && item)
      offers.push({ hotel, searchId: parsed.searchId, packageId: item.id, roomId: room.id, k });
  }
  if (offers.length < count) throw new Error(`only ${offers.length} offers found`);
  return offers;
}

export async function createCheckout(
  kit: Kit,
  offer: Offer,
  headers: Record<string, string> = {},
): Promise<string> {
  const created = await kit.inject(
    'POST',
    '/api/checkout/create',
    {
      hotelId: offer.hotel.id,
      searchRequestId: offer.searchId,
      selectedPackageId: offer.packageId,
      currency: 'EUR',
      es: offer.hotel.es,
    },
    headers,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { checkoutId: string }).checkoutId;
}

/** A call that must answer 200, its body read by `schema` (a failure shows the body). */
async function answered<T>(
  kit: Kit,
  method: 'GET' | 'POST',
  url: string,
  schema: { parse(value: unknown): T },
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const answer = await kit.inject(method, url, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

/** Polls the check (moving the clock) until it finishes. */
export async function checkUntilFinished(
  kit: Kit,
  checkoutId: string,
  headers: Record<string, string> = {},
): Promise<CheckResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const check = await answered(
      kit,
      'GET',
      `/api/checkout/check?checkoutId=${checkoutId}`,
      checkResponseSchema,
      headers,
    );
    if (check.isFinished) return check;
    kit.clock.now += CHECK_DURATION_MS;
  }
  throw new Error('check never finished');
}

export function bookBody(checkoutId: string, overrides: Partial<BookBody> = {}, rooms = 1): BookBody {
  return {
    checkoutId,
    agreed: true,
    currency: 'USD',
    locale: 'en',
    customerInfo: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneCountryCode: '+44',
      phoneNumber: '+447700900123',
      nationality: 'GB',
      bedTypes: 1,
      specialRequests: 'Late arrival',
      additionalGuestsInfo: Array.from({ length: rooms - 1 }, (_, index) => ({
        title: 'Mr' as const,
        firstName: 'Guest',
        lastName: `Number ${['Two', 'Three', 'Four'][index] ?? 'X'}`.replace(/\d/g, ''),
        bedTypes: 0 as const,
        specialRequests: '',
      })),
    },
    paymentMethod: 'card',
    ...overrides,
  };
}

export async function info(kit: Kit, checkoutId: string, headers: Record<string, string> = {}) {
  return answered(kit, 'GET', `/api/checkout?checkoutId=${checkoutId}`, checkoutInfoSchema, headers);
}

/** The reservation of a booking (its page's call), which must answer 200. */
export async function reservationOf(kit: Kit, offerKey: string, headers: Record<string, string> = {}) {
  return answered(
    kit,
    'GET',
    `/api/offers/reservationInfo?offerKey=${offerKey}`,
    reservationInfoSchema,
    headers,
  );
}

/** A sandbox card (a number of the contract's TEST_CARDS), valid for two more years. */
export const testCard = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

/** The Stripe payment secret of a card booking (or of a pay-at-hotel guarantee), which must answer 200. */
export async function stripeSecret(
  kit: Kit,
  offerKey: string,
  purpose: 'payment' | 'guarantee' = 'payment',
  headers: Record<string, string> = {},
) {
  return answered(
    kit,
    'POST',
    '/api/payments/pay/v2/getStripePaymentSecret',
    stripeSecretResponseSchema,
    headers,
    { offerKey, purpose },
  );
}

/** Confirms a sandbox Stripe intent with a test card, as Stripe.js would. */
export async function confirmCard(kit: Kit, paymentIntentId: string, clientSecret: string, number: string) {
  const answer = await kit.inject('POST', `/api/sandbox/stripe/payment_intents/${paymentIntentId}/confirm`, {
    clientSecret,
    card: testCard(number),
  });
  return { status: answer.status, body: answer.body as SandboxIntent };
}

/**
 * Tokenises a sandbox card at the Paybyrd-style provider and starts the booking's payment with it
 * (which must answer 200): the token and the transaction's correlation id.
 */
export async function startPaybyrd(
  kit: Kit,
  booking: { checkoutId: string; offerKey: string },
  number: string,
  headers: Record<string, string>,
) {
  const { tokenId } = (await kit.inject('POST', '/api/sandbox/paybyrd/tokens', testCard(number), headers))
    .body as { tokenId: string };
  const started = await kit.inject(
    'POST',
    '/api/payments/pay/paybyrd/token',
    { ...booking, tokenId },
    headers,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { tokenId, correlationId: (started.body as { correlationId: string }).correlationId };
}

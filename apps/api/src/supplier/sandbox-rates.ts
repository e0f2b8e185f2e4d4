import { MEAL_TYPE, RATE_SOURCES, ROOM_AVAILABILITY, type RoomAvailability, type SandboxScenario } from '@clubstay/contract/rooms';
import type { SearchKey } from '@clubstay/contract/search';
import type { Queryable } from '../db/db.ts';
import { type HotelRecord, type Priced, stayPrice } from '../inventory/hotel-view.ts';
import { countryPriceLevel, stayFactors } from '../inventory/pricing.ts';
import { hash32 } from '../inventory/seed-hotels.ts';
import { pageStatement } from '../search/search-sql.ts';
import type { OfferCheck, RatesPoll, RatesSearchRequest, RatesSupplier, SupplierPackage, SupplierRoom } from './rates-supplier.ts';

/**
 * A sandbox rates supplier that behaves like a real one, deterministically:
 *
 * - Timeline, measured from the search start on the injected clock: nothing for 700 ms, then the
 *   rooms arrive in three batches (700, 2000 and 3500 ms); the search finishes at 4000 ms.
 * - Prices: the cheapest package (the first room type, room only, non-refundable) is exactly the
 *   search result's total for the hotel and stay (the same SQL prices both). Better room types cost
 *   a fixed factor more, meals add a per-guest, per-night supplement in proportion to the room rate,
 *   and refundable packages cost 8 to 15 % more than the same room and meal non-refundable, with free
 *   cancellation until noon GMT two to six days before check-in (not offered once that has passed).
 *   Taxes are the VAT included in the price; fees (city tax) are payable at the hotel.
 * - Outcomes per hotel and stay: a hotel that is not tradable is never searched; a hotel the search
 *   marks sold out finishes with no rooms; of the others, by a hash of hotel and stay, 3 % lose the
 *   guaranteed offer's room, 2 % have expired rates, 1 % sell market-restricted rates, 4 % moved their
 *   price up since the search; the rest are available. Some better room types are sold out too.
 * - Market-restricted rates (a wholesale rule) may not be sold to residents of the hotel's own
 *   country: a check that carries the guest's nationality answers ExpiredNi for such a resident and
 *   Available for anyone else; without a nationality nothing is known yet and the rate is Available.
 * - A search lives RATES_TTL_MS: after that the guaranteed offer is Expired and polling the rooms
 *   starts a new supplier search. Searches are kept in memory (bounded, least recently used first).
 */
export const BATCH_AT_MS = [700, 2000, 3500] as const;
export const FINISH_AT_MS = 4000;
export const RATES_TTL_MS = 30 * 60_000;
/** Price rise of the price-change outcome. */
export const PRICE_CHANGE = 0.08;

export type Outcome = Exclude<SandboxScenario, 'timeout'>;

const ROOM_TYPES = [
  { name: 'Standard Double Room', factor: 1 },
  { name: 'Standard Twin Room', factor: 1.04 },
  { name: 'Superior Double Room', factor: 1.18 },
  { name: 'Deluxe King Room', factor: 1.32 },
  { name: 'Family Room', factor: 1.45 },
  { name: 'Junior Suite', factor: 1.7 },
  { name: 'Executive Suite', factor: 2.1 },
] as const;

const ROOM_FACILITIES = [
  'Free WiFi', 'Air conditioning', 'Private bathroom', 'Flat-screen TV', 'Safe', 'Hairdryer', 'Desk', 'Minibar',
  'Coffee machine', 'Bathtub', 'Balcony', 'City view', 'Soundproofing', 'Kitchenette', 'Bathrobe', 'Iron',
];

/** VAT included in room prices, by country (10 % elsewhere). */
const VAT: Record<string, number> = { FR: 0.1, DE: 0.07, IT: 0.1, ES: 0.1, GB: 0.2, US: 0.12, CH: 0.038, BR: 0.05, NL: 0.09, PT: 0.06 };

const SOURCES = [RATE_SOURCES.Google, RATE_SOURCES.Trivago, RATE_SOURCES.Wego] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

interface HotelFacts {
  id: number;
  countryCode: string;
  stars: number;
  tradable: boolean;
  soldOut: boolean;
  /** The search result's total for the stay (EUR, after discount). */
  total: number;
}

interface SearchState {
  key: string;
  /** The hotel's country (ISO alpha-2): a market-restricted rate is not sold to its residents. */
  countryCode: string;
  request: RatesSearchRequest;
  scenario: SandboxScenario;
  startedAt: number;
  outcome: Outcome;
  /** Every room type and package, sold out or not. */
  rooms: SupplierRoom[];
  /** Ids of the rooms the supplier actually returns. */
  available: Set<number>;
  /** Batch (0 to 2) of each room. */
  batchOf: Map<number, number>;
  basePrices: Map<string, number>;
  guaranteedId: string;
  timeoutsLeft: number;
}

/** What a hotel and stay do on their own, without a forced scenario. */
export function naturalOutcome(hotel: Pick<HotelFacts, 'id' | 'tradable' | 'soldOut'>, stay: SearchKey): Outcome {
  if (!hotel.tradable) return 'not-tradable';
  if (hotel.soldOut) return 'sold-out-hotel';
  const factors = stayFactors(stay);
  const h = hash32(hotel.id * 31 + factors.day, 7001 + factors.nights * 8 + factors.rooms) % 1000;
  if (h < 30) return 'sold-out-room';
  if (h < 50) return 'expired';
  if (h < 60) return 'expired-ni';
  if (h < 100) return 'price-change';
  return 'none';
}

export function packageId(roomId: number, boarding: number, refundable: boolean): string {
  return `${roomId}-${boarding}-${refundable ? 'R' : 'N'}`;
}

function breakfastOf(hotel: HotelFacts): number {
  if (hotel.countryCode === 'GB') return MEAL_TYPE.EnglishBreakfast;
  if (hotel.countryCode === 'IE') return MEAL_TYPE.IrishBreakfast;
  if (hotel.countryCode === 'US' || hotel.countryCode === 'CA') return MEAL_TYPE.AmericanBreakfast;
  const choices = [MEAL_TYPE.BreakfastIncluded, MEAL_TYPE.ContinentalBreakfast, MEAL_TYPE.BreakfastBuffet];
  return choices[hash32(hotel.id, 7101) % choices.length] ?? MEAL_TYPE.BreakfastIncluded;
}

/** Every room type and package of a hotel for a stay, priced (`priceFactor` 1 is the search's price). */
export function buildRooms(hotel: HotelFacts, stay: SearchKey, startedAt: number, priceFactor: number) {
  const nights = stay.nights;
  const guests = stay.rooms.reduce((sum, room) => sum + room.adults + room.children.length * 0.5, 0);
  const adults = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  // Breakfast costs about 14 % of a room-night per guest (at least 4 EUR a head where food is cheap).
  const breakfast = Math.max(4 * countryPriceLevel(hotel.countryCode), (0.14 * hotel.total) / nights / stay.rooms.length);
  const meals = [
    { id: MEAL_TYPE.RoomOnly, perGuest: 0, chance: 1000 },
    { id: breakfastOf(hotel), perGuest: breakfast, chance: 800 },
    { id: MEAL_TYPE.HalfBoard, perGuest: breakfast * 2.4, chance: hotel.stars >= 3 ? 450 : 100 },
    { id: MEAL_TYPE.FullBoard, perGuest: breakfast * 3.6, chance: hotel.stars >= 3 ? 250 : 0 },
    { id: MEAL_TYPE.AllInclusive, perGuest: breakfast * 5, chance: hotel.stars >= 4 ? 200 : 0 },
  ].filter((meal, index) => index === 0 || hash32(hotel.id, 7200 + index) % 1000 < meal.chance);
  const refundFactor = 1 + (8 + (hash32(hotel.id, 7301) % 8)) / 100;
  const noRefundable = hash32(hotel.id, 7302) % 10 === 0;
  const checkIn = Date.parse(`${stay.checkIn}T12:00:00Z`);
  const deadline = new Date(checkIn - (2 + (hash32(hotel.id, 7303) % 5)) * 86_400_000);
  const offerRefundable = !noRefundable && deadline.getTime() > startedAt;
  const vat = VAT[hotel.countryCode] ?? 0.1;
  const cityTax = hash32(hotel.id, 7304) % 10 < 6 ? 1 + (hash32(hotel.id, 7305) % 4) * (hotel.stars >= 4 ? 1.5 : 1) : 0;
  const fee = round2(cityTax * adults * nights);

  // The first room type is always the standard one; 1 to 4 better ones follow, by factor.
  const count = 2 + (hash32(hotel.id, 7401) % 4);
  const others = ROOM_TYPES.slice(1)
    .map((type, index) => ({ type, order: hash32(hotel.id, 7402 + index) }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count - 1)
    .map((entry) => entry.type)
    .sort((a, b) => a.factor - b.factor);
  const types = [ROOM_TYPES[0], ...others];
  const noImages = hash32(hotel.id, 7403) % 20 === 0;
  const basePrices = new Map<string, number>();

  const rooms: SupplierRoom[] = types.map((type, index) => {
    const roomId = index + 1;
    const imageCount = noImages ? 0 : 2 + (hash32(hotel.id * 16 + roomId, 7501) % 5);
    const facilities = ROOM_FACILITIES.filter((_, f) => f < 3 || hash32(hotel.id * 16 + roomId, 7600 + f) % 3 === 0);
    // The standard room offers every meal of the hotel; others drop some (never room only).
    const roomMeals = meals.filter((meal, m) => m === 0 || index === 0 || hash32(hotel.id * 16 + roomId, 7700 + m) % 4 !== 0);
    const packages: SupplierPackage[] = [];
    for (const meal of roomMeals) {
      for (const refundable of offerRefundable ? [false, true] : [false]) {
        const compute = (factor: number) => {
          const room = round2(hotel.total * factor * type.factor);
          const nonRefundable = round2(room + meal.perGuest * guests * nights * factor);
          return refundable ? round2(nonRefundable * refundFactor) : nonRefundable;
        };
        const price = compute(priceFactor);
        const id = packageId(roomId, meal.id, refundable);
        basePrices.set(id, compute(1));
        packages.push({
          id,
          roomId,
          price: { price, pricePerNight: round2(price / nights), tax: round2(price - price / (1 + vat)), fee },
          isRefundable: refundable,
          boarding: meal.id,
          cancellationDeadline: refundable ? deadline.toISOString() : null,
          source: SOURCES[hash32(hotel.id * 16 + roomId, 7800 + meal.id * 2 + (refundable ? 1 : 0)) % SOURCES.length] ?? RATE_SOURCES.Google,
          isCheapest: false,
        });
      }
    }
    packages.sort((a, b) => a.price.price - b.price.price || a.id.localeCompare(b.id));
    if (packages[0]) packages[0].isCheapest = true;
    return {
      id: roomId,
      name: type.name,
      images: Array.from({ length: imageCount }, (_, n) => `/api/images/room/${hotel.id}/${roomId}/${n + 1}.svg`),
      facilities,
      packages,
    };
  });
  return { rooms, basePrices, guaranteedId: packageId(1, MEAL_TYPE.RoomOnly, false) };
}

export interface SandboxRatesOptions {
  /** The clock the timeline runs on. @default Date.now */
  now?: () => number;
  /** @default 20000 */
  maxSearches?: number;
}

export class SandboxRatesSupplier implements RatesSupplier {
  private readonly searches = new Map<string, Promise<SearchState | undefined>>();
  private readonly now: () => number;
  private readonly maxSearches: number;
  /** Restarts so far, to prune old shared starts now and then. */
  private created = 0;

  constructor(
    private readonly db: Queryable,
    options: SandboxRatesOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxSearches = options.maxSearches ?? 20_000;
  }

  private async facts(hotelId: number, stay: SearchKey): Promise<HotelFacts | undefined> {
    const statement = pageStatement(
      stay,
      { type: 'poi', placeId: null, name: null, countryCode: null, lat: 0, lng: 0, radius: null },
      [hotelId],
    );
    const [row] = await this.db.query<HotelRecord & Priced>(statement.sql, statement.params);
    if (!row) return undefined;
    return {
      id: row.id,
      countryCode: row.country_code,
      stars: row.stars,
      tradable: row.tradable,
      soldOut: row.sold_out,
      total: stayPrice(row.price, stay.nights, row.discount).total,
    };
  }

  /**
   * When the supplier-side search of `key` started. A real supplier keeps its searches on its side,
   * so every API process polling it sees one timeline; the sandbox keeps that one fact in the
   * database (sandbox_rate_searches) for the same reason — everything else is derived from it. A
   * search is restarted when its scenario changes, when it is stale, or when it expired and the
   * caller restarts expired searches; of two processes restarting at once, one wins.
   */
  private async sharedStart(key: string, scenario: SandboxScenario, restartExpired: boolean): Promise<number> {
    const now = this.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.db.query<{ scenario: string; started_at: string }>(
        `insert into sandbox_rate_searches (key, scenario, started_at) values ($1, $2, $3)
         on conflict (key) do update set key = excluded.key
         returning scenario, started_at::text`,
        [key, scenario, now],
      );
      if (!row) break;
      const startedAt = Number(row.started_at);
      const age = now - startedAt;
      const restart = row.scenario !== scenario || age >= 2 * RATES_TTL_MS || (restartExpired && age >= RATES_TTL_MS);
      if (!restart) return startedAt;
      const [updated] = await this.db.query<{ started_at: string }>(
        `update sandbox_rate_searches set scenario = $2, started_at = $3
         where key = $1 and started_at = $4 returning started_at::text`,
        [key, scenario, now, startedAt],
      );
      if (updated) {
        if (++this.created % 1000 === 0) {
          await this.db.query('delete from sandbox_rate_searches where started_at < $1', [now - 2 * RATES_TTL_MS]);
        }
        return Number(updated.started_at);
      }
      // Another process restarted it first: read its start.
    }
    return now;
  }

  private async create(key: string, request: RatesSearchRequest, restartExpired: boolean): Promise<SearchState | undefined> {
    const hotel = await this.facts(request.hotelId, request.stay);
    if (!hotel) return undefined;
    const scenario = request.scenario ?? 'none';
    const natural = naturalOutcome(hotel, request.stay);
    // A hotel that cannot be sold stays so whatever is forced; otherwise a forced scenario wins.
    const outcome: Outcome =
      natural === 'not-tradable' ? natural : scenario === 'none' ? natural : scenario === 'timeout' ? 'none' : scenario;
    const startedAt = await this.sharedStart(key, scenario, restartExpired);
    const built = buildRooms(hotel, request.stay, startedAt, outcome === 'price-change' ? 1 + PRICE_CHANGE : 1);
    const available = new Set<number>();
    const batchOf = new Map<number, number>();
    const offset = hash32(hotel.id, 7901) % BATCH_AT_MS.length;
    built.rooms.forEach((room, index) => {
      batchOf.set(room.id, (index + offset) % BATCH_AT_MS.length);
      if (outcome === 'sold-out-hotel' || outcome === 'not-tradable') return;
      if (room.id === 1 && outcome === 'sold-out-room') return;
      // Better room types sell out now and then on their own.
      if (room.id > 1 && hash32(hotel.id * 16 + room.id, stayFactors(request.stay).day) % 10 === 0) return;
      available.add(room.id);
    });
    return {
      key,
      countryCode: hotel.countryCode,
      request,
      scenario,
      startedAt,
      outcome,
      rooms: built.rooms,
      available,
      batchOf,
      basePrices: built.basePrices,
      guaranteedId: built.guaranteedId,
      timeoutsLeft: scenario === 'timeout' ? 2 : 0,
    };
  }

  /** The search of (hotelId, searchId); a new one when there is none, it expired or the scenario differs. */
  private async state(request: RatesSearchRequest, options: { restartExpired: boolean }): Promise<SearchState | undefined> {
    const key = `${request.hotelId}|${request.searchId}`;
    const now = this.now();
    const existing = this.searches.get(key);
    if (existing) {
      const state = await existing;
      const scenario = request.scenario ?? 'none';
      const expired = state ? now - state.startedAt >= RATES_TTL_MS : false;
      const stale = state ? now - state.startedAt >= 2 * RATES_TTL_MS : true;
      if (state && state.scenario === scenario && !stale && !(expired && options.restartExpired)) {
        // Least recently used last.
        this.searches.delete(key);
        this.searches.set(key, existing);
        return state;
      }
      this.searches.delete(key);
    }
    const created = this.create(key, request, options.restartExpired);
    this.searches.set(key, created);
    for (const oldest of this.searches.keys()) {
      if (this.searches.size <= this.maxSearches) break;
      this.searches.delete(oldest);
    }
    const state = await created;
    if (!state) this.searches.delete(key);
    return state;
  }

  async start(request: RatesSearchRequest): Promise<{ startedAt: number } | undefined> {
    const state = await this.state(request, { restartExpired: true });
    return state ? { startedAt: state.startedAt } : undefined;
  }

  async poll(request: RatesSearchRequest): Promise<RatesPoll | undefined> {
    const state = await this.state(request, { restartExpired: true });
    if (!state) return undefined;
    const elapsed = this.now() - state.startedAt;
    const guaranteedRoom = state.rooms[0];
    const guaranteedPackage = guaranteedRoom?.packages.find((item) => item.id === state.guaranteedId);
    if (!guaranteedRoom || !guaranteedPackage) throw new Error('the standard room has no room-only package');
    const tradable = state.outcome !== 'not-tradable';
    const rooms = state.rooms.filter((room) => {
      if (!state.available.has(room.id)) return false;
      const batch = state.batchOf.get(room.id) ?? 0;
      return elapsed >= (BATCH_AT_MS[batch] ?? FINISH_AT_MS);
    });
    return {
      tradable,
      isFinished: !tradable || elapsed >= FINISH_AT_MS,
      rooms: tradable ? rooms : [],
      totalNights: request.stay.nights,
      guaranteed: { room: guaranteedRoom, package: guaranteedPackage },
    };
  }

  private check(state: SearchState, request: RatesSearchRequest, id: string, pending: boolean): OfferCheck {
    const room = state.rooms.find((candidate) => candidate.packages.some((item) => item.id === id));
    const found = room?.packages.find((item) => item.id === id);
    if (!room || !found) return { kind: 'unknown-package' };
    const elapsed = this.now() - state.startedAt;
    const base = id === state.guaranteedId && request.seenTotal ? request.seenTotal : (state.basePrices.get(id) ?? found.price.price);
    const priceChangePercent = base > 0 ? round2(((found.price.price - base) / base) * 100) : 0;
    const offer = (status: RoomAvailability): OfferCheck => ({
      kind: 'offer',
      status,
      room,
      package: found,
      priceChangePercent,
    });
    if (elapsed >= RATES_TTL_MS) return offer(ROOM_AVAILABILITY.Expired);
    if (pending && elapsed < FINISH_AT_MS) return offer(ROOM_AVAILABILITY.Pending);
    switch (state.outcome) {
      case 'expired':
        return offer(ROOM_AVAILABILITY.Expired);
      case 'expired-ni':
        // Forced: expired for any nationality. Natural: the rate's market rule decides, by the
        // nationality the check was sent (none yet: nothing to refuse).
        if (state.scenario === 'expired-ni' || (request.nationality !== undefined && request.nationality === state.countryCode)) {
          return offer(ROOM_AVAILABILITY.ExpiredNi);
        }
        return offer(state.available.has(room.id) ? ROOM_AVAILABILITY.Available : ROOM_AVAILABILITY.SoldOutRoom);
      case 'sold-out-hotel':
      case 'not-tradable':
        return offer(ROOM_AVAILABILITY.SoldOutHotel);
      default:
        return offer(state.available.has(room.id) ? ROOM_AVAILABILITY.Available : ROOM_AVAILABILITY.SoldOutRoom);
    }
  }

  async guaranteedOffer(request: RatesSearchRequest, id: string): Promise<OfferCheck | undefined> {
    const state = await this.state(request, { restartExpired: false });
    if (!state) return undefined;
    if (state.timeoutsLeft > 0) {
      state.timeoutsLeft -= 1;
      return { kind: 'timeout' };
    }
    return this.check(state, request, id, true);
  }

  async reprice(request: RatesSearchRequest, id: string): Promise<OfferCheck | undefined> {
    const state = await this.state(request, { restartExpired: false });
    if (!state) return undefined;
    return this.check(state, request, id, false);
  }
}

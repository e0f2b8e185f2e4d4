import { ROOM_AVAILABILITY, type RoomAvailability, type SandboxScenario } from '@clubstay/contract/rooms';
import type { SearchKey } from '@clubstay/contract/search';
import type { Queryable } from '#db/db.ts';
import { type HotelRecord, type Priced, stayPrice } from '#inventory/hotel-view.ts';
import { stayFactors } from '#inventory/pricing.ts';
import { hash32 } from '#inventory/seed-hotels.ts';
import { pageStatement } from '#search/search-sql.ts';
import type {
  OfferCheck,
  RatesPoll,
  RatesSearchRequest,
  RatesSupplier,
  SupplierRoom,
} from './rates-supplier.ts';
import { buildRooms, type HotelFacts } from './sandbox-rooms.ts';

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

const round2 = (value: number) => Math.round(value * 100) / 100;

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
export function naturalOutcome(
  hotel: Pick<HotelFacts, 'id' | 'tradable' | 'soldOut'>,
  stay: SearchKey,
): Outcome {
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

interface SandboxRatesOptions {
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
  private async sharedStart(
    key: string,
    scenario: SandboxScenario,
    restartExpired: boolean,
  ): Promise<number> {
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
      const restart =
        row.scenario !== scenario || age >= 2 * RATES_TTL_MS || (restartExpired && age >= RATES_TTL_MS);
      if (!restart) return startedAt;
      const [updated] = await this.db.query<{ started_at: string }>(
        `update sandbox_rate_searches set scenario = $2, started_at = $3
         where key = $1 and started_at = $4 returning started_at::text`,
        [key, scenario, now, startedAt],
      );
      if (updated) {
        if (++this.created % 1000 === 0) {
          await this.db.query('delete from sandbox_rate_searches where started_at < $1', [
            now - 2 * RATES_TTL_MS,
          ]);
        }
        return Number(updated.started_at);
      }
      // Another process restarted it first: read its start.
    }
    return now;
  }

  private async create(
    key: string,
    request: RatesSearchRequest,
    restartExpired: boolean,
  ): Promise<SearchState | undefined> {
    const hotel = await this.facts(request.hotelId, request.stay);
    if (!hotel) return undefined;
    const scenario = request.scenario ?? 'none';
    const natural = naturalOutcome(hotel, request.stay);
    // A hotel that cannot be sold stays so whatever is forced; otherwise a forced scenario wins.
    const outcome: Outcome =
      natural === 'not-tradable'
        ? natural
        : scenario === 'none'
          ? natural
          : scenario === 'timeout'
            ? 'none'
            : scenario;
    const startedAt = await this.sharedStart(key, scenario, restartExpired);
    const built = buildRooms(
      hotel,
      request.stay,
      startedAt,
      outcome === 'price-change' ? 1 + PRICE_CHANGE : 1,
    );
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
  private async state(
    request: RatesSearchRequest,
    options: { restartExpired: boolean },
  ): Promise<SearchState | undefined> {
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
    const base =
      id === state.guaranteedId && request.seenTotal
        ? request.seenTotal
        : (state.basePrices.get(id) ?? found.price.price);
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
        if (
          state.scenario === 'expired-ni' ||
          (request.nationality !== undefined && request.nationality === state.countryCode)
        ) {
          return offer(ROOM_AVAILABILITY.ExpiredNi);
        }
        return offer(
          state.available.has(room.id) ? ROOM_AVAILABILITY.Available : ROOM_AVAILABILITY.SoldOutRoom,
        );
      case 'sold-out-hotel':
      case 'not-tradable':
        return offer(ROOM_AVAILABILITY.SoldOutHotel);
      default:
        return offer(
          state.available.has(room.id) ? ROOM_AVAILABILITY.Available : ROOM_AVAILABILITY.SoldOutRoom,
        );
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

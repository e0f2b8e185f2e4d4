import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import {
  type GuaranteedOffer,
  PRICE_PRESENTATION,
  ROOM_AVAILABILITY,
  SANDBOX_SCENARIO_HEADER,
  SANDBOX_SCENARIOS,
  type SandboxScenario,
  sandboxScenarioSchema,
} from '@clubstay/contract/rooms';
import { parseSearchKey, type SearchKey, searchKeyOfSearchId } from '@clubstay/contract/search';
import { travellerToday } from '@clubstay/contract/stay-dates';
import type { DatabaseState } from '#database-state.ts';
import { HttpError, route } from '#http.ts';
import { guaranteedOffers, type RoomsSearchOutcome, roomsSearches } from '#metrics.ts';
import type {
  RatesSearchRequest,
  RatesSupplier,
  SupplierPackage,
  SupplierRoom,
} from '#supplier/rates-supplier.ts';

interface RoomsDeps {
  database: DatabaseState;
  rates: RatesSupplier;
  /** Forced scenarios (X-Sandbox-Scenario) are honoured only when on. */
  sandbox: boolean;
  checkResponses: boolean;
  /** The clock past dates are judged by. @default Date.now */
  now?: () => number;
}

/** The two forms of searchId the API issues: `k.hash16` (GET /search) and `k.h<ids>` (GET /search/byhotelId). */
const SEARCH_ID = /^[A-Za-z0-9_-]+\.(?:[A-Za-z0-9_-]{16}|h\d+(?:-\d*)*)$/;

/**
 * The stay a searchId carries. 404 when it is not one the API issues (the client starts a new
 * search); 400 with `expired_dates` when the check-in has passed.
 */
export function stayOfSearchId(searchId: string, field: string, now: number): { k: string; stay: SearchKey } {
  const k = SEARCH_ID.test(searchId) ? searchKeyOfSearchId(searchId) : undefined;
  const parsed = k ? parseSearchKey(k) : undefined;
  if (!k || !parsed?.key) {
    throw new HttpError(404, 'Unknown searchId', [
      { field, code: 'not_found', message: 'No search with this id; start a new search' },
    ]);
  }
  const past = parseSearchKey(k, travellerToday(undefined, now)).problems.find((problem) =>
    problem.includes('past'),
  );
  if (past) throw new HttpError(400, 'Invalid query', [{ field, code: 'expired_dates', message: past }]);
  return { k, stay: parsed.key };
}

/** The total seen in the search result, when `es` is the offer context of this hotel and stay. */
function seenTotalOf(es: string | undefined, hotelId: number, k: string): number | undefined {
  if (!es) return undefined;
  const [id, key, total] = Buffer.from(es, 'base64url').toString('utf8').split('|');
  const value = Number(total);
  return Number(id) === hotelId && key === k && Number.isFinite(value) && value > 0 ? value : undefined;
}

function scenarioOf(request: FastifyRequest, sandbox: boolean): SandboxScenario | undefined {
  const header = request.headers[SANDBOX_SCENARIO_HEADER];
  if (!sandbox || header === undefined) return undefined;
  const parsed = sandboxScenarioSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw new HttpError(400, 'Invalid headers', [
      {
        field: `headers.${SANDBOX_SCENARIO_HEADER}`,
        code: 'invalid_value',
        message: `One of ${SANDBOX_SCENARIOS.join(', ')}`,
      },
    ]);
  }
  return parsed.data;
}

const facilitiesOf = (room: SupplierRoom) => room.facilities.map((name) => ({ name }));

function offerBody(
  room: SupplierRoom,
  item: SupplierPackage,
  status: GuaranteedOffer['status'],
  priceChangePercent: number,
): GuaranteedOffer {
  return {
    status,
    packageId: item.id,
    roomId: room.id,
    name: room.name,
    images: room.images,
    facilities: facilitiesOf(room),
    isRefundable: item.isRefundable,
    boarding: item.boarding,
    cancellationDeadline: item.cancellationDeadline,
    source: item.source,
    priceChangePercent,
    price: item.price,
  };
}

function packageBody(item: SupplierPackage) {
  return {
    id: item.id,
    price: item.price,
    isRefundable: item.isRefundable,
    boarding: item.boarding,
    isCheapest: item.isCheapest,
    cancellationDeadline: item.cancellationDeadline,
    source: item.source,
  };
}

/** The availability names (Available, SoldOutRoom…) by their number, for the metrics' labels. */
const AVAILABILITY_NAMES = new Map<number, string>(
  Object.entries(ROOM_AVAILABILITY).map(([name, value]) => [value, name]),
);

/** How a failed supplier call is counted: the hotel, the search or the package is unknown, the supplier timed out, or something broke. */
function failureOutcome(error: unknown): string {
  if (!(error instanceof HttpError)) return 'failed';
  const field = error.errors[0]?.field ?? '';
  if (error.status === 524) return 'timeout';
  if (error.status === 404 && field === 'params.hotelId') return 'unknown_hotel';
  if (error.status === 404 && field === 'query.PackageId') return 'unknown_package';
  if ((error.status === 404 || error.status === 400) && /searchId|SearchRequestId/i.test(field))
    return 'bad_search';
  return 'failed';
}

/** Wraps a supplier route's handler so that each call counts its outcome, failures included (re-thrown as they were). */
function counted<A extends unknown[], T>(
  handler: (...args: A) => Promise<T>,
  outcome: (answer: T) => string,
  count: (outcome: string) => void,
) {
  return async (...args: A): Promise<T> => {
    try {
      const answer = await handler(...args);
      count(outcome(answer));
      return answer;
    } catch (error) {
      count(failureOutcome(error));
      throw error;
    }
  };
}

const roomsOutcome = (answer: { tradable: boolean; isFinished: boolean }): RoomsSearchOutcome =>
  !answer.tradable ? 'not_tradable' : answer.isFinished ? 'finished' : 'searching';

export function registerRoomsRoutes(app: FastifyInstance, deps: RoomsDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const now = deps.now ?? Date.now;
  const ready = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The inventory is still loading');
  };
  const noHotel = (hotelId: number) =>
    new HttpError(404, `No hotel ${hotelId}`, [
      { field: 'params.hotelId', code: 'not_found', message: 'No such hotel' },
    ]);

  route(
    app,
    endpoints.hotelRooms,
    counted(
      async ({ params, query }, request, reply) => {
        ready();
        if (query.hotelId !== undefined && query.hotelId !== params.hotelId) {
          throw new HttpError(400, 'Invalid query', [
            { field: 'query.hotelId', code: 'invalid_value', message: 'Must equal the hotel id of the path' },
          ]);
        }
        const { k, stay } = stayOfSearchId(query.searchId, 'query.searchId', now());
        const seenTotal = seenTotalOf(query.es, params.hotelId, k);
        const rates: RatesSearchRequest = {
          hotelId: params.hotelId,
          searchId: query.searchId,
          stay,
          seenTotal,
          scenario: scenarioOf(request, deps.sandbox),
        };
        const poll = await deps.rates.poll(rates);
        if (!poll) throw noHotel(params.hotelId);
        reply.header('cache-control', 'no-store');
        const { room, package: offered } = poll.guaranteed;
        const priceChangePercent = seenTotal
          ? Math.round(((offered.price.price - seenTotal) / seenTotal) * 10_000) / 100
          : 0;
        return {
          hotelId: params.hotelId,
          searchId: query.searchId,
          tradable: poll.tradable,
          isFinished: poll.isFinished,
          hotelDetails: {
            rooms: poll.rooms.map((item) => ({
              id: item.id,
              name: item.name,
              images: item.images,
              facilities: facilitiesOf(item),
              groups: item.packages.map(packageBody),
            })),
          },
          guaranteedOfferRoom:
            poll.tradable && seenTotal !== undefined
              ? offerBody(room, offered, ROOM_AVAILABILITY.Pending, priceChangePercent)
              : null,
          hasImages: poll.rooms.some((item) => item.images.length > 0),
          pricePresentation: PRICE_PRESENTATION.IncludedTaxes,
          totalNights: poll.totalNights,
          currency: 'EUR' as const,
        };
      },
      roomsOutcome,
      (outcome) => roomsSearches.inc({ outcome }),
    ),
    options,
  );

  route(
    app,
    endpoints.guaranteedOffer,
    counted(
      async ({ params, query }, request, reply) => {
        ready();
        const { k, stay } = stayOfSearchId(query.SearchRequestId, 'query.SearchRequestId', now());
        const rates: RatesSearchRequest = {
          hotelId: params.hotelId,
          searchId: query.SearchRequestId,
          stay,
          seenTotal: seenTotalOf(query.es, params.hotelId, k),
          scenario: scenarioOf(request, deps.sandbox),
        };
        const check = await deps.rates.guaranteedOffer(rates, query.PackageId);
        if (!check) throw noHotel(params.hotelId);
        if (check.kind === 'timeout')
          throw new HttpError(524, 'The rates supplier did not answer in time; retry');
        if (check.kind === 'unknown-package') {
          throw new HttpError(404, 'Unknown package', [
            {
              field: 'query.PackageId',
              code: 'not_found',
              message: 'No such package for this hotel and search',
            },
          ]);
        }
        reply.header('cache-control', 'no-store');
        return offerBody(check.room, check.package, check.status, check.priceChangePercent);
      },
      (offer) => AVAILABILITY_NAMES.get(offer.status) ?? String(offer.status),
      (status) => guaranteedOffers.inc({ status }),
    ),
    options,
  );
}

import type { ApiClient, SearchRequest } from '@clubstay/api-client/client';
import type { SearchResponse } from '@clubstay/contract/search';
import { DEFAULT_SORT } from '@clubstay/contract/search-rules';
import { type IsoDay, parseDatesParam } from '@clubstay/contract/stay-dates';
import { parseRoomsParam } from './address.ts';
import { resetPastDates } from './dates.ts';
import { DEFAULT_FILTERS, filtersFromParams } from './filters.ts';
import { buildSearchRequest, placeFromId } from './request.ts';

/* ------------------------------------------------------------------------------------------------
 * The search route's loader data: on the server the loader runs the search of the address through
 * the API in process, so the results page arrives with its first page of hotels and prices (readable
 * without JavaScript); the page carries the answer to the browser, whose screen starts from it when
 * it asks for the same search (`@clubstay/router/loader-data`).
 * ---------------------------------------------------------------------------------------------- */

export interface ResultsLoaderData {
  request: SearchRequest;
  data: SearchResponse;
}

/** The /search address as the route reads it (the parts the request is built from). */
type Address = Parameters<typeof filtersFromParams>[0] & {
  q?: string | undefined;
  placeId?: string | undefined;
  dates?: string | undefined;
  rooms?: string | undefined;
  businessTrip?: boolean | undefined;
  sorting?: Parameters<typeof buildSearchRequest>[0]['sorting'];
  'p.start'?: number | undefined;
};

/**
 * The search the results page makes for an address on `today`, as the screen builds it before the
 * traveller's saved filters apply: only for the API's own places (others are resolved in the browser).
 */
export function addressRequest(search: Address, today: IsoDay): SearchRequest | undefined {
  const parsed = parseDatesParam(search.dates);
  const dates = parsed ? resetPastDates(parsed, today) : undefined;
  const rooms = parseRoomsParam(search.rooms);
  const place = search.q && search.placeId ? placeFromId(search.placeId) : undefined;
  if (!dates || !rooms || !place) return undefined;
  return buildSearchRequest({
    place,
    dates,
    rooms,
    businessTrip: search.businessTrip ?? false,
    filters: filtersFromParams(search, DEFAULT_FILTERS),
    sorting: search.sorting ?? DEFAULT_SORT,
    start: search['p.start'] ?? 0,
  });
}

/**
 * The same search, whatever the time zone it was asked from (the server's differs from the
 * traveller's; the answer's hotels and prices do not depend on it).
 */
export function sameSearch(a: SearchRequest, b: SearchRequest): boolean {
  return JSON.stringify({ ...a, utcOffset: 0 }) === JSON.stringify({ ...b, utcOffset: 0 });
}

/** The loader's answer, if it answers this request. */
export function answerFor(
  loaderData: unknown,
  request: SearchRequest | undefined,
): SearchResponse | undefined {
  if (!request || !loaderData || typeof loaderData !== 'object' || !('request' in loaderData))
    return undefined;
  const loaded = loaderData as ResultsLoaderData;
  return sameSearch(loaded.request, request) ? loaded.data : undefined;
}

/** Runs the address's search; nothing when it is incomplete or fails (the screen asks and shows why). */
export async function loadResults(
  client: ApiClient,
  search: Address,
  today: IsoDay,
): Promise<ResultsLoaderData | undefined> {
  const request = addressRequest(search, today);
  if (!request) return undefined;
  try {
    return { request, data: await client.searchHotels(request) };
  } catch {
    return undefined;
  }
}

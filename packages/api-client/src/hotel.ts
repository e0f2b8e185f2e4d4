import type { z } from 'zod';
import { ENDPOINT_PATHS as PATHS } from '@clubstay/contract/endpoint-paths';
import type { endpoints } from '@clubstay/contract/endpoints';
import type { UiLanguage } from '@clubstay/contract/locales';
import { hotelReviewsPath } from '@clubstay/contract/reviews-rules';
import { answerOf, type ApiClient } from './client.ts';
import { isApiError } from './errors.ts';
import type { QueryValue } from './query.ts';

/* ------------------------------------------------------------------------------------------------
 * The hotel page's calls (spec 2 §7), typed from the contract's endpoint table.
 * ---------------------------------------------------------------------------------------------- */

type Answer<E extends { response: z.ZodType }> = z.output<E['response']>;
export type HotelInfoAnswer = Answer<typeof endpoints.hotel>;
export type HotelRoomsAnswer = Answer<typeof endpoints.hotelRooms>;
export type GuaranteedOfferAnswer = Answer<typeof endpoints.guaranteedOffer>;
export type SearchByHotelAnswer = Answer<typeof endpoints.searchByHotelId>;

const hotelPath = (path: string, hotelId: number) =>
  path.replace('{hotelId}', encodeURIComponent(String(hotelId)));

/** GET /hotel/{hotelId}: the hotel's details, priced for the search when `searchId` is given. */
export function getHotel(
  client: ApiClient,
  hotelId: number,
  query: { searchId?: string | undefined; locale: UiLanguage },
  signal?: AbortSignal,
): Promise<HotelInfoAnswer> {
  return client.get(hotelPath(PATHS.hotel[1], hotelId), answerOf('hotel'), query, { signal });
}

/** GET /hotel/{hotelId}/images: every photo of the hotel, in gallery order. */
export function getHotelImages(client: ApiClient, hotelId: number, signal?: AbortSignal): Promise<string[]> {
  return client.get(hotelPath(PATHS.hotelImages[1], hotelId), answerOf('hotelImages'), undefined, { signal });
}

/**
 * GET /v2/hotel/{hotelId}/rooms: the rooms the rates supplier has found so far for the search. Poll
 * it (every 2000 ms) until `isFinished`. A 404 means the searchId is unknown (start a new search); a
 * 400 with an `expired_dates` field error means the dates are past.
 */
export function getRooms(
  client: ApiClient,
  hotelId: number,
  query: { searchId: string; es?: string | undefined },
  signal?: AbortSignal,
): Promise<HotelRoomsAnswer> {
  return client.get(
    hotelPath(PATHS.hotelRooms[1], hotelId),
    answerOf('hotelRooms'),
    { hotelId, ...query },
    { signal },
  );
}

/** Status of a supplier that did not answer in time (Cloudflare's "a timeout occurred"). */
export const SUPPLIER_TIMEOUT_STATUS = 524;
/** Spec 2 §7: the guaranteed offer is retried up to 2 times on 524, 1 ms apart. */
export const GUARANTEED_OFFER_RETRIES = 2;
export const GUARANTEED_OFFER_RETRY_MS = 1;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });

/**
 * GET /hotel/{hotelId}/room/guaranteed: the availability of the guaranteed offer. A 524 (the
 * supplier timed out) is retried up to `retries` times; the last failure is thrown.
 */
export async function getGuaranteedOffer(
  client: ApiClient,
  hotelId: number,
  query: { searchId: string; packageId: string; es?: string | undefined },
  options: { signal?: AbortSignal; retries?: number; retryDelayMs?: number } = {},
): Promise<GuaranteedOfferAnswer> {
  const retries = options.retries ?? GUARANTEED_OFFER_RETRIES;
  const params: Record<string, QueryValue> = {
    SearchRequestId: query.searchId,
    PackageId: query.packageId,
    es: query.es,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.get(
        hotelPath(PATHS.guaranteedOffer[1], hotelId),
        answerOf('guaranteedOffer'),
        params,
        {
          signal: options.signal,
        },
      );
    } catch (error) {
      if (!isApiError(error) || error.status !== SUPPLIER_TIMEOUT_STATUS || attempt >= retries) throw error;
      await wait(options.retryDelayMs ?? GUARANTEED_OFFER_RETRY_MS, options.signal);
    }
  }
}

/** The query of GET /search/byhotelId (spec 2 §7). */
export interface SearchByHotelRequest {
  /** Dates and rooms: `yyyyMMdd-yyyyMMdd~2-5,7;2` (see `@clubstay/contract/search`). */
  k: string;
  'd.hids': readonly number[];
  'd.lat'?: number | undefined;
  'd.lng'?: number | undefined;
  es?: string | undefined;
  tfb?: boolean | undefined;
  /** Minutes east of UTC (the traveller's time zone), to judge past dates. */
  utcOffset?: number | undefined;
  pos?: string | undefined;
  Residency?: string | undefined;
}

/** GET /search/byhotelId: prices the given hotels for the dates and rooms of `k`; gives a searchId and each hotel's `es`. */
export function searchByHotelId(
  client: ApiClient,
  query: SearchByHotelRequest,
  signal?: AbortSignal,
): Promise<SearchByHotelAnswer> {
  return client.get(PATHS.searchByHotelId[1], answerOf('searchByHotelId'), { ...query }, { signal });
}

/** The reviews frame's address (same origin): the provider's widget or the sandbox reviews page. */
export function hotelReviewsUrl(hotelId: number, language: string): string {
  return hotelReviewsPath(hotelId, language);
}

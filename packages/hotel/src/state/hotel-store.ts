import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '@clubstay/api-client/client';
import { isApiError } from '@clubstay/api-client/errors';
import { getHotel, getHotelImages, searchByHotelId } from '@clubstay/api-client/hotel';
import type { HotelInfo } from '@clubstay/contract/hotel';
import { type Stay, stayKey } from '#domain/stay.ts';
import type { DetailsRequest } from './hotel-loader.ts';

/* ------------------------------------------------------------------------------------------------
 * The hotel's details (spec 2 §4: fetched on locale, id or search change) and the pricing of a stay
 * through GET /search/byhotelId (a hotel opened without a search, a new stay from the search form, a
 * search the supplier no longer knows).
 * ---------------------------------------------------------------------------------------------- */

export interface DetailsState {
  status: 'idle' | 'loading' | 'done' | 'not-found' | 'failed';
  /** Kept while the same hotel reloads (new search or language), so the page does not blink. */
  info: HotelInfo | null;
  /** Every photo of the hotel (GET /hotel/{id}/images); the first few until it answers. */
  images: string[] | null;
}

export interface PricingState {
  status: 'idle' | 'running' | 'failed' | 'past';
}

export interface HotelPageState {
  details: DetailsState;
  pricing: PricingState;
}

/** The page's state, starting from the details the route loader brought (the server's, in a server-rendered page). */
export function createHotelStore(cached?: HotelInfo): StoreApi<HotelPageState> {
  return createStore<HotelPageState>()(() => ({
    details: cached
      ? { status: 'done', info: cached, images: null }
      : { status: 'idle', info: null, images: null },
    pricing: { status: 'idle' },
  }));
}

/**
 * Loads the details (and every photo) of a hotel; `loaded` are the details the route loader brought
 * for this very request, used without a request. Returns the function that cancels it.
 */
export function loadDetails(
  store: StoreApi<HotelPageState>,
  client: ApiClient,
  request: DetailsRequest,
  loaded?: HotelInfo,
): () => void {
  const controller = new AbortController();
  const previous = store.getState().details;
  const sameHotel = previous.info?.id === request.hotelId;
  const cached = loaded;
  store.setState({
    details: {
      status: cached ? 'done' : 'loading',
      info: cached ?? (sameHotel ? previous.info : null),
      images: sameHotel ? previous.images : null,
    },
  });
  (cached
    ? Promise.resolve(cached)
    : getHotel(
        client,
        request.hotelId,
        { searchId: request.searchId, locale: request.locale },
        controller.signal,
      )
  ).then(
    (info) => {
      if (controller.signal.aborted) return;
      store.setState((state) => ({ details: { ...state.details, status: 'done', info } }));
      if (info.imagesCount > info.images.length && !(sameHotel && previous.images)) {
        getHotelImages(client, request.hotelId, controller.signal).then(
          (images) =>
            !controller.signal.aborted &&
            store.setState((state) => ({ details: { ...state.details, images } })),
          () => undefined,
        );
      }
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      // A searchId the API cannot read is not the hotel's fault: the page prices a new search.
      const status = isApiError(error) && error.status === 404 ? 'not-found' : 'failed';
      store.setState((state) => ({ details: { ...state.details, status } }));
    },
  );
  return () => controller.abort();
}

/** The offer context of a priced hotel: where the page goes next. */
interface PricedSearch {
  searchId: string;
  es: string | undefined;
}

/**
 * Prices the hotel for a stay (GET /search/byhotelId), giving a searchId and the hotel's `es`.
 * Past dates end in `past` (ERROR_MSG_PAST_DATE); other failures in `failed`.
 */
export async function priceStay(
  store: StoreApi<HotelPageState>,
  client: ApiClient,
  request: {
    hotelId: number;
    stay: Stay;
    geo?: { lat: number; lng: number } | undefined;
    /** The address's `es` token (the offer context a shared link or an old search carried). */
    es?: string | undefined;
    /** Point of sale: the brand the traveller books on. */
    pos?: string | undefined;
    /** The traveller's country of residence, ISO 3166 alpha-2 in upper case. */
    residency?: string | undefined;
    signal?: AbortSignal;
  },
): Promise<PricedSearch | undefined> {
  store.setState({ pricing: { status: 'running' } });
  try {
    const answer = await searchByHotelId(
      client,
      {
        k: stayKey(request.stay),
        'd.hids': [request.hotelId],
        'd.lat': request.geo?.lat,
        'd.lng': request.geo?.lng,
        es: request.es,
        tfb: request.stay.businessTrip,
        utcOffset: -new Date().getTimezoneOffset(),
        pos: request.pos,
        Residency: request.residency,
      },
      request.signal,
    );
    if (request.signal?.aborted) return undefined;
    store.setState({ pricing: { status: 'idle' } });
    return { searchId: answer.searchId, es: answer.hotels.find((hotel) => hotel.id === request.hotelId)?.es };
  } catch (error) {
    if (request.signal?.aborted) return undefined;
    const past =
      isApiError(error) &&
      error.errors.some((field) => field.field === 'query.k' && /past/i.test(field.message));
    store.setState({ pricing: { status: past ? 'past' : 'failed' } });
    return undefined;
  }
}

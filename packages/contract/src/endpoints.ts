import { z } from 'zod';
import { configResponseSchema } from './config.ts';
import { customerInfoSchema, validateGuestRequestSchema, validateGuestResponseSchema } from './customers.ts';
import { apiErrorBodySchema } from './errors.ts';
import { healthResponseSchema } from './health.ts';
import { hotelImagesResponseSchema, hotelInfoSchema, hotelParamsSchema, hotelQuerySchema } from './hotel.ts';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  featuredResponseSchema,
  placeParamsSchema,
  placeQuerySchema,
  placeSchema,
} from './places.ts';
import { hotelReviewsParamsSchema, hotelReviewsQuerySchema, hotelReviewsResponseSchema } from './reviews.ts';
import {
  guaranteedOfferQuerySchema,
  guaranteedOfferSchema,
  hotelRoomsParamsSchema,
  hotelRoomsQuerySchema,
  hotelRoomsResponseSchema,
} from './rooms.ts';
import {
  searchByHotelQuerySchema,
  searchByHotelResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from './search.ts';
import { webCheckRequestSchema, webCheckResponseSchema } from './web-check.ts';

/**
 * One entry per call of the API. The server registers its routes from these, the client types its
 * functions from them, and the OpenAPI document is generated from them.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api (or the root for static files), with `{param}` placeholders. */
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer (200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: number;
  /** Under /api unless false. */
  underApi?: boolean;
  /** The media type of the success answer. @default 'application/json' */
  contentType?: 'application/json' | 'text/html';
}

export const errorResponses = { body: apiErrorBodySchema } as const;

export const endpoints = {
  healthcheck: {
    method: 'GET',
    path: '/healthcheck',
    operationId: 'healthcheck',
    summary: 'Liveness and database reachability; 503 when the database is down (the apps then show maintenance).',
    tags: ['system'],
    response: healthResponseSchema,
  },
  config: {
    method: 'GET',
    path: '/config',
    operationId: 'getConfig',
    summary: 'Settings for the white-label named in the X-White-Label header (400 for an unknown one).',
    tags: ['system'],
    response: configResponseSchema,
  },
  webCheck: {
    method: 'POST',
    path: '/web/check',
    operationId: 'reportWebError',
    summary: 'Stores an error report from an app: a failed call or a render crash.',
    tags: ['system'],
    body: webCheckRequestSchema,
    response: webCheckResponseSchema,
    status: 201,
  },
  validateGuest: {
    method: 'POST',
    path: '/customers/wl-validate-guest',
    operationId: 'validateGuestToken',
    summary: "Validates a partner's guest token for brands that admit guests by token; 401 when invalid or expired.",
    tags: ['customers'],
    body: validateGuestRequestSchema,
    response: validateGuestResponseSchema,
  },
  getCustomer: {
    method: 'GET',
    path: '/customers',
    operationId: 'getCustomer',
    summary: 'The signed-in member: user info and favourites. 401 without a valid session.',
    tags: ['customers'],
    response: customerInfoSchema,
  },
  translations: {
    method: 'GET',
    path: '/i18n/translations/{code}.json',
    operationId: 'getTranslations',
    summary: 'The UI messages of one language, as nested keys.',
    tags: ['i18n'],
    params: z.object({ code: z.string() }),
    response: z.record(z.string(), z.unknown()),
    underApi: false,
  },
  placesAutocomplete: {
    method: 'GET',
    path: '/places/autocomplete',
    operationId: 'autocompletePlaces',
    summary: 'At most 10 countries, cities and points of interest whose name starts with q (accent and case insensitive), by relevance and size.',
    tags: ['places'],
    query: autocompleteQuerySchema,
    response: autocompleteResponseSchema,
  },
  featuredPlaces: {
    method: 'GET',
    path: '/places/featured',
    operationId: 'getFeaturedPlaces',
    summary: 'The 12 featured destinations of the home page, with coordinates, text and image.',
    tags: ['places'],
    query: placeQuerySchema,
    response: featuredResponseSchema,
  },
  place: {
    method: 'GET',
    path: '/places/{placeId}',
    operationId: 'getPlace',
    summary: 'One place by id (404 when unknown).',
    tags: ['places'],
    params: placeParamsSchema,
    query: placeQuerySchema,
    response: placeSchema,
  },
  search: {
    method: 'GET',
    path: '/search',
    operationId: 'searchHotels',
    summary: 'One page of the hotels of a destination for the dates and rooms of k, with totalCount and filter metadata.',
    tags: ['search'],
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
  searchByHotelId: {
    method: 'GET',
    path: '/search/byhotelId',
    operationId: 'searchByHotelId',
    summary: 'Prices the given hotels (d.hids) for the dates and rooms of k.',
    tags: ['search'],
    query: searchByHotelQuerySchema,
    response: searchByHotelResponseSchema,
  },
  hotel: {
    method: 'GET',
    path: '/hotel/{hotelId}',
    operationId: 'getHotel',
    summary: 'Hotel info (spec 2 §3); priced when a searchId is given.',
    tags: ['hotel'],
    params: hotelParamsSchema,
    query: hotelQuerySchema,
    response: hotelInfoSchema,
  },
  hotelImages: {
    method: 'GET',
    path: '/hotel/{hotelId}/images',
    operationId: 'getHotelImages',
    summary: 'Every image URL of a hotel.',
    tags: ['hotel'],
    params: hotelParamsSchema,
    response: hotelImagesResponseSchema,
  },
  hotelRooms: {
    method: 'GET',
    path: '/v2/hotel/{hotelId}/rooms',
    operationId: 'getHotelRooms',
    summary:
      'Rooms and packages from the rates supplier for the searchId\'s dates and rooms, as far as they have arrived; poll every 2000 ms until isFinished. 404 for an unknown searchId, 400 with expired_dates for past dates, tradable false for a hotel that cannot be booked. Sandbox: X-Sandbox-Scenario forces an outcome.',
    tags: ['hotel'],
    params: hotelRoomsParamsSchema,
    query: hotelRoomsQuerySchema,
    response: hotelRoomsResponseSchema,
  },
  guaranteedOffer: {
    method: 'GET',
    path: '/hotel/{hotelId}/room/guaranteed',
    operationId: 'getGuaranteedOffer',
    summary:
      'Availability of one package (the guaranteed offer): Pending while the supplier search runs, then Available, SoldOutRoom, SoldOutHotel, Expired or ExpiredNi. 524 when the supplier times out (retry up to 2 times); 404 for an unknown searchId or package.',
    tags: ['hotel'],
    params: hotelRoomsParamsSchema,
    query: guaranteedOfferQuerySchema,
    response: guaranteedOfferSchema,
  },
  // ── hotel page ──
  hotelReviews: {
    method: 'GET',
    path: '/hotel/{hotelId}/reviews',
    operationId: 'getHotelReviewsPage',
    summary:
      "The reviews frame of the hotel page (text/html, framable by this origin only): the reviews provider's widget for the hotel, or in sandbox mode a deterministic reviews page per hotel and language. 404 when the hotel has no reviews-provider id.",
    tags: ['hotel'],
    params: hotelReviewsParamsSchema,
    query: hotelReviewsQuerySchema,
    response: hotelReviewsResponseSchema,
    contentType: 'text/html',
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

import { z } from 'zod';
import { configResponseSchema } from './config.ts';
import {
  agreeBodySchema,
  agreeResponseSchema,
  bookBodySchema,
  bookResponseSchema,
  checkoutInfoSchema,
  checkoutQuerySchema,
  checkQuerySchema,
  checkResponseSchema,
  createCheckoutBodySchema,
  createCheckoutResponseSchema,
  cryptoInvoiceBodySchema,
  cryptoInvoiceQuerySchema,
  cryptoInvoiceSchema,
  payAtHotelBookBodySchema,
  payAtHotelHoldBodySchema,
  payAtHotelResponseSchema,
  paybyrdCheckBodySchema,
  paybyrdCheckResponseSchema,
  paybyrdPayBodySchema,
  paybyrdPayResponseSchema,
  paybyrdThreeDsQuerySchema,
  paybyrdThreeDsResponseSchema,
  paybyrdTokenBodySchema,
  paybyrdTokenResponseSchema,
  reservationInfoSchema,
  reservationQuerySchema,
  stripeSecretBodySchema,
  stripeSecretResponseSchema,
  stripeWebhookResponseSchema,
} from './checkout.ts';
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
  // ── checkout ──
  createCheckout: {
    method: 'POST',
    path: '/checkout/create',
    operationId: 'createCheckout',
    summary:
      'Starts a durable checkout for one package of a hotel search: the price is held for 20 minutes. 401 when the brand needs a member (or a guest token) and the caller has none; 404 for an unknown hotel, search or package.',
    tags: ['checkout'],
    body: createCheckoutBodySchema,
    response: createCheckoutResponseSchema,
    status: 201,
  },
  getCheckout: {
    method: 'GET',
    path: '/checkout',
    operationId: 'getCheckout',
    summary: 'The checkout (hotel, stay, package, price, payment ways, countdown). Only its creator may read it (404 otherwise).',
    tags: ['checkout'],
    query: checkoutQuerySchema,
    response: checkoutInfoSchema,
  },
  checkCheckout: {
    method: 'GET',
    path: '/checkout/check',
    operationId: 'checkCheckout',
    summary:
      'Re-checks price, cancellation policy and availability with the supplier; poll until isFinished. validPrice is the new price when it changed (accept with /checkout/agree).',
    tags: ['checkout'],
    query: checkQuerySchema,
    response: checkResponseSchema,
  },
  agreeCheckout: {
    method: 'POST',
    path: '/checkout/agree',
    operationId: 'agreeCheckout',
    summary: 'Accepts the new price (and cancellation policy) found by the last check.',
    tags: ['checkout'],
    body: agreeBodySchema,
    response: agreeResponseSchema,
  },
  bookCheckout: {
    method: 'POST',
    path: '/checkout/book',
    operationId: 'bookCheckout',
    summary:
      'Books the checkout: reserves the room with the supplier and writes the booking (Processing until paid). Idempotent per checkout. 422 when the offer must be re-checked (price, refundability, availability, expiry). Send Guest-Authorization when a guest token is held.',
    tags: ['checkout'],
    body: bookBodySchema,
    response: bookResponseSchema,
  },
  reservationInfo: {
    method: 'GET',
    path: '/offers/reservationInfo',
    operationId: 'getReservationInfo',
    summary: 'The booking behind an offerKey for /confirmation; poll every 10000 ms until isFinished.',
    tags: ['checkout'],
    query: reservationQuerySchema,
    response: reservationInfoSchema,
  },
  stripePaymentSecret: {
    method: 'POST',
    path: '/payments/pay/v2/getStripePaymentSecret',
    operationId: 'getStripePaymentSecret',
    summary:
      'The payment intent of a booking (one per booking and purpose, reused on retry) and its client secret: real Stripe with STRIPE_SECRET_KEY, the Stripe-like sandbox otherwise.',
    tags: ['payments'],
    body: stripeSecretBodySchema,
    response: stripeSecretResponseSchema,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/payments/stripe/webhook',
    operationId: 'stripeWebhook',
    summary: 'Stripe events, verified by their Stripe-Signature (t=…,v1=HMAC-SHA256); each event is applied once.',
    tags: ['payments'],
    body: z.string(),
    response: stripeWebhookResponseSchema,
  },
  payAtHotelHold: {
    method: 'POST',
    path: '/payments/PayAtHotel/hold',
    operationId: 'payAtHotelHold',
    summary: 'Holds a pay-at-hotel booking; a card-guarantee package needs its pre-authorised payment intent.',
    tags: ['payments'],
    body: payAtHotelHoldBodySchema,
    response: payAtHotelResponseSchema,
  },
  payAtHotelBook: {
    method: 'POST',
    path: '/payments/PayAtHotel/book',
    operationId: 'payAtHotelBook',
    summary: 'Confirms a held pay-at-hotel booking (nothing is charged now).',
    tags: ['payments'],
    body: payAtHotelBookBodySchema,
    response: payAtHotelResponseSchema,
  },
  paybyrdToken: {
    method: 'POST',
    path: '/payments/pay/paybyrd/token',
    operationId: 'paybyrdToken',
    summary: 'Starts a card payment with the Paybyrd-style provider from a card token: answers the 3DS frame to show.',
    tags: ['payments'],
    body: paybyrdTokenBodySchema,
    response: paybyrdTokenResponseSchema,
  },
  paybyrdThreeDs: {
    method: 'GET',
    path: '/payments/pay/paybyrd/3ds',
    operationId: 'paybyrdThreeDsResult',
    summary: 'The 3DS result of a Paybyrd-style payment; poll at most 100 times, 2000 ms apart.',
    tags: ['payments'],
    query: paybyrdThreeDsQuerySchema,
    response: paybyrdThreeDsResponseSchema,
  },
  paybyrdPay: {
    method: 'POST',
    path: '/payments/pay/paybyrd',
    operationId: 'paybyrdPay',
    summary: 'Pays with the 3DS result (once, however often it is called). 402 declined, 504 when the provider timed out.',
    tags: ['payments'],
    body: paybyrdPayBodySchema,
    response: paybyrdPayResponseSchema,
  },
  paybyrdCheck: {
    method: 'POST',
    path: '/payments/pay/paybyrd/check',
    operationId: 'paybyrdCheck',
    summary: 'A progress log line of the card payment, kept with the checkout.',
    tags: ['payments'],
    body: paybyrdCheckBodySchema,
    response: paybyrdCheckResponseSchema,
  },
  cryptoInvoice: {
    method: 'GET',
    path: '/payments/crypto/invoice',
    operationId: 'getCryptoInvoice',
    summary: 'The crypto invoice of a booking: address, QR code, amount, paid, left, expiry.',
    tags: ['payments'],
    query: cryptoInvoiceQuerySchema,
    response: cryptoInvoiceSchema,
  },
  changeCryptoInvoice: {
    method: 'POST',
    path: '/payments/crypto/invoice',
    operationId: 'changeCryptoInvoice',
    summary: 'Switches the coin or network of a crypto invoice before anything was paid (409 after).',
    tags: ['payments'],
    body: cryptoInvoiceBodySchema,
    response: cryptoInvoiceSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

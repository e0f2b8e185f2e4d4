import { z } from 'zod';
import {
  affiliateResponseSchema,
  bookingsQuerySchema,
  bookingsResponseSchema,
  cancelParamsSchema,
  cancelResponseSchema,
  changePasswordRequestSchema,
  confirmationCodeRequestSchema,
  contactRequestSchema,
  contactResponseSchema,
  createInvitationRequestSchema,
  customerInfoSchema as accountCustomerSchema,
  deleteAccountRequestSchema,
  favoriteParamsSchema,
  favoritesResponseSchema,
  invitationSchema,
  joinNewsletterRequestSchema,
  interestRequestSchema,
  loginRequestSchema,
  loyaltyResponseSchema,
  okSchema,
  registerRequestSchema,
  requestResetRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  subscriptionStateSchema,
  subscriptionTokenQuerySchema,
  updateCustomerRequestSchema,
  updateSubscriptionsRequestSchema,
  waitingListRequestSchema,
  walletResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from './accounts.ts';
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
  cryptoWalletPaymentBodySchema,
  cryptoWalletPaymentResponseSchema,
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
  guestCancelBodySchema,
  guestCancelResponseSchema,
  refundAddressBodySchema,
  refundAddressResponseSchema,
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
    summary:
      'Liveness and database reachability; 503 when the database is down (the apps then show maintenance).',
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
    summary:
      "Validates a partner's guest token for brands that admit guests by token; 401 when invalid or expired.",
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
  translationsPart: {
    method: 'GET',
    path: '/i18n/translations/{part}/{code}.json',
    operationId: 'getTranslationsPart',
    summary:
      'One part of a language’s UI messages (the shell’s, or one feature’s: MESSAGE_PARTS), as nested keys; a page loads only the parts its screens use.',
    tags: ['i18n'],
    params: z.object({ part: z.string(), code: z.string() }),
    response: z.record(z.string(), z.unknown()),
    underApi: false,
  },
  placesAutocomplete: {
    method: 'GET',
    path: '/places/autocomplete',
    operationId: 'autocompletePlaces',
    summary:
      'At most 10 countries, cities and points of interest whose name starts with q (accent and case insensitive), by relevance and size.',
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
    summary:
      'One page of the hotels of a destination for the dates and rooms of k, with totalCount and filter metadata.',
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
      "Rooms and packages from the rates supplier for the searchId's dates and rooms, as far as they have arrived; poll every 2000 ms until isFinished. 404 for an unknown searchId, 400 with expired_dates for past dates, tradable false for a hotel that cannot be booked. Sandbox: X-Sandbox-Scenario forces an outcome.",
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
  // ── accounts ──
  login: {
    method: 'POST',
    path: '/customers/login',
    operationId: 'login',
    summary:
      "Signs a member in: a new session token (rotated: the caller's previous session ends) and the customer info. 400 with errorCode 160 naming each empty field (e-mail, password), 16 for an invalid e-mail; 401 with errorCode 8 for a wrong e-mail or password, 403 with 33 for a deleted account; 429 when rate-limited.",
    tags: ['accounts'],
    body: loginRequestSchema,
    response: sessionResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/customers/logout',
    operationId: 'logout',
    summary: "Ends the caller's session (its token stops working at once). 401 without a session.",
    tags: ['accounts'],
    response: okSchema,
  },
  requestConfirmationCode: {
    method: 'POST',
    path: '/customers/register/confirmation-code',
    operationId: 'requestConfirmationCode',
    summary:
      'E-mails a 6-digit sign-up confirmation code (valid 30 minutes). 400 with errorCode 160 for an empty e-mail, 16 for an invalid one; 429 when rate-limited.',
    tags: ['accounts'],
    body: confirmationCodeRequestSchema,
    response: okSchema,
  },
  register: {
    method: 'POST',
    path: '/customers/register',
    operationId: 'register',
    summary:
      'Creates a member by invitation code and signs them in. Errors by code: 160 naming every empty required field (e-mail, password, confirmation code, invitation code), 16, 11–15, 17, 30 (wrong confirmation code), 32 (wrong invitation code), 33, 36 (xportal partner users only); 403 where the brand has no sign-up; 429 when rate-limited.',
    tags: ['accounts'],
    body: registerRequestSchema,
    response: sessionResponseSchema,
    status: 201,
  },
  joinWaitingList: {
    method: 'POST',
    path: '/customers/waiting-list',
    operationId: 'joinWaitingList',
    summary:
      'Puts an e-mail on the waiting list of the brand (idempotent; the same answer whether or not it was there). 400 with errorCode 160 for an empty e-mail, 16 for an invalid one.',
    tags: ['accounts'],
    body: waitingListRequestSchema,
    response: okSchema,
  },
  requestResetPassword: {
    method: 'POST',
    path: '/customers/request-Reset-Password',
    operationId: 'requestResetPassword',
    summary:
      'E-mails a password reset link (valid 1 hour; a new request sends a new link) when the e-mail belongs to a member; the answer is the same either way. 400 with errorCode 160 for an empty e-mail, 16 for an invalid one; 429 when rate-limited.',
    tags: ['accounts'],
    body: requestResetRequestSchema,
    response: okSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/customers/reset-Password',
    operationId: 'resetPassword',
    summary:
      "Sets a new password with a reset link's token and ends every session of the member. 410 when the link expired or was used (a new one can be sent), 404 with errorCode 7 when the account is gone; 160 for an empty password (or a confirmation sent empty), password rules 11–15, 22.",
    tags: ['accounts'],
    body: resetPasswordRequestSchema,
    response: okSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/customers/change-Password',
    operationId: 'changePassword',
    summary:
      "Changes the member's password; every other session ends. errorCode 160 naming each empty field, 8 for a wrong current password, 22 when the confirmation differs, 11–15 for the rules.",
    tags: ['accounts'],
    body: changePasswordRequestSchema,
    response: okSchema,
  },
  updateCustomer: {
    method: 'PATCH',
    path: '/customers',
    operationId: 'updateCustomer',
    summary:
      'Updates names, phone, consents or notification preferences, all or nothing. On failure the error carries oldConsents.',
    tags: ['accounts'],
    body: updateCustomerRequestSchema,
    response: accountCustomerSchema,
  },
  deleteCustomer: {
    method: 'DELETE',
    path: '/customers',
    operationId: 'deleteCustomer',
    summary:
      "Deletes the member's account after checking the password: sessions end, personal data is erased, and the e-mail can neither sign in nor register again (errorCode 33). 400 with errorCode 160 for an empty password, 8 for a wrong one.",
    tags: ['accounts'],
    body: deleteAccountRequestSchema,
    response: okSchema,
  },
  customerBookings: {
    method: 'GET',
    path: '/customers/bookings',
    operationId: 'getCustomerBookings',
    summary:
      "The member's bookings, newest first, 50 a page; bookings still processing (or failed) are not listed.",
    tags: ['accounts'],
    query: bookingsQuerySchema,
    response: bookingsResponseSchema,
  },
  cancelBooking: {
    method: 'POST',
    path: '/customers/bookings/{offerId}/cancel',
    operationId: 'cancelBooking',
    summary:
      "Cancels a refundable booking before its GMT deadline and refunds what was paid (idempotent). 404 for a booking that is not the caller's, 409 when non-refundable or past the deadline.",
    tags: ['accounts'],
    params: cancelParamsSchema,
    response: cancelResponseSchema,
  },
  customerFavorites: {
    method: 'GET',
    path: '/customers/favorites',
    operationId: 'getCustomerFavorites',
    summary: "The member's favourite hotels, most recently added first.",
    tags: ['accounts'],
    response: favoritesResponseSchema,
  },
  addFavorite: {
    method: 'POST',
    path: '/customers/favorites/{id}',
    operationId: 'addFavorite',
    summary: "Adds a hotel to the member's favourites (idempotent); 404 for an unknown hotel.",
    tags: ['accounts'],
    params: favoriteParamsSchema,
    response: okSchema,
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/customers/favorites/{id}',
    operationId: 'removeFavorite',
    summary: "Removes a hotel from the member's favourites (idempotent).",
    tags: ['accounts'],
    params: favoriteParamsSchema,
    response: okSchema,
  },
  subscriptions: {
    method: 'GET',
    path: '/customers/subscriptions',
    operationId: 'getSubscriptions',
    summary:
      "The e-mail subscriptions of the member's subscription token; 404 with errorCode 21 for a token that is not the caller's.",
    tags: ['accounts'],
    query: subscriptionTokenQuerySchema,
    response: subscriptionStateSchema,
  },
  updateSubscriptions: {
    method: 'PATCH',
    path: '/customers/subscriptions',
    operationId: 'updateSubscriptions',
    summary: "Sets the e-mail categories of the member's subscription token (isSubscribed follows them).",
    tags: ['accounts'],
    body: updateSubscriptionsRequestSchema,
    response: subscriptionStateSchema,
  },
  unsubscribe: {
    method: 'GET',
    path: '/customers/unsubscribe',
    operationId: 'unsubscribe',
    summary: 'Unsubscribes the member of the token from every e-mail category (isSubscribed false).',
    tags: ['accounts'],
    query: subscriptionTokenQuerySchema,
    response: subscriptionStateSchema,
  },
  subscribe: {
    method: 'GET',
    path: '/customers/subscribe',
    operationId: 'subscribe',
    summary: 'Subscribes the member of the token again to every e-mail category (isSubscribed true).',
    tags: ['accounts'],
    query: subscriptionTokenQuerySchema,
    response: subscriptionStateSchema,
  },
  joinNewsletter: {
    method: 'POST',
    path: '/customers/join-newsletter',
    operationId: 'joinNewsletter',
    summary:
      'Adds an e-mail to the newsletter of the brand (idempotent; anyone may call it). 400 with errorCode 160 for an empty e-mail, 16 for an invalid one.',
    tags: ['accounts'],
    body: joinNewsletterRequestSchema,
    response: okSchema,
  },
  customerInterest: {
    method: 'POST',
    path: '/customers/interest',
    operationId: 'customerInterest',
    summary:
      'Records that a visitor looked at a hotel (a beacon on leaving the hotel page). Anyone may send it; the white-label comes from the host when the header is absent.',
    tags: ['accounts'],
    body: interestRequestSchema,
    response: okSchema,
  },
  wallet: {
    method: 'GET',
    path: '/customers/wallet',
    operationId: 'getWallet',
    summary:
      'Balances per asset, upcoming rewards (stays not yet checked out), transactions and the withdrawal rules.',
    tags: ['accounts'],
    response: walletResponseSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/customers/wallet/withdrawals',
    operationId: 'withdraw',
    summary:
      'Requests a withdrawal to an address; processed within 24 hours, the amount received being the request less the fee. 409 when above the available balance (never goes negative).',
    tags: ['accounts'],
    body: withdrawRequestSchema,
    response: withdrawResponseSchema,
    status: 201,
  },
  affiliate: {
    method: 'GET',
    path: '/customers/affiliate',
    operationId: 'getAffiliate',
    summary:
      "Referral figures (direct and second degree, value of their completed bookings) and the member's invitation codes. 404 where ShowAffiliateDashboard is off.",
    tags: ['accounts'],
    response: affiliateResponseSchema,
  },
  createInvitation: {
    method: 'POST',
    path: '/customers/affiliate/invitations',
    operationId: 'createInvitation',
    summary: 'Creates an invitation code valid 1, 7 or 30 days (at most 20 live codes per member).',
    tags: ['accounts'],
    body: createInvitationRequestSchema,
    response: invitationSchema,
    status: 201,
  },
  loyalty: {
    method: 'GET',
    path: '/customers/loyalty',
    operationId: 'getLoyalty',
    summary:
      'Booked nights and free nights earned (10 nights earn 1, valued at their average price). 404 on brands without the programme.',
    tags: ['accounts'],
    response: loyaltyResponseSchema,
  },
  contact: {
    method: 'POST',
    path: '/contact',
    operationId: 'sendContactForm',
    summary: 'Sends the contact form to support and a receipt to the sender; 429 when rate-limited.',
    tags: ['accounts'],
    body: contactRequestSchema,
    response: contactResponseSchema,
  },
  // ── end accounts ──
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
    summary:
      'The checkout (hotel, stay, package, price, payment ways, countdown). Only its creator may read it (404 otherwise).',
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
      'Books the checkout: reserves the room with the supplier and writes the booking (Processing until paid). Idempotent per checkout. 422 when the offer must be re-checked (price, refundability, availability, expiry); 429 with errorCode 50 when the caller has too many open unpaid holds (UNPAID_HOLD_LIMITS). Send Guest-Authorization when a guest token is held.',
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
  guestCancel: {
    method: 'POST',
    path: '/offers/cancel',
    operationId: 'cancelReservation',
    summary:
      "A traveller cancels their booking from the confirmation link: the manage token of the confirmation e-mail's link (or the booking's own guest or member session) is required beside the offerKey. Same rules and refunds as a member's cancel (refundable, before the GMT deadline), idempotent, one cancellation e-mail. 404 without access, 409 when non-refundable or past the deadline.",
    tags: ['checkout'],
    body: guestCancelBodySchema,
    response: guestCancelResponseSchema,
  },
  refundAddress: {
    method: 'POST',
    path: '/offers/refundAddress',
    operationId: 'confirmRefundAddress',
    summary:
      "Where a crypto refund waiting for its destination goes: the traveller's own EVM address (sent on chain from the refund wallet; the transaction hash and explorer link then show in `refund.transactions`), or, for the booking's member, `toWallet` (the club wallet, credited at once). Same access as a cancel (403 `manage_token_required`; `toWallet` 403 `member_only`); 400 with a field error on `body.address` for an address that is not one (`invalid_format`, `invalid_checksum`); 409 `no_refund_due` when no refund waits.",
    tags: ['checkout'],
    body: refundAddressBodySchema,
    response: refundAddressResponseSchema,
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
    summary:
      'Stripe events, verified by their Stripe-Signature (t=…,v1=HMAC-SHA256); each event is applied once.',
    tags: ['payments'],
    body: z.string(),
    response: stripeWebhookResponseSchema,
  },
  payAtHotelHold: {
    method: 'POST',
    path: '/payments/PayAtHotel/hold',
    operationId: 'payAtHotelHold',
    summary:
      'Holds a pay-at-hotel booking; a card-guarantee package needs its pre-authorised payment intent.',
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
    summary:
      'Starts a card payment with the Paybyrd-style provider from a card token: answers the 3DS frame to show.',
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
    summary:
      'Pays with the 3DS result (once, however often it is called). 402 declined, 504 when the provider timed out.',
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
  cryptoWalletPayment: {
    method: 'POST',
    path: '/payments/crypto/wallet-payment',
    operationId: 'cryptoWalletPayment',
    summary:
      "Says the checkout's wallet sent this transaction to the invoice (its sender is the traveller's own address).",
    tags: ['payments'],
    body: cryptoWalletPaymentBodySchema,
    response: cryptoWalletPaymentResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

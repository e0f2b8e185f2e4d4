import type { CheckResponse, CheckoutInfo, ReservationInfo } from '@clubstay/contract/checkout';
import { CHECKOUT_STATUS, PAYMENT_TIMING } from '@clubstay/contract/checkout-rules';

/*
 * Made-up checkout and confirmation data for tests and stories, typed by the contract: two rooms at
 * a Lisbon hotel. The hotel photo is a drawing Storybook serves (apps/storybook/public/photos). Not
 * part of the published package (tooling/scripts/src/pack-packages.mjs leaves fixtures out).
 */

const price = {
  salePrice: 300,
  creditCardFee: 0,
  taxAndFees: 27.27,
  payAtHotelFee: 6,
  total: 300,
  basePrice: 272.73,
};

/** GET /checkout: a refundable two-room stay, payable by card, at the hotel or in crypto. */
export function checkoutInfo(over: Partial<CheckoutInfo> = {}, creditCardType: 0 | 1 | 3 = 0): CheckoutInfo {
  return {
    checkoutId: 'c'.repeat(32),
    packageId: '1-1-R',
    searchId: 's',
    es: null,
    hotel: {
      id: 1001,
      name: 'Hotel Miramar Lisboa',
      stars: 4,
      address: 'Rua da Prata 120, 1100-420 Lisbon',
      city: 'Lisbon',
      country: 'Portugal',
      countryCode: 'PT',
      image: './photos/photo-1.svg',
    },
    stay: {
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      nights: 2,
      rooms: [
        { adults: 2, children: [] },
        { adults: 1, children: [] },
      ],
    },
    info: {
      internalPackage: {
        roomName: 'Deluxe King Room',
        boarding: 2,
        isRefundable: true,
        creditCardType,
        cancellationPolicies: [{ freeUntil: '2026-11-28T12:00:00.000Z', penalty: 300 }],
        salePrice: 300,
        creditCardFee: 0,
        taxAndFees: 27.27,
        payAtHotelFee: 6,
        traderInformation: {
          name: 'Clubstay Travel Ltd',
          address: '1 Harbour Street, Dublin',
          email: 'trader@example.com',
        },
      },
    },
    price,
    currencies: ['USD', 'EUR'],
    paymentMethods: ['card', 'payAtHotel', 'crypto'],
    providerType: 'stripe',
    stripePublishableKey: null,
    expiresAt: '2026-11-23T12:20:00.000Z',
    serverTime: '2026-11-23T12:00:00.000Z',
    offerKey: null,
    bookedPaymentMethod: null,
    partnerCardCheck: false,
    ...over,
  };
}

/** GET /checkout/check: the supplier's answer, by default the same price still available. */
export function checkResponse(over: Partial<CheckResponse> = {}): CheckResponse {
  return {
    checkoutStatus: CHECKOUT_STATUS.Available,
    validPrice: 0,
    refundabilityChanged: false,
    isFinished: true,
    price,
    isRefundable: true,
    cancellationPolicies: [{ freeUntil: '2026-11-28T12:00:00.000Z', penalty: 300 }],
    ...over,
  };
}

/** GET /offers/reservationInfo: a card booking of the same stay, confirmed. */
export function reservationInfo(over: Partial<ReservationInfo> = {}): ReservationInfo {
  return {
    offerKey: 'OK-1001',
    referenceId: 'CS-7Q4K2M',
    state: 'successful',
    failure: null,
    bookingStatus: 'Completed',
    isSuccess: true,
    isFinished: true,
    hotelId: 1001,
    hotel: {
      name: 'Hotel Miramar Lisboa',
      city: 'Lisbon',
      country: 'Portugal',
      address: 'Rua da Prata 120, 1100-420 Lisbon',
      image: './photos/photo-1.svg',
    },
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-03',
    leadGuest: { title: 'Ms', firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.com' },
    additionalGuests: [{ title: 'Mr', firstName: 'João', lastName: 'Silva' }],
    roomName: 'Deluxe King Room',
    mealPlan: 2,
    bedType: 1,
    specialRequests: 'A quiet room on a high floor, please.',
    isRefundable: true,
    cancellationDeadline: '2026-11-28T12:00:00.000Z',
    package: {
      salePrice: 300,
      totalNights: 2,
      taxAndFees: 27.27,
      creditCardFee: 0,
      rooms: [
        { adultsCount: 2, childrenAges: [] },
        { adultsCount: 1, childrenAges: [] },
      ],
    },
    paymentMethod: 'stripe',
    paymentTiming: PAYMENT_TIMING.ImmediatePayment,
    totalCharged: 300,
    total: 300,
    payAtHotelTotal: 6,
    chargeCurrency: 'EUR',
    crypto: null,
    manageUrl: '/account/bookings',
    latePayment: null,
    refund: null,
    canCancel: true,
    confirmBy: null,
    cancellation: null,
    ...over,
  };
}

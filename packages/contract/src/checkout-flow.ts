import { z } from 'zod';
import { boardingSchema } from './rooms.ts';
import { TITLES, EMAIL_PATTERN, CRYPTO_NETWORKS } from './checkout-rules.ts';
import { PAYMENT_METHOD_KEYS, CARD_PROVIDERS, ALL_NETWORKS } from './checkout-payment-methods.ts';
import { checkoutIdField, currencyField } from './checkout-fields.ts';
import { customerInfoSchema, billingSchema } from './checkout-guest.ts';

/* ------------------------------------------------------------------------------------------------
 * Checkout calls
 * ---------------------------------------------------------------------------------------------- */

/** POST /checkout/create (spec 2 §3). */
export const createCheckoutBodySchema = z.object({
  hotelId: z.number().int().min(1).max(2_147_483_647),
  searchRequestId: z.string().min(1).max(300),
  selectedPackageId: z.string().min(1).max(100),
  currency: currencyField,
  es: z.string().max(500).optional(),
});
export const createCheckoutResponseSchema = z.object({ checkoutId: z.string() });

export const checkoutQuerySchema = z.object({ checkoutId: checkoutIdField });

/** GET /checkout/check: optionally with the traveller's e-mail and country (the customer check). */
export const checkQuerySchema = z.object({
  checkoutId: checkoutIdField,
  customerEmail: z.string().max(254).regex(EMAIL_PATTERN).optional(),
  customerNationality: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const cancellationPolicySchema = z.object({
  /** Free cancellation until this instant (GMT); null for a non-refundable package. */
  freeUntil: z.string().nullable(),
  /** What cancelling after that costs, EUR. */
  penalty: z.number(),
});

export const checkoutPriceSchema = z.object({
  /** What the traveller pays, taxes included, EUR. */
  salePrice: z.number(),
  /** Card surcharge (decision: none; the field stays so a partner could add one). */
  creditCardFee: z.number(),
  /** Taxes included in the sale price. */
  taxAndFees: z.number(),
  /** Fees paid at the hotel (city tax), not in the sale price. */
  payAtHotelFee: z.number(),
  /** salePrice + creditCardFee, to cents. */
  total: z.number(),
  /** salePrice − taxAndFees, to cents. */
  basePrice: z.number(),
});
export type CheckoutPrice = z.infer<typeof checkoutPriceSchema>;

/**
 * A member's guest details to start the checkout form with: names, e-mail and phone from the profile
 * (the phone as stored, `+` and digits), title and country of residence from their last booking.
 */
export const guestDefaultsSchema = z.object({
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** ISO alpha-2, or null when the member has not booked yet. */
  country: z.string().nullable(),
});
export type GuestDefaults = z.infer<typeof guestDefaultsSchema>;

export const checkoutInfoSchema = z.object({
  checkoutId: z.string(),
  packageId: z.string(),
  searchId: z.string(),
  es: z.string().nullable(),
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    stars: z.number().int(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    countryCode: z.string(),
    image: z.string().nullable(),
  }),
  stay: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    rooms: z.array(z.object({ adults: z.number().int(), children: z.array(z.number().int()) })),
  }),
  info: z.object({
    internalPackage: z.object({
      roomName: z.string(),
      boarding: boardingSchema,
      isRefundable: z.boolean(),
      /** Payment timing (spec 2 §3 creditCardType). */
      creditCardType: z.union([z.literal(0), z.literal(1), z.literal(3)]),
      cancellationPolicies: z.array(cancellationPolicySchema),
      salePrice: z.number(),
      creditCardFee: z.number(),
      taxAndFees: z.number(),
      payAtHotelFee: z.number(),
      traderInformation: z.object({ name: z.string(), address: z.string(), email: z.string() }),
    }),
  }),
  price: checkoutPriceSchema,
  /** The currencies a card may be charged in (spec 2 §4: EUR only for guarantee and not-required). */
  currencies: z.array(z.string()),
  /** Payment ways this checkout offers, in the order shown. */
  paymentMethods: z.array(z.enum(PAYMENT_METHOD_KEYS)),
  providerType: z.enum(CARD_PROVIDERS),
  /** Stripe's publishable key when real Stripe is configured; null means the Stripe-like sandbox. */
  stripePublishableKey: z.string().nullable(),
  /** When the price hold ends (the countdown), ISO 8601. */
  expiresAt: z.string(),
  serverTime: z.string(),
  /** Set once booked: the reservation's key, and the payment way it was booked with. */
  offerKey: z.string().nullable(),
  bookedPaymentMethod: z.enum(PAYMENT_METHOD_KEYS).nullable(),
  /** Wirex: crypto payers are asked whether they pay with the partner card (spec 2 §5). */
  partnerCardCheck: z.boolean(),
  /** For a member: the guest details to prefill; absent or null for guests and visitors. */
  guestDefaults: guestDefaultsSchema.nullable().optional(),
});
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;

/** GET /checkout/check (spec 2 §3): keep polling while isFinished is false. */
export const checkResponseSchema = z.object({
  checkoutStatus: z.number().int().min(0).max(5),
  /** 0 when the price holds; otherwise the new sale price (EUR), to accept with /checkout/agree. */
  validPrice: z.number(),
  refundabilityChanged: z.boolean(),
  isFinished: z.boolean(),
  /** The price the checkout would have after agreeing (the current one when nothing changed). */
  price: checkoutPriceSchema,
  isRefundable: z.boolean(),
  cancellationPolicies: z.array(cancellationPolicySchema),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

export const agreeBodySchema = z.object({ checkoutId: checkoutIdField });
export const agreeResponseSchema = z.object({
  price: checkoutPriceSchema,
  isRefundable: z.boolean(),
  cancellationPolicies: z.array(cancellationPolicySchema),
});

export const cryptoChoiceSchema = z
  .object({ coin: z.enum(['USDC', 'USDT']), network: z.enum(ALL_NETWORKS) })
  .refine((choice) => (CRYPTO_NETWORKS[choice.coin] as readonly string[]).includes(choice.network), {
    path: ['network'],
    message: 'This coin is not accepted on this network',
  });
export type CryptoChoice = z.infer<typeof cryptoChoiceSchema>;

/** POST /checkout/book (spec 2 §3) with the payment way chosen and, for crypto, the coin and network. */
export const bookBodySchema = z.object({
  checkoutId: checkoutIdField,
  agreed: z.literal(true, { message: 'The terms must be accepted' }),
  /** Charge currency: USD for cards unless the package allows EUR only; the coin for crypto (spec 2 §9). */
  currency: currencyField,
  locale: z.string().min(2).max(10),
  customerInfo: customerInfoSchema,
  billing: billingSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHOD_KEYS).default('card'),
  crypto: cryptoChoiceSchema.optional(),
});
export type BookBody = z.input<typeof bookBodySchema>;
export const bookResponseSchema = z.object({ offerKey: z.string(), reference: z.string() });

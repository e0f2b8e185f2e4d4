import { z } from 'zod';
import { boardingSchema } from './rooms.ts';
import { EVM_ADDRESS_PATTERN } from './checkout-rules.ts';
import { offerKeyField } from './checkout-fields.ts';
import { cryptoInvoiceSchema } from './checkout-payments.ts';

/* ------------------------------------------------------------------------------------------------
 * Confirmation (spec 2 §2, §3 "Confirmation data")
 * ---------------------------------------------------------------------------------------------- */

/**
 * A refund as the traveller sees it: `pending` (under way), `done` (sent to the original payment
 * method), `failed` (the provider refused it for good: support refunds by hand and was told).
 * `amount` in EUR.
 */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
/** A refund sent on chain: its transaction, with a link to the network's explorer (null without one, e.g. a local chain). */
export const refundTransactionSchema = z.object({
  network: z.string(),
  coin: z.string(),
  /** In the coin. */
  amount: z.number(),
  to: z.string(),
  txHash: z.string(),
  explorerUrl: z.string().nullable(),
});
export type RefundTransaction = z.infer<typeof refundTransactionSchema>;
/**
 * A crypto refund that waits for the traveller's address. `prefill` is the paying address only when
 * the payment came from the traveller's own wallet (an exchange's sending address is never assumed to
 * be theirs); `wallet`: the booking's member may take it into the club wallet instead, at once.
 */
export const refundAddressRequestSchema = z.object({
  prefill: z.string().nullable(),
  coin: z.string(),
  /** In the coin. */
  amount: z.number(),
  wallet: z.boolean(),
});
export const refundStateSchema = z.object({
  status: z.enum(REFUND_STATES),
  amount: z.number(),
  /** Crypto: the transactions that sent it back on chain. */
  transactions: z.array(refundTransactionSchema).optional(),
  /** Crypto: set while the refund waits for the traveller to confirm where it goes. */
  addressNeeded: refundAddressRequestSchema.nullable().optional(),
  /** Crypto: taken into the member's club wallet (in the coin), shown there at once. */
  toWallet: z.object({ coin: z.string(), amount: z.number() }).nullable().optional(),
});
export type RefundState = z.infer<typeof refundStateSchema>;

/** The secret of a booking's manage link (from its confirmation e-mail): 32 url-safe characters. */
export const manageTokenField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'A manage token from the confirmation e-mail');

/**
 * `manage` is the secret of the confirmation e-mail's link: with it the page may cancel the booking,
 * and it confirms a pay-at-hotel booking that awaits confirmation (PAY_AT_HOTEL_CONFIRM_MS).
 */
export const reservationQuerySchema = z.object({
  offerKey: offerKeyField,
  manage: manageTokenField.optional(),
});

/**
 * A guest's cancel from the confirmation link (decision): the offerKey alone only reads a booking
 * (it is in the page's address, so tag managers, logs and shared screenshots may carry it); cancelling
 * also needs the manage token of the confirmation e-mail's link, or the booking's own guest or member
 * session. Same rules and refunds as a member's cancel: refundable, before the GMT deadline.
 */
export const guestCancelBodySchema = z.object({
  offerKey: offerKeyField,
  manage: manageTokenField.optional(),
});

/**
 * What /confirmation shows: `processing` (payment under way, do not close the page), `pending` (paid,
 * the hotel is confirming), `successful`, `failed` (with `failure`: `incompletePayment` while a crypto
 * invoice is part paid, `paymentTimeout` when no payment came in time).
 */
export const CONFIRMATION_STATES = ['processing', 'pending', 'successful', 'failed'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

export const reservationInfoSchema = z.object({
  offerKey: z.string(),
  referenceId: z.string(),
  state: z.enum(CONFIRMATION_STATES),
  failure: z.enum(['incompletePayment', 'paymentTimeout', 'paymentFailed']).nullable(),
  /** The booking row's status (Processing, Pending, PartiallyPaid, Completed, Failed, Canceled). */
  bookingStatus: z.string(),
  isSuccess: z.boolean(),
  isFinished: z.boolean(),
  hotelId: z.number().int(),
  hotel: z.object({
    name: z.string(),
    city: z.string(),
    country: z.string(),
    address: z.string(),
    image: z.string().nullable(),
  }),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  leadGuest: z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  additionalGuests: z.array(z.object({ title: z.string(), firstName: z.string(), lastName: z.string() })),
  roomName: z.string(),
  mealPlan: boardingSchema,
  bedType: z.number().int(),
  specialRequests: z.string(),
  isRefundable: z.boolean(),
  cancellationDeadline: z.string().nullable(),
  package: z.object({
    salePrice: z.number(),
    totalNights: z.number().int(),
    taxAndFees: z.number(),
    creditCardFee: z.number(),
    rooms: z.array(z.object({ adultsCount: z.number().int(), childrenAges: z.array(z.number().int()) })),
  }),
  paymentMethod: z.enum(['stripe', 'paybyrd', 'pay-at-hotel', 'crypto']),
  paymentTiming: z.number().int(),
  /** What was charged (EUR); 0 for pay at hotel. */
  totalCharged: z.number(),
  total: z.number(),
  /** Payable at the hotel (fees, or the whole stay for pay at hotel), EUR. */
  payAtHotelTotal: z.number(),
  chargeCurrency: z.string(),
  /** The crypto invoice, for crypto bookings. */
  crypto: cryptoInvoiceSchema.nullable(),
  /** Members manage their booking in the account; guests write to support. */
  manageUrl: z.string(),
  /**
   * A payment that came after the payment hold ran out: it `completed` the booking (the room could
   * still be had at that price), or it is `refunded`; `refunded` also when the hold ended on a part
   * payment (failure `incompletePayment`). null otherwise.
   */
  latePayment: z.enum(['completed', 'refunded']).nullable(),
  /** Money going back to the traveller (late or duplicate payments, an expired part payment, a cancellation); null when none. */
  refund: refundStateSchema.nullable(),
  /** Whether this caller may cancel it now (the manage token or its own session, refundable, before the deadline). */
  canCancel: z.boolean(),
  /** A pay-at-hotel booking to confirm from its e-mail by this time (ISO), or null; see PAY_AT_HOTEL_CONFIRM_MS. */
  confirmBy: z.string().nullable(),
  /** Why it was cancelled: by the traveller, or released because it was not confirmed in time; null when not cancelled. */
  cancellation: z.enum(['traveller', 'notGuaranteed']).nullable(),
});
export type ReservationInfo = z.infer<typeof reservationInfoSchema>;

/**
 * Where a crypto refund that waits for its destination goes: `address`, the traveller's own EVM
 * address (confirmed by them: an exchange's sending address is never assumed to be theirs), or
 * `toWallet`, the booking's member's club wallet, credited at once. Same access as a cancel.
 */
export const refundAddressBodySchema = z
  .object({
    offerKey: offerKeyField,
    manage: manageTokenField.optional(),
    address: z
      .string()
      .trim()
      .regex(EVM_ADDRESS_PATTERN, 'An EVM address: 0x and 40 hexadecimal digits')
      .optional(),
    toWallet: z.literal(true).optional(),
  })
  .refine((body) => body.toWallet === true || body.address !== undefined, {
    path: ['address'],
    message: 'The address the refund goes to',
  });
export type RefundAddressBody = z.infer<typeof refundAddressBodySchema>;

export const guestCancelResponseSchema = z.object({
  reservation: reservationInfoSchema,
  /** EUR going back to the card or wallet paid with (0 for pay at hotel). */
  refundAmount: z.number(),
});
export const refundAddressResponseSchema = z.object({ reservation: reservationInfoSchema });

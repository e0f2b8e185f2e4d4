import { z } from 'zod';
import { refundStateSchema } from './checkout.ts';
import { WALLET_ASSETS, BOOKINGS_PAGE_SIZE } from './accounts-rules.ts';

export * from './accounts-rules.ts';

/** Longer inputs are refused before hashing (argon2 on megabytes is a denial of service). */
export const PASSWORD_MAX_LENGTH = 128;

/** Loyalty: this many booked nights earn one free night (spec 1 §9). */
export const LOYALTY_NIGHTS_PER_REWARD = 10;

// Text inputs stay loose in the schemas (empty strings allowed) so that the rules answer with the
// spec's error codes rather than a generic 400; the limits keep hostile sizes out.
const loose = (max: number) => z.string().max(max);
const flag = z.boolean();

/** User info (spec 1 §3) with the other customer fields this product keeps. */
export const consentsSchema = z.object({
  /** Personalised offers from the member's searches and bookings. */
  personalisedOffers: flag,
  /** Sharing booking totals with the partner brand for cashback and rewards. */
  partnerSharing: flag,
  /** Anonymous usage statistics. */
  analytics: flag,
});
export type Consents = z.infer<typeof consentsSchema>;

export const notificationPreferencesSchema = z.object({
  /** The e-mail newsletter (isSubscribed). */
  newsletter: flag,
  /** Deals by SMS. */
  smsDeals: flag,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const customerInfoSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** Member for a signed-in member. */
  accessLevel: z.string(),
  isVip: z.boolean(),
  /** Favourite hotel ids. */
  favorites: z.array(z.string()),
  phone: z.string(),
  consents: consentsSchema,
  notificationPreferences: notificationPreferencesSchema,
  /** The token of the member's subscription links (/subscriptions-management/{token}, /unsubscribe?token=). */
  subscriptionToken: z.string(),
  createdAt: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const okSchema = z.object({ isSuccessful: z.literal(true), errorCode: z.literal(0) });
export type Ok = z.infer<typeof okSchema>;

// ── Sign-in, sign-up, passwords ─────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: loose(320),
  password: loose(PASSWORD_MAX_LENGTH * 4),
  /** The hotel page's `es` context, kept for tracking; not used to sign in. */
  es: z.string().max(500).optional(),
  /**
   * The one-time code of an unlock e-mail (`/auth/sign-in?unlock=…`): a member locked out by failed
   * sign-ins from many addresses (the account-wide ceiling) gets one; with it and the right password
   * the ceiling does not apply to that sign-in, and the code is used up.
   */
  unlock: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export const sessionResponseSchema = z.object({
  /** The bearer token, kept in the `token` cookie (stored only as a hash on the server). */
  token: z.string(),
  /** When the session ends unless the member signs out first (ISO date). */
  expiresAt: z.string(),
  customerInfo: customerInfoSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const confirmationCodeRequestSchema = z.object({ email: loose(320) });

export const registerRequestSchema = z.object({
  email: loose(320),
  password: loose(PASSWORD_MAX_LENGTH * 4),
  /** The 6-digit code e-mailed by POST /customers/register/confirmation-code. */
  confirmationCode: loose(20),
  enableSubscriptions: z.boolean().default(false),
  /** The invitation code (or the link's code). */
  inviteLink: loose(200),
  /** The affiliate referral id (`rfid` cookie, key-value); attribution only, an unknown one is ignored. */
  referralCode: z.string().max(210).optional(),
  /** Partner references kept on the account. */
  cvexRef: z.string().max(200).optional(),
  cvexSubRef: z.string().max(200).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const waitingListRequestSchema = z.object({ email: loose(320) });

export const requestResetRequestSchema = z.object({ email: loose(320) });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: loose(PASSWORD_MAX_LENGTH * 4),
  confirmPassword: loose(PASSWORD_MAX_LENGTH * 4).optional(),
});
export const changePasswordRequestSchema = z.object({
  currentPassword: loose(PASSWORD_MAX_LENGTH * 4),
  newPassword: loose(PASSWORD_MAX_LENGTH * 4),
  confirmPassword: loose(PASSWORD_MAX_LENGTH * 4),
});
export const deleteAccountRequestSchema = z.object({ password: loose(PASSWORD_MAX_LENGTH * 4) });

// ── Profile ─────────────────────────────────────────────────────────────────────────────────────

/** PATCH /customers: any subset; names and phone are checked by the rules of spec 1 §5. */
export const updateCustomerRequestSchema = z
  .object({
    name: loose(200),
    surname: loose(200),
    /** Empty clears the phone. */
    phone: loose(40),
    consents: consentsSchema.partial(),
    notificationPreferences: notificationPreferencesSchema.partial(),
  })
  .partial()
  .strict();
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

// ── Subscriptions ───────────────────────────────────────────────────────────────────────────────

export const subscriptionTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const subscriptionStateSchema = z.object({
  isSubscribed: z.boolean(),
  /** E-mail categories (spec 1 §3): deals and offers, travel upgrades. */
  dealsAndOffers: z.boolean(),
  travelUpgrades: z.boolean(),
  email: z.string(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
export const updateSubscriptionsRequestSchema = z.object({
  token: z.string().min(1).max(200),
  dealsAndOffers: z.boolean(),
  travelUpgrades: z.boolean(),
});
export const joinNewsletterRequestSchema = z.object({ email: loose(320) });

/**
 * POST /customers/interest (spec 2 §7): sent as a beacon when a visitor leaves a hotel page, with the
 * page, the hotel's city, the hotel id, the lowest total shown (EUR) and the member's token when
 * signed in (a beacon carries no headers).
 */
export const interestRequestSchema = z
  .object({
    pageUrl: z.string().min(1).max(2000),
    city: z.string().max(200).optional(),
    hotel: z.number().int().positive().optional(),
    price: z.number().nonnegative().optional(),
    token: z.string().max(200).optional(),
  })
  .strict();
export type InterestRequest = z.infer<typeof interestRequestSchema>;

// ── Favourites ──────────────────────────────────────────────────────────────────────────────────

export const favoriteParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const favoriteHotelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stars: z.number().int(),
  city: z.string(),
  country: z.string(),
  image: z.string().nullable(),
  score: z.number().nullable(),
  addedAt: z.string(),
});
export type FavoriteHotel = z.infer<typeof favoriteHotelSchema>;
export const favoritesResponseSchema = z.object({ items: z.array(favoriteHotelSchema) });

// ── Bookings ────────────────────────────────────────────────────────────────────────────────────

export const bookingsQuerySchema = z.object({
  startIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(BOOKINGS_PAGE_SIZE),
});
/** Statuses the account shows; Processing (payment not settled) and Failed bookings are hidden. */
export const ACCOUNT_BOOKING_STATUSES = ['Pending', 'PartiallyPaid', 'Completed', 'Canceled'] as const;
export const accountBookingSchema = z.object({
  offerKey: z.string(),
  reference: z.string(),
  hotelId: z.number().int(),
  hotelName: z.string(),
  city: z.string(),
  country: z.string(),
  roomName: z.string(),
  boarding: z.number().int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  leadGuestName: z.string(),
  /** EUR */
  total: z.number(),
  amountPaid: z.number(),
  payAtHotelTotal: z.number(),
  paymentMethod: z.string(),
  status: z.enum(ACCOUNT_BOOKING_STATUSES),
  isRefundable: z.boolean(),
  /** Free cancellation until this instant (GMT), or null. */
  cancellationDeadline: z.string().nullable(),
  /** Refundable, before the deadline, and not cancelled yet. */
  canCancel: z.boolean(),
  canceledAt: z.string().nullable(),
  refundAmount: z.number().nullable(),
  /** Where the refund of a cancelled booking is: pending, done, or failed (support refunds by hand); null when none. */
  refund: refundStateSchema.nullable(),
  createdAt: z.string(),
});
export type AccountBooking = z.infer<typeof accountBookingSchema>;
export const bookingsResponseSchema = z.object({
  items: z.array(accountBookingSchema),
  startIndex: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
});
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;
export const cancelParamsSchema = z.object({ offerId: z.string().min(1).max(200) });
export const cancelResponseSchema = z.object({
  isSuccessful: z.literal(true),
  errorCode: z.literal(0),
  booking: accountBookingSchema,
  /** EUR refunded to the original payment method (about 7 business days for a card). */
  refundAmount: z.number(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

// ── Wallet ──────────────────────────────────────────────────────────────────────────────────────

export const walletBalanceSchema = z.object({
  asset: z.enum(WALLET_ASSETS),
  available: z.number(),
  upcoming: z.number(),
});
export const walletTransactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(['reward', 'withdrawal', 'credit', 'refund']),
  asset: z.enum(WALLET_ASSETS),
  /** Signed: positive in, negative out (a withdrawal's amount includes its fee). */
  amount: z.number(),
  fee: z.number(),
  /** Destination address of a withdrawal; the booking reference of a reward. */
  to: z.string().nullable(),
  status: z.enum(['Completed', 'Pending', 'Failed']),
  /** Available balance of the asset after this transaction. */
  balance: z.number(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export const withdrawalRulesSchema = z.object({
  asset: z.enum(WALLET_ASSETS),
  /** Network and transaction fee, deducted from the amount requested. */
  fee: z.number(),
  minAmount: z.number(),
  /** The available balance. */
  maxAmount: z.number(),
});
export const walletResponseSchema = z.object({
  availableBalance: z.number(),
  upcomingRewards: z.number(),
  /** Rewards are this percent of completed stays (the brand's cashback). */
  rewardPercent: z.number(),
  balances: z.array(walletBalanceSchema),
  transactions: z.array(walletTransactionSchema),
  withdrawal: z.array(withdrawalRulesSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const withdrawRequestSchema = z.object({
  asset: z.enum(WALLET_ASSETS),
  amount: z.number().positive().max(1_000_000_000),
  address: z.string().max(100),
});
export const withdrawResponseSchema = z.object({
  id: z.string(),
  asset: z.enum(WALLET_ASSETS),
  amount: z.number(),
  fee: z.number(),
  /** amount − fee */
  received: z.number(),
  address: z.string(),
  status: z.enum(['Pending', 'Completed', 'Failed']),
  /** Processed within 24 hours. */
  expectedBy: z.string(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

// ── Affiliate ───────────────────────────────────────────────────────────────────────────────────

export const invitationSchema = z.object({
  code: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  uses: z.number().int(),
  isExpired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const affiliateResponseSchema = z.object({
  totalReferrals: z.number().int(),
  directReferrals: z.number().int(),
  secondDegreeReferrals: z.number().int(),
  /** EUR totals of completed bookings. */
  directBookingsValue: z.number(),
  secondLayerBookingsValue: z.number(),
  invitations: z.array(invitationSchema),
});
export type AffiliateResponse = z.infer<typeof affiliateResponseSchema>;

export const createInvitationRequestSchema = z.object({
  expiresInDays: z.union([z.literal(1), z.literal(7), z.literal(30)]),
});

// ── Loyalty ─────────────────────────────────────────────────────────────────────────────────────

export const loyaltyResponseSchema = z.object({
  isLive: z.boolean(),
  bookedNights: z.number().int(),
  nightsPerReward: z.number().int(),
  nightsToNextReward: z.number().int(),
  /** One per 10 nights, valued at the average nightly price of those nights (EUR). */
  freeNights: z.array(z.object({ earnedAt: z.string(), value: z.number() })),
});
export type LoyaltyResponse = z.infer<typeof loyaltyResponseSchema>;

// ── Contact ─────────────────────────────────────────────────────────────────────────────────────

export const contactRequestSchema = z.object({
  subject: loose(200),
  bookingId: z.string().max(100).optional(),
  email: loose(320),
  firstName: loose(200),
  lastName: loose(200),
  message: loose(5000),
  phone: z.string().max(40).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({
  isSuccessful: z.literal(true),
  errorCode: z.literal(0),
  ticketId: z.string(),
});

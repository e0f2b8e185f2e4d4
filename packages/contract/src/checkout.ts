import { z } from 'zod';
import type { BrandId } from './brands.ts';
import { boardingSchema } from './rooms.ts';
import {
  TITLES,
  NAME_PATTERN,
  LIMITS,
  EVM_ADDRESS_PATTERN,
  EMAIL_PATTERN,
  CRYPTO_NETWORKS,
  type CryptoCoin,
} from './checkout-rules.ts';

export * from './checkout-rules.ts';

/* ------------------------------------------------------------------------------------------------
 * Checkout, booking, payments and confirmation (spec 2 §2, §3, §4, §7, §8, §9).
 *
 * The checkout is a durable state machine on the server: every step is a committed row, so a
 * reload (or an API restart) resumes it. Amounts are EUR unless a field says otherwise; a charge in
 * another currency (USD for cards, USDC/USDT for crypto) is converted at the config rate and kept
 * beside the EUR amount.
 *
 * Flow: create → fetch → check (poll until isFinished) → [agree to a new price] → book (offerKey)
 * → pay (card: Stripe or the Paybyrd-style provider; pay at hotel: hold then book; crypto: an
 * invoice paid by deposits) → /confirmation polls reservationInfo every 10000 ms until isFinished.
 * ---------------------------------------------------------------------------------------------- */

export const REFUNDABILITY = { REFUNDABLE: 1, NON_REFUNDABLE: 2 } as const;

export const PAYMENT_METHOD_KEYS = ['card', 'payAtHotel', 'crypto'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

/** Card providers: Stripe (the real SDK with keys, a Stripe-like sandbox without) and the Paybyrd-style one. */
export const CARD_PROVIDERS = ['stripe', 'paybyrd'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/**
 * Which card provider a checkout uses is decided per brand: vivid and belo (European partners that
 * settle in EUR) take cards through the Paybyrd-style provider with its own 3DS frame; every other
 * brand uses Stripe.
 */
export const PAYBYRD_BRANDS: readonly BrandId[] = ['vivid', 'belo'];
export function cardProviderOf(brand: BrandId): CardProvider {
  return PAYBYRD_BRANDS.includes(brand) ? 'paybyrd' : 'stripe';
}

export const ALL_NETWORKS = ['ethereum', 'polygon', 'base', 'solana', 'tron'] as const;
export type CryptoNetwork = (typeof ALL_NETWORKS)[number];

/** The EVM networks crypto can be paid on with a real chain (Solana and Tron stay on the sandbox). */
export const EVM_NETWORK_IDS = ['ethereum', 'polygon', 'base'] as const;
export type EvmNetworkId = (typeof EVM_NETWORK_IDS)[number];

export interface EvmToken {
  /** The ERC-20 contract (checksummed). */
  address: `0x${string}`;
  decimals: number;
}

export interface EvmNetwork {
  chainId: number;
  /** The wallet-facing name. */
  name: string;
  /**
   * Blocks built on top of a transfer's block before it counts: reorgs shallower than this never
   * confirm a payment. Ethereum about 2.5 minutes; Polygon PoS has reorged tens of blocks, so about
   * 4 minutes; Base (an OP-stack rollup) about 2 minutes.
   */
  confirmations: number;
  /** Block explorer of the mainnet, for transaction links (`explorerTxUrl`). */
  explorer: string;
  /** Public testnets of the network (a chain id the API may be configured with), each with its explorer. */
  testnets: readonly { chainId: number; name: string; explorer: string }[];
  /**
   * Public JSON-RPC endpoints a browser wallet may add the network with (wallet_addEthereumChain),
   * never the API's own (CRYPTO_<NETWORK>_RPC_URL may carry a provider key).
   */
  walletRpcUrls: readonly string[];
  /** The coin gas is paid in, as a wallet that adds the network shows it. */
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** The stablecoins accepted on the network (CRYPTO_NETWORKS), with their real contracts and decimals. */
  tokens: Partial<Record<CryptoCoin, EvmToken>>;
}

/**
 * Mainnet parameters of the EVM networks. The API overrides them per network from its environment
 * (`CRYPTO_<NETWORK>_RPC_URL`, `_CHAIN_ID`, `_CONFIRMATIONS`, `_USDC_ADDRESS`, `_USDT_ADDRESS`) to run
 * on a testnet or the local chain.
 */
export const EVM_NETWORKS: Record<EvmNetworkId, EvmNetwork> = {
  ethereum: {
    chainId: 1,
    name: 'Ethereum',
    confirmations: 12,
    explorer: 'https://etherscan.io',
    testnets: [{ chainId: 11_155_111, name: 'Sepolia', explorer: 'https://sepolia.etherscan.io' }],
    walletRpcUrls: ['https://ethereum-rpc.publicnode.com'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: {
      USDC: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
      USDT: { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
    },
  },
  polygon: {
    chainId: 137,
    name: 'Polygon PoS',
    confirmations: 128,
    explorer: 'https://polygonscan.com',
    testnets: [{ chainId: 80_002, name: 'Polygon Amoy', explorer: 'https://amoy.polygonscan.com' }],
    walletRpcUrls: ['https://polygon-rpc.com'],
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    tokens: {
      USDC: { address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', decimals: 6 },
      USDT: { address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    },
  },
  base: {
    chainId: 8453,
    name: 'Base',
    confirmations: 60,
    explorer: 'https://basescan.org',
    testnets: [{ chainId: 84_532, name: 'Base Sepolia', explorer: 'https://sepolia.basescan.org' }],
    walletRpcUrls: ['https://mainnet.base.org'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: {
      USDC: { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6 },
    },
  },
};

/**
 * The block explorer of a network's chain: the mainnet's, a known testnet's (`testnets`), or null on
 * any other chain (the local chain, a testnet the table does not know), where no link is better than
 * a link to the wrong chain.
 */
export function explorerOf(network: EvmNetworkId, chainId: number): string | null {
  const table = EVM_NETWORKS[network];
  if (chainId === table.chainId) return table.explorer;
  return table.testnets.find((testnet) => testnet.chainId === chainId)?.explorer ?? null;
}

export const isEvmNetwork = (network: string): network is EvmNetworkId =>
  (EVM_NETWORK_IDS as readonly string[]).includes(network);

/**
 * Open unpaid holds (issue 17, item 8; decision, the spec is silent). A booking holds its rooms
 * before any money came while it is Processing or PartiallyPaid (card and crypto: up to
 * `paymentHoldMs`), or when it is paid at the hotel without a card and not yet confirmed from its
 * e-mail (up to `payAtHotelConfirmMs`). Book refuses a new one (429, `errorCode`
 * HOLD_LIMIT_ERROR_CODE, message key CHECKOUT_PAGE.MESSAGES.HOLD_LIMIT) when the caller already has
 * `perSession` open (a member or a partner guest), the client address `perSource` (whoever calls),
 * or `perHotelPerSource` at the same hotel from that address. The traveller's own repeated book of
 * one checkout is never refused (it answers the same booking), and a paid, guaranteed, failed or
 * cancelled booking no longer counts.
 */
export const UNPAID_HOLD_LIMITS = { perSession: 3, perSource: 5, perHotelPerSource: 2 } as const;

/**
 * A pay-at-hotel booking without a card guarantee (up to 3 stars, PAYMENT_TIMING.NotRequired) made
 * by a guest or a visitor must be confirmed from the link in its confirmation e-mail within this time
 * of booking (decision: 24 hours), which proves a reachable mailbox stands behind it; otherwise the
 * sweeper cancels it, gives its rooms back and tells the traveller. Members' bookings are
 * guaranteed by their verified account; card-guaranteed bookings by the pre-authorisation.
 */
export const PAY_AT_HOTEL_CONFIRM_MS = 24 * 60 * 60_000;

/* ------------------------------------------------------------------------------------------------
 * Money (spec 2 §9): total = sale price + card fee, to cents; base = sale price − included taxes.
 * ---------------------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------
 * Guest details (spec 2 §5)
 * ---------------------------------------------------------------------------------------------- */

/** "+", then the country code and number, digits only, 1 to 22 digits. */
export const PHONE_PATTERN = /^\+\d{1,22}$/;
export const DIAL_CODE_PATTERN = /^\+\d{1,6}$/;

const nameField = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.nameMax)
  .regex(NAME_PATTERN, 'Latin letters only, spaces or hyphens between');
const bedTypeField = z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0);
const specialRequestsField = z.string().max(LIMITS.specialRequestsMax).default('');

export const additionalGuestSchema = z.object({
  title: z.enum(TITLES),
  firstName: nameField,
  lastName: nameField,
  bedTypes: bedTypeField,
  specialRequests: specialRequestsField,
});
export type AdditionalGuest = z.infer<typeof additionalGuestSchema>;

/** The lead guest (room 1) and the other rooms' guests (spec 2 §3 customerInfo). */
export const customerInfoSchema = z
  .object({
    title: z.enum(TITLES),
    firstName: nameField,
    lastName: nameField,
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'A valid e-mail address'),
    phoneCountryCode: z.string().regex(DIAL_CODE_PATTERN, 'A dial code such as +33'),
    /** The dial code plus the number, digits only: "+33612345678". */
    phoneNumber: z.string().regex(PHONE_PATTERN, '+ then 1 to 22 digits'),
    /** Country of residence, ISO 3166 alpha-2. */
    nationality: z.string().regex(/^[A-Z]{2}$/, 'A country code'),
    bedTypes: bedTypeField,
    specialRequests: specialRequestsField,
    /** One entry per room after the first. */
    additionalGuestsInfo: z.array(additionalGuestSchema).max(3).default([]),
  })
  .refine((info) => info.phoneNumber.startsWith(info.phoneCountryCode), {
    path: ['phoneNumber'],
    message: 'The number must start with its dial code',
  });
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const billingSchema = z.object({
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'A country code'),
  state: z.string().trim().max(100).default(''),
  zipCode: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]?$/, 'Incorrect zip code format'),
});
export type Billing = z.infer<typeof billingSchema>;

/* ------------------------------------------------------------------------------------------------
 * Checkout calls
 * ---------------------------------------------------------------------------------------------- */

const checkoutIdField = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'A checkout id');
const offerKeyField = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'An offerKey');
const currencyField = z.string().regex(/^[A-Z]{3,4}$/, 'A currency code');

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

/* ------------------------------------------------------------------------------------------------
 * Payments
 * ---------------------------------------------------------------------------------------------- */

export const stripeSecretBodySchema = z.object({
  offerKey: offerKeyField,
  /** A discount code's percentage (spec 2 §3); none are issued yet, so it must be 0. */
  discount: z.number().min(0).max(0).default(0),
  /** `guarantee`: a pre-authorisation for pay-at-hotel packages with a card guarantee. */
  purpose: z.enum(['payment', 'guarantee']).default('payment'),
});
export const stripeSecretResponseSchema = z.object({
  /** `stripe`: confirm with Stripe.js and the publishable key; `sandbox`: the API's Stripe-like sandbox. */
  mode: z.enum(['stripe', 'sandbox']),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export type StripeSecret = z.infer<typeof stripeSecretResponseSchema>;

export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const payAtHotelHoldBodySchema = z.object({
  offerKey: offerKeyField,
  /** For a card guarantee: the pre-authorised payment intent. */
  paymentIntentId: z.string().max(100).optional(),
});
export const payAtHotelBookBodySchema = z.object({ offerKey: offerKeyField });
export const payAtHotelResponseSchema = z.object({
  offerKey: z.string(),
  paymentTiming: z.number().int(),
  held: z.boolean(),
  booked: z.boolean(),
});

export const paybyrdTokenBodySchema = z.object({
  checkoutId: checkoutIdField,
  tokenId: z.string().regex(/^tok_[A-Za-z0-9]{8,40}$/),
  offerKey: offerKeyField,
});
export const paybyrdTokenResponseSchema = z.object({ correlationId: z.string(), threeDsUrl: z.string() });
export const paybyrdThreeDsQuerySchema = z.object({
  correlationId: z.string().regex(/^pb_[A-Za-z0-9]{8,40}$/),
  offerKey: offerKeyField,
});
export const paybyrdThreeDsResponseSchema = z.object({
  status: z.enum(['pending', 'authenticated', 'failed']),
  threeDSData: z.string().nullable(),
});
export const paybyrdPayBodySchema = z.object({
  checkoutId: checkoutIdField,
  threeDSData: z.string().min(1).max(500),
  offerKey: offerKeyField,
  tokenId: z.string().regex(/^tok_[A-Za-z0-9]{8,40}$/),
  correlationId: z.string().regex(/^pb_[A-Za-z0-9]{8,40}$/),
});
export const paybyrdPayResponseSchema = z.object({ offerKey: z.string(), status: z.literal('paid') });
export const paybyrdCheckBodySchema = z.object({
  checkoutId: checkoutIdField,
  message: z.string().min(1).max(500),
});
export const paybyrdCheckResponseSchema = z.object({ logged: z.literal(true) });

export const cryptoInvoiceQuerySchema = z.object({ offerKey: offerKeyField });
export const cryptoInvoiceBodySchema = z.object({ offerKey: offerKeyField, crypto: cryptoChoiceSchema });
/**
 * What a browser wallet (EIP-1193) needs to pay an invoice whose network runs on a chain: the chain to
 * switch to (and add, where public RPC endpoints are known), the ERC-20 contract of the invoiced coin
 * and the exact amount to send in the token's base units. Null on the sandbox (no chain to pay on).
 */
export const cryptoInvoiceChainSchema = z.object({
  chainId: z.number().int().positive(),
  /** The network's name for a wallet that adds it. */
  chainName: z.string(),
  /** Public JSON-RPC endpoints to add the network with; empty when none is known (the traveller adds it). */
  rpcUrls: z.array(z.string().url()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }),
  /** Block explorer (`${explorer}/tx/${hash}`); null without one (the local chain). */
  explorer: z.string().url().nullable(),
  /** The invoiced coin's ERC-20 contract. */
  token: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  decimals: z.number().int().min(0).max(36),
  /**
   * What a wallet should send now, in the token's base units as a decimal integer (exact beyond
   * 2^53): what is left after the confirmed deposits and those on their way; "0" when nothing is.
   */
  amountUnits: z.string().regex(/^\d+$/),
  /** Blocks built on top of a transfer's block before it counts (the network's confirmation depth). */
  confirmations: z.number().int().min(0),
});
export type CryptoInvoiceChain = z.infer<typeof cryptoInvoiceChainSchema>;

/** A transfer to an invoice's address that does not pay it (see `cryptoInvoiceSchema.unmatched`). */
export const cryptoUnmatchedTransferSchema = z.object({
  kind: z.enum(['wrong-token', 'wrong-network']),
  /** The network it arrived on. */
  network: z.string(),
  /** USDC or USDT; null for another token contract. */
  coin: z.string().nullable(),
  /** The token contract. */
  token: z.string(),
  /** In `coin`; null for another token contract (its decimals are not known). */
  amount: z.number().nullable(),
  txHash: z.string(),
  returned: z.boolean(),
});
export type CryptoUnmatchedTransfer = z.infer<typeof cryptoUnmatchedTransferSchema>;

export const cryptoInvoiceSchema = z.object({
  coin: z.enum(['USDC', 'USDT']),
  network: z.enum(ALL_NETWORKS),
  address: z.string(),
  /** A payment URI for wallets (also what the QR code holds). */
  uri: z.string(),
  /** The QR code of `uri` as an SVG data URL. */
  qrCode: z.string(),
  /** In the coin, 2 decimals. */
  amount: z.number(),
  paid: z.number(),
  left: z.number(),
  /** Received but not yet confirmed on chain. */
  unconfirmed: z.number(),
  status: z.enum(['awaiting', 'partiallyPaid', 'paid', 'expired']),
  expiresAt: z.string(),
  serverTime: z.string(),
  /** Set when the invoice's network runs on a chain: what "Pay with wallet" sends. */
  chain: cryptoInvoiceChainSchema.nullable(),
  /**
   * Transfers to the address that do not pay this invoice, recorded and never counted: another coin
   * or token contract (`wrong-token`), or the invoiced coin on another network (`wrong-network`; the
   * address is the same on every EVM network). `returned`: it goes back through a refund (the
   * confirmation asks where); false for a token the refund wallet cannot send (support returns it).
   */
  unmatched: z.array(cryptoUnmatchedTransferSchema).optional(),
  /**
   * True while confirmations on the invoice's network are paused: its RPC nodes do not answer, or
   * disagree about the chain. What was sent is safe and counts once they agree again.
   */
  confirmationsPaused: z.boolean().optional(),
});
export type CryptoInvoice = z.infer<typeof cryptoInvoiceSchema>;

/**
 * POST /payments/crypto/wallet-payment: the checkout's own wallet sent this transaction (Pay with
 * wallet), so its sending address is the traveller's: a refund of it is prefilled with that address
 * (an exchange's sending address never is).
 */
export const cryptoWalletPaymentBodySchema = z.object({
  offerKey: offerKeyField,
  txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
});
export const cryptoWalletPaymentResponseSchema = z.object({ recorded: z.literal(true) });

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

/* ------------------------------------------------------------------------------------------------
 * Sandbox calls (not part of the product API; served only while the sandbox is on)
 * ---------------------------------------------------------------------------------------------- */

/** Stripe's test cards, honoured by the sandbox (and by the Paybyrd-style sandbox). */
export const TEST_CARDS = {
  success: '4242424242424242',
  threeDs: '4000002760003184',
  declined: '4000000000000002',
  /** Paybyrd-style sandbox only: the pay call times out (504). */
  timeout: '4000000000000119',
} as const;

export const sandboxCardSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{1,4}$/),
  name: z.string().max(100).optional(),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: sandboxCardSchema,
});
export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'succeeded',
    'canceled',
    'refunded',
  ]),
  amount: z.number().int(),
  currency: z.string(),
  captureMethod: z.enum(['automatic', 'manual']),
  /** For requires_action: the 3DS challenge page to show in a frame. */
  nextAction: z.object({ type: z.literal('redirect_to_url'), url: z.string() }).nullable(),
  lastPaymentError: z
    .object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() })
    .nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

export const sandboxTokenBodySchema = sandboxCardSchema;
export const sandboxTokenResponseSchema = z.object({
  tokenId: z.string(),
  last4: z.string(),
  brand: z.string(),
});

export const sandboxDepositBodySchema = z.object({
  address: z.string().min(10).max(100),
  amount: z.number().positive().max(1_000_000),
  /** Defaults to a random hash; the same hash twice is one deposit. */
  txHash: z
    .string()
    .regex(/^[A-Za-z0-9]{16,100}$/)
    .optional(),
});

export const sandboxAllotmentBodySchema = z.object({
  hotelId: z.number().int().min(1),
  roomId: z.number().int().min(1),
  checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOut: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  left: z.number().int().min(0).max(1000),
});

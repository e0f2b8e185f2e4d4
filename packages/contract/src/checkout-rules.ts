/* Values of checkout.ts without zod: the apps import them from here, so neither zod nor the
 * schemas are in their scripts (checkout.ts re-exports them for the API). */

/** Checkout status of the price and availability re-check (spec 2 §3): the room availability ids. */
export const CHECKOUT_STATUS = {
  Pending: 0,
  Available: 1,
  SoldOutRoom: 2,
  SoldOutHotel: 3,
  Expired: 4,
  ExpiredNi: 5,
} as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUS)[keyof typeof CHECKOUT_STATUS];

/** Payment timing of a package, its "credit card type" (spec 2 §3). */
export const PAYMENT_TIMING = { ImmediatePayment: 0, Guarantee: 1, NotRequired: 3 } as const;
export type PaymentTiming = (typeof PAYMENT_TIMING)[keyof typeof PAYMENT_TIMING];

export const BED_TYPE = { UNKNOWN: 0, DOUBLE: 1, TWINS_BED: 2 } as const;
export type BedType = (typeof BED_TYPE)[keyof typeof BED_TYPE];

/**
 * The payment way the traveller picks on the page (`selectedPaymentMethod`, default 1). The spec's
 * card kinds (StripeCard, StripeExpress, FlatPayCard) are all "Card" here: which card provider
 * takes the card is the checkout's `providerType`.
 */
export const PAYMENT_METHOD = { Card: 1, PayAtHotel: 2, Crypto: 3 } as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Stablecoins and the networks each is accepted on (spec 2 §1 "Accepted crypto"). */
export const CRYPTO_NETWORKS = {
  USDC: ['ethereum', 'polygon', 'base', 'solana'],
  USDT: ['ethereum', 'tron', 'polygon'],
} as const;
export type CryptoCoin = keyof typeof CRYPTO_NETWORKS;
export const CRYPTO_COINS = Object.keys(CRYPTO_NETWORKS) as CryptoCoin[];

/** A transaction's page on a block explorer (`explorerOf`); null without an explorer. */
export function explorerTxUrl(explorer: string | null | undefined, hash: string): string | null {
  return explorer ? `${explorer.replace(/\/+$/, '')}/tx/${hash}` : null;
}

/** Timings and limits (spec 2 §9) the app and the API share. */
export const CHECKOUT_TIMING = {
  /** The check is polled this often until isFinished (spec 1 §9 generic poller). */
  checkPollMs: 1000,
  /** The customer check follows a successful fetch by this much (spec 2 §9). */
  customerCheckDelayMs: 1000,
  /** /confirmation polls reservationInfo this often (spec 2 §9). */
  confirmationPollMs: 10_000,
  /** The checkout's crypto step polls its invoice this often until paid (decision: 5000 ms). */
  cryptoInvoicePollMs: 5000,
  /** The Paybyrd-style 3DS result: at most 100 polls, 2000 ms apart (spec 2 §7). */
  threeDsPollMs: 2000,
  threeDsMaxPolls: 100,
  /** How long a checkout holds its price before the countdown ends (decision: 20 minutes). */
  checkoutTtlMs: 20 * 60_000,
  /** How long a booked room waits for its payment (card, crypto invoice) before it is released. */
  paymentHoldMs: 30 * 60_000,
} as const;

export const LIMITS = { nameMax: 45, specialRequestsMax: 1000, phoneDigitsMax: 22 } as const;

export const HOLD_LIMIT_ERROR_CODE = 50;

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export function priceTotals(price: { salePrice: number; creditCardFee: number; taxAndFees: number }) {
  return {
    total: round2(price.salePrice + price.creditCardFee),
    basePrice: round2(price.salePrice - price.taxAndFees),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Guest details (spec 2 §5)
 * ---------------------------------------------------------------------------------------------- */

/** Latin letters, single spaces or hyphens between them (ERROR.ONLY_LETTERS), at most 45. */
export const NAME_PATTERN = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Other'] as const;

/** An EVM address: 0x and 40 hexadecimal digits (the API also checks a mixed-case one's EIP-55 checksum). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * Whether a refund is told in its coin (the address it waits for, the transactions that sent it, or
 * the club wallet it went into): the card-worded refund notes ("a card refund takes about 7 business
 * days") are then left out. A refund that failed for good keeps its warning.
 */
export function refundToldOnChain(
  refund:
    | {
        status: string;
        addressNeeded?: unknown;
        transactions?: readonly unknown[] | undefined;
        toWallet?: unknown;
      }
    | null
    | undefined,
): boolean {
  if (!refund || refund.status === 'failed') return false;
  return Boolean(refund.addressNeeded || refund.transactions?.length || refund.toWallet);
}

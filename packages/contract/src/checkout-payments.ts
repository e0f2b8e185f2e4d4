import { z } from 'zod';
import { ALL_NETWORKS } from './checkout-payment-methods.ts';
import { checkoutIdField, offerKeyField } from './checkout-fields.ts';
import { cryptoChoiceSchema } from './checkout-flow.ts';

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

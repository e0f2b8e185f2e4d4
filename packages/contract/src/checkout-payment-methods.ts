import type { BrandId } from './brands.ts';
import { type CryptoCoin } from './checkout-rules.ts';

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

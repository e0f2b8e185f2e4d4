import type { CryptoInvoiceChain } from '@clubstay/contract/checkout';
import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';

/**
 * Paying a crypto invoice from the browser's injected wallet (EIP-1193 `window.ethereum`: MetaMask,
 * Rabby, Coinbase Wallet). Only the wallet signs; nothing here holds a key or loads remote code.
 * This module is its own chunk, loaded when a chain invoice is shown (crypto-step.tsx).
 */

/** The part of an EIP-1193 provider used here. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** Why paying from the wallet stopped; each has its message for the traveller (CHECKOUT_PAGE.CRYPTO.WALLET.ERRORS). */
export type WalletProblem =
  | 'rejected'
  | 'switchRefused'
  | 'unknownNetwork'
  | 'balance'
  | 'gas'
  | 'busy'
  | 'noAccount'
  | 'reverted'
  | 'failed';

export class WalletError extends Error {
  constructor(
    readonly problem: WalletProblem,
    options?: { cause?: unknown },
  ) {
    super(`wallet: ${problem}`, options);
    this.name = 'WalletError';
  }
}

/** EIP-1193 and EIP-3085/3326 error codes the flow tells apart. */
const WALLET_CODES = { rejected: 4001, unknownChain: 4902, requestPending: -32002 } as const;

/** A provider error's code; MetaMask Mobile wraps 4902 in -32603 with `data.originalError.code`. */
function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const failure = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  const nested = failure.data?.originalError?.code;
  if (failure.code === -32603 && typeof nested === 'number') return nested;
  return typeof failure.code === 'number' ? failure.code : undefined;
}

const hexChainId = (chainId: number): Hex => `0x${chainId.toString(16)}`;

/** The calldata of ERC-20 `transfer(to, units)`: what the wallet signs, sent to the token's contract. */
export function transferCalldata(to: string, units: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(to), units] });
}

const asBigInt = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) throw new WalletError('failed');
  return value === '0x' ? 0n : BigInt(value);
};

/** A request whose refusal by the traveller (4001) means `onRefused`; a waiting request, `busy`. */
async function ask(
  provider: Eip1193Provider,
  method: string,
  params: readonly unknown[],
  onRefused: WalletProblem,
): Promise<unknown> {
  try {
    return await provider.request({ method, params });
  } catch (error) {
    const code = walletErrorCode(error);
    if (code === WALLET_CODES.rejected) throw new WalletError(onRefused, { cause: error });
    if (code === WALLET_CODES.requestPending) throw new WalletError('busy', { cause: error });
    throw new WalletError('failed', { cause: error });
  }
}

async function onChain(provider: Eip1193Provider, chainId: number): Promise<boolean> {
  return asBigInt(await ask(provider, 'eth_chainId', [], 'failed')) === BigInt(chainId);
}

/**
 * Brings the wallet to the invoice's network: switch (EIP-3326); a wallet that does not know it
 * (4902) is asked to add it (EIP-3085) where public RPC endpoints are known, and to switch again if
 * it added without switching. Ends on the right chain or throws.
 */
async function switchChain(provider: Eip1193Provider, chain: CryptoInvoiceChain): Promise<void> {
  if (await onChain(provider, chain.chainId)) return;
  const chainId = hexChainId(chain.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    const code = walletErrorCode(error);
    if (code === WALLET_CODES.requestPending) throw new WalletError('busy', { cause: error });
    if (code !== WALLET_CODES.unknownChain) throw new WalletError('switchRefused', { cause: error });
    if (chain.rpcUrls.length === 0) throw new WalletError('unknownNetwork', { cause: error });
    await ask(
      provider,
      'wallet_addEthereumChain',
      [
        {
          chainId,
          chainName: chain.chainName,
          rpcUrls: chain.rpcUrls,
          nativeCurrency: chain.nativeCurrency,
          ...(chain.explorer ? { blockExplorerUrls: [chain.explorer] } : {}),
        },
      ],
      'switchRefused',
    );
    if (!(await onChain(provider, chain.chainId)))
      await ask(provider, 'wallet_switchEthereumChain', [{ chainId }], 'switchRefused');
  }
  // A wallet may answer the switch and stay where it was: never send on another chain.
  if (!(await onChain(provider, chain.chainId))) throw new WalletError('switchRefused');
}

export type PayStep = 'connecting' | 'switching' | 'checking' | 'signing';

interface SentPayment {
  hash: Hex;
  from: string;
}

/**
 * Pays what the invoice asks now (`chain.amountUnits` of `chain.token` to `address`): the account,
 * the network, the account's token and gas balances, then the exact ERC-20 transfer, signed and sent
 * by the wallet. Answers the transaction's hash; every refusal or problem is a WalletError.
 */
export async function payInvoice(
  provider: Eip1193Provider,
  invoice: { address: string; chain: CryptoInvoiceChain },
  onStep: (step: PayStep) => void = () => undefined,
): Promise<SentPayment> {
  const { chain } = invoice;
  const units = BigInt(chain.amountUnits);
  if (units <= 0n) throw new WalletError('failed');
  onStep('connecting');
  const accounts = await ask(provider, 'eth_requestAccounts', [], 'rejected');
  const from = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined;
  if (!from) throw new WalletError('noAccount');
  onStep('switching');
  await switchChain(provider, chain);
  onStep('checking');
  const balanceCall = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [getAddress(from)],
  });
  const balance = asBigInt(
    await ask(provider, 'eth_call', [{ to: chain.token, data: balanceCall }, 'latest'], 'failed'),
  );
  if (balance < units) throw new WalletError('balance');
  const gas = asBigInt(await ask(provider, 'eth_getBalance', [from, 'latest'], 'failed'));
  if (gas === 0n) throw new WalletError('gas');
  onStep('signing');
  const hash = await ask(
    provider,
    'eth_sendTransaction',
    [{ from, to: chain.token, data: transferCalldata(invoice.address, units), value: '0x0' }],
    'rejected',
  );
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new WalletError('failed');
  return { hash: hash as Hex, from };
}

/** Where a sent transaction stands: waiting to be mined, refused by the chain, or mined with blocks on top. */
export type TransactionProgress =
  { state: 'pending' } | { state: 'reverted' } | { state: 'mined'; confirmations: number };

/**
 * A sent transaction read through the wallet: its receipt and the head. `confirmations` counts the
 * blocks built on top of its block, as the API does (it counts a transfer once there are
 * `chain.confirmations` of them).
 */
export async function transactionProgress(
  provider: Eip1193Provider,
  hash: Hex,
): Promise<TransactionProgress> {
  const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    status?: string;
    blockNumber?: string | null;
  } | null;
  if (!receipt?.blockNumber) return { state: 'pending' };
  if (receipt.status === '0x0') return { state: 'reverted' };
  const head = asBigInt(await provider.request({ method: 'eth_blockNumber', params: [] }));
  const above = head - asBigInt(receipt.blockNumber);
  return { state: 'mined', confirmations: above > 0n ? Number(above) : 0 };
}

/** The page's injected wallet, if any (read after hydration: the server has none). */
export function injectedWallet(): Eip1193Provider | null {
  const candidate = (globalThis as { ethereum?: unknown }).ethereum;
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as Eip1193Provider).request === 'function'
    ? (candidate as Eip1193Provider)
    : null;
}

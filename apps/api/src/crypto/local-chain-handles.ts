import {
  createPublicClient,
  createWalletClient,
  custom,
  getAddress,
  type Hex,
  parseAbi,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmNetworkId } from '@clubstay/contract/checkout';
import type { LocalChain, LocalNetwork } from './local-chain.ts';

/** The ERC-20 calls the chain tests make of the local test stablecoins. */
export const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

/**
 * A test's handles on one network of the local chain (started in its `beforeAll`, hence the getter):
 * the network, its raw JSON-RPC (to mine, snapshot, revert), a viem client that reads it, and a
 * transfer of a test stablecoin from a test account's key (its receipt must say success).
 */
interface LocalChainHandles {
  local: () => LocalNetwork;
  rpc: (method: string, params?: unknown[]) => Promise<unknown>;
  client: () => PublicClient;
  transfer: (key: Hex, to: string, units: bigint, coin?: 'USDC' | 'USDT') => Promise<Hex>;
}

export function localChainHandles(
  chain: () => LocalChain,
  network: EvmNetworkId = 'polygon',
): LocalChainHandles {
  const local = (): LocalNetwork => {
    const found = chain().networks[network];
    if (!found) throw new Error(`no local ${network}`);
    return found;
  };
  const rpc = (method: string, params: unknown[] = []) =>
    local().provider.request({ method: method as never, params: params as never });
  const client = (): PublicClient =>
    createPublicClient({ chain: local().chain, transport: custom(local().provider) });
  const transfer = async (
    key: Hex,
    to: string,
    units: bigint,
    coin: 'USDC' | 'USDT' = 'USDC',
  ): Promise<Hex> => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      chain: local().chain,
      transport: custom(local().provider),
    });
    const hash = await wallet.writeContract({
      address: local().tokens[coin],
      abi: ERC20,
      functionName: 'transfer',
      args: [getAddress(to), units],
    });
    const receipt = await client().getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`the transfer ${hash} failed`);
    return hash;
  };
  return { local, rpc, client, transfer };
}

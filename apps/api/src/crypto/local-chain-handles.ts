import { createPublicClient, custom } from 'viem';
import type { EvmNetworkId } from '@clubstay/contract/checkout';
import type { LocalChain, LocalNetwork } from './local-chain.ts';

/**
 * A test's handles on one network of the local chain (started in its `beforeAll`, hence the getter):
 * the network, its raw JSON-RPC (to mine, snapshot, revert) and a viem client that reads it.
 */
export function localChainHandles(chain: () => LocalChain, network: EvmNetworkId = 'polygon') {
  const local = (): LocalNetwork => {
    const found = chain().networks[network];
    if (!found) throw new Error(`no local ${network}`);
    return found;
  };
  const rpc = (method: string, params: unknown[] = []) =>
    local().provider.request({ method: method as never, params: params as never });
  const client = () => createPublicClient({ chain: local().chain, transport: custom(local().provider) });
  return { local, rpc, client };
}

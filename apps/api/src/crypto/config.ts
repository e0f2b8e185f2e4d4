import { EVM_NETWORK_IDS, EVM_NETWORKS, type EvmNetworkId, explorerOf } from '@clubstay/contract/checkout';
import { getAddress } from 'viem';
import type { Env } from '#env.ts';
import type { EvmCryptoConfig, EvmNetworkConfig } from './evm.ts';
import type { LocalChain } from './local-chain.ts';

type Upper = 'ETHEREUM' | 'POLYGON' | 'BASE';
const upper = (network: EvmNetworkId) => network.toUpperCase() as Upper;

/**
 * The EVM networks the API runs on a real chain, from the environment: each network with
 * CRYPTO_<NETWORK>_RPC_URL (the contract's table, its chain id, confirmations and token addresses
 * overridable; CRYPTO_<NETWORK>_RPC_URL_2 a second provider compared with the first), or, with CRYPTO=local-chain, the local chains (confirmations 3 unless overridden).
 * Undefined when none: crypto stays on the sandbox.
 */
export function evmConfigOf(env: Env, local?: LocalChain): EvmCryptoConfig | undefined {
  const networks: EvmNetworkConfig[] = [];
  if (local) {
    const confirmations = Object.fromEntries(
      EVM_NETWORK_IDS.map((network) => [network, env[`CRYPTO_${upper(network)}_CONFIRMATIONS`] ?? 3]),
    );
    networks.push(...local.config(confirmations));
  } else {
    for (const network of EVM_NETWORK_IDS) {
      const name = upper(network);
      const rpcUrl = env[`CRYPTO_${name}_RPC_URL`];
      if (!rpcUrl) continue;
      const table = EVM_NETWORKS[network];
      const tokens = { ...table.tokens };
      for (const coin of ['USDC', 'USDT'] as const) {
        const address = env[`CRYPTO_${name}_${coin}_ADDRESS`];
        const known = tokens[coin];
        if (address && known) tokens[coin] = { ...known, address: getAddress(address) };
      }
      const chainId = env[`CRYPTO_${name}_CHAIN_ID`] ?? table.chainId;
      const walletRpcUrl = env[`CRYPTO_${name}_WALLET_RPC_URL`];
      const testnet = table.testnets.find((known) => known.chainId === chainId);
      networks.push({
        network,
        rpcUrl,
        // Two providers compared (RpcPair): nothing confirms unless both agree.
        checkRpcUrl: env[`CRYPTO_${name}_RPC_URL_2`],
        chainId,
        confirmations: env[`CRYPTO_${name}_CONFIRMATIONS`] ?? table.confirmations,
        // The explorer of the configured chain (a known testnet's), none on a chain the table does not know.
        explorer: explorerOf(network, chainId) ?? '',
        tokens,
        wallet: {
          name:
            chainId === table.chainId ? table.name : (testnet?.name ?? `${table.name} (chain ${chainId})`),
          // The table's public endpoints serve its mainnet only; on a testnet, CRYPTO_<NETWORK>_WALLET_RPC_URL.
          rpcUrls: walletRpcUrl ? [walletRpcUrl] : chainId === table.chainId ? table.walletRpcUrls : [],
          nativeCurrency: table.nativeCurrency,
        },
      });
    }
  }
  const xpub = env.CRYPTO_XPUB ?? local?.xpub;
  if (networks.length === 0 || !xpub) return undefined;
  const refundKey = env.CRYPTO_REFUND_KEY ?? local?.refundKey;
  return {
    xpub,
    networks,
    pollMs: env.CRYPTO_POLL_MS,
    rpcTimeoutMs: env.CRYPTO_RPC_TIMEOUT_MS,
    ...(refundKey
      ? { refund: { key: refundKey as `0x${string}`, lowBalance: env.CRYPTO_REFUND_LOW_BALANCE } }
      : {}),
  };
}

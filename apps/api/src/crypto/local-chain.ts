import { createServer, type Server } from 'node:http';
import {
  CRYPTO_NETWORKS,
  type CryptoCoin,
  EVM_NETWORKS,
  type EvmNetworkId,
} from '@clubstay/contract/checkout';
import { HDKey } from '@scure/bip32';
import {
  type Abi,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  getAddress,
  keccak256,
  stringToHex,
  toHex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { EvmNetworkConfig } from './evm.ts';
import { compileTestStablecoin, loadDev } from './test-stablecoin.ts';

/**
 * CRYPTO=local-chain: an in-process EVM per network (hardhat 2's EDR), with a 6-decimals test USDC
 * and USDT compiled in process (solc) and deployed, and funded test accounts. The API's real chain
 * implementation talks to it over JSON-RPC (an HTTP endpoint per network on 127.0.0.1), the same
 * endpoint a browser wallet is pointed at.
 *
 * Keys here are public test keys: the payers are hardhat's well-known accounts (mnemonic
 * "test test … junk"); the receiving xpub comes from a fixed development seed. Never use either on a
 * real network.
 */

/** Hardhat's public test mnemonic: its accounts pay (each funded with ETH, USDC and USDT). */
const LOCAL_CHAIN_MNEMONIC = 'test test test test test test test test test test test junk';
/** The development seed of the receiving wallet (its xpub at m/44'/60'/0'/0 receives on the local chain). */
const RECEIVING_SEED = keccak256(
  stringToHex('clubstay local chain receiving wallet (public, development only)'),
);
/** Local chain ids: hardhat's 31337 for Ethereum, then one more per network. */
const LOCAL_CHAIN_IDS: Record<EvmNetworkId, number> = { ethereum: 31337, polygon: 31338, base: 31339 };
/** Each test account gets this much of each stablecoin (in the coin). */
const FUNDING = 10_000n;

export interface LocalNetwork {
  network: EvmNetworkId;
  chainId: number;
  /** The JSON-RPC endpoint (for the API and for a browser wallet). */
  rpcUrl: string;
  /** The in-process provider (tests mine, snapshot and revert through it). */
  provider: EIP1193Provider;
  chain: Chain;
  /** Both test stablecoins are deployed on every local network (a wrong token can be sent anywhere). */
  tokens: Record<CryptoCoin, `0x${string}`>;
}

export interface LocalChain {
  networks: Partial<Record<EvmNetworkId, LocalNetwork>>;
  /** The receiving wallet's xpub (m/44'/60'/0'/0 of the development seed). */
  xpub: string;
  /** The funded test accounts' private keys (hardhat's accounts 0 to 9; 0 deployed the tokens). */
  accounts: `0x${string}`[];
  /**
   * The refund hot wallet's key (hardhat's account 9, funded with ETH, USDC and USDT at start like
   * every test account), so on-chain refunds work out of the box. Tests pay from accounts 1 to 8.
   */
  refundKey: `0x${string}`;
  abi: Abi;
  /** The API's network table for these chains: its accepted coins, confirmations as given. */
  config(confirmations: Partial<Record<EvmNetworkId, number>>): EvmNetworkConfig[];
  close(): Promise<void>;
}

interface LocalChainOptions {
  networks: readonly EvmNetworkId[];
  /** First JSON-RPC port (one per network, in order); 0 picks free ones. @default 8545 */
  port?: number;
  /** A block is also mined every this many ms (a wallet sees confirmations come); 0: only on transactions and on demand. @default 0 */
  blockMs?: number;
}

type HardhatProviderFactory = (
  config: Record<string, unknown>,
  logger: { enabled: boolean },
) => Promise<EIP1193Provider>;

/** A minimal JSON-RPC over HTTP front of an EIP-1193 provider (single and batch calls). */
function serveJsonRpc(provider: EIP1193Provider, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    if (request.method !== 'POST') return void response.writeHead(405, cors).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = async (call: { id?: unknown; method?: string; params?: unknown[] }) => {
        try {
          const result = await provider.request({
            method: call.method as never,
            params: (call.params ?? []) as never,
          });
          return { jsonrpc: '2.0', id: call.id ?? null, result: result ?? null };
        } catch (error) {
          const failure = error as { code?: number; message?: string; data?: unknown };
          return {
            jsonrpc: '2.0',
            id: call.id ?? null,
            error: {
              code: failure.code ?? -32603,
              message: failure.message ?? 'Internal error',
              data: failure.data,
            },
          };
        }
      };
      void (async () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          response
            .writeHead(400, { ...cors, 'content-type': 'application/json' })
            .end(
              JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
            );
          return;
        }
        const result = Array.isArray(body)
          ? await Promise.all(body.map((call) => answer(call as never)))
          : await answer(body as never);
        response
          .writeHead(200, { ...cors, 'content-type': 'application/json' })
          .end(
            JSON.stringify(result, (_key, value: unknown) =>
              typeof value === 'bigint' ? toHex(value) : value,
            ),
          );
      })();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${bound}` });
    });
  });
}

/** Starts the local chains, deploys and funds the test stablecoins. */
export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const { createHardhatNetworkProvider } = loadDev<{ createHardhatNetworkProvider: HardhatProviderFactory }>(
    'hardhat/internal/hardhat-network/provider/provider.js',
  );
  const compiled = compileTestStablecoin();
  const payers = Array.from({ length: 10 }, (_, index) =>
    mnemonicToAccount(LOCAL_CHAIN_MNEMONIC, { addressIndex: index }),
  );
  const keys = payers.map((account) => {
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error('no private key');
    return toHex(key);
  });
  const minter = payers[0];
  const refundKey = keys[9];
  if (!minter || !refundKey) throw new Error('no test account');
  const servers: Server[] = [];
  const networks: Partial<Record<EvmNetworkId, LocalNetwork>> = {};
  const firstPort = options.port ?? 8545;
  for (const [offset, network] of options.networks.entries()) {
    const chainId = LOCAL_CHAIN_IDS[network];
    const provider = await createHardhatNetworkProvider(
      {
        hardfork: 'prague',
        chainId,
        networkId: chainId,
        blockGasLimit: 30_000_000,
        minGasPrice: 0n,
        automine: true,
        // Interval mining starts after the deployment (it slows every transaction down meanwhile).
        intervalMining: 0,
        mempoolOrder: 'priority',
        chains: new Map(),
        genesisAccounts: keys.map((privateKey) => ({ privateKey, balance: '10000000000000000000000' })),
        allowUnlimitedContractSize: false,
        throwOnTransactionFailures: true,
        throwOnCallFailures: true,
        allowBlocksWithSameTimestamp: true,
        enableTransientStorage: false,
        enableRip7212: false,
      },
      { enabled: false },
    );
    const chain: Chain = {
      id: chainId,
      name: `Local ${EVM_NETWORKS[network].name}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    };
    const client = createPublicClient({
      chain,
      transport: custom(provider),
      pollingInterval: 50,
      cacheTime: 0,
    });
    const deployer = createWalletClient({
      chain,
      account: minter,
      transport: custom(provider),
      pollingInterval: 50,
      cacheTime: 0,
    });
    const tokens = {} as Record<CryptoCoin, `0x${string}`>;
    for (const coin of ['USDC', 'USDT'] as const) {
      const hash = await deployer.deployContract({
        abi: compiled.abi,
        bytecode: compiled.bytecode,
        args: [`Test ${coin}`, coin],
      });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error(`Test ${coin} not deployed`);
      tokens[coin] = getAddress(receipt.contractAddress);
      for (const payer of payers) {
        await deployer.writeContract({
          address: receipt.contractAddress,
          abi: compiled.abi,
          functionName: 'mint',
          args: [payer.address, FUNDING * 1_000_000n],
        });
      }
    }
    if (options.blockMs)
      await provider.request({
        method: 'evm_setIntervalMining' as never,
        params: [options.blockMs] as never,
      });
    const served = await serveJsonRpc(provider, firstPort === 0 ? 0 : firstPort + offset);
    servers.push(served.server);
    networks[network] = {
      network,
      chainId,
      rpcUrl: served.url,
      provider,
      chain: { ...chain, rpcUrls: { default: { http: [served.url] } } },
      tokens,
    };
  }
  const xpub = HDKey.fromMasterSeed(Buffer.from(RECEIVING_SEED.slice(2), 'hex')).derive(
    "m/44'/60'/0'/0",
  ).publicExtendedKey;
  return {
    networks,
    xpub,
    accounts: keys,
    refundKey,
    abi: compiled.abi,
    config(confirmations) {
      return Object.values(networks).map((local) => ({
        network: local.network,
        chainId: local.chainId,
        rpcUrl: local.rpcUrl,
        confirmations: confirmations[local.network] ?? 3,
        explorer: '',
        // The local endpoint is what a browser wallet adds (public test keys only; 127.0.0.1).
        wallet: {
          name: local.chain.name,
          rpcUrls: [local.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        tokens: Object.fromEntries(
          (Object.keys(CRYPTO_NETWORKS) as CryptoCoin[])
            .filter((coin) => (CRYPTO_NETWORKS[coin] as readonly string[]).includes(local.network))
            .map((coin) => [coin, { address: local.tokens[coin], decimals: 6 }]),
        ),
      }));
    },
    async close() {
      await Promise.all(
        servers.map((server) => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        }),
      );
    },
  };
}

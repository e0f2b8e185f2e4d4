import {
  type CryptoChoice,
  type CryptoCoin,
  type CryptoInvoice,
  type CryptoNetwork,
  type EvmNetworkId,
  type EvmToken,
} from '@clubstay/contract/checkout';
import { type Chain, createPublicClient, http, type PublicClient } from 'viem';
import type { Db, Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import type { BookingLifecycle } from '#checkout/bookings.ts';
import { XpubAddresses } from './addresses.ts';
import { ChainRefunds } from './chain-refunds.ts';
import { type CryptoPayments, InvoiceLedger, microUnits } from './payments.ts';
import { RpcPair } from './rpc-pair.ts';
import { fromTokenUnits, toTokenUnits } from './units.ts';
import { ChainWatcher, type WatchHealth } from './watcher.ts';

/** One EVM network as the API runs it: the contract's table, overridden from the environment. */
export interface EvmNetworkConfig {
  network: EvmNetworkId;
  chainId: number;
  /** JSON-RPC endpoint (CRYPTO_<NETWORK>_RPC_URL). */
  rpcUrl: string;
  /**
   * A second JSON-RPC endpoint, of another provider (CRYPTO_<NETWORK>_RPC_URL_2): heads and logs are
   * compared with it and nothing confirms unless both agree (RpcPair). Unset: `rpcUrl` alone.
   */
  checkRpcUrl?: string | undefined;
  /** Blocks the two endpoints' heads may be apart before one is taken to lie. @default max(confirmations, 2) */
  headTolerance?: number;
  /** Blocks built on top of a transfer's block before it counts. */
  confirmations: number;
  tokens: Partial<Record<CryptoCoin, EvmToken>>;
  /** Block explorer; '' without one (the local chain). */
  explorer: string;
  /** What a browser wallet is told to add the network with (never `rpcUrl`, which may carry a key). */
  wallet: {
    name: string;
    rpcUrls: readonly string[];
    nativeCurrency: { name: string; symbol: string; decimals: number };
  };
}

export interface EvmCryptoConfig {
  /** The extended public key deposit addresses are derived from (CRYPTO_XPUB). */
  xpub: string;
  networks: EvmNetworkConfig[];
  /** How often each network is scanned; 0: never by itself (tests call `scan`). @default 4000 */
  pollMs?: number;
  /** How long after its creation an invoice's address is watched (late money). @default 30 days */
  watchMs?: number;
  /** The largest block range of one eth_getLogs call (public RPCs cap it). @default 2000 */
  maxLogRange?: number;
  /** Addresses per eth_getLogs call (one topic filter). @default 200 */
  addressesPerCall?: number;
  /** A JSON-RPC call that has not answered after this long fails (the watcher backs off and retries). @default 5000 */
  rpcTimeoutMs?: number;
  /**
   * The refund hot wallet (CRYPTO_REFUND_KEY): its private key, and the balance (in the coin) below
   * which an alert is logged. Unset: chain refunds wait for a person (support is told).
   */
  refund?: { key: `0x${string}`; lowBalance: number };
}

export interface EvmCryptoDeps {
  db: Db;
  now: () => number;
  lifecycle: BookingLifecycle;
  log: {
    info: (object: unknown, message: string) => void;
    warn: (object: unknown, message: string) => void;
    error: (object: unknown, message: string) => void;
  };
}

interface DepositRow extends Record<string, unknown> {
  tx_hash: string;
  network: string;
  chain_tx_hash: string;
  amount: string;
  token: string;
  from_address: string;
  kind: string;
}

/**
 * Crypto payments on EVM chains over JSON-RPC (viem): USDC and USDT as ERC-20 transfers to a
 * deposit address per booking, derived from CRYPTO_XPUB (child index from a database sequence,
 * stored on the invoice).
 *
 * A watcher per network reads `Transfer` logs to the watched invoice addresses, from the block after
 * its durable cursor (crypto_chain_cursors) up to head − confirmations only, so a transfer that a
 * reorg within the confirmation depth removes never counts. Each log is recorded once (unique
 * network, tx hash, log index) in the same transaction that moves the cursor, so a restart (or a
 * crash) neither loses nor double-counts a transfer; several API processes may scan at once (the
 * cursor moves by compare-and-set). Transfers in the blocks above the confirmed range are shown as
 * unconfirmed and not recorded. A transfer of another token, or to the address on another network
 * than the invoice's, is recorded, never counts and goes back (deposit-record.ts). With two RPC
 * endpoints per network nothing confirms unless both agree (rpc-pair.ts); the watchers are in
 * watcher.ts, the on-chain refunds in chain-refunds.ts.
 */
export class EvmCryptoPayments implements CryptoPayments {
  readonly networks: readonly CryptoNetwork[];
  private readonly ledger: InvoiceLedger;
  private readonly addresses: XpubAddresses;
  private readonly clients = new Map<EvmNetworkId, PublicClient>();
  private readonly configs = new Map<EvmNetworkId, EvmNetworkConfig>();
  private readonly rpcs = new Map<EvmNetworkId, RpcPair>();
  private readonly cursorReady = new Set<EvmNetworkId>();
  private readonly watcher: ChainWatcher;
  private readonly refunds: ChainRefunds;

  constructor(
    private readonly deps: EvmCryptoDeps,
    config: EvmCryptoConfig,
  ) {
    this.ledger = new InvoiceLedger(deps);
    this.addresses = new XpubAddresses(config.xpub);
    this.networks = config.networks.map((network) => network.network);
    const chains = new Map<EvmNetworkId, Chain>();
    const clientOf = (chain: Chain, url: string) =>
      createPublicClient({
        chain,
        cacheTime: 0,
        // A few seconds: a node that does not answer by then is waited for by the watcher's backoff, not by a hung call.
        transport: http(url, { timeout: config.rpcTimeoutMs ?? 5000, retryCount: 1 }),
      });
    for (const network of config.networks) {
      const chain: Chain = {
        id: network.chainId,
        name: network.network,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      };
      const client = clientOf(chain, network.rpcUrl);
      this.configs.set(network.network, network);
      chains.set(network.network, chain);
      this.clients.set(network.network, client);
      this.rpcs.set(
        network.network,
        new RpcPair(
          client,
          network.checkRpcUrl ? clientOf(chain, network.checkRpcUrl) : undefined,
          network.headTolerance ?? Math.max(network.confirmations, 2),
          config.addressesPerCall,
        ),
      );
    }
    this.watcher = new ChainWatcher({ ...deps, ledger: this.ledger }, config, this.rpcs);
    this.refunds = new ChainRefunds(deps, config.refund, (network) => {
      const served = this.configs.get(network);
      const client = this.clients.get(network);
      const chain = chains.get(network);
      return served && client && chain ? { config: served, client, chain } : undefined;
    });
  }

  /** The refund hot wallet, when CRYPTO_REFUND_KEY is set. */
  get refundAccount() {
    return this.refunds.refundAccount;
  }

  /** Starts the watchers' timer (each network scanned every pollMs). */
  start(): void {
    this.watcher.start();
  }

  stop(): Promise<void> {
    return this.watcher.stop();
  }

  private network(network: string): EvmNetworkConfig {
    const config = this.configs.get(network as EvmNetworkId);
    if (!config) throw new Error(`${network} is not served by the chain`);
    return config;
  }

  /** The token contract of a coin on a network. */
  token(network: EvmNetworkId, coin: CryptoCoin): EvmToken {
    const token = this.network(network).tokens[coin];
    if (!token)
      throw new HttpError(400, 'Invalid body', [
        { field: 'body.crypto.coin', code: 'invalid_value', message: `${coin} is not taken on ${network}` },
      ]);
    return token;
  }

  /**
   * The first invoice on a network sets its cursor to the current head: nothing before it can be a
   * payment to an address that did not exist yet. Later invoices find the cursor there. The address
   * is the same on every EVM network, so the other served networks get their cursor too (best
   * effort: their RPC failing does not stop a booking), or money sent there by mistake would not be
   * seen.
   */
  private async ensureCursors(tx: Queryable, invoiced: EvmNetworkId): Promise<void> {
    for (const network of this.networks as EvmNetworkId[]) {
      if (this.cursorReady.has(network)) continue;
      // In the book transaction (PGlite has one connection: the pool would wait for it).
      const [row] = await tx.query('select 1 from crypto_chain_cursors where network = $1', [network]);
      // Remembered only once seen committed: a book transaction that rolls back takes its insert with it.
      if (row) {
        this.cursorReady.add(network);
        continue;
      }
      const rpc = this.rpcs.get(network);
      if (!rpc) continue;
      let head: bigint;
      try {
        head = await rpc.startHead();
      } catch (error) {
        if (network === invoiced) throw error;
        this.deps.log.warn(
          { err: error, network },
          'no head to start the watcher of another network from; the next invoice tries again',
        );
        continue;
      }
      await tx.query(
        'insert into crypto_chain_cursors (network, block_number, updated_at) values ($1, $2, $3) on conflict (network) do nothing',
        [network, head.toString(), new Date(this.deps.now()).toISOString()],
      );
    }
  }

  async open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void> {
    const network = choice.network as EvmNetworkId;
    this.token(network, choice.coin);
    await this.ensureCursors(tx, network);
    await this.ledger.open(tx, bookingId, totalEur, choice, async (existing) => {
      // The booking keeps its derived address on every EVM network (the same key holds it everywhere).
      const index = existing?.address_index ?? (await this.nextIndex(tx));
      return { address: this.addresses.address(index), index };
    });
  }

  private async nextIndex(tx: Queryable): Promise<number> {
    const [row] = await tx.query<{ n: string }>(`select nextval('crypto_address_index')::text as n`);
    return Number(row?.n);
  }

  async view(bookingId: string): Promise<CryptoInvoice | null> {
    const invoice = await this.ledger.invoiceOf(bookingId);
    if (!invoice) return null;
    await this.ledger.settle(invoice.id);
    const network = invoice.network as EvmNetworkId;
    const token = this.token(network, invoice.coin);
    const health = this.watcher.health(network);
    const seen = this.watcher.unconfirmed(network, invoice.address);
    const unconfirmedUnits = seen
      .filter((transfer) => transfer.token === token.address.toLowerCase())
      .reduce((sum, transfer) => sum + transfer.units, 0n);
    const left = await this.ledger.leftUnits(invoice);
    const config = this.network(network);
    const chainId = config.chainId;
    // EIP-681: wallets that scan it prepare the token transfer of what is left (in the token's units).
    const units = toTokenUnits(left > 0n ? left : microUnits(invoice.amount), token.decimals);
    const uri = `ethereum:${token.address}@${chainId}/transfer?address=${invoice.address}&uint256=${units}`;
    // A browser wallet sends what is left once the transfers on their way count (nothing twice).
    const leftUnits = toTokenUnits(left, token.decimals);
    const toSend = leftUnits > unconfirmedUnits ? leftUnits - unconfirmedUnits : 0n;
    return this.ledger.view(
      invoice,
      Number(fromTokenUnits(unconfirmedUnits, token.decimals)),
      uri,
      {
        chainId,
        chainName: config.wallet.name,
        rpcUrls: [...config.wallet.rpcUrls],
        nativeCurrency: config.wallet.nativeCurrency,
        explorer: config.explorer || null,
        token: token.address,
        decimals: token.decimals,
        amountUnits: toSend.toString(),
        confirmations: config.confirmations,
      },
      health.state !== 'ok',
    );
  }

  async settleBooking(bookingId: string): Promise<void> {
    await this.ledger.settleBooking(bookingId);
  }

  async markOwnWallet(bookingId: string, txHash: string): Promise<void> {
    const invoice = await this.ledger.invoiceOf(bookingId);
    if (!invoice) return;
    const hash = txHash.toLowerCase();
    await this.deps.db.query(
      'insert into crypto_wallet_payments (invoice_id, chain_tx_hash, created_at) values ($1, $2, $3) on conflict do nothing',
      [invoice.id, hash, new Date(this.deps.now()).toISOString()],
    );
    // Already recorded (the scan was first).
    await this.deps.db.query(
      'update crypto_deposits set own_wallet = true where invoice_id = $1 and lower(chain_tx_hash) = $2',
      [invoice.id, hash],
    );
  }

  async settleAll(): Promise<void> {
    await this.ledger.settleAll(this.networks);
  }

  /** Sends a deposit (or its excess) back on chain: see ChainRefunds. */
  refund(depositRef: string, idempotencyKey: string): Promise<string> {
    return this.refunds.refund(depositRef, idempotencyKey);
  }

  /** One pass of a network's watcher (see ChainWatcher); tests call it instead of the timer. */
  scan(network: EvmNetworkId): Promise<void> {
    return this.watcher.scan(network);
  }

  /** Scans every network once (tests, and a caller that wants the newest state). */
  scanAll(): Promise<void> {
    return this.watcher.scanAll();
  }

  /** Whether a network's watcher may confirm (its RPCs answer and agree). */
  health(network: EvmNetworkId): WatchHealth {
    return this.watcher.health(network);
  }

  /** The deposits recorded for a booking (tests and operators). */
  async deposits(bookingId: string): Promise<DepositRow[]> {
    return this.deps.db.query<DepositRow>(
      `select d.*, d.amount::text as amount from crypto_deposits d join crypto_invoices i on i.id = d.invoice_id where i.booking_id = $1 order by d.block_number, d.log_index`,
      [bookingId],
    );
  }
}

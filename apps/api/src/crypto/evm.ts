import {
  CHECKOUT_TIMING,
  type CryptoChoice,
  type CryptoCoin,
  type CryptoInvoice,
  type CryptoNetwork,
  type EvmNetworkId,
  type EvmToken,
  explorerTxUrl,
} from '@clubstay/contract/checkout';
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  parseAbi,
  parseAbiItem,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { RefundDeferred, type RefundRow } from '../checkout/refunds.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http.ts';
import type { BookingLifecycle } from '../checkout/bookings.ts';
import { uuid } from '../checkout/ids.ts';
import { XpubAddresses } from './addresses.ts';
import {
  coinAmount,
  type CryptoPayments,
  EXCESS_SUFFIX,
  fromMicroUnits,
  InvoiceLedger,
  type InvoiceRow,
  microUnits,
} from './payments.ts';

/** One EVM network as the API runs it: the contract's table, overridden from the environment. */
export interface EvmNetworkConfig {
  network: EvmNetworkId;
  chainId: number;
  /** JSON-RPC endpoint (CRYPTO_<NETWORK>_RPC_URL). */
  rpcUrl: string;
  /** Blocks built on top of a transfer's block before it counts. */
  confirmations: number;
  tokens: Partial<Record<CryptoCoin, EvmToken>>;
  /** Block explorer; '' without one (the local chain). */
  explorer: string;
  /** What a browser wallet is told to add the network with (never `rpcUrl`, which may carry a key). */
  wallet: { name: string; rpcUrls: readonly string[]; nativeCurrency: { name: string; symbol: string; decimals: number } };
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
  /** A JSON-RPC call that has not answered after this long fails (the next scan retries). @default 15000 */
  rpcTimeoutMs?: number;
  /**
   * The refund hot wallet (CRYPTO_REFUND_KEY): its private key, and the balance (in the coin) below
   * which an alert is logged. Unset: chain refunds wait for a person (support is told).
   */
  refund?: { key: `0x${string}`; lowBalance: number };
}

const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

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

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** A transfer seen in a block not yet deep enough to count. */
interface PendingTransfer {
  token: string;
  units: bigint;
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

type DepositKind = 'payment' | 'wrong-token' | 'wrong-network';

/** Thrown inside a scan's transaction when another process moved the cursor first. */
class CursorMoved extends Error {}

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
 * than the invoice's, is recorded and never counts.
 */
export class EvmCryptoPayments implements CryptoPayments {
  readonly networks: readonly CryptoNetwork[];
  private readonly ledger: InvoiceLedger;
  private readonly addresses: XpubAddresses;
  private readonly clients = new Map<EvmNetworkId, PublicClient>();
  private readonly configs = new Map<EvmNetworkId, EvmNetworkConfig>();
  private readonly chains = new Map<EvmNetworkId, Chain>();
  /** The refund hot wallet, when CRYPTO_REFUND_KEY is set. */
  readonly refundAccount: PrivateKeyAccount | undefined;
  /** network → lower-case address → transfers seen above the confirmed range (replaced by each scan). */
  private readonly pending = new Map<EvmNetworkId, Map<string, PendingTransfer[]>>();
  private readonly cursorReady = new Set<EvmNetworkId>();
  private readonly scanning = new Map<EvmNetworkId, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: EvmCryptoDeps,
    private readonly config: EvmCryptoConfig,
  ) {
    this.ledger = new InvoiceLedger(deps);
    this.addresses = new XpubAddresses(config.xpub);
    this.networks = config.networks.map((network) => network.network);
    this.refundAccount = config.refund ? privateKeyToAccount(config.refund.key) : undefined;
    for (const network of config.networks) {
      const chain: Chain = {
        id: network.chainId,
        name: network.network,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      };
      this.configs.set(network.network, network);
      this.chains.set(network.network, chain);
      this.clients.set(
        network.network,
        createPublicClient({
          chain,
          cacheTime: 0,
          transport: http(network.rpcUrl, { timeout: config.rpcTimeoutMs ?? 15_000, retryCount: 1 }),
        }),
      );
    }
  }

  /** Starts the watchers' timer (each network scanned every pollMs). */
  start(): void {
    const every = this.config.pollMs ?? 4000;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      for (const network of this.networks as EvmNetworkId[]) {
        void this.scan(network).catch((error: unknown) =>
          this.deps.log.warn({ err: error, network }, 'chain scan failed; the next one retries'),
        );
      }
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.scanning.values()]);
  }

  private network(network: string): EvmNetworkConfig {
    const config = this.configs.get(network as EvmNetworkId);
    if (!config) throw new Error(`${network} is not served by the chain`);
    return config;
  }

  private client(network: EvmNetworkId): PublicClient {
    const client = this.clients.get(network);
    if (!client) throw new Error(`${network} is not served by the chain`);
    return client;
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
   * payment to an address that did not exist yet. Later invoices find the cursor there.
   */
  private async ensureCursor(tx: Queryable, network: EvmNetworkId): Promise<void> {
    if (this.cursorReady.has(network)) return;
    // In the book transaction (PGlite has one connection: the pool would wait for it).
    const [row] = await tx.query('select 1 from crypto_chain_cursors where network = $1', [network]);
    // Remembered only once seen committed: a book transaction that rolls back takes its insert with it.
    if (row) {
      this.cursorReady.add(network);
      return;
    }
    const head = await this.client(network).getBlockNumber();
    await tx.query(
      'insert into crypto_chain_cursors (network, block_number, updated_at) values ($1, $2, $3) on conflict (network) do nothing',
      [network, head.toString(), new Date(this.deps.now()).toISOString()],
    );
  }

  async open(tx: Queryable, bookingId: string, totalEur: number, choice: CryptoChoice): Promise<void> {
    const network = choice.network as EvmNetworkId;
    this.token(network, choice.coin);
    await this.ensureCursor(tx, network);
    const [existing] = await tx.query<InvoiceRow>(
      'select * from crypto_invoices where booking_id = $1 for update',
      [bookingId],
    );
    const amount = coinAmount(totalEur, choice.coin);
    const now = this.deps.now();
    if (existing) {
      const [deposits] = await tx.query<{ n: string }>(
        'select count(*)::text as n from crypto_deposits where invoice_id = $1',
        [existing.id],
      );
      if (Number(deposits?.n ?? 0) > 0)
        throw new HttpError(409, 'A deposit already reached this invoice; pay the rest on the same address');
      // The booking keeps its derived address on every EVM network (the same key holds it everywhere).
      const index = existing.address_index ?? (await this.nextIndex(tx));
      await tx.query(
        'update crypto_invoices set coin = $2, network = $3, address = $4, amount = $5, address_index = $6 where id = $1',
        [existing.id, choice.coin, choice.network, this.addresses.address(index), amount, index],
      );
    } else {
      const index = await this.nextIndex(tx);
      await tx.query(
        `insert into crypto_invoices (id, booking_id, coin, network, address, address_index, amount, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          uuid(),
          bookingId,
          choice.coin,
          choice.network,
          this.addresses.address(index),
          index,
          amount,
          new Date(now + CHECKOUT_TIMING.paymentHoldMs).toISOString(),
          new Date(now).toISOString(),
        ],
      );
    }
    await tx.query('update bookings set charge_currency = $2, charge_amount = $3 where id = $1', [
      bookingId,
      choice.coin,
      amount,
    ]);
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
    const seen = this.pending.get(network)?.get(invoice.address.toLowerCase()) ?? [];
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
    return this.ledger.view(invoice, Number(fromTokenUnits(unconfirmedUnits, token.decimals)), uri, {
      chainId,
      chainName: config.wallet.name,
      rpcUrls: [...config.wallet.rpcUrls],
      nativeCurrency: config.wallet.nativeCurrency,
      explorer: config.explorer || null,
      token: token.address,
      decimals: token.decimals,
      amountUnits: toSend.toString(),
      confirmations: config.confirmations,
    });
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

  /**
   * Sends a deposit back on its network from the refund hot wallet (CRYPTO_REFUND_KEY), to the
   * address the traveller confirmed (refunds.refund_address). The transaction is signed once and kept
   * (hash, nonce, raw bytes) on the refund row before it is broadcast: a later attempt (another
   * process, a restart between send and receipt) reads that transaction's receipt, or broadcasts the
   * same bytes again, and never signs a second transfer. Until the address is confirmed, while the
   * wallet cannot cover the refund (an alert is logged) and while the transaction awaits its receipt,
   * the refund waits in the queue (RefundDeferred). Without a refund wallet the refund fails with what
   * support needs to send it by hand.
   */
  async refund(depositRef: string, idempotencyKey: string): Promise<string> {
    const excess = depositRef.endsWith(EXCESS_SUFFIX);
    const ref = excess ? depositRef.slice(0, -EXCESS_SUFFIX.length) : depositRef;
    const [deposit] = await this.deps.db.query<DepositRow>(
      'select * from crypto_deposits where tx_hash = $1',
      [ref],
    );
    if (!deposit) throw new Error(`No crypto deposit ${ref} (refund ${idempotencyKey})`);
    const [payment] = await this.deps.db.query<{ amount: string; currency: string }>(
      `select amount::text as amount, currency from payments where provider = 'crypto' and provider_ref = $1`,
      [depositRef],
    );
    const amount = payment?.amount ?? deposit.amount;
    const account = this.refundAccount;
    if (!account) {
      throw new Error(
        `No refund wallet (CRYPTO_REFUND_KEY): send ${amount} ${payment?.currency ?? ''} on ${deposit.network} by hand ` +
          `(deposit ${deposit.chain_tx_hash} from ${deposit.from_address}; confirm the traveller's refund address first)`,
      );
    }
    const refundId = idempotencyKey.startsWith('refund:') ? idempotencyKey.slice('refund:'.length) : idempotencyKey;
    const [row] = await this.deps.db.query<RefundRow>('select * from refunds where id = $1', [refundId]);
    if (!row) throw new Error(`No refund ${refundId}`);
    const network = (row.chain_network ?? deposit.network) as EvmNetworkId;
    const config = this.configs.get(network);
    const client = this.clients.get(network);
    const chain = this.chains.get(network);
    if (!config || !client || !chain) throw new Error(`Network ${network} is not served on a chain here`);
    if (row.chain_tx_hash && row.chain_raw_tx) return this.awaitSent(client, row.id, row.chain_tx_hash as Hex, row.chain_raw_tx as Hex);
    if (!row.refund_address) throw new RefundDeferred('Waiting for the traveller to confirm a refund address');
    const coin = (payment?.currency ?? row.currency) as CryptoCoin;
    const token = config.tokens[coin];
    if (!token) throw new Error(`No ${coin} on ${network}`);
    const units = toTokenUnits(microUnits(amount), token.decimals);
    const [tokenBalance, gasBalance] = await Promise.all([
      client.readContract({ address: token.address, abi: ERC20, functionName: 'balanceOf', args: [account.address] }),
      client.getBalance({ address: account.address }),
    ]);
    const threshold = toTokenUnits(microUnits(this.config.refund?.lowBalance ?? 0), token.decimals);
    const alert = {
      alert: 'crypto_refund_wallet_low',
      network,
      coin,
      wallet: account.address,
      balance: fromTokenUnits(tokenBalance, token.decimals),
      gas: gasBalance.toString(),
      refundId: row.id,
      amount,
    };
    if (tokenBalance < units || gasBalance === 0n) {
      this.deps.log.error(alert, 'refund wallet too low for a refund: top it up; the refund waits in the queue');
      throw new RefundDeferred(
        `The refund wallet ${account.address} holds ${fromTokenUnits(tokenBalance, token.decimals)} ${coin} on ${network} (${gasBalance} wei for gas); the refund of ${amount} ${coin} waits for a top-up`,
      );
    }
    if (tokenBalance - units < threshold) this.deps.log.error(alert, 'refund wallet balance low: top it up');
    const wallet = createWalletClient({ account, chain, transport: http(config.rpcUrl) });
    const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const request = await wallet.prepareTransactionRequest({
      to: token.address,
      data: encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [getAddress(row.refund_address), units] }),
      nonce,
      chain,
    });
    const raw = await wallet.signTransaction(request);
    const hash = keccak256(raw);
    // Kept before it is broadcast: whoever comes next finds this transaction, never signs another.
    const [kept] = await this.deps.db.query<{ id: string }>(
      `update refunds set chain_network = $2, chain_nonce = $3, chain_tx_hash = $4, chain_raw_tx = $5, chain_explorer_url = $6
       where id = $1 and chain_tx_hash is null and status = 'pending' returning id`,
      [row.id, network, nonce, hash, raw, explorerTxUrl(config.explorer, hash)],
    );
    if (!kept) {
      const [current] = await this.deps.db.query<RefundRow>('select * from refunds where id = $1', [row.id]);
      if (current?.chain_tx_hash && current.chain_raw_tx)
        return this.awaitSent(client, row.id, current.chain_tx_hash as Hex, current.chain_raw_tx as Hex);
      throw new Error(`Refund ${row.id} changed while it was signed`);
    }
    return this.awaitSent(client, row.id, hash, raw);
  }

  /**
   * The kept refund transaction: its hash once it succeeded; otherwise the same bytes are broadcast
   * (harmless when the node has them) and the refund waits for the receipt. A transaction that can no
   * longer be mined (its nonce taken by another) or that reverted is dropped, so the next attempt
   * signs a fresh one.
   */
  private async awaitSent(client: PublicClient, refundId: string, hash: Hex, raw: Hex): Promise<string> {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) {
      if (receipt.status === 'success') return hash;
      await this.forget(refundId, hash);
      throw new Error(`Refund transaction ${hash} reverted`);
    }
    try {
      await client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const known = await client.getTransaction({ hash }).catch(() => undefined);
      if (!known) {
        if (/nonce too low|nonce has already been used/i.test(message)) await this.forget(refundId, hash);
        throw error;
      }
    }
    const mined = await client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (mined?.status === 'success') return hash;
    if (mined) {
      await this.forget(refundId, hash);
      throw new Error(`Refund transaction ${hash} reverted`);
    }
    throw new RefundDeferred(`Refund transaction ${hash} sent; waiting for its receipt`, 15_000);
  }

  private async forget(refundId: string, hash: Hex): Promise<void> {
    await this.deps.db.query(
      `update refunds set chain_tx_hash = null, chain_raw_tx = null, chain_nonce = null where id = $1 and chain_tx_hash = $2`,
      [refundId, hash],
    );
  }

  /**
   * One pass of a network's watcher: records the transfers to watched addresses in the blocks after
   * the cursor up to head − confirmations (moving the cursor in the same transaction), keeps those
   * above as unconfirmed, then counts what confirmed. Overlapping calls for a network share one pass.
   */
  scan(network: EvmNetworkId): Promise<void> {
    const running = this.scanning.get(network);
    if (running) return running;
    const pass = this.scanOnce(network).finally(() => this.scanning.delete(network));
    this.scanning.set(network, pass);
    return pass;
  }

  /** Scans every network once (tests, and a caller that wants the newest state). */
  async scanAll(): Promise<void> {
    for (const network of this.networks as EvmNetworkId[]) await this.scan(network);
  }

  private async scanOnce(network: EvmNetworkId): Promise<void> {
    const config = this.network(network);
    const client = this.client(network);
    const [cursorRow] = await this.deps.db.query<{ block_number: string }>(
      'select block_number::text as block_number from crypto_chain_cursors where network = $1',
      [network],
    );
    // No invoice was ever opened on this network: nothing to watch.
    if (!cursorRow) return;
    // The head first, then the addresses: an address created after this read cannot have been paid in a block at or below this head.
    const head = await client.getBlockNumber();
    const safe = head - BigInt(config.confirmations);
    const watched = await this.watched();
    if (watched.size === 0) {
      this.pending.set(network, new Map());
      await this.moveCursor(
        network,
        BigInt(cursorRow.block_number),
        safe > BigInt(cursorRow.block_number) ? safe : BigInt(cursorRow.block_number),
        [],
      );
      return;
    }
    let cursor = BigInt(cursorRow.block_number);
    const range = BigInt(this.config.maxLogRange ?? 2000);
    while (cursor < safe) {
      const from = cursor + 1n;
      const to = from + range - 1n < safe ? from + range - 1n : safe;
      const logs = await this.transfers(client, [...watched.keys()], from, to);
      const moved = await this.moveCursor(
        network,
        cursor,
        to,
        logs.map((log) => ({ log, invoice: watched.get(log.to.toLowerCase()) })),
      );
      if (!moved) return; // another process scanned this range: it continues from there
      cursor = to;
    }
    // Above the confirmed range: shown as on its way, recorded only once deep enough.
    const above = cursor + 1n > safe + 1n ? cursor + 1n : safe + 1n;
    const seen = new Map<string, PendingTransfer[]>();
    if (above <= head) {
      for (const log of await this.transfers(client, [...watched.keys()], above, head)) {
        const key = log.to.toLowerCase();
        seen.set(key, [...(seen.get(key) ?? []), { token: log.token.toLowerCase(), units: log.value }]);
      }
    }
    this.pending.set(network, seen);
    await this.ledger.settleAll([network]);
  }

  /** The invoice addresses watched on every network: every derived address, for watchMs after its invoice opened. */
  private async watched(): Promise<Map<string, InvoiceRow>> {
    const since = new Date(this.deps.now() - (this.config.watchMs ?? 30 * 86_400_000)).toISOString();
    const rows = await this.deps.db.query<InvoiceRow>(
      'select * from crypto_invoices where address_index is not null and network = any($1::text[]) and created_at >= $2',
      [[...this.networks], since],
    );
    return new Map(rows.map((row) => [row.address.toLowerCase(), row]));
  }

  private async transfers(client: PublicClient, addresses: string[], fromBlock: bigint, toBlock: bigint) {
    const per = this.config.addressesPerCall ?? 200;
    const found: {
      token: `0x${string}`;
      from: `0x${string}`;
      to: `0x${string}`;
      value: bigint;
      txHash: `0x${string}`;
      logIndex: number;
      blockNumber: bigint;
      blockHash: `0x${string}`;
    }[] = [];
    for (let at = 0; at < addresses.length; at += per) {
      const to = addresses.slice(at, at + per).map((address) => getAddress(address));
      // No contract filter: a transfer of any token to the address is seen (and a wrong one recorded).
      const logs = await client.getLogs({ event: TRANSFER, args: { to }, fromBlock, toBlock, strict: true });
      for (const log of logs) {
        if (
          log.transactionHash === null ||
          log.logIndex === null ||
          log.blockNumber === null ||
          log.blockHash === null
        )
          continue;
        found.push({
          token: log.address,
          from: log.args.from,
          to: log.args.to,
          value: log.args.value,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
        });
      }
    }
    return found;
  }

  /**
   * Records the transfers of blocks (cursor, to] and moves the cursor to `to`, in one transaction,
   * only if the cursor is still where this pass read it. False when another process moved it.
   */
  private async moveCursor(
    network: EvmNetworkId,
    cursor: bigint,
    to: bigint,
    transfers: {
      log: Awaited<ReturnType<EvmCryptoPayments['transfers']>>[number];
      invoice: InvoiceRow | undefined;
    }[],
  ): Promise<boolean> {
    if (to === cursor && transfers.length === 0) return true;
    const config = this.network(network);
    const now = new Date(this.deps.now()).toISOString();
    try {
      await this.deps.db.transaction(async (tx) => {
        const moved = await tx.query(
          'update crypto_chain_cursors set block_number = $2, updated_at = $3 where network = $1 and block_number = $4 returning network',
          [network, to.toString(), now, cursor.toString()],
        );
        if (moved.length === 0) throw new CursorMoved();
        for (const { log, invoice } of transfers) {
          if (!invoice) continue;
          const coin = (Object.keys(config.tokens) as CryptoCoin[]).find(
            (key) => config.tokens[key]?.address.toLowerCase() === log.token.toLowerCase(),
          );
          const decimals = coin ? (config.tokens[coin]?.decimals ?? 6) : null;
          const kind: DepositKind =
            invoice.network !== network ? 'wrong-network' : coin !== invoice.coin ? 'wrong-token' : 'payment';
          // Another contract's decimals are unknown: its raw amount is kept, its amount is 0.
          const amount = decimals === null ? '0' : fromTokenUnits(log.value, decimals);
          const inserted = await tx.query(
            `insert into crypto_deposits (id, invoice_id, tx_hash, amount, confirm_at, created_at, network, chain_tx_hash, log_index,
               block_number, block_hash, token, from_address, raw_amount, kind, own_wallet)
             values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
               exists (select 1 from crypto_wallet_payments w where w.invoice_id = $2 and w.chain_tx_hash = lower($7)))
             on conflict do nothing returning id`,
            [
              uuid(),
              invoice.id,
              `${network}:${log.txHash}:${log.logIndex}`,
              amount,
              now,
              network,
              log.txHash,
              log.logIndex,
              log.blockNumber.toString(),
              log.blockHash,
              getAddress(log.token),
              getAddress(log.from),
              log.value.toString(),
              kind,
            ],
          );
          if (inserted.length > 0 && kind !== 'payment') {
            this.deps.log.warn(
              {
                network,
                invoiceNetwork: invoice.network,
                coin: coin ?? log.token,
                txHash: log.txHash,
                bookingId: invoice.booking_id,
                kind,
              },
              'a transfer that does not pay its invoice reached a deposit address; recorded, never counted',
            );
          }
        }
      });
      return true;
    } catch (error) {
      if (error instanceof CursorMoved) return false;
      throw error;
    }
  }

  /** The deposits recorded for a booking (tests and operators). */
  async deposits(bookingId: string): Promise<DepositRow[]> {
    return this.deps.db.query<DepositRow>(
      `select d.*, d.amount::text as amount from crypto_deposits d join crypto_invoices i on i.id = d.invoice_id where i.booking_id = $1 order by d.block_number, d.log_index`,
      [bookingId],
    );
  }
}

/** Token units as a decimal text ("12.5" for 12500000 at 6 decimals). */
export function fromTokenUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

export { fromMicroUnits };

/** A count of 10^-6 of the coin in the token's own units (its decimals; 6 on the stablecoins here). */
export function toTokenUnits(micro: bigint, decimals: number): bigint {
  return decimals >= 6 ? micro * 10n ** BigInt(decimals - 6) : micro / 10n ** BigInt(6 - decimals);
}

import type { EvmNetworkId } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { recordTransfers } from './deposit-record.ts';
import type { EvmCryptoConfig, EvmNetworkConfig } from './evm.ts';
import type { InvoiceLedger, InvoiceRow } from './payments.ts';
import { RpcDisagreement, type RpcPair, RpcUnavailable, type TransferLog } from './rpc-pair.ts';

/** A transfer seen in a block not yet deep enough to count. */
interface PendingTransfer {
  token: string;
  units: bigint;
}

/**
 * Whether a network's watcher may confirm: `ok`; `unreachable` (an RPC times out or errors: it
 * retries with backoff from `retryAt`); `disagree` (the two RPCs differ: alerted, retried every poll
 * until they agree). Only `ok` moves the cursor.
 */
export type WatchHealth =
  | { state: 'ok' }
  | { state: 'unreachable'; since: number; failures: number; retryAt: number; error: string }
  | { state: 'disagree'; since: number; reason: string; alertedAt: number };

/** While the RPCs disagree the alert is logged again this often (as the refund wallet's low balance). */
const REALERT_MS = 60_000;

/** Backoff after the n-th failed pass in a row: the poll interval doubled each time, at most 5 minutes. */
export const rpcBackoffMs = (pollMs: number, failures: number) =>
  Math.min(Math.max(pollMs, 1000) * 2 ** Math.min(failures - 1, 16), 5 * 60_000);

interface WatcherDeps {
  db: Db;
  now: () => number;
  ledger: InvoiceLedger;
  log: {
    info: (object: unknown, message: string) => void;
    warn: (object: unknown, message: string) => void;
    error: (object: unknown, message: string) => void;
  };
}

/** Thrown inside a scan's transaction when another process moved the cursor first. */
class CursorMoved extends Error {}

/**
 * The chain watchers, one per network: read `Transfer` logs to the watched invoice addresses from the
 * block after the durable cursor (crypto_chain_cursors) up to the confirmed head − confirmations (of
 * both RPCs when two are configured, see RpcPair), record each log once in the transaction that moves
 * the cursor (by compare-and-set, so several processes may scan), keep what is above as unconfirmed,
 * then count what confirmed. An RPC that fails or a disagreement stops the pass before the cursor
 * moves: nothing is skipped, nothing confirms; the invoice view says confirmations are paused.
 */
export class ChainWatcher {
  /** network → lower-case address → transfers seen above the confirmed range (replaced by each scan). */
  private readonly pending = new Map<EvmNetworkId, Map<string, PendingTransfer[]>>();
  private readonly healths = new Map<EvmNetworkId, WatchHealth>();
  private readonly scanning = new Map<EvmNetworkId, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: WatcherDeps,
    private readonly config: EvmCryptoConfig,
    private readonly rpcs: ReadonlyMap<EvmNetworkId, RpcPair>,
  ) {}

  private get networks(): EvmNetworkId[] {
    return this.config.networks.map((network) => network.network);
  }

  /** Starts the timer: each network scanned every pollMs, except while its RPC backs off. */
  start(): void {
    const every = this.config.pollMs ?? 4000;
    if (every <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      for (const network of this.networks) {
        const health = this.health(network);
        if (health.state === 'unreachable' && this.deps.now() < health.retryAt) continue;
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

  health(network: EvmNetworkId): WatchHealth {
    return this.healths.get(network) ?? { state: 'ok' };
  }

  /** Transfers to `address` seen above the confirmed range of `network`. */
  unconfirmed(network: EvmNetworkId, address: string): PendingTransfer[] {
    return this.pending.get(network)?.get(address.toLowerCase()) ?? [];
  }

  /** One pass of a network's watcher; overlapping calls for a network share one pass. */
  scan(network: EvmNetworkId): Promise<void> {
    const running = this.scanning.get(network);
    if (running) return running;
    const pass = this.guarded(network).finally(() => this.scanning.delete(network));
    this.scanning.set(network, pass);
    return pass;
  }

  async scanAll(): Promise<void> {
    for (const network of this.networks) await this.scan(network);
  }

  private config_(network: EvmNetworkId): EvmNetworkConfig {
    const config = this.config.networks.find((entry) => entry.network === network);
    if (!config) throw new Error(`${network} is not served by the chain`);
    return config;
  }

  /** A pass, with what its RPCs' faults mean: wait and retry (unreachable), stop and alert (disagree). */
  private async guarded(network: EvmNetworkId): Promise<void> {
    const before = this.health(network);
    try {
      await this.scanOnce(network);
    } catch (error) {
      const now = this.deps.now();
      if (error instanceof RpcUnavailable) {
        const failures = before.state === 'unreachable' ? before.failures + 1 : 1;
        const retryAt = now + rpcBackoffMs(this.config.pollMs ?? 4000, failures);
        // A disagreement stays one (and alerted) until the RPCs answer and agree.
        if (before.state !== 'disagree') {
          this.healths.set(network, {
            state: 'unreachable',
            since: before.state === 'unreachable' ? before.since : now,
            failures,
            retryAt,
            error: error.message,
          });
        }
        this.deps.log.warn(
          { network, endpoint: error.endpoint, failures, retryInMs: retryAt - now, err: error.cause },
          'an RPC of the network did not answer; nothing confirms on it until it does (retried with backoff)',
        );
        return;
      }
      if (error instanceof RpcDisagreement) {
        const alertedRecently = before.state === 'disagree' && now - before.alertedAt < REALERT_MS;
        this.healths.set(network, {
          state: 'disagree',
          since: before.state === 'disagree' ? before.since : now,
          reason: error.message,
          alertedAt: alertedRecently && before.state === 'disagree' ? before.alertedAt : now,
        });
        // Unconfirmed transfers came from one of the two: not shown while they disagree.
        this.pending.set(network, new Map());
        if (alertedRecently) return;
        this.deps.log.error(
          { alert: 'crypto_rpc_disagree', network, reason: error.message, ...error.detail },
          "the network's two RPCs disagree: confirmations on it are stopped until they agree again; check both providers",
        );
        return;
      }
      throw error;
    }
    if (before.state !== 'ok') {
      this.healths.delete(network);
      this.deps.log.info(
        { network, was: before.state },
        "the network's RPCs answer and agree again; confirmations resume",
      );
    }
  }

  private async scanOnce(network: EvmNetworkId): Promise<void> {
    const config = this.config_(network);
    const rpc = this.rpcs.get(network);
    if (!rpc) throw new Error(`${network} is not served by the chain`);
    const [cursorRow] = await this.deps.db.query<{ block_number: string }>(
      'select block_number::text as block_number from crypto_chain_cursors where network = $1',
      [network],
    );
    // No invoice was ever opened while this network was served: nothing to watch.
    if (!cursorRow) return;
    // The head first, then the addresses: an address created after this read cannot have been paid in a block at or below this head.
    const { head } = await rpc.head();
    const safe = head - BigInt(config.confirmations);
    const watched = await this.watched();
    let cursor = BigInt(cursorRow.block_number);
    if (watched.size === 0) {
      this.pending.set(network, new Map());
      if (safe > cursor) await this.moveCursor(config, cursor, safe, []);
      return;
    }
    const addresses = [...watched.keys()];
    const range = BigInt(this.config.maxLogRange ?? 2000);
    while (cursor < safe) {
      const from = cursor + 1n;
      const to = from + range - 1n < safe ? from + range - 1n : safe;
      const logs = await rpc.confirmedTransfers(addresses, from, to);
      const moved = await this.moveCursor(
        config,
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
      for (const log of await rpc.unconfirmedTransfers(addresses, above, head)) {
        const key = log.to.toLowerCase();
        seen.set(key, [...(seen.get(key) ?? []), { token: log.token.toLowerCase(), units: log.value }]);
      }
    }
    this.pending.set(network, seen);
    await this.deps.ledger.settleAll([network]);
  }

  /** The invoice addresses watched on every network: every derived address, for watchMs after its invoice opened. */
  private async watched(): Promise<Map<string, InvoiceRow>> {
    const since = new Date(this.deps.now() - (this.config.watchMs ?? 30 * 86_400_000)).toISOString();
    const rows = await this.deps.db.query<InvoiceRow>(
      'select * from crypto_invoices where address_index is not null and network = any($1::text[]) and created_at >= $2',
      [this.networks, since],
    );
    return new Map(rows.map((row) => [row.address.toLowerCase(), row]));
  }

  /**
   * Records the transfers of blocks (cursor, to] and moves the cursor to `to`, in one transaction,
   * only if the cursor is still where this pass read it. False when another process moved it.
   */
  private async moveCursor(
    config: EvmNetworkConfig,
    cursor: bigint,
    to: bigint,
    transfers: { log: TransferLog; invoice: InvoiceRow | undefined }[],
  ): Promise<boolean> {
    if (to === cursor && transfers.length === 0) return true;
    const now = new Date(this.deps.now()).toISOString();
    try {
      await this.deps.db.transaction(async (tx) => {
        const moved = await tx.query(
          'update crypto_chain_cursors set block_number = $2, updated_at = $3 where network = $1 and block_number = $4 returning network',
          [config.network, to.toString(), now, cursor.toString()],
        );
        if (moved.length === 0) throw new CursorMoved();
        await recordTransfers(tx, { now, log: this.deps.log }, config, transfers);
      });
      return true;
    } catch (error) {
      if (error instanceof CursorMoved) return false;
      throw error;
    }
  }
}

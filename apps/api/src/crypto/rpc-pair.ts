import { getAddress, parseAbiItem, type PublicClient } from 'viem';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** One ERC-20 Transfer log to a watched address. */
export interface TransferLog {
  token: `0x${string}`;
  from: `0x${string}`;
  to: `0x${string}`;
  value: bigint;
  txHash: `0x${string}`;
  logIndex: number;
  blockNumber: bigint;
  blockHash: `0x${string}`;
}

/** The RPCs disagree (a head far from the other's, logs that differ): nothing confirms until they agree. */
export class RpcDisagreement extends Error {
  constructor(
    message: string,
    readonly detail: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RpcDisagreement';
  }
}

/** An RPC did not answer (a timeout, an error): the watcher waits and retries, skipping nothing. */
export class RpcUnavailable extends Error {
  constructor(
    readonly endpoint: 'primary' | 'check',
    failure: unknown,
  ) {
    super(
      `The ${endpoint} RPC did not answer: ${failure instanceof Error ? failure.message.split('\n')[0] : String(failure)}`,
      {
        cause: failure,
      },
    );
    this.name = 'RpcUnavailable';
  }
}

const ask = <T>(endpoint: 'primary' | 'check', call: () => Promise<T>): Promise<T> =>
  call().catch((error: unknown) => {
    throw new RpcUnavailable(endpoint, error);
  });

/**
 * A network's JSON-RPC endpoints (CRYPTO_<NETWORK>_RPC_URL, and CRYPTO_<NETWORK>_RPC_URL_2 when set).
 *
 * With two, neither is trusted alone. The rule:
 * - The head is asked of both; when they are more than `headTolerance` blocks apart one of them is
 *   wrong (lies, or is stuck) and we cannot tell which: RpcDisagreement. Otherwise the confirmed
 *   range ends at the lower head minus the confirmation depth, a block both have built on.
 * - Logs of a confirmed range are read from the primary and the same query is asked of the check;
 *   the range is recorded only if both answer the same set of logs, each the same (tx hash, log
 *   index, block hash, token, from, to, value). Any difference (a log one invents or hides, another
 *   block at that height) is an RpcDisagreement and the cursor stays where it is. A range inside the
 *   confirmed depth never differs between honest nodes, so this stops only on a fault.
 * - Either RPC that times out or errors fails the whole pass (RpcUnavailable): the cursor does not
 *   move, so no block is skipped and nothing confirms on the word of one.
 * With one endpoint, its answers are taken as they are (as before a second was configurable).
 */
export class RpcPair {
  constructor(
    readonly primary: PublicClient,
    readonly check: PublicClient | undefined,
    private readonly headTolerance: number,
    private readonly addressesPerCall = 200,
  ) {}

  /** The head both agree on (the lower of the two), and each one's answer. */
  async head(): Promise<{ head: bigint; heads: bigint[] }> {
    const { check } = this;
    const [primary, second] = await Promise.all([
      ask('primary', () => this.primary.getBlockNumber()),
      check ? ask('check', () => check.getBlockNumber()) : undefined,
    ]);
    if (second === undefined) return { head: primary, heads: [primary] };
    const gap = primary > second ? primary - second : second - primary;
    if (gap > BigInt(this.headTolerance)) {
      throw new RpcDisagreement(`The RPCs' heads are ${gap} blocks apart`, {
        primaryHead: primary.toString(),
        checkHead: second.toString(),
        tolerance: this.headTolerance,
      });
    }
    return { head: primary < second ? primary : second, heads: [primary, second] };
  }

  /** The head for a new cursor: the lower of those that answer (a lower start only scans more blocks). */
  async startHead(): Promise<bigint> {
    const heads = await Promise.allSettled([this.primary.getBlockNumber(), this.check?.getBlockNumber()]);
    const known = heads.flatMap((result) =>
      result.status === 'fulfilled' && result.value !== undefined ? [result.value] : [],
    );
    const first = heads[0];
    if (known.length === 0) throw first?.status === 'rejected' ? first.reason : new Error('no head');
    return known.reduce((low, head) => (head < low ? head : low));
  }

  /** Transfer logs to `addresses` in blocks [from, to] that both RPCs report alike (see the class). */
  async confirmedTransfers(addresses: string[], fromBlock: bigint, toBlock: bigint): Promise<TransferLog[]> {
    const { check } = this;
    const [logs, checked] = await Promise.all([
      ask('primary', () => transfers(this.primary, addresses, fromBlock, toBlock, this.addressesPerCall)),
      check
        ? ask('check', () => transfers(check, addresses, fromBlock, toBlock, this.addressesPerCall))
        : undefined,
    ]);
    if (checked) {
      const key = (log: TransferLog) =>
        [log.txHash, log.logIndex, log.blockHash, log.blockNumber, log.token, log.from, log.to, log.value]
          .map((part) => String(part).toLowerCase())
          .join('|');
      const primaryKeys = new Set(logs.map(key));
      const checkKeys = new Set(checked.map(key));
      const onlyPrimary = [...primaryKeys].filter((entry) => !checkKeys.has(entry));
      const onlyCheck = [...checkKeys].filter((entry) => !primaryKeys.has(entry));
      if (onlyPrimary.length > 0 || onlyCheck.length > 0) {
        throw new RpcDisagreement(
          `The RPCs report different Transfer logs in blocks ${fromBlock}-${toBlock}`,
          {
            fromBlock: fromBlock.toString(),
            toBlock: toBlock.toString(),
            onlyPrimary: onlyPrimary.slice(0, 5),
            onlyCheck: onlyCheck.slice(0, 5),
          },
        );
      }
    }
    return logs;
  }

  /** Transfers seen above the confirmed range, from the primary only (shown as on their way, never counted). */
  unconfirmedTransfers(addresses: string[], fromBlock: bigint, toBlock: bigint): Promise<TransferLog[]> {
    return ask('primary', () =>
      transfers(this.primary, addresses, fromBlock, toBlock, this.addressesPerCall),
    );
  }
}

async function transfers(
  client: PublicClient,
  addresses: string[],
  fromBlock: bigint,
  toBlock: bigint,
  per: number,
): Promise<TransferLog[]> {
  const found: TransferLog[] = [];
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

import { type CryptoCoin, type EvmNetworkId, explorerTxUrl } from '@clubstay/contract/checkout';
import {
  type Chain,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  parseAbi,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { RefundDeferred, type RefundRow } from '#checkout/refunds.ts';
import type { Db } from '#db/db.ts';
import type { EvmNetworkConfig } from './evm.ts';
import { EXCESS_SUFFIX, microUnits } from './payments.ts';
import { fromTokenUnits, toTokenUnits } from './units.ts';

const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

/** A network as a refund sends on it: its configuration, a client that reads it, the chain to sign for. */
interface ServedNetwork {
  config: EvmNetworkConfig;
  client: PublicClient;
  chain: Chain;
}

interface DepositRow extends Record<string, unknown> {
  network: string;
  chain_tx_hash: string;
  amount: string;
  from_address: string;
}

/** On-chain refunds from the refund hot wallet (CRYPTO_REFUND_KEY); see `refund`. */
export class ChainRefunds {
  /** The refund hot wallet, when CRYPTO_REFUND_KEY is set. */
  readonly refundAccount: PrivateKeyAccount | undefined;
  private readonly lowBalance: number;

  constructor(
    private readonly deps: {
      db: Db;
      log: { error: (object: unknown, message: string) => void };
    },
    refund: { key: `0x${string}`; lowBalance: number } | undefined,
    private readonly served: (network: EvmNetworkId) => ServedNetwork | undefined,
  ) {
    this.refundAccount = refund ? privateKeyToAccount(refund.key) : undefined;
    this.lowBalance = refund?.lowBalance ?? 0;
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
    const refundId = idempotencyKey.startsWith('refund:')
      ? idempotencyKey.slice('refund:'.length)
      : idempotencyKey;
    const [row] = await this.deps.db.query<RefundRow>('select * from refunds where id = $1', [refundId]);
    if (!row) throw new Error(`No refund ${refundId}`);
    const network = (row.chain_network ?? deposit.network) as EvmNetworkId;
    const served = this.served(network);
    if (!served) throw new Error(`Network ${network} is not served on a chain here`);
    const { config, client, chain } = served;
    if (row.chain_tx_hash && row.chain_raw_tx)
      return this.awaitSent(client, row.id, row.chain_tx_hash as Hex, row.chain_raw_tx as Hex);
    if (!row.refund_address)
      throw new RefundDeferred('Waiting for the traveller to confirm a refund address');
    const coin = (payment?.currency ?? row.currency) as CryptoCoin;
    const token = config.tokens[coin];
    if (!token) throw new Error(`No ${coin} on ${network}`);
    const units = toTokenUnits(microUnits(amount), token.decimals);
    const [tokenBalance, gasBalance] = await Promise.all([
      client.readContract({
        address: token.address,
        abi: ERC20,
        functionName: 'balanceOf',
        args: [account.address],
      }),
      client.getBalance({ address: account.address }),
    ]);
    const threshold = toTokenUnits(microUnits(this.lowBalance ?? 0), token.decimals);
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
      this.deps.log.error(
        alert,
        'refund wallet too low for a refund: top it up; the refund waits in the queue',
      );
      throw new RefundDeferred(
        `The refund wallet ${account.address} holds ${fromTokenUnits(tokenBalance, token.decimals)} ${coin} on ${network} (${gasBalance} wei for gas); the refund of ${amount} ${coin} waits for a top-up`,
      );
    }
    if (tokenBalance - units < threshold) this.deps.log.error(alert, 'refund wallet balance low: top it up');
    const wallet = createWalletClient({ account, chain, transport: http(config.rpcUrl) });
    const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
    const request = await wallet.prepareTransactionRequest({
      to: token.address,
      data: encodeFunctionData({
        abi: ERC20,
        functionName: 'transfer',
        args: [getAddress(row.refund_address), units],
      }),
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
}

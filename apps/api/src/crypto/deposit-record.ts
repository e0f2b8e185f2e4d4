import { type CryptoCoin, type EvmNetworkId, round2 } from '@clubstay/contract/checkout';
import { getAddress } from 'viem';
import { uuid } from '#checkout/ids.ts';
import type { Queryable } from '#db/db.ts';
import { CURRENCY_RATES } from '#reference/catalogue.ts';
import type { EvmNetworkConfig } from './evm.ts';
import type { InvoiceRow } from './payments.ts';
import type { TransferLog } from './rpc-pair.ts';
import { fromTokenUnits } from './units.ts';

type DepositKind = 'payment' | 'wrong-token' | 'wrong-network';

/**
 * Records confirmed transfers to invoice addresses, each log once (unique network, tx hash, log
 * index), inside the transaction that moves the network's cursor.
 *
 * A transfer of the invoiced coin on the invoiced network is a `payment` (the ledger counts it). Any
 * other is recorded and never counts: `wrong-network` (the address is the same on every EVM network,
 * so the invoiced coin may arrive on another one the API watches) and `wrong-token` (another coin, or
 * any other contract). Unmatched money in a coin the refund wallet holds (USDC, USDT on a served
 * network) is queued for refund at once, on the network it came on, like late money: reason
 * `unmatched`, the deposit's id as the refund's payment id (there is no payment: it never counted).
 * Another contract's token cannot be sent back from the refund wallet (which holds only the
 * stablecoins) and its decimals are unknown: its raw amount is kept, support is alerted.
 */
export async function recordTransfers(
  tx: Queryable,
  deps: {
    now: string;
    log: {
      warn: (object: unknown, message: string) => void;
      error: (object: unknown, message: string) => void;
    };
  },
  config: EvmNetworkConfig,
  transfers: { log: TransferLog; invoice: InvoiceRow | undefined }[],
): Promise<void> {
  const network: EvmNetworkId = config.network;
  for (const { log, invoice } of transfers) {
    if (!invoice) continue;
    const coin = (Object.keys(config.tokens) as CryptoCoin[]).find(
      (key) => config.tokens[key]?.address.toLowerCase() === log.token.toLowerCase(),
    );
    const decimals = coin ? (config.tokens[coin]?.decimals ?? 6) : null;
    const kind: DepositKind =
      invoice.network !== network
        ? coin === invoice.coin
          ? 'wrong-network'
          : 'wrong-token'
        : coin !== invoice.coin
          ? 'wrong-token'
          : 'payment';
    const amount = decimals === null ? '0' : fromTokenUnits(log.value, decimals);
    const id = uuid();
    const ref = `${network}:${log.txHash}:${log.logIndex}`;
    const inserted = await tx.query(
      `insert into crypto_deposits (id, invoice_id, tx_hash, amount, confirm_at, created_at, network, chain_tx_hash, log_index,
         block_number, block_hash, token, from_address, raw_amount, kind, own_wallet)
       values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         exists (select 1 from crypto_wallet_payments w where w.invoice_id = $2 and w.chain_tx_hash = lower($7)))
       on conflict do nothing returning id`,
      [
        id,
        invoice.id,
        ref,
        amount,
        deps.now,
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
    if (inserted.length === 0 || kind === 'payment') continue;
    const context = {
      network,
      invoiceNetwork: invoice.network,
      invoiceCoin: invoice.coin,
      coin: coin ?? log.token,
      rawAmount: log.value.toString(),
      txHash: log.txHash,
      bookingId: invoice.booking_id,
      kind,
    };
    if (coin && log.value > 0n) {
      const rate = CURRENCY_RATES[coin] ?? 1;
      await tx.query(
        `insert into refunds (id, booking_id, payment_id, provider, provider_ref, kind, amount, currency, amount_eur, status, attempts, reason, chain_network, created_at, updated_at)
         values ($1, $2, $3, 'crypto', $4, 'refund', $5, $6, $7, 'pending', 0, 'unmatched', $8, $9, $9)
         on conflict (payment_id) do nothing`,
        [uuid(), invoice.booking_id, id, ref, amount, coin, round2(Number(amount) / rate), network, deps.now],
      );
      deps.log.warn(
        context,
        'a transfer that does not pay its invoice reached a deposit address; recorded, never counted, queued for refund',
      );
    } else {
      deps.log.error(
        { ...context, alert: 'crypto_unmatched_token' },
        'a token the refund wallet cannot send back reached a deposit address; recorded, never counted: support returns it by hand',
      );
    }
  }
}

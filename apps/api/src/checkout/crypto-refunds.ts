import type { RefundState } from '@clubstay/contract/checkout';
import type { Queryable } from '#db/db.ts';
import { uuid } from './ids.ts';
import type { RefundRow } from './refunds.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** What a crypto refund adds to its state: transactions sent, an address awaited, a club-wallet credit. */
type CryptoRefundDetails = Pick<RefundState, 'transactions' | 'addressNeeded' | 'toWallet'>;

/** The part of a deposit's reference that names the chain deposit (`<ref>:excess` is refunded from it). */
const DEPOSIT_OF_REF = `case when r.provider_ref like '%:excess' then left(r.provider_ref, length(r.provider_ref) - 7) else r.provider_ref end`;

/**
 * The on-chain side of bookings' crypto refunds: the transactions sent (with explorer links), the
 * refund waiting for the traveller's address (prefilled only when the deposit came from their own
 * wallet), and what a member took into the club wallet.
 */
export async function cryptoRefundDetails(
  db: Queryable,
  bookingIds: string[],
): Promise<Map<string, CryptoRefundDetails>> {
  const details = new Map<string, CryptoRefundDetails>();
  if (bookingIds.length === 0) return details;
  const rows = await db.query<{
    booking_id: string;
    status: RefundRow['status'];
    amount: string;
    currency: string;
    refund_address: string | null;
    chain_network: string | null;
    chain_tx_hash: string | null;
    chain_explorer_url: string | null;
    provider_refund_ref: string | null;
    customer_id: string | null;
    chain_deposit: boolean;
    own_wallet: boolean | null;
    from_address: string | null;
  }>(
    `select r.booking_id, r.status, r.amount::text as amount, r.currency, r.refund_address, r.chain_network, r.chain_tx_hash,
       r.chain_explorer_url, r.provider_refund_ref, b.customer_id, (d.chain_tx_hash is not null) as chain_deposit, d.own_wallet, d.from_address
     from refunds r join bookings b on b.id = r.booking_id
     left join crypto_deposits d on d.tx_hash = ${DEPOSIT_OF_REF}
     where r.booking_id = any($1::uuid[]) and r.provider = 'crypto' and r.kind = 'refund'
     order by r.created_at`,
    [bookingIds],
  );
  const micro = (text: string) => Math.round(Number(text) * 1e6);
  for (const row of rows) {
    const entry = details.get(row.booking_id) ?? {};
    if (row.status === 'done' && row.chain_tx_hash && row.chain_network) {
      (entry.transactions ??= []).push({
        network: row.chain_network,
        coin: row.currency,
        amount: Number(row.amount),
        to: row.refund_address ?? '',
        txHash: row.chain_tx_hash,
        explorerUrl: row.chain_explorer_url,
      });
    } else if (row.status === 'done' && row.provider_refund_ref?.startsWith(WALLET_REF)) {
      entry.toWallet = {
        coin: row.currency,
        amount: (micro(String(entry.toWallet?.amount ?? 0)) + micro(row.amount)) / 1e6,
      };
    } else if (row.status === 'pending' && row.chain_deposit && !row.refund_address && !row.chain_tx_hash) {
      const known = entry.addressNeeded;
      entry.addressNeeded = {
        prefill: known?.prefill ?? (row.own_wallet && row.from_address ? row.from_address : null),
        coin: row.currency,
        amount: (micro(String(known?.amount ?? 0)) + micro(row.amount)) / 1e6,
        wallet: row.customer_id !== null,
      };
    }
    details.set(row.booking_id, entry);
  }
  return details;
}

/** provider_refund_ref of a refund a member took into the club wallet: `wallet:<ledger entry id>`. */
const WALLET_REF = 'wallet:';

/**
 * Confirms where a booking's crypto refunds waiting for an address go (inside a transaction, under
 * the booking's row lock): to `address` on chain, or (`toWallet`, a member's booking) into the
 * member's club wallet at once. Answers how many refunds it settled the destination of.
 */
export async function directCryptoRefunds(
  tx: Queryable,
  booking: { id: string; customer_id: string | null },
  destination: { address: string } | { toWallet: true },
  now: number,
): Promise<number> {
  const due = await tx.query<RefundRow>(
    `select r.* from refunds r join crypto_deposits d on d.tx_hash = ${DEPOSIT_OF_REF}
     where r.booking_id = $1 and r.provider = 'crypto' and r.kind = 'refund' and r.status = 'pending'
       and r.refund_address is null and r.chain_tx_hash is null and d.chain_tx_hash is not null
     for update of r`,
    [booking.id],
  );
  for (const refund of due) {
    if ('address' in destination) {
      await tx.query(
        `update refunds set refund_address = $2, refund_address_at = $3, next_attempt_at = null, updated_at = $3 where id = $1`,
        [refund.id, destination.address, iso(now)],
      );
      continue;
    }
    if (!booking.customer_id) throw new Error('Only a member takes a refund into the club wallet');
    const entry = uuid();
    await tx.query(
      `insert into wallet_ledger (id, customer_id, asset, kind, amount, fee, status, note, created_at)
       values ($1, $2, $3, 'refund', $4, 0, 'Completed', $5, $6)`,
      [entry, booking.customer_id, refund.currency, refund.amount, `refund ${refund.id}`, iso(now)],
    );
    await tx.query(
      `update refunds set status = 'done', provider_refund_ref = $2, last_error = null, next_attempt_at = null, updated_at = $3 where id = $1`,
      [refund.id, `${WALLET_REF}${entry}`, iso(now)],
    );
  }
  return due.length;
}

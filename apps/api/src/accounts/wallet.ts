import { randomUUID } from 'node:crypto';
import {
  WALLET_ASSETS,
  type WalletAsset,
  type WalletResponse,
  type WalletTransaction,
} from '@clubstay/contract/accounts';
import type { BrandId } from '@clubstay/contract/brands';
import type { Queryable } from '#db/db.ts';
import { REWARD_ASSET, rewardOf, rewardPercent } from './rewards.ts';

/** Network and transaction fee per withdrawal, deducted from the amount requested. */
const WITHDRAWAL_FEE: Record<WalletAsset, number> = { USDC: 1.5, USDT: 1.5 };
/** The smallest withdrawal (what is received must be worth the fee). */
const WITHDRAWAL_MIN: Record<WalletAsset, number> = { USDC: 10, USDT: 10 };
/** Withdrawals are processed within 24 hours. */
export const WITHDRAWAL_PROMISE_MS = 24 * 3600 * 1000;

const cents = (n: number) => Math.round(n * 100) / 100;

interface LedgerRow extends Record<string, unknown> {
  id: string;
  seq: string;
  asset: WalletAsset;
  kind: 'withdrawal' | 'credit' | 'refund';
  amount: string;
  fee: string;
  address: string | null;
  status: 'Completed' | 'Pending' | 'Failed';
  note: string | null;
  created_at: Date | string;
}

interface RewardRow extends Record<string, unknown> {
  reference: string;
  total: string;
  check_out_day: string;
  created_at: Date | string;
}

interface Entry {
  id: string;
  date: string;
  kind: WalletTransaction['kind'];
  asset: WalletAsset;
  amount: number;
  fee: number;
  to: string | null;
  status: WalletTransaction['status'];
  /** Counts toward the available balance now. */
  settled: boolean;
  /** Order among entries of the same instant: rewards first, then the ledger in insertion order. */
  seq: number;
}

/**
 * The member's wallet: rewards derived from completed bookings (available from the check-out day),
 * plus the ledger (sandbox credits, withdrawals). A withdrawal counts against the balance from the
 * moment it is requested; a failed one stops counting.
 */
export async function readWallet(
  db: Queryable,
  customerId: string,
  whiteLabel: BrandId,
  now: Date,
): Promise<WalletResponse> {
  const percent = rewardPercent(whiteLabel);
  const today = now.toISOString().slice(0, 10);
  const rewards = await db.query<RewardRow>(
    `select reference, total::text as total, to_char(check_out, 'YYYY-MM-DD') as check_out_day, created_at
     from bookings where customer_id = $1 and white_label = $2 and status = 'Completed'`,
    [customerId, whiteLabel],
  );
  const ledger = await db.query<LedgerRow>(
    `select id, seq::text as seq, asset, kind, amount::text as amount, fee::text as fee, address, status, note, created_at
     from wallet_ledger where customer_id = $1 order by seq`,
    [customerId],
  );
  const entries: Entry[] = [];
  let upcoming = 0;
  for (const row of rewards) {
    const amount = rewardOf(Number(row.total), percent);
    if (row.check_out_day > today) {
      upcoming += amount;
      continue;
    }
    entries.push({
      id: `reward-${row.reference}`,
      // Earned on the check-out day.
      date: new Date(`${row.check_out_day}T12:00:00Z`).toISOString(),
      kind: 'reward',
      asset: REWARD_ASSET,
      amount,
      fee: 0,
      to: row.reference,
      status: 'Completed',
      settled: true,
      seq: 0,
    });
  }
  for (const row of ledger) {
    const amount = Number(row.amount);
    entries.push({
      id: row.id,
      date: new Date(row.created_at).toISOString(),
      kind: row.kind,
      asset: row.asset,
      amount: row.kind === 'withdrawal' ? -amount : amount,
      fee: Number(row.fee),
      to: row.address,
      status: row.status,
      settled: row.status !== 'Failed',
      seq: Number(row.seq),
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.seq - b.seq);
  const running: Record<WalletAsset, number> = { USDC: 0, USDT: 0 };
  const transactions: WalletTransaction[] = entries.map((entry) => {
    if (entry.settled) running[entry.asset] = cents(running[entry.asset] + entry.amount);
    return {
      id: entry.id,
      date: entry.date,
      kind: entry.kind,
      asset: entry.asset,
      amount: entry.amount,
      fee: entry.fee,
      to: entry.to,
      status: entry.status,
      balance: running[entry.asset],
    };
  });
  return {
    availableBalance: cents(running.USDC + running.USDT),
    upcomingRewards: cents(upcoming),
    rewardPercent: percent,
    balances: WALLET_ASSETS.map((asset) => ({
      asset,
      available: running[asset],
      upcoming: asset === REWARD_ASSET ? cents(upcoming) : 0,
    })),
    transactions: transactions.reverse(),
    withdrawal: WALLET_ASSETS.map((asset) => ({
      asset,
      fee: WITHDRAWAL_FEE[asset],
      minAmount: WITHDRAWAL_MIN[asset],
      maxAmount: running[asset],
    })),
  };
}

type WithdrawOutcome =
  | { ok: true; id: string; fee: number; received: number; createdAt: Date }
  | { ok: false; reason: 'below-minimum' | 'insufficient'; available: number };

/**
 * Requests a withdrawal inside a transaction that first locks the member's wallet row for the asset:
 * concurrent withdrawals of one member queue on that lock, each sees the balance the previous one
 * left, so the balance never goes negative. `failOnProcessing` (sandbox scenario) makes it fail later.
 */
export async function withdraw(
  tx: Queryable,
  input: {
    customerId: string;
    whiteLabel: BrandId;
    asset: WalletAsset;
    amount: number;
    address: string;
    now: Date;
    failOnProcessing: boolean;
  },
): Promise<WithdrawOutcome> {
  await tx.query('insert into wallets (customer_id, asset) values ($1, $2) on conflict do nothing', [
    input.customerId,
    input.asset,
  ]);
  await tx.query('select 1 from wallets where customer_id = $1 and asset = $2 for update', [
    input.customerId,
    input.asset,
  ]);
  const wallet = await readWallet(tx, input.customerId, input.whiteLabel, input.now);
  const available = wallet.balances.find((b) => b.asset === input.asset)?.available ?? 0;
  const amount = cents(input.amount);
  if (amount < WITHDRAWAL_MIN[input.asset]) return { ok: false, reason: 'below-minimum', available };
  if (amount > available) return { ok: false, reason: 'insufficient', available };
  const id = randomUUID();
  const fee = WITHDRAWAL_FEE[input.asset];
  await tx.query(
    `insert into wallet_ledger (id, customer_id, asset, kind, amount, fee, address, status, note, created_at)
     values ($1, $2, $3, 'withdrawal', $4, $5, $6, 'Pending', $7, $8)`,
    [
      id,
      input.customerId,
      input.asset,
      amount,
      fee,
      input.address,
      input.failOnProcessing ? 'sandbox:fail' : null,
      input.now,
    ],
  );
  return { ok: true, id, fee, received: cents(amount - fee), createdAt: input.now };
}

/**
 * The payout processor of the sandbox: pending withdrawals older than `delayMs` are paid out
 * (Completed), or fail when the sandbox scenario asked for it (the amount returns to the balance).
 * A real payout provider would report the same two outcomes.
 */
export async function processDueWithdrawals(
  db: Queryable,
  customerId: string,
  now: Date,
  delayMs: number,
): Promise<void> {
  const due = new Date(now.getTime() - delayMs);
  await db.query(
    `update wallet_ledger set status = case when note = 'sandbox:fail' then 'Failed' else 'Completed' end, processed_at = $3
     where customer_id = $1 and kind = 'withdrawal' and status = 'Pending' and created_at <= $2`,
    [customerId, due, now],
  );
}

/** Sandbox helper: credits a member's wallet (demos and end-to-end tests). */
export async function creditWallet(
  db: Queryable,
  customerId: string,
  asset: WalletAsset,
  amount: number,
  now: Date,
  note: string,
): Promise<void> {
  await db.query(
    `insert into wallet_ledger (id, customer_id, asset, kind, amount, fee, status, note, created_at)
     values ($1, $2, $3, 'credit', $4, 0, 'Completed', $5, $6)`,
    [randomUUID(), customerId, asset, cents(amount), note, now],
  );
}

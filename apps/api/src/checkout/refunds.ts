import type { Db, Queryable } from '../db/db.ts';
import type { CryptoInvoices } from './crypto.ts';
import { uuid } from './ids.ts';
import type { SandboxPaybyrd } from './paybyrd.ts';
import type { StripeGateway } from './stripe.ts';

/** After this many provider calls a refund is given up as 'failed' (and logged for a person to act on). */
export const REFUND_MAX_ATTEMPTS = 10;
/** A claimed refund is left alone this long (a crashed process's claim expires; the idempotency key makes the retry safe). */
const CLAIM_MS = 5 * 60_000;
/** Back-off after a failed attempt: 2^attempts seconds, at most an hour. */
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 1000, 3_600_000);

export interface RefundRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  payment_id: string;
  provider: 'stripe' | 'paybyrd' | 'crypto';
  provider_ref: string;
  kind: 'refund' | 'release';
  amount: string;
  currency: string;
  amount_eur: string;
  status: 'pending' | 'done' | 'failed';
  provider_refund_ref: string | null;
  attempts: number;
  last_error: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes the booking's refunds, one per payment (inside the cancel transaction, under the booking's
 * row lock): charges and deposits are refunded, card guarantees (authorisations) released.
 */
export async function queueRefunds(tx: Queryable, bookingId: string, now: number): Promise<void> {
  const payments = await tx.query<{ id: string }>(
    'select id from payments where booking_id = $1 order by created_at',
    [bookingId],
  );
  for (const payment of payments) {
    await tx.query(
      `insert into refunds (id, booking_id, payment_id, provider, provider_ref, kind, amount, currency, amount_eur, status, attempts, created_at, updated_at)
       select $1, booking_id, id, provider, provider_ref, case when kind = 'authorization' then 'release' else 'refund' end,
         amount, currency, amount_eur, 'pending', 0, $3, $3
       from payments where id = $2
       on conflict (payment_id) do nothing`,
      [uuid(), payment.id, iso(now)],
    );
  }
}

export interface RefundProcessorDeps {
  db: Db;
  now: () => number;
  stripe: StripeGateway;
  paybyrd: SandboxPaybyrd;
  crypto: CryptoInvoices;
  log: {
    warn: (object: unknown, message: string) => void;
    error: (object: unknown, message: string) => void;
  };
}

/**
 * Issues pending refunds through their provider. A refund is claimed by a conditional update
 * (`for update skip locked`), so several processes never issue it twice at once; the provider call
 * carries the refund's id as idempotency key, so a retry after a lost answer is the same refund.
 */
export class RefundProcessor {
  constructor(private readonly deps: RefundProcessorDeps) {}

  /** Processes due pending refunds (of one booking, or all); answers how many were completed. */
  async process(bookingId?: string, limit = 20): Promise<number> {
    let done = 0;
    for (let index = 0; index < limit; index++) {
      const refund = await this.claim(bookingId);
      if (!refund) break;
      if (await this.issue(refund)) done++;
    }
    return done;
  }

  private async claim(bookingId: string | undefined): Promise<RefundRow | undefined> {
    const now = this.deps.now();
    const [row] = await this.deps.db.query<RefundRow>(
      `update refunds set attempts = attempts + 1, next_attempt_at = $2, updated_at = $1
       where id = (
         select id from refunds
         where status = 'pending' and (next_attempt_at is null or next_attempt_at <= $1) and ($3::uuid is null or booking_id = $3::uuid)
         order by created_at limit 1 for update skip locked
       ) and status = 'pending'
       returning *`,
      [iso(now), iso(now + CLAIM_MS), bookingId ?? null],
    );
    return row;
  }

  private async call(refund: RefundRow): Promise<string> {
    const key = `refund:${refund.id}`;
    const amount = Number(refund.amount);
    if (refund.provider === 'stripe') {
      if (refund.kind === 'release') return this.deps.stripe.cancelAuthorization(refund.provider_ref, key);
      return this.deps.stripe.refund(refund.provider_ref, Math.round(amount * 100), key);
    }
    if (refund.kind === 'release') throw new Error(`No authorisation release for ${refund.provider}`);
    if (refund.provider === 'paybyrd') return this.deps.paybyrd.refund(refund.provider_ref, amount, key);
    if (refund.provider === 'crypto') return this.deps.crypto.refund(refund.provider_ref, key);
    throw new Error(`Unknown payment provider ${String(refund.provider)}`);
  }

  private async issue(refund: RefundRow): Promise<boolean> {
    try {
      const reference = await this.call(refund);
      await this.deps.db.query(
        `update refunds set status = 'done', provider_refund_ref = $2, last_error = null, next_attempt_at = null, updated_at = $3
         where id = $1 and status = 'pending'`,
        [refund.id, reference, iso(this.deps.now())],
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = refund.attempts >= REFUND_MAX_ATTEMPTS;
      const now = this.deps.now();
      await this.deps.db.query(
        `update refunds set status = $2, last_error = $3, next_attempt_at = $4, updated_at = $5 where id = $1 and status = 'pending'`,
        [
          refund.id,
          giveUp ? 'failed' : 'pending',
          message.slice(0, 1000),
          giveUp ? null : iso(now + backoffMs(refund.attempts)),
          iso(now),
        ],
      );
      const context = {
        refundId: refund.id,
        bookingId: refund.booking_id,
        provider: refund.provider,
        attempts: refund.attempts,
        err: error,
      };
      if (giveUp)
        this.deps.log.error(context, 'refund failed for good; the traveller must be refunded by hand');
      else this.deps.log.warn(context, 'refund attempt failed; it is retried');
      return false;
    }
  }
}

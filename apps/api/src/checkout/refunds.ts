import type { BrandId } from '@clubstay/contract/brands';
import type { RefundState } from '@clubstay/contract/checkout';
import type { Db, Queryable } from '#db/db.ts';
import type { Mailer } from '#mail/mailer.ts';
import type { CheckoutBookingRow } from './booking-columns.ts';
import type { CryptoPayments } from '#crypto/payments.ts';
import { composeMail } from '#mail/compose.ts';
import { uuid } from './ids.ts';
import { cryptoRefundSentMail, mailToTraveller, refundFailedMail } from './mail.ts';
import type { CardGateway, CardProvider } from './card-gateway.ts';
import { cryptoRefundDetails } from './crypto-refunds.ts';

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
  /** Why the money goes back: a cancellation, a payment after the hold, a second charge, an expired part payment. */
  reason: RefundReason;
  support_notified_at: Date | string | null;
  provider_refund_ref: string | null;
  /** Crypto: the address the traveller confirmed, and the refund's transaction once signed. */
  refund_address: string | null;
  chain_network: string | null;
  chain_tx_hash: string | null;
  chain_raw_tx: string | null;
  chain_explorer_url: string | null;
  attempts: number;
  last_error: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** How long a deferred refund waits before it is looked at again. */
const REFUND_DEFER_MS = 60_000;

/**
 * Thrown by a provider when a refund cannot go yet and it is no fault of the refund: the traveller
 * has not confirmed a refund address, the refund wallet is low (an alert is logged), a sent
 * transaction awaits its receipt. The refund stays pending, is looked at again after
 * REFUND_DEFER_MS, and the wait does not count as an attempt (it never fails for good by waiting).
 */
export class RefundDeferred extends Error {
  constructor(
    message: string,
    readonly retryInMs = REFUND_DEFER_MS,
  ) {
    super(message);
    this.name = 'RefundDeferred';
  }
}

/** `unmatched`: a crypto transfer that paid nothing (another coin, another network); it has no payment row. */
export type RefundReason = 'cancel' | 'late' | 'duplicate' | 'expired' | 'unmatched';

/**
 * Writes the booking's refunds, one per payment (inside the transaction that decides the money goes
 * back, under the booking's row lock): charges and deposits are refunded, card guarantees
 * (authorisations) released. Only `paymentId` when given. A payment is refunded once whatever the
 * reason (unique per payment), so calling this again is harmless.
 */
export async function queueRefunds(
  tx: Queryable,
  bookingId: string,
  now: number,
  reason: RefundReason = 'cancel',
  paymentId?: string,
): Promise<void> {
  const payments = await tx.query<{ id: string }>(
    'select id from payments where booking_id = $1 and ($2::uuid is null or id = $2::uuid) order by created_at',
    [bookingId, paymentId ?? null],
  );
  for (const payment of payments) {
    await tx.query(
      `insert into refunds (id, booking_id, payment_id, provider, provider_ref, kind, amount, currency, amount_eur, status, attempts, reason, created_at, updated_at)
       select $1, booking_id, id, provider, provider_ref, case when kind = 'authorization' then 'release' else 'refund' end,
         amount, currency, amount_eur, 'pending', 0, $4, $3, $3
       from payments where id = $2
       on conflict (payment_id) do nothing`,
      [uuid(), payment.id, iso(now), reason],
    );
  }
}

export async function refundSummary(db: Queryable, bookingId: string): Promise<RefundState | null> {
  const rows = await db.query<{ status: RefundRow['status']; amount_eur: string }>(
    `select status, amount_eur from refunds where booking_id = $1 and kind = 'refund'`,
    [bookingId],
  );
  if (rows.length === 0) return null;
  const status = rows.some((row) => row.status === 'failed')
    ? 'failed'
    : rows.some((row) => row.status === 'pending')
      ? 'pending'
      : 'done';
  const amount = Math.round(rows.reduce((sum, row) => sum + Number(row.amount_eur) * 100, 0)) / 100;
  return { status, amount, ...(await cryptoRefundDetails(db, [bookingId])).get(bookingId) };
}

interface RefundProcessorDeps {
  db: Db;
  now: () => number;
  /** The card providers, by name (refunds and authorisation releases). */
  cards: Record<CardProvider, CardGateway>;
  crypto: CryptoPayments;
  mailer: Mailer;
  /** Where a refund that failed for good is reported (SUPPORT_EMAIL). */
  supportEmail: string;
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
    await this.notifySupport(bookingId);
    return done;
  }

  /**
   * An operator's retry of a refund that failed for good (once its cause is fixed): it becomes
   * pending with a fresh count of attempts and is issued at once. Answers the refund as it is after
   * the attempt; undefined when there is no such refund.
   */
  async retry(refundId: string): Promise<RefundRow | undefined> {
    const [row] = await this.deps.db.query<RefundRow>(
      `update refunds set status = 'pending', attempts = 0, next_attempt_at = null, support_notified_at = null, updated_at = $2
       where id = $1 and status = 'failed' returning *`,
      [refundId, iso(this.deps.now())],
    );
    if (row) {
      this.deps.log.warn({ refundId, bookingId: row.booking_id }, 'refund retried by an operator');
      await this.process(row.booking_id);
    }
    const [current] = await this.deps.db.query<RefundRow>('select * from refunds where id = $1', [refundId]);
    return current;
  }

  /** Refunds that failed for good, newest first (what an operator looks at). */
  async failed(limit = 100): Promise<RefundRow[]> {
    return this.deps.db.query<RefundRow>(
      `select * from refunds where status = 'failed' order by created_at desc limit $1`,
      [limit],
    );
  }

  /**
   * Tells support of each refund that failed for good, once: the mail is claimed by a conditional
   * update and the claim undone when sending fails, so the next sweep tries again.
   */
  private async notifySupport(bookingId: string | undefined): Promise<void> {
    const due = await this.deps.db.query<RefundRow>(
      `update refunds set support_notified_at = $1
       where id in (select id from refunds where status = 'failed' and support_notified_at is null and ($2::uuid is null or booking_id = $2::uuid) limit 20)
         and support_notified_at is null
       returning *`,
      [iso(this.deps.now()), bookingId ?? null],
    );
    for (const refund of due) {
      try {
        const [booking] = await this.deps.db.query<CheckoutBookingRow>(
          'select * from bookings where id = $1',
          [refund.booking_id],
        );
        if (!booking) continue;
        const template = refundFailedMail(booking, {
          id: refund.id,
          provider: refund.provider,
          providerRef: refund.provider_ref,
          amount: Number(refund.amount),
          currency: refund.currency,
          amountEur: Number(refund.amount_eur),
          attempts: refund.attempts,
          lastError: refund.last_error,
          reason: refund.reason,
        });
        // To support, in English, in the brand's look.
        await this.deps.mailer.send(
          composeMail(
            {
              whiteLabel: booking.white_label as BrandId,
              kind: 'refund-failed',
              to: this.deps.supportEmail,
              language: 'en',
            },
            template,
          ),
        );
      } catch (error) {
        await this.deps.db.query('update refunds set support_notified_at = null where id = $1', [refund.id]);
        this.deps.log.error(
          { err: error, refundId: refund.id },
          'support not told of a failed refund; the next sweep retries',
        );
      }
    }
  }

  /**
   * Tells the traveller a crypto refund went out on chain (transaction hash, explorer link), once: by
   * the process whose update made the refund done. A mail that fails is logged; the page and My
   * bookings show the same transaction.
   */
  private async tellSent(refund: RefundRow): Promise<void> {
    try {
      const [booking] = await this.deps.db.query<CheckoutBookingRow>('select * from bookings where id = $1', [
        refund.booking_id,
      ]);
      const lead = booking?.lead_guest as { email?: string } | undefined;
      if (!booking || !lead?.email || !refund.chain_tx_hash || !refund.chain_network) return;
      await this.deps.mailer.send(
        mailToTraveller(
          booking,
          'crypto-refund-sent',
          cryptoRefundSentMail(booking, {
            amount: String(Number(refund.amount)),
            coin: refund.currency,
            network: refund.chain_network,
            address: refund.refund_address ?? '',
            txHash: refund.chain_tx_hash,
            explorerUrl: refund.chain_explorer_url,
          }),
        ),
      );
    } catch (error) {
      this.deps.log.error({ err: error, refundId: refund.id }, 'refund sent, but its e-mail was not');
    }
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
    if (refund.provider === 'stripe' || refund.provider === 'paybyrd') {
      const cards = this.deps.cards[refund.provider];
      if (refund.kind === 'release') return cards.releaseAuthorization(refund.provider_ref, key);
      return cards.refund(refund.provider_ref, amount, key);
    }
    if (refund.kind === 'release') throw new Error(`No authorisation release for ${refund.provider}`);
    if (refund.provider === 'crypto') return this.deps.crypto.refund(refund.provider_ref, key);
    throw new Error(`Unknown payment provider ${String(refund.provider)}`);
  }

  private async issue(refund: RefundRow): Promise<boolean> {
    try {
      const reference = await this.call(refund);
      const [done] = await this.deps.db.query<RefundRow>(
        `update refunds set status = 'done', provider_refund_ref = $2, last_error = null, next_attempt_at = null, updated_at = $3
         where id = $1 and status = 'pending' returning *`,
        [refund.id, reference, iso(this.deps.now())],
      );
      if (done?.chain_tx_hash) await this.tellSent(done);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundDeferred) {
        await this.deps.db.query(
          `update refunds set attempts = greatest(attempts - 1, 0), last_error = $2, next_attempt_at = $3, updated_at = $4 where id = $1 and status = 'pending'`,
          [refund.id, message.slice(0, 1000), iso(this.deps.now() + error.retryInMs), iso(this.deps.now())],
        );
        return false;
      }
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

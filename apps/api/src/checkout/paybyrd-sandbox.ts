import { createHash } from 'node:crypto';
import { type SandboxCard, TEST_CARDS } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { randomToken } from './ids.ts';
import type {
  PaybyrdGateway,
  PaybyrdScenario as Scenario,
  PaybyrdTransaction as TransactionRow,
} from './paybyrd.ts';
import { cardProblems } from './sandbox-cards.ts';

/**
 * The Paybyrd-style card provider: the card is collected into a token (hosted fields), a payment
 * with 3DS is started from the token, the browser shows the 3DS frame and the app polls the result
 * (at most 100 times, 2000 ms apart), then pays with the 3DS data. No live adapter is configured,
 * so it is the sandbox: served only while the sandbox is on.
 *
 * Test cards: 4242 4242 4242 4242 authenticates frictionless (the frame completes on its own after
 * FRICTIONLESS_MS), 4000 0027 6000 3184 shows a challenge (Complete or Fail), 4000 0000 0000 0002 is
 * declined at pay (402), 4000 0000 0000 0119 times out at pay (504).
 */
export const FRICTIONLESS_MS = 1500;

export class SandboxPaybyrd implements PaybyrdGateway {
  constructor(private readonly options: { db: Db; now: () => number }) {}

  private nowIso() {
    return new Date(this.options.now()).toISOString();
  }

  /** Hosted fields: the card becomes a token (the number never reaches the merchant). */
  async tokenize(card: SandboxCard): Promise<{ tokenId: string; last4: string; brand: string }> {
    const problems = cardProblems(card, this.options.now());
    if (problems.length) throw new HttpError(400, problems[0]?.message ?? 'Invalid card', problems);
    const scenario: Scenario =
      card.number === TEST_CARDS.threeDs
        ? 'challenge'
        : card.number === TEST_CARDS.declined
          ? 'declined'
          : card.number === TEST_CARDS.timeout
            ? 'timeout'
            : 'success';
    const tokenId = randomToken('tok_');
    await this.options.db.query(
      'insert into sandbox_paybyrd_tokens (id, last4, scenario, created_at) values ($1, $2, $3, $4)',
      [tokenId, card.number.slice(-4), scenario, this.nowIso()],
    );
    const brand = /^4/.test(card.number)
      ? 'visa'
      : /^5[1-5]|^2[2-7]/.test(card.number)
        ? 'mastercard'
        : /^3[47]/.test(card.number)
          ? 'amex'
          : 'card';
    return { tokenId, last4: card.number.slice(-4), brand };
  }

  /** Starts a payment from a token: one transaction per booking and token (idempotent). */
  async start(input: {
    tokenId: string;
    bookingId: string;
    amount: number;
    currency: string;
  }): Promise<{ correlationId: string }> {
    const [token] = await this.options.db.query<{ scenario: Scenario }>(
      'select scenario from sandbox_paybyrd_tokens where id = $1',
      [input.tokenId],
    );
    if (!token)
      throw new HttpError(400, 'Invalid body', [
        { field: 'body.tokenId', code: 'not_found', message: 'Unknown card token' },
      ]);
    const key = `${input.bookingId}:${input.tokenId}`;
    const now = this.nowIso();
    await this.options.db.query(
      `insert into sandbox_paybyrd_transactions (correlation_id, idempotency_key, token_id, booking_id, amount, currency, scenario, three_ds, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'pending', 'created', $8, $8) on conflict (idempotency_key) do nothing`,
      [
        randomToken('pb_'),
        key,
        input.tokenId,
        input.bookingId,
        input.amount,
        input.currency,
        token.scenario,
        now,
      ],
    );
    const [row] = await this.options.db.query<TransactionRow>(
      'select * from sandbox_paybyrd_transactions where idempotency_key = $1',
      [key],
    );
    if (!row) throw new Error('transaction not stored');
    return { correlationId: row.correlation_id };
  }

  async transaction(correlationId: string): Promise<TransactionRow | undefined> {
    const [row] = await this.options.db.query<TransactionRow>(
      'select * from sandbox_paybyrd_transactions where correlation_id = $1',
      [correlationId],
    );
    if (
      row &&
      row.three_ds === 'pending' &&
      row.scenario !== 'challenge' &&
      this.options.now() - new Date(row.created_at).getTime() >= FRICTIONLESS_MS
    ) {
      return this.authenticate(correlationId, true);
    }
    return row;
  }

  /** The 3DS frame's outcome (Complete / Fail, or frictionless). */
  async authenticate(correlationId: string, passed: boolean): Promise<TransactionRow | undefined> {
    const [row] = await this.options.db.query<TransactionRow>(
      `update sandbox_paybyrd_transactions set three_ds = $2, three_ds_data = $3, updated_at = $4
       where correlation_id = $1 and three_ds = 'pending' returning *`,
      [
        correlationId,
        passed ? 'authenticated' : 'failed',
        passed ? randomToken('3ds_', 24) : null,
        this.nowIso(),
      ],
    );
    if (row) return row;
    const [current] = await this.options.db.query<TransactionRow>(
      'select * from sandbox_paybyrd_transactions where correlation_id = $1',
      [correlationId],
    );
    return current;
  }

  /**
   * Refunds part or all of a paid transaction, once per idempotency key (a retry answers the same
   * reference). A partial refund leaves the transaction 'paid' with amount_refunded below its
   * amount; it is 'refunded' once all went back.
   */
  async refund(correlationId: string, amount: number, idempotencyKey: string): Promise<string> {
    const reference = `pbr_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    return this.options.db.transaction(async (tx) => {
      const [known] = await tx.query('select 1 from sandbox_refunds where idempotency_key = $1', [
        idempotencyKey,
      ]);
      if (known) return reference;
      const [row] = await tx.query<TransactionRow>(
        `update sandbox_paybyrd_transactions set amount_refunded = amount_refunded + $2::numeric,
           status = case when amount_refunded + $2::numeric >= amount then 'refunded' else status end, updated_at = $3
         where correlation_id = $1 and status = 'paid' and $2::numeric > 0 and amount_refunded + $2::numeric <= amount returning *`,
        [correlationId, amount, this.nowIso()],
      );
      if (!row) throw new Error(`Cannot refund ${amount} of Paybyrd transaction ${correlationId}`);
      await tx.query(
        `insert into sandbox_refunds (idempotency_key, provider, payment_ref, amount, created_at) values ($1, 'paybyrd', $2, $3, $4)`,
        [idempotencyKey, correlationId, amount, this.nowIso()],
      );
      return reference;
    });
  }

  /**
   * Pays an authenticated transaction once: a repeated call answers the first outcome. Declined
   * cards answer 402, the timeout card 504 (the app shows PAYBYRD_TIMEOUT).
   */
  async pay(correlationId: string, threeDSData: string): Promise<TransactionRow> {
    const row = await this.transaction(correlationId);
    if (!row)
      throw new HttpError(400, 'Invalid body', [
        { field: 'body.correlationId', code: 'not_found', message: 'Unknown payment' },
      ]);
    if (row.status === 'paid') return row;
    if (row.three_ds !== 'authenticated' || row.three_ds_data !== threeDSData) {
      throw new HttpError(400, 'Invalid body', [
        { field: 'body.threeDSData', code: 'invalid', message: '3DS authentication missing or failed' },
      ]);
    }
    if (row.scenario === 'timeout') throw new HttpError(504, 'The card provider did not answer in time');
    if (row.scenario === 'declined' || row.status === 'declined') {
      await this.options.db.query(
        `update sandbox_paybyrd_transactions set status = 'declined', updated_at = $2 where correlation_id = $1`,
        [correlationId, this.nowIso()],
      );
      throw new HttpError(402, 'Your card was declined.', [], 402);
    }
    const [paid] = await this.options.db.query<TransactionRow>(
      `update sandbox_paybyrd_transactions set status = 'paid', updated_at = $2 where correlation_id = $1 and status = 'created' returning *`,
      [correlationId, this.nowIso()],
    );
    return paid ?? ((await this.transaction(correlationId)) as TransactionRow);
  }
}

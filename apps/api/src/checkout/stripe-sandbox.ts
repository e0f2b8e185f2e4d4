import { createHash } from 'node:crypto';
import type { SandboxCard, SandboxIntent } from '@clubstay/contract/checkout';
import { TEST_CARDS } from '@clubstay/contract/checkout';
import type { Db } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { randomToken } from './ids.ts';
import { cardProblems } from './sandbox-cards.ts';
import {
  type CardIntent,
  readEvent,
  signStripePayload,
  type StripeEventLike,
  type StripeGateway,
  verifyStripeSignature,
} from './stripe.ts';

interface IntentRow extends Record<string, unknown> {
  id: string;
  client_secret: string;
  amount: string;
  currency: string;
  capture_method: 'automatic' | 'manual';
  status: SandboxIntent['status'];
  last_error: SandboxIntent['lastPaymentError'];
  booking_id: string;
  /** Minor units refunded so far (partial refunds leave the intent 'succeeded'). */
  amount_refunded: string;
}

const toIntent = (row: IntentRow): CardIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amount: Number(row.amount),
  currency: row.currency,
  captureMethod: row.capture_method,
  bookingId: row.booking_id,
});

interface SandboxStripeOptions {
  db: Db;
  now: () => number;
  webhookSecret: string;
}

/**
 * The Stripe-like sandbox. Intents live in sandbox_stripe_intents; events in sandbox_stripe_events
 * until our webhook acknowledges them (delivered after a short delay, re-delivered by the sweeper
 * after a crash). Test cards: 4242 4242 4242 4242 succeeds, 4000 0027 6000 3184 asks for a 3DS
 * challenge (Complete or Fail on the challenge page), 4000 0000 0000 0002 is declined.
 */
export class SandboxStripe implements StripeGateway {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = null;
  /** Sends a signed event to our webhook; set by the routes (in process). */
  deliver: ((payload: string, signature: string) => Promise<boolean>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SandboxStripeOptions) {}

  async createIntent(input: Parameters<StripeGateway['createIntent']>[0]): Promise<CardIntent> {
    const now = new Date(this.options.now()).toISOString();
    await this.options.db.query(
      `insert into sandbox_stripe_intents (id, client_secret, idempotency_key, amount, currency, capture_method, status, booking_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, 'requires_payment_method', $7, $8, $8) on conflict (idempotency_key) do nothing`,
      [
        randomToken('pi_'),
        '',
        input.idempotencyKey,
        input.amount,
        input.currency.toLowerCase(),
        input.captureMethod,
        input.bookingId,
        now,
      ],
    );
    // The client secret is the id plus a secret part, as Stripe's.
    await this.options.db.query(
      `update sandbox_stripe_intents set client_secret = id || '_secret_' || $2 where idempotency_key = $1 and client_secret = ''`,
      [input.idempotencyKey, randomToken('', 18)],
    );
    const [row] = await this.options.db.query<IntentRow>(
      'select * from sandbox_stripe_intents where idempotency_key = $1',
      [input.idempotencyKey],
    );
    if (!row) throw new Error('sandbox intent not stored');
    return toIntent(row);
  }

  async retrieve(id: string): Promise<CardIntent | undefined> {
    const [row] = await this.options.db.query<IntentRow>(
      'select * from sandbox_stripe_intents where id = $1',
      [id],
    );
    return row ? toIntent(row) : undefined;
  }

  /**
   * Refunds part or all of a succeeded intent, once per idempotency key (a retry answers the same
   * refund id). The intent keeps what was refunded: a partial refund leaves it 'succeeded' with
   * amount_refunded below the amount (as Stripe's charge does); it is 'refunded' once all went back.
   */
  async refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<string> {
    const reference = `re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    return this.options.db.transaction(async (tx) => {
      const [known] = await tx.query('select 1 from sandbox_refunds where idempotency_key = $1', [
        idempotencyKey,
      ]);
      if (known) return reference;
      const [row] = await tx.query<IntentRow>(
        `update sandbox_stripe_intents set amount_refunded = amount_refunded + $2::bigint,
           status = case when amount_refunded + $2::bigint >= amount then 'refunded' else status end, updated_at = $3
         where id = $1 and status = 'succeeded' and $2::bigint > 0 and amount_refunded + $2::bigint <= amount returning *`,
        [intentId, amountMinor, new Date(this.options.now()).toISOString()],
      );
      if (!row) {
        const [current] = await tx.query<IntentRow>('select * from sandbox_stripe_intents where id = $1', [
          intentId,
        ]);
        throw new Error(
          current
            ? `Cannot refund ${amountMinor} of ${intentId} (status ${current.status}, amount ${current.amount}, refunded ${current.amount_refunded})`
            : `No such payment_intent ${intentId}`,
        );
      }
      await tx.query(
        `insert into sandbox_refunds (idempotency_key, provider, payment_ref, amount, created_at) values ($1, 'stripe', $2, $3, $4)`,
        [idempotencyKey, intentId, amountMinor / 100, new Date(this.options.now()).toISOString()],
      );
      return reference;
    });
  }

  /** An uncaptured guarantee becomes 'canceled' (again: the same answer). */
  async cancelAuthorization(intentId: string, _idempotencyKey: string): Promise<string> {
    const [row] = await this.options.db.query<IntentRow>(
      `update sandbox_stripe_intents set status = 'canceled', updated_at = $2
       where id = $1 and status in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'canceled') returning *`,
      [intentId, new Date(this.options.now()).toISOString()],
    );
    if (!row) {
      const current = await this.retrieve(intentId);
      throw new Error(
        current
          ? `Cannot cancel ${intentId} (status ${current.status})`
          : `No such payment_intent ${intentId}`,
      );
    }
    return row.id;
  }

  /** The intent as the browser sees it (client secret required, as with Stripe.js). */
  async publicIntent(id: string, clientSecret: string): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    return this.view(row);
  }

  private async owned(id: string, clientSecret: string): Promise<IntentRow> {
    const [row] = await this.options.db.query<IntentRow>(
      'select * from sandbox_stripe_intents where id = $1',
      [id],
    );
    if (!row || !row.client_secret || row.client_secret !== clientSecret) {
      throw new HttpError(404, 'No such payment_intent', [
        { field: 'params.id', code: 'resource_missing', message: 'No such payment_intent' },
      ]);
    }
    return row;
  }

  private view(row: IntentRow): SandboxIntent {
    return {
      id: row.id,
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency,
      captureMethod: row.capture_method,
      nextAction:
        row.status === 'requires_action'
          ? {
              type: 'redirect_to_url',
              url: `/api/sandbox/stripe/3ds/${row.id}?client_secret=${encodeURIComponent(row.client_secret)}`,
            }
          : null,
      lastPaymentError: row.last_error,
    };
  }

  /** stripe.confirmCardPayment: validates the card and moves the intent on. */
  async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    if (row.status !== 'requires_payment_method' && row.status !== 'requires_confirmation') {
      throw new HttpError(400, `This PaymentIntent's status is ${row.status}`, [
        {
          field: 'params.id',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${row.status}`,
        },
      ]);
    }
    const problems = cardProblems(card, this.options.now());
    if (problems.length) throw new HttpError(400, problems[0]?.message ?? 'Invalid card', problems);
    if (card.number === TEST_CARDS.declined) {
      return this.move(
        row,
        'requires_payment_method',
        card,
        {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
        'payment_intent.payment_failed',
      );
    }
    if (card.number === TEST_CARDS.threeDs) return this.move(row, 'requires_action', card, null, null);
    return this.succeed(row, card);
  }

  /** The 3DS challenge page's Complete or Fail. */
  async completeChallenge(id: string, clientSecret: string, passed: boolean): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    if (row.status !== 'requires_action') return this.view(row);
    if (passed) return this.succeed(row, null);
    return this.move(
      row,
      'requires_payment_method',
      null,
      {
        code: 'payment_intent_authentication_failure',
        declineCode: null,
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
      'payment_intent.payment_failed',
    );
  }

  private succeed(row: IntentRow, card: SandboxCard | null) {
    const manual = row.capture_method === 'manual';
    return this.move(
      row,
      manual ? 'requires_capture' : 'succeeded',
      card,
      null,
      manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded',
    );
  }

  private async move(
    row: IntentRow,
    status: SandboxIntent['status'],
    card: SandboxCard | null,
    error: SandboxIntent['lastPaymentError'],
    event: string | null,
  ): Promise<SandboxIntent> {
    const now = new Date(this.options.now()).toISOString();
    const moved = await this.options.db.transaction(async (tx) => {
      const [updated] = await tx.query<IntentRow>(
        `update sandbox_stripe_intents set status = $2, last_error = $3, card_last4 = coalesce($4, card_last4),
           confirmations = confirmations + 1, updated_at = $5 where id = $1 and status = $6 returning *`,
        [
          row.id,
          status,
          error ? JSON.stringify(error) : null,
          card ? card.number.slice(-4) : null,
          now,
          row.status,
        ],
      );
      if (!updated) return undefined;
      if (event) {
        const payload = JSON.stringify({
          id: randomToken('evt_'),
          object: 'event',
          type: event,
          created: Math.floor(this.options.now() / 1000),
          data: {
            object: {
              id: updated.id,
              object: 'payment_intent',
              status,
              amount: Number(updated.amount),
              amount_received: status === 'succeeded' ? Number(updated.amount) : 0,
              currency: updated.currency,
              capture_method: updated.capture_method,
              metadata: { bookingId: updated.booking_id },
            },
          },
        });
        await tx.query(
          'insert into sandbox_stripe_events (id, intent_id, type, payload, created_at) values ($1, $2, $3, $4, $5)',
          [(JSON.parse(payload) as { id: string }).id, updated.id, event, payload, now],
        );
      }
      return updated;
    });
    if (!moved) {
      // Someone else moved it first: answer what it is now.
      return this.view(await this.owned(row.id, row.client_secret));
    }
    if (event) this.soon();
    return this.view(moved);
  }

  /** Webhooks arrive shortly after the fact, as Stripe's do. */
  private soon() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.deliverPending(0).catch(() => undefined);
    }, 150);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Delivers events not yet acknowledged (older than `minAgeMs`), oldest first. */
  async deliverPending(minAgeMs: number): Promise<number> {
    const deliver = this.deliver;
    if (!deliver) return 0;
    const before = new Date(this.options.now() - minAgeMs).toISOString();
    const events = await this.options.db.query<{ id: string; payload: string }>(
      'select id, payload from sandbox_stripe_events where delivered_at is null and created_at <= $1 order by created_at limit 50',
      [before],
    );
    let delivered = 0;
    for (const event of events) {
      const signature = signStripePayload(
        event.payload,
        this.options.webhookSecret,
        Math.floor(this.options.now() / 1000),
      );
      if (await deliver(event.payload, signature)) {
        await this.options.db.query('update sandbox_stripe_events set delivered_at = $2 where id = $1', [
          event.id,
          new Date(this.options.now()).toISOString(),
        ]);
        delivered++;
      }
    }
    return delivered;
  }

  parseEvent(rawBody: string, signature: string | undefined): StripeEventLike {
    verifyStripeSignature(
      rawBody,
      signature,
      this.options.webhookSecret,
      Math.floor(this.options.now() / 1000),
    );
    return readEvent(rawBody);
  }
}

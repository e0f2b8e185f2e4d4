import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import type { SandboxCard, SandboxIntent } from '@clubstay/contract/checkout';
import { TEST_CARDS } from '@clubstay/contract/checkout';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http.ts';
import { randomToken } from './ids.ts';

/**
 * Card payments through Stripe: the real SDK when STRIPE_SECRET_KEY is set, otherwise a sandbox
 * that behaves like Stripe (payment intents and their statuses, test cards, a 3DS challenge page,
 * signed webhook events delivered after the fact and re-delivered until acknowledged).
 */
export interface CardIntent {
  id: string;
  clientSecret: string;
  status: SandboxIntent['status'];
  /** Minor units. */
  amount: number;
  currency: string;
  captureMethod: 'automatic' | 'manual';
  bookingId: string | null;
}

/** The part of a Stripe event the API acts on. */
export interface StripeEventLike {
  id: string;
  type: string;
  intent: { id: string; status: string; amount: number; amountReceived: number; currency: string; bookingId: string | null };
}

export interface StripeGateway {
  readonly mode: 'stripe' | 'sandbox';
  readonly publishableKey: string | null;
  /** One intent per idempotency key: a retried call returns the same intent. */
  createIntent(input: {
    bookingId: string;
    amount: number;
    currency: string;
    captureMethod: 'automatic' | 'manual';
    idempotencyKey: string;
    description: string;
  }): Promise<CardIntent>;
  retrieve(id: string): Promise<CardIntent | undefined>;
  /** Refunds (part of) a succeeded intent once per idempotency key; answers the refund's id. */
  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<string>;
  /** Releases a card guarantee (an uncaptured, manual-capture intent); answers the intent's id. */
  cancelAuthorization(intentId: string, idempotencyKey: string): Promise<string>;
  /** Verifies `Stripe-Signature` and reads the event; 400 when the signature does not hold. */
  parseEvent(rawBody: string, signature: string | undefined): StripeEventLike;
}

/** Stripe's signature scheme: `t=<unix>,v1=<hex hmac-sha256(secret, "<t>.<body>")>`. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const badSignature = (message: string) =>
  new HttpError(400, message, [{ field: 'headers.stripe-signature', code: 'invalid_signature', message }]);

/** Verifies a Stripe-Signature header against the payload (5 minutes of tolerance, like Stripe's SDK). */
export function verifyStripeSignature(payload: string, header: string | undefined, secret: string, nowSeconds: number, toleranceSeconds = 300): void {
  if (!header) throw badSignature('Missing Stripe-Signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw badSignature('Malformed Stripe-Signature');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw badSignature('Stripe-Signature timestamp outside the tolerance');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const ok = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw badSignature('Stripe-Signature does not match');
}

/** Luhn checksum of a card number. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card checks a card network makes before anything else: number, expiry, CVC (field errors). */
export function cardProblems(card: SandboxCard, now: number): { field: string; code: string; message: string }[] {
  const problems: { field: string; code: string; message: string }[] = [];
  if (!luhnValid(card.number)) problems.push({ field: 'body.card.number', code: 'incorrect_number', message: 'Your card number is incorrect.' });
  const date = new Date(now);
  const expired = card.expYear < date.getUTCFullYear() || (card.expYear === date.getUTCFullYear() && card.expMonth < date.getUTCMonth() + 1);
  if (expired) problems.push({ field: 'body.card.expYear', code: 'expired_card', message: 'Your card has expired.' });
  const amex = /^3[47]/.test(card.number);
  if (card.cvc.length !== (amex ? 4 : 3)) problems.push({ field: 'body.card.cvc', code: 'invalid_cvc', message: "Your card's security code is invalid." });
  return problems;
}

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

export interface SandboxStripeOptions {
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
      [randomToken('pi_'), '', input.idempotencyKey, input.amount, input.currency.toLowerCase(), input.captureMethod, input.bookingId, now],
    );
    // The client secret is the id plus a secret part, as Stripe's.
    await this.options.db.query(
      `update sandbox_stripe_intents set client_secret = id || '_secret_' || $2 where idempotency_key = $1 and client_secret = ''`,
      [input.idempotencyKey, randomToken('', 18)],
    );
    const [row] = await this.options.db.query<IntentRow>('select * from sandbox_stripe_intents where idempotency_key = $1', [input.idempotencyKey]);
    if (!row) throw new Error('sandbox intent not stored');
    return toIntent(row);
  }

  async retrieve(id: string): Promise<CardIntent | undefined> {
    const [row] = await this.options.db.query<IntentRow>('select * from sandbox_stripe_intents where id = $1', [id]);
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
      const [known] = await tx.query('select 1 from sandbox_refunds where idempotency_key = $1', [idempotencyKey]);
      if (known) return reference;
      const [row] = await tx.query<IntentRow>(
        `update sandbox_stripe_intents set amount_refunded = amount_refunded + $2::bigint,
           status = case when amount_refunded + $2::bigint >= amount then 'refunded' else status end, updated_at = $3
         where id = $1 and status = 'succeeded' and $2::bigint > 0 and amount_refunded + $2::bigint <= amount returning *`,
        [intentId, amountMinor, new Date(this.options.now()).toISOString()],
      );
      if (!row) {
        const [current] = await tx.query<IntentRow>('select * from sandbox_stripe_intents where id = $1', [intentId]);
        throw new Error(
          current
            ? `Cannot refund ${amountMinor} of ${intentId} (status ${current.status}, amount ${current.amount}, refunded ${current.amount_refunded})`
            : `No such payment_intent ${intentId}`,
        );
      }
      await tx.query(`insert into sandbox_refunds (idempotency_key, provider, payment_ref, amount, created_at) values ($1, 'stripe', $2, $3, $4)`, [
        idempotencyKey,
        intentId,
        amountMinor / 100,
        new Date(this.options.now()).toISOString(),
      ]);
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
      throw new Error(current ? `Cannot cancel ${intentId} (status ${current.status})` : `No such payment_intent ${intentId}`);
    }
    return row.id;
  }

  /** The intent as the browser sees it (client secret required, as with Stripe.js). */
  async publicIntent(id: string, clientSecret: string): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    return this.view(row);
  }

  private async owned(id: string, clientSecret: string): Promise<IntentRow> {
    const [row] = await this.options.db.query<IntentRow>('select * from sandbox_stripe_intents where id = $1', [id]);
    if (!row || !row.client_secret || row.client_secret !== clientSecret) {
      throw new HttpError(404, 'No such payment_intent', [{ field: 'params.id', code: 'resource_missing', message: 'No such payment_intent' }]);
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
          ? { type: 'redirect_to_url', url: `/api/sandbox/stripe/3ds/${row.id}?client_secret=${encodeURIComponent(row.client_secret)}` }
          : null,
      lastPaymentError: row.last_error,
    };
  }

  /** stripe.confirmCardPayment: validates the card and moves the intent on. */
  async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    if (row.status !== 'requires_payment_method' && row.status !== 'requires_confirmation') {
      throw new HttpError(400, `This PaymentIntent's status is ${row.status}`, [
        { field: 'params.id', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${row.status}` },
      ]);
    }
    const problems = cardProblems(card, this.options.now());
    if (problems.length) throw new HttpError(400, problems[0]?.message ?? 'Invalid card', problems);
    if (card.number === TEST_CARDS.declined) {
      return this.move(row, 'requires_payment_method', card, {
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      }, 'payment_intent.payment_failed');
    }
    if (card.number === TEST_CARDS.threeDs) return this.move(row, 'requires_action', card, null, null);
    return this.succeed(row, card);
  }

  /** The 3DS challenge page's Complete or Fail. */
  async completeChallenge(id: string, clientSecret: string, passed: boolean): Promise<SandboxIntent> {
    const row = await this.owned(id, clientSecret);
    if (row.status !== 'requires_action') return this.view(row);
    if (passed) return this.succeed(row, null);
    return this.move(row, 'requires_payment_method', null, {
      code: 'payment_intent_authentication_failure',
      declineCode: null,
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    }, 'payment_intent.payment_failed');
  }

  private succeed(row: IntentRow, card: SandboxCard | null) {
    const manual = row.capture_method === 'manual';
    return this.move(row, manual ? 'requires_capture' : 'succeeded', card, null, manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded');
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
        [row.id, status, error ? JSON.stringify(error) : null, card ? card.number.slice(-4) : null, now, row.status],
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
        await tx.query('insert into sandbox_stripe_events (id, intent_id, type, payload, created_at) values ($1, $2, $3, $4, $5)', [
          (JSON.parse(payload) as { id: string }).id,
          updated.id,
          event,
          payload,
          now,
        ]);
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
      const signature = signStripePayload(event.payload, this.options.webhookSecret, Math.floor(this.options.now() / 1000));
      if (await deliver(event.payload, signature)) {
        await this.options.db.query('update sandbox_stripe_events set delivered_at = $2 where id = $1', [event.id, new Date(this.options.now()).toISOString()]);
        delivered++;
      }
    }
    return delivered;
  }

  parseEvent(rawBody: string, signature: string | undefined): StripeEventLike {
    verifyStripeSignature(rawBody, signature, this.options.webhookSecret, Math.floor(this.options.now() / 1000));
    return readEvent(rawBody);
  }
}

/** Reads the fields we act on from a Stripe event body (any other shape is a 400). */
export function readEvent(rawBody: string): StripeEventLike {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'Invalid body', [{ field: 'body', code: 'invalid_json', message: 'Not JSON' }]);
  }
  const e = event as { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
  const object = e.data?.object;
  if (typeof e.id !== 'string' || typeof e.type !== 'string' || !object || typeof object.id !== 'string') {
    throw new HttpError(400, 'Invalid body', [{ field: 'body', code: 'invalid_event', message: 'Not a Stripe event' }]);
  }
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  return {
    id: e.id,
    type: e.type,
    intent: {
      id: object.id,
      status: typeof object.status === 'string' ? object.status : '',
      amount: Number(object.amount ?? 0),
      amountReceived: Number(object.amount_received ?? 0),
      currency: typeof object.currency === 'string' ? object.currency : '',
      bookingId: typeof metadata.bookingId === 'string' ? metadata.bookingId : null,
    },
  };
}

/** Real Stripe through its SDK (loaded only when keys are configured). */
export class RealStripe implements StripeGateway {
  readonly mode = 'stripe' as const;
  constructor(
    private readonly stripe: Stripe,
    readonly publishableKey: string,
    private readonly webhookSecret: string | undefined,
  ) {}

  static async create(secretKey: string, publishableKey: string, webhookSecret: string | undefined): Promise<RealStripe> {
    const { default: StripeSdk } = await import('stripe');
    return new RealStripe(new StripeSdk(secretKey), publishableKey, webhookSecret);
  }

  private static toIntent(intent: Stripe.PaymentIntent): CardIntent {
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      status: intent.status as CardIntent['status'],
      amount: intent.amount,
      currency: intent.currency,
      captureMethod: intent.capture_method === 'manual' ? 'manual' : 'automatic',
      bookingId: intent.metadata.bookingId ?? null,
    };
  }

  async createIntent(input: Parameters<StripeGateway['createIntent']>[0]): Promise<CardIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        capture_method: input.captureMethod,
        description: input.description,
        metadata: { bookingId: input.bookingId },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return RealStripe.toIntent(intent);
  }

  async retrieve(id: string): Promise<CardIntent | undefined> {
    try {
      return RealStripe.toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch {
      return undefined;
    }
  }

  async refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: intentId, amount: amountMinor }, { idempotencyKey });
    return refund.id;
  }

  async cancelAuthorization(intentId: string, idempotencyKey: string): Promise<string> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
      return intent.id;
    } catch (error) {
      // Already released (a retry after a lost answer): that is the outcome we want.
      const intent = await this.stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'canceled') return intent.id;
      throw error;
    }
  }

  parseEvent(rawBody: string, signature: string | undefined): StripeEventLike {
    if (!this.webhookSecret) throw badSignature('STRIPE_WEBHOOK_SECRET is not configured');
    try {
      this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      throw badSignature(error instanceof Error ? error.message : 'Stripe-Signature does not match');
    }
    return readEvent(rawBody);
  }
}

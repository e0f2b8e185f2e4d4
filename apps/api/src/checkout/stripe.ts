import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxIntent } from '@clubstay/contract/checkout';
import { HttpError } from '#http.ts';

/**
 * Card payments through Stripe: the real SDK (stripe-real.ts) when STRIPE_SECRET_KEY is set, otherwise a sandbox (stripe-sandbox.ts)
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
  intent: {
    id: string;
    status: string;
    amount: number;
    amountReceived: number;
    currency: string;
    bookingId: string | null;
  };
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

export const badSignature = (message: string) =>
  new HttpError(400, message, [{ field: 'headers.stripe-signature', code: 'invalid_signature', message }]);

/** Verifies a Stripe-Signature header against the payload (5 minutes of tolerance, like Stripe's SDK). */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): void {
  if (!header) throw badSignature('Missing Stripe-Signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0)
    throw badSignature('Malformed Stripe-Signature');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw badSignature('Stripe-Signature timestamp outside the tolerance');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const ok = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw badSignature('Stripe-Signature does not match');
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
    throw new HttpError(400, 'Invalid body', [
      { field: 'body', code: 'invalid_event', message: 'Not a Stripe event' },
    ]);
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

import type Stripe from 'stripe';
import {
  badSignature,
  type CardIntent,
  readEvent,
  type StripeEventLike,
  type StripeGateway,
} from './stripe.ts';

/** Real Stripe through its SDK (loaded only when keys are configured). */
export class RealStripe implements StripeGateway {
  readonly mode = 'stripe' as const;
  constructor(
    private readonly stripe: Stripe,
    readonly publishableKey: string,
    private readonly webhookSecret: string | undefined,
  ) {}

  static async create(
    secretKey: string,
    publishableKey: string,
    webhookSecret: string | undefined,
  ): Promise<RealStripe> {
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
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, amount: amountMinor },
      { idempotencyKey },
    );
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

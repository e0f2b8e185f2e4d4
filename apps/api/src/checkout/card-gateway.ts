import type { PaybyrdGateway } from './paybyrd.ts';
import type { StripeGateway } from './stripe.ts';

/**
 * Where the two card providers' flows meet. Taking the card differs (Stripe: a payment intent the
 * browser confirms, then a webhook; Paybyrd: a token, a 3DS frame, then a pay call), so those
 * calls stay on StripeGateway and PaybyrdGateway. After the money is taken both are the same: the
 * checkout asks whether a payment reference was paid (catching up a missed webhook or a crash
 * before our write) and the refund processor gives money back, or releases a card guarantee.
 */
export interface CardGateway {
  /** The paid charge behind a payment reference; undefined while it is not paid (or unknown). */
  paidCharge(reference: string): Promise<PaidCharge | undefined>;
  /** Refunds `amount` (major units) of a charge once per idempotency key; answers the refund's reference. */
  refund(reference: string, amount: number, idempotencyKey: string): Promise<string>;
  /** Releases a card guarantee (an uncaptured authorisation); answers its reference. */
  releaseAuthorization(reference: string, idempotencyKey: string): Promise<string>;
}

export interface PaidCharge {
  bookingId: string | null;
  /** The reference the payment is recorded under. */
  providerRef: string;
  /** Major units, in `currency` (ISO 4217, upper case). */
  amount: number;
  currency: string;
}

export type CardProvider = 'stripe' | 'paybyrd';

/** The card providers a server takes payments with; each real or sandbox, chosen in main.ts. */
export interface CardProviders {
  stripe: StripeGateway;
  paybyrd: PaybyrdGateway;
}

function stripeCards(stripe: StripeGateway): CardGateway {
  return {
    async paidCharge(reference) {
      const intent = await stripe.retrieve(reference);
      if (intent?.status !== 'succeeded') return undefined;
      return {
        bookingId: intent.bookingId,
        providerRef: intent.id,
        amount: intent.amount / 100,
        currency: intent.currency.toUpperCase(),
      };
    },
    refund: (reference, amount, idempotencyKey) =>
      stripe.refund(reference, Math.round(amount * 100), idempotencyKey),
    releaseAuthorization: (reference, idempotencyKey) =>
      stripe.cancelAuthorization(reference, idempotencyKey),
  };
}

function paybyrdCards(paybyrd: PaybyrdGateway): CardGateway {
  return {
    async paidCharge(reference) {
      const transaction = await paybyrd.transaction(reference);
      if (transaction?.status !== 'paid') return undefined;
      return {
        bookingId: transaction.booking_id,
        providerRef: transaction.correlation_id,
        amount: Number(transaction.amount),
        currency: transaction.currency,
      };
    },
    refund: (reference, amount, idempotencyKey) => paybyrd.refund(reference, amount, idempotencyKey),
    releaseAuthorization: () => Promise.reject(new Error('No authorisation release for paybyrd')),
  };
}

/** Both providers behind the one interface, by the provider name payments and refunds are recorded with. */
export function cardGateways(providers: CardProviders): Record<CardProvider, CardGateway> {
  return { stripe: stripeCards(providers.stripe), paybyrd: paybyrdCards(providers.paybyrd) };
}

/**
 * The Paybyrd-style card provider's calls the checkout makes: a payment started from a card token,
 * its transaction (3DS state, status), the pay call with the 3DS data, and refunds. Implementation:
 * the sandbox (paybyrd-sandbox.ts); no live adapter is configured yet.
 */
export type PaybyrdScenario = 'success' | 'challenge' | 'declined' | 'timeout';

export interface PaybyrdTransaction extends Record<string, unknown> {
  correlation_id: string;
  token_id: string;
  booking_id: string;
  amount: string;
  currency: string;
  scenario: PaybyrdScenario;
  three_ds: 'pending' | 'authenticated' | 'failed';
  three_ds_data: string | null;
  status: 'created' | 'paid' | 'declined' | 'refunded';
  /** Refunded so far (a partial refund leaves the transaction 'paid'). */
  amount_refunded: string;
  created_at: Date | string;
}

export interface PaybyrdGateway {
  /** Starts a payment with 3DS from a card token (one per booking and token). */
  start(input: {
    tokenId: string;
    bookingId: string;
    amount: number;
    currency: string;
  }): Promise<{ correlationId: string }>;
  transaction(correlationId: string): Promise<PaybyrdTransaction | undefined>;
  /** Pays an authenticated transaction with its 3DS data (a replay of a paid one answers the same). */
  pay(correlationId: string, threeDSData: string): Promise<PaybyrdTransaction>;
  /** Refunds (part of) a paid transaction once per idempotency key; answers the refund's reference. */
  refund(correlationId: string, amount: number, idempotencyKey: string): Promise<string>;
}

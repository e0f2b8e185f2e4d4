import { expect } from 'vitest';
import { CHECKOUT_STATUS, cryptoInvoiceSchema, type EvmNetworkId } from '@clubstay/contract/checkout';
import {
  bookBody,
  checkUntilFinished,
  createCheckout,
  type Kit,
  type Offer,
  reservationOf,
} from '#checkout/test-kit.ts';

/**
 * The calls a traveller's page makes around a crypto booking, for the chain tests (the kit starts in
 * their `beforeAll`, hence the getter): book an offer in a coin on a network, read its invoice and
 * its reservation, each answer checked and parsed by the contract's schema.
 */
export function cryptoBookingCalls(kit: () => Kit) {
  const book = async (
    offer: Offer | undefined,
    {
      coin = 'USDC',
      network = 'polygon',
      headers = {},
    }: { coin?: 'USDC' | 'USDT'; network?: EvmNetworkId; headers?: Record<string, string> } = {},
  ): Promise<string> => {
    if (!offer) throw new Error('out of offers');
    const checkoutId = await createCheckout(kit(), offer, headers);
    expect((await checkUntilFinished(kit(), checkoutId, headers)).checkoutStatus).toBe(
      CHECKOUT_STATUS.Available,
    );
    const answer = await kit().inject(
      'POST',
      '/api/checkout/book',
      bookBody(checkoutId, { paymentMethod: 'crypto', currency: coin, crypto: { coin, network } }),
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { offerKey: string }).offerKey;
  };
  const invoice = async (offerKey: string, headers: Record<string, string> = {}) => {
    const answer = await kit().inject(
      'GET',
      `/api/payments/crypto/invoice?offerKey=${offerKey}`,
      undefined,
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return cryptoInvoiceSchema.parse(answer.body);
  };
  const reservation = (offerKey: string, headers: Record<string, string> = {}) =>
    reservationOf(kit(), offerKey, headers);
  return { book, invoice, reservation };
}

import type { z } from 'zod';
import {
  type BookBody,
  type CryptoChoice,
  sandboxIntentSchema,
  sandboxTokenResponseSchema,
  type SandboxCard,
} from '@clubstay/contract/checkout';
import { endpoints } from '@clubstay/contract/endpoints';
import type { ApiClient } from './client.ts';
import { GUEST_COOKIE, readCookie } from './cookies.ts';

/**
 * The checkout calls (spec 2 §7), typed from the contract. The book call carries
 * `Guest-Authorization` when the `id_token` cookie holds a partner guest token (spec 2 §6); the
 * sandbox calls stand in for Stripe.js and the Paybyrd hosted fields when no live keys are set.
 */
type Out<E extends keyof typeof endpoints> = z.output<(typeof endpoints)[E]['response']>;

/** The Guest-Authorization header for the stored guest token, if any. */
export function guestHeaders(cookies?: string): Record<string, string> | undefined {
  const token = readCookie(GUEST_COOKIE, cookies);
  return token ? { 'Guest-Authorization': `Bearer ${token}` } : undefined;
}

/** Every checkout call carries the guest token when one is held, so a guest's checkout stays theirs. */
const init = (signal?: AbortSignal) => {
  const headers = guestHeaders();
  return { ...(headers ? { headers } : {}), ...(signal ? { signal } : {}) };
};

export function checkoutApi(client: Pick<ApiClient, 'get' | 'send'>) {
  const e = endpoints;
  return {
    create: (body: { hotelId: number; searchRequestId: string; selectedPackageId: string; currency: string; es?: string }): Promise<Out<'createCheckout'>> =>
      client.send('post', e.createCheckout.path, e.createCheckout.response, body, init()),
    fetch: (checkoutId: string, signal?: AbortSignal): Promise<Out<'getCheckout'>> =>
      client.get(e.getCheckout.path, e.getCheckout.response, { checkoutId }, init(signal)),
    check: (
      query: { checkoutId: string; customerEmail?: string | undefined; customerNationality?: string | undefined },
      signal?: AbortSignal,
    ): Promise<Out<'checkCheckout'>> => client.get(e.checkCheckout.path, e.checkCheckout.response, query, init(signal)),
    agree: (checkoutId: string): Promise<Out<'agreeCheckout'>> => client.send('post', e.agreeCheckout.path, e.agreeCheckout.response, { checkoutId }, init()),
    book: (body: BookBody): Promise<Out<'bookCheckout'>> => client.send('post', e.bookCheckout.path, e.bookCheckout.response, body, init()),
    /** `manage`: the confirmation e-mail link's token (lets this page cancel; confirms a booking awaiting it). */
    reservation: (offerKey: string, signal?: AbortSignal, manage?: string): Promise<Out<'reservationInfo'>> =>
      client.get(e.reservationInfo.path, e.reservationInfo.response, { offerKey, ...(manage ? { manage } : {}) }, init(signal)),
    /** A traveller's cancel from the confirmation link (its manage token, or their own session). */
    cancel: (offerKey: string, manage?: string): Promise<Out<'guestCancel'>> =>
      client.send('post', e.guestCancel.path, e.guestCancel.response, { offerKey, ...(manage ? { manage } : {}) }, init()),
    /** Where a crypto refund goes: the traveller's confirmed EVM address, or (a member) the club wallet. */
    refundAddress: (body: { offerKey: string; manage?: string; address?: string; toWallet?: true }): Promise<Out<'refundAddress'>> =>
      client.send('post', e.refundAddress.path, e.refundAddress.response, body, init()),
    stripeSecret: (offerKey: string, purpose: 'payment' | 'guarantee' = 'payment'): Promise<Out<'stripePaymentSecret'>> =>
      client.send('post', e.stripePaymentSecret.path, e.stripePaymentSecret.response, { offerKey, discount: 0, purpose }, init()),
    payAtHotelHold: (offerKey: string, paymentIntentId?: string): Promise<Out<'payAtHotelHold'>> =>
      client.send('post', e.payAtHotelHold.path, e.payAtHotelHold.response, { offerKey, paymentIntentId }, init()),
    payAtHotelBook: (offerKey: string): Promise<Out<'payAtHotelBook'>> =>
      client.send('post', e.payAtHotelBook.path, e.payAtHotelBook.response, { offerKey }, init()),
    paybyrdToken: (body: { checkoutId: string; tokenId: string; offerKey: string }): Promise<Out<'paybyrdToken'>> =>
      client.send('post', e.paybyrdToken.path, e.paybyrdToken.response, body, init()),
    paybyrdThreeDs: (query: { correlationId: string; offerKey: string }): Promise<Out<'paybyrdThreeDs'>> =>
      client.get(e.paybyrdThreeDs.path, e.paybyrdThreeDs.response, query, init()),
    paybyrdPay: (body: { checkoutId: string; threeDSData: string; offerKey: string; tokenId: string; correlationId: string }): Promise<Out<'paybyrdPay'>> =>
      client.send('post', e.paybyrdPay.path, e.paybyrdPay.response, body, init()),
    paybyrdCheck: (checkoutId: string, message: string): Promise<Out<'paybyrdCheck'>> =>
      client.send('post', e.paybyrdCheck.path, e.paybyrdCheck.response, { checkoutId, message }, init()),
    cryptoInvoice: (offerKey: string): Promise<Out<'cryptoInvoice'>> => client.get(e.cryptoInvoice.path, e.cryptoInvoice.response, { offerKey }, init()),
    changeCryptoInvoice: (offerKey: string, crypto: CryptoChoice): Promise<Out<'changeCryptoInvoice'>> =>
      client.send('post', e.changeCryptoInvoice.path, e.changeCryptoInvoice.response, { offerKey, crypto }, init()),
    /** Pay with wallet: the transaction the traveller's own wallet sent (a refund is prefilled with its sender). */
    cryptoWalletPayment: (offerKey: string, txHash: string): Promise<Out<'cryptoWalletPayment'>> =>
      client.send('post', e.cryptoWalletPayment.path, e.cryptoWalletPayment.response, { offerKey, txHash }, init()),

    /** Sandbox Stripe.js: confirms a payment intent with a card (our own fields; nothing leaves the site). */
    sandboxConfirmCard: (paymentIntentId: string, clientSecret: string, card: SandboxCard) =>
      client.send('post', `/sandbox/stripe/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`, sandboxIntentSchema, { clientSecret, card }),
    sandboxIntent: (paymentIntentId: string, clientSecret: string) =>
      client.get(`/sandbox/stripe/payment_intents/${encodeURIComponent(paymentIntentId)}`, sandboxIntentSchema, { client_secret: clientSecret }),
    /** Sandbox Paybyrd hosted fields: the card becomes a token. */
    sandboxTokenize: (card: SandboxCard) => client.send('post', '/sandbox/paybyrd/tokens', sandboxTokenResponseSchema, card),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;

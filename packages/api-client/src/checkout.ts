import type { z } from 'zod';
import type {
  BookBody,
  CryptoChoice,
  SandboxCard,
  sandboxIntentSchema,
  sandboxTokenResponseSchema,
} from '@clubstay/contract/checkout';
import { ENDPOINT_PATHS as PATHS } from '@clubstay/contract/endpoint-paths';
import type { endpoints } from '@clubstay/contract/endpoints';
import { answerOf, type ApiClient, type ResponseCheck } from './client.ts';
import { GUEST_COOKIE, readCookie } from './cookies.ts';

/**
 * The checkout calls (spec 2 §7), typed from the contract. The book call carries
 * `Guest-Authorization` when the `id_token` cookie holds a partner guest token (spec 2 §6); the
 * sandbox calls stand in for Stripe.js and the Paybyrd hosted fields when no live keys are set.
 */
type Out<E extends keyof typeof endpoints> = z.output<(typeof endpoints)[E]['response']>;

/** The sandbox's answers (not in the endpoint table), checked with their schemas loaded on demand. */
const sandboxIntent: ResponseCheck<Promise<z.output<typeof sandboxIntentSchema>>> = {
  parse: async (data) =>
    (await import('@clubstay/contract/checkout-sandbox')).sandboxIntentSchema.parse(data),
};
const sandboxToken: ResponseCheck<Promise<z.output<typeof sandboxTokenResponseSchema>>> = {
  parse: async (data) =>
    (await import('@clubstay/contract/checkout-sandbox')).sandboxTokenResponseSchema.parse(data),
};

/** The Guest-Authorization header for the stored guest token, if any. */
export function guestHeaders(cookies?: string): Record<string, string> | undefined {
  const token = readCookie(GUEST_COOKIE, cookies);
  return token ? { 'Guest-Authorization': `Bearer ${token}` } : undefined;
}

/**
 * Every checkout call carries the guest token when one is held, so a guest's checkout stays theirs.
 * `cookies`: the request's Cookie header, where the server calls for the page's guest (the browser's
 * own cookies otherwise).
 */
export function checkoutApi(client: Pick<ApiClient, 'get' | 'send'>, cookies?: string) {
  const init = (signal?: AbortSignal) => {
    const headers = guestHeaders(cookies);
    return { ...(headers ? { headers } : {}), ...(signal ? { signal } : {}) };
  };
  return {
    create: (body: {
      hotelId: number;
      searchRequestId: string;
      selectedPackageId: string;
      currency: string;
      es?: string;
    }): Promise<Out<'createCheckout'>> =>
      client.send('post', PATHS.createCheckout[1], answerOf('createCheckout'), body, init()),
    fetch: (checkoutId: string, signal?: AbortSignal): Promise<Out<'getCheckout'>> =>
      client.get(PATHS.getCheckout[1], answerOf('getCheckout'), { checkoutId }, init(signal)),
    check: (
      query: {
        checkoutId: string;
        customerEmail?: string | undefined;
        customerNationality?: string | undefined;
      },
      signal?: AbortSignal,
    ): Promise<Out<'checkCheckout'>> =>
      client.get(PATHS.checkCheckout[1], answerOf('checkCheckout'), query, init(signal)),
    agree: (checkoutId: string): Promise<Out<'agreeCheckout'>> =>
      client.send('post', PATHS.agreeCheckout[1], answerOf('agreeCheckout'), { checkoutId }, init()),
    book: (body: BookBody): Promise<Out<'bookCheckout'>> =>
      client.send('post', PATHS.bookCheckout[1], answerOf('bookCheckout'), body, init()),
    /** `manage`: the confirmation e-mail link's token (lets this page cancel; confirms a booking awaiting it). */
    reservation: (offerKey: string, signal?: AbortSignal, manage?: string): Promise<Out<'reservationInfo'>> =>
      client.get(
        PATHS.reservationInfo[1],
        answerOf('reservationInfo'),
        { offerKey, ...(manage ? { manage } : {}) },
        init(signal),
      ),
    /** A traveller's cancel from the confirmation link (its manage token, or their own session). */
    cancel: (offerKey: string, manage?: string): Promise<Out<'guestCancel'>> =>
      client.send(
        'post',
        PATHS.guestCancel[1],
        answerOf('guestCancel'),
        { offerKey, ...(manage ? { manage } : {}) },
        init(),
      ),
    /** Where a crypto refund goes: the traveller's confirmed EVM address, or (a member) the club wallet. */
    refundAddress: (body: {
      offerKey: string;
      manage?: string;
      address?: string;
      toWallet?: true;
    }): Promise<Out<'refundAddress'>> =>
      client.send('post', PATHS.refundAddress[1], answerOf('refundAddress'), body, init()),
    stripeSecret: (
      offerKey: string,
      purpose: 'payment' | 'guarantee' = 'payment',
    ): Promise<Out<'stripePaymentSecret'>> =>
      client.send(
        'post',
        PATHS.stripePaymentSecret[1],
        answerOf('stripePaymentSecret'),
        { offerKey, discount: 0, purpose },
        init(),
      ),
    payAtHotelHold: (offerKey: string, paymentIntentId?: string): Promise<Out<'payAtHotelHold'>> =>
      client.send(
        'post',
        PATHS.payAtHotelHold[1],
        answerOf('payAtHotelHold'),
        { offerKey, paymentIntentId },
        init(),
      ),
    payAtHotelBook: (offerKey: string): Promise<Out<'payAtHotelBook'>> =>
      client.send('post', PATHS.payAtHotelBook[1], answerOf('payAtHotelBook'), { offerKey }, init()),
    paybyrdToken: (body: {
      checkoutId: string;
      tokenId: string;
      offerKey: string;
    }): Promise<Out<'paybyrdToken'>> =>
      client.send('post', PATHS.paybyrdToken[1], answerOf('paybyrdToken'), body, init()),
    paybyrdThreeDs: (query: { correlationId: string; offerKey: string }): Promise<Out<'paybyrdThreeDs'>> =>
      client.get(PATHS.paybyrdThreeDs[1], answerOf('paybyrdThreeDs'), query, init()),
    paybyrdPay: (body: {
      checkoutId: string;
      threeDSData: string;
      offerKey: string;
      tokenId: string;
      correlationId: string;
    }): Promise<Out<'paybyrdPay'>> =>
      client.send('post', PATHS.paybyrdPay[1], answerOf('paybyrdPay'), body, init()),
    paybyrdCheck: (checkoutId: string, message: string): Promise<Out<'paybyrdCheck'>> =>
      client.send('post', PATHS.paybyrdCheck[1], answerOf('paybyrdCheck'), { checkoutId, message }, init()),
    cryptoInvoice: (offerKey: string): Promise<Out<'cryptoInvoice'>> =>
      client.get(PATHS.cryptoInvoice[1], answerOf('cryptoInvoice'), { offerKey }, init()),
    changeCryptoInvoice: (offerKey: string, crypto: CryptoChoice): Promise<Out<'changeCryptoInvoice'>> =>
      client.send(
        'post',
        PATHS.changeCryptoInvoice[1],
        answerOf('changeCryptoInvoice'),
        { offerKey, crypto },
        init(),
      ),
    /** Pay with wallet: the transaction the traveller's own wallet sent (a refund is prefilled with its sender). */
    cryptoWalletPayment: (offerKey: string, txHash: string): Promise<Out<'cryptoWalletPayment'>> =>
      client.send(
        'post',
        PATHS.cryptoWalletPayment[1],
        answerOf('cryptoWalletPayment'),
        { offerKey, txHash },
        init(),
      ),

    /** Sandbox Stripe.js: confirms a payment intent with a card (our own fields; nothing leaves the site). */
    sandboxConfirmCard: (paymentIntentId: string, clientSecret: string, card: SandboxCard) =>
      client.send(
        'post',
        `/sandbox/stripe/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
        sandboxIntent,
        { clientSecret, card },
      ),
    sandboxIntent: (paymentIntentId: string, clientSecret: string) =>
      client.get(`/sandbox/stripe/payment_intents/${encodeURIComponent(paymentIntentId)}`, sandboxIntent, {
        client_secret: clientSecret,
      }),
    /** Sandbox Paybyrd hosted fields: the card becomes a token. */
    sandboxTokenize: (card: SandboxCard) =>
      client.send('post', '/sandbox/paybyrd/tokens', sandboxToken, card),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;

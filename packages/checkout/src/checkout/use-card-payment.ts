import { type RefObject, useCallback, useRef } from 'react';
import { isApiError } from '@clubstay/api-client/errors';
import type { CheckoutApi } from '@clubstay/api-client/checkout';
import type { SandboxIntent } from '@clubstay/contract/checkout';
import { CHECKOUT_TIMING } from '@clubstay/contract/checkout-rules';
import { digitsOnly, parseExpiry } from '#domain/card.ts';
import type { CardForm } from '#domain/form.ts';
import type { MessageKey } from '#domain/flow.ts';
import { pollThreeDs } from '#domain/three-ds.ts';
import type { useCheckoutStoreApi } from '#state/checkout-store.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How the real Stripe panel pays (registered by the lazy Stripe Elements component). */
export interface StripeHandle {
  /** Validates the Elements fields before booking; false when they are incomplete. */
  validate(): Promise<boolean>;
  /** Confirms the payment (or pre-authorisation) with the client secret; the result of Stripe.js. */
  confirm(
    clientSecret: string,
    returnUrl: string,
  ): Promise<{ ok: true; status: string } | { ok: false; message: MessageKey }>;
}

const cardOf = (card: CardForm) => {
  const expiry = parseExpiry(card.expiry);
  return {
    number: digitsOnly(card.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: digitsOnly(card.cvc),
    name: card.name || undefined,
  };
};

/** The Stripe-like sandbox's answer to a confirmation, as the page's next step. */
function intentOutcome(intent: SandboxIntent): 'done' | 'challenge' | MessageKey {
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') return 'done';
  if (intent.status === 'requires_action') return 'challenge';
  if (intent.lastPaymentError?.code === 'payment_intent_authentication_failure')
    return 'AUTHENTICATION_FAILED';
  if (intent.lastPaymentError?.code === 'card_declined') return 'PAYMENT_FAILED';
  return 'CARD_PROCESSING';
}

/**
 * The card's steps of the checkout (spec 2 §4, §8): a Stripe confirmation (the real Stripe.js panel
 * through `stripeHandle`, or its sandbox with the 3DS challenge dialog), and the Paybyrd-style
 * provider's tokenisation, 3DS frame and payment. `stopChallenges` ends any challenge polling (the
 * page going away).
 */
export function useCardPayment(api: CheckoutApi, store: ReturnType<typeof useCheckoutStoreApi>) {
  const challengeCancelled = useRef(false);
  const stripeHandle: RefObject<StripeHandle | null> = useRef<StripeHandle | null>(null);
  const stopChallenges = useCallback(() => {
    challengeCancelled.current = true;
  }, []);

  /** Shows a 3DS page in the challenge dialog and waits until the provider says it is done. */
  const challenge = useCallback(
    async (
      url: string,
      done: () => Promise<boolean>,
      maxPolls: number,
      intervalMs: number,
    ): Promise<'done' | 'cancelled' | 'timeout'> => {
      challengeCancelled.current = false;
      store.getState().dispatch({ type: 'challenge', url });
      for (let poll = 0; poll < maxPolls; poll++) {
        await sleep(intervalMs);
        if (challengeCancelled.current) return 'cancelled';
        try {
          if (await done()) {
            store.getState().dispatch({ type: 'challengeDone' });
            return 'done';
          }
        } catch {
          // A failed poll is retried until the limit.
        }
      }
      return 'timeout';
    },
    [store],
  );

  const cancelChallenge = useCallback(() => {
    challengeCancelled.current = true;
    store.getState().dispatch({ type: 'paymentFailed', message: 'PAYMENT_NOT_COMPLETED' });
  }, [store]);

  /** A Stripe card confirmation (sandbox or real) through to a settled intent; true when authorised. */
  const confirmStripe = useCallback(
    async (
      offerKey: string,
      purpose: 'payment' | 'guarantee',
      card: CardForm,
    ): Promise<{ ok: true; paymentIntentId: string } | { ok: false; message: MessageKey }> => {
      const secret = await api.stripeSecret(offerKey, purpose);
      store.getState().setSecret(secret);
      if (secret.mode === 'stripe') {
        const handle = stripeHandle.current;
        if (!handle) return { ok: false, message: 'CARD_PROCESSING' };
        const returnUrl = `${window.location.origin}/confirmation?offerKey=${encodeURIComponent(offerKey)}`;
        const result = await handle.confirm(secret.clientSecret, returnUrl);
        return result.ok ? { ok: true, paymentIntentId: secret.paymentIntentId } : result;
      }
      let intent: SandboxIntent;
      try {
        intent = await api.sandboxConfirmCard(secret.paymentIntentId, secret.clientSecret, cardOf(card));
      } catch (error) {
        // The intent may already be settled (a retry after a lost answer): read it.
        if (
          isApiError(error) &&
          error.status === 400 &&
          error.errors.some((e) => e.code === 'payment_intent_unexpected_state')
        ) {
          intent = await api.sandboxIntent(secret.paymentIntentId, secret.clientSecret);
        } else {
          return {
            ok: false,
            message: isApiError(error) && error.status === 400 ? 'PAYMENT_FAILED' : 'CARD_PROCESSING',
          };
        }
      }
      let outcome = intentOutcome(intent);
      if (outcome === 'challenge' && intent.nextAction) {
        let settled = intent;
        const result = await challenge(
          intent.nextAction.url,
          async () => {
            settled = await api.sandboxIntent(secret.paymentIntentId, secret.clientSecret);
            return settled.status !== 'requires_action';
          },
          400,
          1500,
        );
        if (result !== 'done') return { ok: false, message: 'PAYMENT_NOT_COMPLETED' };
        outcome = intentOutcome(settled);
      }
      if (outcome === 'done') return { ok: true, paymentIntentId: secret.paymentIntentId };
      return { ok: false, message: outcome === 'challenge' ? 'AUTHENTICATION_FAILED' : outcome };
    },
    [api, challenge, store],
  );

  const payByrd = useCallback(
    async (offerKey: string, checkoutId: string, card: CardForm): Promise<MessageKey | null> => {
      let tokenId: string;
      try {
        tokenId = (await api.sandboxTokenize(cardOf(card))).tokenId;
      } catch {
        // Card collection failed (spec 2 §8: the timeout message).
        return 'PAYBYRD_TIMEOUT';
      }
      const started = await api.paybyrdToken({ checkoutId, tokenId, offerKey });
      store.getState().dispatch({ type: 'challenge', url: started.threeDsUrl });
      challengeCancelled.current = false;
      let polls = 0;
      const outcome = await pollThreeDs(
        async () => {
          polls++;
          return api.paybyrdThreeDs({ correlationId: started.correlationId, offerKey });
        },
        {
          maxPolls: CHECKOUT_TIMING.threeDsMaxPolls,
          intervalMs: CHECKOUT_TIMING.threeDsPollMs,
          sleep,
          stopped: () => challengeCancelled.current,
        },
      );
      void api.paybyrdCheck(checkoutId, `3DS ${outcome.kind} after ${polls} poll(s)`).catch(() => undefined);
      if (outcome.kind === 'stopped') return 'PAYMENT_NOT_COMPLETED';
      // Missing 3DS result: the timeout message and no navigation (spec 2 §8).
      if (outcome.kind === 'timeout') return 'PAYBYRD_TIMEOUT';
      if (outcome.kind === 'failed') return 'AUTHENTICATION_FAILED';
      store.getState().dispatch({ type: 'challengeDone' });
      try {
        await api.paybyrdPay({
          checkoutId,
          threeDSData: outcome.threeDSData,
          offerKey,
          tokenId,
          correlationId: started.correlationId,
        });
        return null;
      } catch (error) {
        return isApiError(error) && error.status === 504 ? 'PAYBYRD_TIMEOUT' : 'PAYBYRD_ERROR';
      }
    },
    [api, store],
  );

  return { cancelChallenge, confirmStripe, payByrd, stripeHandle, stopChallenges };
}

import { type RefObject, useEffect, useMemo } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementLocale } from '@stripe/stripe-js';
import type { StripeHandle } from './use-card-payment.ts';

/**
 * Real Stripe (only when the API answers a publishable key): Stripe.js and its Payment Element in
 * Stripe's own frames, on the deferred-intent flow. The fields are checked with `elements.submit()`
 * before booking; after booking the page gets the intent's client secret and `confirmPayment` runs
 * Stripe's own 3DS when the bank asks for it. Not loaded at all in the sandbox.
 */
function Bridge({ handleRef }: { handleRef: RefObject<StripeHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    handleRef.current = {
      async validate() {
        if (!elements) return false;
        const { error } = await elements.submit();
        return !error;
      },
      async confirm(clientSecret, returnUrl) {
        if (!stripe || !elements) return { ok: false, message: 'CARD_PROCESSING' };
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: returnUrl },
          redirect: 'if_required',
        });
        if (error) {
          if (error.code === 'payment_intent_authentication_failure')
            return { ok: false, message: 'AUTHENTICATION_FAILED' };
          return { ok: false, message: error.type === 'card_error' ? 'PAYMENT_FAILED' : 'CARD_PROCESSING' };
        }
        return { ok: true, status: paymentIntent.status };
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [stripe, elements, handleRef]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

export default function StripeElementsPanel({
  publishableKey,
  handle,
  locale,
  amount = 100,
  currency = 'usd',
  capture = 'automatic',
}: {
  publishableKey: string;
  handle: RefObject<StripeHandle | null>;
  locale: string;
  amount?: number;
  currency?: string;
  capture?: 'automatic' | 'manual';
}) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripePromise}
      options={{
        mode: 'payment',
        amount,
        currency,
        captureMethod: capture,
        locale: locale as StripeElementLocale,
      }}
    >
      <Bridge handleRef={handle} />
    </Elements>
  );
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@clubstay/api-client/errors';
import { type CheckoutApi, checkoutApi } from '@clubstay/api-client/checkout';
import type { SandboxIntent } from '@clubstay/contract/checkout';
import { CHECKOUT_TIMING, HOLD_LIMIT_ERROR_CODE, PAYMENT_TIMING } from '@clubstay/contract/checkout-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { useAppContext } from '@clubstay/router/context';
import { checkoutRoute } from '@clubstay/router/routes';
import { digitsOnly, parseExpiry } from '#domain/card.ts';
import { customerCheckScheduler, customerOf } from '#domain/customer.ts';
import { bookBodyOf, type CardForm, validateForm } from '#domain/form.ts';
import type { MessageKey } from '#domain/flow.ts';
import { bookCurrency } from '#domain/money.ts';
import type { PopupAction } from '#domain/popups.ts';
import { remainingMs } from '#domain/countdown.ts';
import { pollThreeDs } from '#domain/three-ds.ts';
import { createBody } from './checkout-loader.ts';
import { takeCheckout, useCheckoutStore, useCheckoutStoreApi } from '#state/checkout-store.ts';

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
 * The /checkout page's behaviour (spec 2 §4): create or resume the checkout, poll the check, the
 * customer check 1000 ms after fetch, popups and their actions, book, and the payment of the chosen
 * way (Stripe or its sandbox, the Paybyrd-style provider with its 3DS frame, pay at hotel, crypto).
 */
export function useCheckoutFlow() {
  const search = checkoutRoute.useSearch();
  const navigate = useNavigate();
  const { client } = useAppContext();
  const api: CheckoutApi = useMemo(() => checkoutApi(client), [client]);
  const language = useSettings((state) => state.language);
  const currencyCode = useSettings((state) => state.currency.code);
  const countries = useSettings((state) => state.config?.countries);
  const store = useCheckoutStoreApi();
  const checkRun = useRef(0);
  const challengeCancelled = useRef(false);
  const stripeHandle = useRef<StripeHandle | null>(null);

  const runCheck = useCallback(
    async (withCustomer: boolean) => {
      const id = store.getState().checkoutId;
      if (!id) return;
      const run = ++checkRun.current;
      const customer = (withCustomer ? customerOf(store.getState().formFields) : null) ?? {};
      for (let attempt = 0; attempt < 60; attempt++) {
        let answer;
        try {
          answer = await api.check({ checkoutId: id, ...customer });
        } catch {
          if (run === checkRun.current) store.getState().dispatch({ type: 'checkFailed' });
          return;
        }
        if (run !== checkRun.current) return;
        store.getState().applyCheck(answer);
        store.getState().dispatch({ type: 'checked', check: answer });
        if (answer.isFinished) return;
        await sleep(CHECKOUT_TIMING.checkPollMs);
        if (run !== checkRun.current) return;
      }
      store.getState().dispatch({ type: 'checkFailed' });
    },
    [api, store],
  );

  const load = useCallback(
    async (checkoutId: string) => {
      const info = await api.fetch(checkoutId);
      takeCheckout(store, info, { countries: countries ?? [], localNow: Date.now() });
      void runCheck(false);
      return info;
    },
    [api, countries, runCheck, store],
  );

  // The customer check (spec 2 §4): 1000 ms after the fetch once e-mail and country of residence are
  // both known (prefilled or restored), and again whenever the guest completes or changes them.
  const scheduler = useRef<ReturnType<typeof customerCheckScheduler> | null>(null);
  const loadedId = useCheckoutStore((state) =>
    state.info && !state.offerKey ? state.info.checkoutId : null,
  );
  const email = useCheckoutStore((state) => state.formFields.email);
  const country = useCheckoutStore((state) => state.formFields.country);
  useEffect(() => {
    // A new checkout (or a booked one: none) gets a scheduler of its own.
    const next = loadedId
      ? customerCheckScheduler(() => void runCheck(true), CHECKOUT_TIMING.customerCheckDelayMs)
      : null;
    scheduler.current = next;
    return () => next?.cancel();
  }, [loadedId, runCheck]);
  useEffect(() => {
    scheduler.current?.update({ email, country });
  }, [loadedId, email, country, runCheck]);

  // Start: resume the checkout of the address, or create it from the hotel page's choice.
  useEffect(() => {
    let live = true;
    const { checkout } = search;
    const shown = store.getState();
    // The server's page came with its checkout (see checkout-loader.ts): the address names it from now
    // on, and the browser's first fetch restores the kept form and sets the clock, without a spinner.
    const fromServer = shown.checkoutId && !shown.formRestored ? shown.checkoutId : null;
    if (fromServer && !checkout) {
      void navigate({
        to: '/checkout',
        search: (previous) => ({ ...previous, checkout: fromServer }),
        replace: true,
      });
      return;
    }
    if (shown.checkoutId && shown.checkoutId === checkout && !fromServer) return;
    if (checkout !== fromServer) store.getState().reset();
    void (async () => {
      try {
        if (checkout) {
          await load(checkout);
          return;
        }
        const body = createBody(search, currencyCode);
        if (!body) throw new Error('incomplete address');
        const created = await api.create(body);
        if (!live) return;
        // The address now names the durable checkout: a reload resumes it.
        await navigate({
          to: '/checkout',
          search: (previous) => ({ ...previous, checkout: created.checkoutId }),
          replace: true,
        });
        // The address change re-runs this effect, which loads the checkout; load here only if it did not.
        if (live) await load(created.checkoutId);
      } catch {
        if (live) store.getState().dispatch({ type: 'loadFailed' });
      }
    })();
    return () => {
      live = false;
    };
    // Only a new checkout (or hotel choice) in the address starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.checkout, search.hotel, search.package, search.search]);

  // Stop polling when the page goes.
  useEffect(
    () => () => {
      checkRun.current++;
      challengeCancelled.current = true;
    },
    [],
  );

  // The countdown's end (before booking) opens the session-expired modal.
  const expiresAt = useCheckoutStore((state) => state.info?.expiresAt);
  const skew = useCheckoutStore((state) => state.skewMs);
  useEffect(() => {
    if (!expiresAt) return;
    const left = remainingMs(expiresAt, skew, Date.now());
    const timer = setTimeout(() => store.getState().dispatch({ type: 'expired' }), left);
    return () => clearTimeout(timer);
  }, [expiresAt, skew, store]);

  const goToConfirmation = useCallback(
    async (offerKey: string) => {
      store.getState().dispatch({ type: 'paid' });
      await navigate({ to: '/confirmation', search: { offerKey } });
    },
    [navigate, store],
  );

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

  /** Book, then pay the chosen way (spec 2 §4 "After a successful book"). */
  const submit = useCallback(
    async (card: CardForm) => {
      const state = store.getState();
      const info = state.info;
      if (!info || !state.checkoutId) return false;
      const form = state.formFields;
      const method = form.paymentMethod;
      const guarantee =
        method === 'payAtHotel' && info.info.internalPackage.creditCardType === PAYMENT_TIMING.Guarantee;
      const needsCard = method === 'card' || guarantee;
      const realStripe = Boolean(info.stripePublishableKey) && info.providerType === 'stripe';
      const errors = validateForm(form, card, {
        ownCardFields: !realStripe,
        needsCard,
        partnerCardCheck: info.partnerCardCheck,
        now: new Date(),
      });
      if (needsCard && realStripe && stripeHandle.current && !(await stripeHandle.current.validate()))
        errors['card.stripe'] = 'REQUIRED';
      state.setErrors(errors);
      if (Object.keys(errors).length) return false;

      // A check still running (the customer check) is left behind: the booking answers for the offer now.
      checkRun.current += 1;
      state.dispatch({ type: 'book' });
      let offerKey = state.offerKey;
      try {
        const currency = bookCurrency(method, state.chargeCurrencies, form.crypto.coin);
        const booked = await api.book(bookBodyOf(form, state.checkoutId, currency, language, needsCard));
        offerKey = booked.offerKey;
        state.setOffer(offerKey);
      } catch (error) {
        if (isApiError(error) && error.status === 422) {
          store.getState().dispatch({ type: 'bookRejected' });
          await runCheck(true);
          // The re-check shows what changed; if it found nothing, say the booking did not go through.
          if (!store.getState().flow.popup) store.getState().dispatch({ type: 'bookFailed' });
          return false;
        }
        // Too many open unpaid reservations (UNPAID_HOLD_LIMITS): say so, nothing else is wrong.
        const holdLimit =
          isApiError(error) && error.status === 429 && error.errorCode === HOLD_LIMIT_ERROR_CODE;
        store
          .getState()
          .dispatch(holdLimit ? { type: 'bookFailed', message: 'HOLD_LIMIT' } : { type: 'bookFailed' });
        return false;
      }
      store.getState().dispatch({ type: 'booked', offerKey, crypto: method === 'crypto' });
      if (method === 'crypto') {
        // Switch coin or network if they changed since a first booking (nothing paid yet).
        try {
          const invoice = await api.cryptoInvoice(offerKey);
          if (invoice.coin !== form.crypto.coin || invoice.network !== form.crypto.network)
            await api.changeCryptoInvoice(offerKey, form.crypto);
        } catch {
          store.getState().dispatch({ type: 'paymentFailed', message: 'CRYPTO_CHANGE_FAILED' });
          store.getState().dispatch({ type: 'booked', offerKey, crypto: true });
        }
        return true;
      }
      try {
        if (method === 'payAtHotel') {
          let paymentIntentId: string | undefined;
          if (guarantee) {
            const result = await confirmStripe(offerKey, 'guarantee', card);
            if (!result.ok) {
              store.getState().dispatch({
                type: 'paymentFailed',
                message: result.message === 'PAYMENT_FAILED' ? 'PREAUTH_FAILED' : result.message,
              });
              return false;
            }
            paymentIntentId = result.paymentIntentId;
          }
          await api.payAtHotelHold(offerKey, paymentIntentId);
          await api.payAtHotelBook(offerKey);
          await goToConfirmation(offerKey);
          return true;
        }
        if (info.providerType === 'paybyrd') {
          const failure = await payByrd(offerKey, state.checkoutId, card);
          if (failure) {
            store.getState().dispatch({ type: 'paymentFailed', message: failure });
            return false;
          }
          await goToConfirmation(offerKey);
          return true;
        }
        const result = await confirmStripe(offerKey, 'payment', card);
        if (!result.ok) {
          store.getState().dispatch({ type: 'paymentFailed', message: result.message });
          return false;
        }
        await goToConfirmation(offerKey);
        return true;
      } catch (error) {
        const paidAlready = isApiError(error) && error.status === 409;
        if (paidAlready) {
          await goToConfirmation(offerKey);
          return true;
        }
        store.getState().dispatch({
          type: 'paymentFailed',
          message: isApiError(error) && error.status === 402 ? 'PREAUTH_FAILED' : 'CARD_PROCESSING',
        });
        return false;
      }
    },
    [api, confirmStripe, goToConfirmation, language, payByrd, runCheck, store],
  );

  const agree = useCallback(async () => {
    const id = store.getState().checkoutId;
    if (!id) return;
    store.getState().dispatch({ type: 'agree' });
    try {
      await api.agree(id);
      const info = await api.fetch(id);
      store.getState().setInfo(info, Date.now());
      store.setState({ validPrice: 0, refundabilityChanged: false });
      store.getState().dispatch({ type: 'agreed' });
    } catch {
      store.getState().dispatch({ type: 'agreeFailed' });
    }
  }, [api, store]);

  /** Where the popups' buttons lead (spec 2 §4): the hotel's rooms, other hotels of the city, a new search. */
  const act = useCallback(
    async (action: PopupAction) => {
      const info = store.getState().info;
      if (action === 'accept') return agree();
      store.getState().dispatch({ type: 'closePopup' });
      if (!info) return navigate({ to: '/' });
      const stay = info.stay;
      const sDates = `${stay.checkIn.replaceAll('-', '')},${stay.checkOut.replaceAll('-', '')}`;
      const sRoom = stay.rooms
        .map((room) =>
          room.children.length ? `${room.adults}-${room.children.join(',')}` : String(room.adults),
        )
        .join(';');
      if (action === 'otherRooms') {
        return navigate({
          to: '/hotel/$hotelId',
          params: { hotelId: String(info.hotel.id) },
          search: {
            s_dates: sDates,
            s_room: sRoom,
            searchId: info.searchId,
            ...(info.es ? { es: info.es } : {}),
          },
        });
      }
      if (action === 'refreshSearch') {
        // A hotel page without the old searchId starts a fresh search for the same stay.
        return navigate({
          to: '/hotel/$hotelId',
          params: { hotelId: String(info.hotel.id) },
          search: { s_dates: sDates, s_room: sRoom },
        });
      }
      if (action === 'otherHotels')
        return navigate({ to: '/search', search: { q: `${info.hotel.city}, ${info.hotel.country}` } });
      return navigate({ to: '/' });
    },
    [agree, navigate, store],
  );

  return { submit, act, cancelChallenge, stripeHandle, reload: load };
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '@clubstay/api-client/errors';
import { type CheckoutApi, checkoutApi } from '@clubstay/api-client/checkout';
import { CHECKOUT_TIMING, HOLD_LIMIT_ERROR_CODE, PAYMENT_TIMING } from '@clubstay/contract/checkout-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { useAppContext } from '@clubstay/router/context';
import { checkoutRoute } from '@clubstay/router/routes';
import { customerCheckScheduler, customerOf } from '#domain/customer.ts';
import { bookBodyOf, type CardForm, validateForm } from '#domain/form.ts';
import { bookCurrency } from '#domain/money.ts';
import type { PopupAction } from '#domain/popups.ts';
import { remainingMs } from '#domain/countdown.ts';
import { createBody } from './checkout-loader.ts';
import { useCardPayment } from './use-card-payment.ts';
import { takeCheckout, useCheckoutStore, useCheckoutStoreApi } from '#state/checkout-store.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  const { cancelChallenge, confirmStripe, payByrd, stripeHandle, stopChallenges } = useCardPayment(
    api,
    store,
  );

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
      stopChallenges();
    },
    [stopChallenges],
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
      let offerKey: string;
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
    [api, confirmStripe, goToConfirmation, language, payByrd, runCheck, store, stripeHandle],
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

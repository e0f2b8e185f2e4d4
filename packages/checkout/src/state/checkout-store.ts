import { createContext, useContext } from 'react';
import { renderFromNow } from '@clubstay/router/hydration';
import { createStore, type StoreApi, useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { storedState } from '@clubstay/router/stored-state';
import type {
  CardProvider,
  CheckoutInfo,
  CheckResponse,
  CryptoNetwork,
  PaymentMethodKey,
  StripeSecret,
} from '@clubstay/contract/checkout';
import { PAYMENT_METHOD, type PaymentMethodId } from '@clubstay/contract/checkout-rules';
import { type DialCountry, prefillForm } from '#domain/customer.ts';
import { type FieldErrors, type CheckoutForm, emptyForm, restorableForm } from '#domain/form.ts';
import { type FlowEvent, flowReducer, type FlowState, initialFlow } from '#domain/flow.ts';
import { chargeCurrencies } from '#domain/money.ts';

/**
 * The checkout state of spec 2 §3 (checkoutId, packageId, info, offerKey, validPrice,
 * refundabilityChanged, creditCardFee, providerType, stripePaymentSecret, formFields,
 * selectedPaymentMethod, selectedCryptoNetwork, chargeCurrencies, errors) and the page's flow.
 */
interface CheckoutState {
  checkoutId: string | null;
  packageId: string | null;
  info: CheckoutInfo | null;
  offerKey: string | null;
  validPrice: number;
  refundabilityChanged: boolean;
  creditCardFee: number;
  providerType: CardProvider | null;
  stripePaymentSecret: StripeSecret | null;
  formFields: CheckoutForm;
  selectedPaymentMethod: PaymentMethodId;
  selectedCryptoNetwork: CryptoNetwork;
  chargeCurrencies: string[];
  errors: FieldErrors;
  flow: FlowState;
  /** Server time minus local time when the checkout was fetched (the countdown runs on the server's clock). */
  skewMs: number;
  /**
   * Whether the form holds what this browser kept of it (session storage). False while the page shows
   * the server's checkout: the server cannot read session storage, and the browser's first render must
   * match its HTML; the first fetch in the browser restores it.
   */
  formRestored: boolean;
}

interface CheckoutActions {
  reset: () => void;
  dispatch: (event: FlowEvent) => void;
  /** The fetched checkout; `restore: false` leaves session storage unread (the server's page, see `formRestored`). */
  setInfo: (info: CheckoutInfo, localNow: number, restore?: boolean) => void;
  /** A finished check's price update (spec 2 §4): sale price, card fee, taxes; refundability when it changed. */
  applyCheck: (check: CheckResponse) => void;
  setForm: (update: (form: CheckoutForm) => CheckoutForm) => void;
  setErrors: (errors: FieldErrors) => void;
  setOffer: (offerKey: string) => void;
  setSecret: (secret: StripeSecret | null) => void;
}

const METHOD_IDS: Record<PaymentMethodKey, PaymentMethodId> = {
  card: PAYMENT_METHOD.Card,
  payAtHotel: PAYMENT_METHOD.PayAtHotel,
  crypto: PAYMENT_METHOD.Crypto,
};

/**
 * The form is kept in the session, under its checkout's own key, so a reload never loses what was
 * typed (card data is never kept: it is not part of the form).
 */
const formKey = (checkoutId: string) => `clubstay.checkout.form.${checkoutId}`;

const initial = (): CheckoutState => ({
  checkoutId: null,
  packageId: null,
  info: null,
  offerKey: null,
  validPrice: 0,
  refundabilityChanged: false,
  creditCardFee: 0,
  providerType: null,
  stripePaymentSecret: null,
  formFields: emptyForm(1),
  selectedPaymentMethod: PAYMENT_METHOD.Card,
  selectedCryptoNetwork: 'ethereum',
  chargeCurrencies: [],
  errors: {},
  flow: initialFlow,
  skewMs: 0,
  formRestored: false,
});

type CheckoutStore = StoreApi<CheckoutState & CheckoutActions>;

/**
 * One checkout page's store. Each page (on the server, each request's render) has its own, so nothing
 * of one traveller's checkout (a member's prefilled details) can reach another's page.
 *
 * The form persists in session storage (zustand's `persist`), under the key of the checkout the store
 * shows: `setInfo` names it and reads it back (`restore`). Nothing is written before that, so the
 * server's page (an empty or prefilled form, see `formRestored`) never overwrites what the browser kept.
 */
export const createCheckoutStore = (): CheckoutStore =>
  createStore<CheckoutState & CheckoutActions>()(
    persist(
      (set, get, api) => ({
        ...initial(),
        reset: () => set(initial()),
        dispatch: (event) => set((state) => ({ flow: flowReducer(state.flow, event) })),
        setInfo: (info, localNow, restore = true) => {
          const rooms = info.stay.rooms.length;
          if (get().checkoutId !== info.checkoutId || !get().formRestored) {
            // This checkout's form: an empty one, then, in the browser, what this tab kept of it
            // (session storage answers at once; `merge` checks it).
            api.persist.setOptions({ name: formKey(info.checkoutId) });
            set({ checkoutId: info.checkoutId, formFields: emptyForm(rooms), formRestored: false });
            if (restore) void api.persist.rehydrate();
          }
          const form = get().formFields;
          // A booked checkout keeps the way it was booked with; otherwise the saved choice if still offered.
          const method =
            info.bookedPaymentMethod ??
            (info.paymentMethods.includes(form.paymentMethod)
              ? form.paymentMethod
              : (info.paymentMethods[0] ?? 'card'));
          set({
            checkoutId: info.checkoutId,
            packageId: info.packageId,
            info,
            offerKey: info.offerKey,
            creditCardFee: info.price.creditCardFee,
            providerType: info.providerType,
            formFields: { ...form, paymentMethod: method },
            selectedPaymentMethod: METHOD_IDS[method],
            selectedCryptoNetwork: form.crypto.network,
            chargeCurrencies: chargeCurrencies(info.info.internalPackage.creditCardType, info.currencies),
            skewMs: Date.parse(info.serverTime) - localNow,
            formRestored: restore,
          });
        },
        applyCheck: (check) => {
          set({ validPrice: check.validPrice, refundabilityChanged: check.refundabilityChanged });
        },
        setForm: (update) => {
          const form = update(get().formFields);
          set({
            formFields: form,
            selectedPaymentMethod: METHOD_IDS[form.paymentMethod],
            selectedCryptoNetwork: form.crypto.network,
          });
        },
        setErrors: (errors) => set({ errors }),
        setOffer: (offerKey) => set({ offerKey }),
        setSecret: (secret) => set({ stripePaymentSecret: secret }),
      }),
      {
        // Each checkout's own key is set by `setInfo`; nothing is written under this one.
        name: 'clubstay.checkout.form',
        storage: storedState<CheckoutForm | undefined>('sessionStorage'),
        version: 1,
        // The form once it is this browser's (see `formRestored`); nothing before.
        partialize: (state) => (state.checkoutId && state.formRestored ? state.formFields : undefined),
        // Version 0 (written by hand before persist) was the same form: `merge` checks it.
        migrate: (kept) => kept as CheckoutForm,
        merge: (kept, current) => {
          const form = restorableForm(kept, current.formFields.rooms.length);
          return form ? { ...current, formFields: form } : current;
        },
        skipHydration: true,
      },
    ),
  );

/**
 * A fetched checkout into the page's state: a member's form starts from their details (only empty
 * fields are filled), and the flow goes on from "loaded". The server's page takes its checkout the
 * same way, without session storage and on the server's clock (`restore: false`).
 */
export function takeCheckout(
  store: CheckoutStore,
  info: CheckoutInfo,
  {
    countries,
    localNow,
    restore = true,
  }: { countries: readonly DialCountry[]; localNow: number; restore?: boolean },
): void {
  store.getState().setInfo(info, localNow, restore);
  if (info.guestDefaults && !info.offerKey) {
    const defaults = info.guestDefaults;
    store.getState().setForm((form) => prefillForm(form, defaults, countries));
  }
  store.getState().dispatch({ type: 'loaded', offerKey: info.offerKey });
}

/**
 * The store of a page that came with its checkout (the server's, see checkout-loader.ts): on the
 * server's clock and without session storage, so the browser's first render matches the page. React
 * renders a store's `getInitialState` on the server and while hydrating: here, the checkout.
 */
export function checkoutStoreFrom(info: CheckoutInfo, countries: readonly DialCountry[]): CheckoutStore {
  const store = createCheckoutStore();
  takeCheckout(store, info, { countries, localNow: Date.parse(info.serverTime), restore: false });
  return renderFromNow(store);
}

/** The checkout page's store, provided by the screen (see `createCheckoutStore`). */
export const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

export function useCheckoutStoreApi(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckoutStore outside the checkout page');
  return store;
}

/** A part of the checkout page's state, re-rendering when it changes. */
export function useCheckoutStore<T>(select: (state: CheckoutState & CheckoutActions) => T): T {
  return useStore(useCheckoutStoreApi(), select);
}

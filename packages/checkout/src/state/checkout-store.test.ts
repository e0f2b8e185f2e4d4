import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutInfo } from '#fixtures.ts';
import { checkoutStoreFrom, createCheckoutStore } from './checkout-store.ts';

let useCheckoutStore = createCheckoutStore();

const info = checkoutInfo;

describe('checkout store (spec 2 §3 checkout state)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutStore = createCheckoutStore();
  });

  it('takes the checkout: one guest form per room, card by default, the clock skew', () => {
    useCheckoutStore.getState().setInfo(info(), Date.parse('2026-11-23T11:59:00.000Z'));
    const state = useCheckoutStore.getState();
    expect(state.formFields.rooms).toHaveLength(2);
    expect(state.selectedPaymentMethod).toBe(1);
    expect(state.chargeCurrencies).toEqual(['USD', 'EUR']);
    expect(state.skewMs).toBe(60_000);
  });

  it('charges EUR only for guarantee and not-required card types', () => {
    useCheckoutStore.getState().setInfo(info({}, 1), Date.now());
    expect(useCheckoutStore.getState().chargeCurrencies).toEqual(['EUR']);
  });

  it('keeps what was typed across a reload (never the card), and a booked checkout keeps its payment way', () => {
    useCheckoutStore.getState().setInfo(info(), Date.now());
    useCheckoutStore
      .getState()
      .setForm((form) => ({ ...form, email: 'ada@example.com', paymentMethod: 'card' }));
    useCheckoutStore.getState().reset();
    useCheckoutStore
      .getState()
      .setInfo(info({ offerKey: 'k'.repeat(32), bookedPaymentMethod: 'crypto' }), Date.now());
    const state = useCheckoutStore.getState();
    expect(state.formFields.email).toBe('ada@example.com');
    expect(state.formFields.paymentMethod).toBe('crypto');
    expect(state.selectedPaymentMethod).toBe(3);
    expect(sessionStorage.getItem(`clubstay.checkout.form.${'c'.repeat(32)}`)).not.toContain('4242');
  });
});

describe("the server's checkout page", () => {
  it('renders without session storage, then the first fetch in the browser restores what was typed', () => {
    const earlier = createCheckoutStore();
    earlier.getState().setInfo(info(), Date.now());
    earlier.getState().setForm((form) => ({ ...form, email: 'ada@example.com' }));

    const page = createCheckoutStore();
    page.getState().setInfo(info(), Date.parse(info().serverTime), false);
    expect(page.getState().formFields.email).toBe('');
    expect(page.getState().skewMs).toBe(0);
    expect(page.getState().formRestored).toBe(false);

    page.getState().setInfo(info(), Date.parse('2026-11-23T11:59:00.000Z'));
    expect(page.getState().formFields.email).toBe('ada@example.com');
    expect(page.getState().skewMs).toBe(60_000);
  });

  it('keeps each page its own state', () => {
    const one = createCheckoutStore();
    const other = createCheckoutStore();
    one.getState().setInfo(info(), Date.now());
    expect(other.getState().info).toBeNull();
  });
});

describe('checkoutStoreFrom', () => {
  it("renders the server's checkout on the server and while hydrating (zustand's initial state)", () => {
    const store = checkoutStoreFrom(info(), []);
    expect(store.getInitialState().info?.checkoutId).toBe('c'.repeat(32));
    expect(store.getInitialState().flow.phase).not.toBe('starting');
    store.getState().setForm((form) => ({ ...form, email: 'ada@example.com' }));
    expect(store.getInitialState().formFields.email).toBe('');
  });
});

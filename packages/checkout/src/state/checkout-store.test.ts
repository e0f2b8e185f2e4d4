import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutInfo } from '#fixtures.ts';
import { emptyForm } from '#domain/form.ts';
import { checkoutStoreFrom, createCheckoutStore } from './checkout-store.ts';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

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

describe('the form kept in session storage (persist)', () => {
  const key = `clubstay.checkout.form.${'c'.repeat(32)}`;
  const kept = () => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  beforeEach(() => sessionStorage.clear());

  it("keeps the form under its checkout's key in persist's format, and a new page's store reads it back", () => {
    const page = createCheckoutStore();
    page.getState().setInfo(info(), Date.now());
    page.getState().setForm((form) => ({ ...form, email: 'ada@example.com', phone: '612345678' }));
    expect(kept()).toMatchObject({ state: { email: 'ada@example.com', phone: '612345678' }, version: 1 });

    const reloaded = createCheckoutStore();
    reloaded.getState().setInfo(info(), Date.now());
    expect(reloaded.getState().formFields).toMatchObject({ email: 'ada@example.com', phone: '612345678' });
  });

  it('keeps each checkout its own form (another room chosen in the same tab, then back)', () => {
    const other = 'd'.repeat(32);
    const page = createCheckoutStore();
    page.getState().setInfo(info(), Date.now());
    page.getState().setForm((form) => ({ ...form, email: 'first@example.com' }));
    page.getState().reset();
    page.getState().setInfo(info({ checkoutId: other }), Date.now());
    expect(page.getState().formFields.email).toBe('');
    page.getState().setForm((form) => ({ ...form, email: 'second@example.com' }));
    page.getState().reset();
    page.getState().setInfo(info(), Date.now());
    expect(page.getState().formFields.email).toBe('first@example.com');
    expect(sessionStorage.getItem(`clubstay.checkout.form.${other}`)).toContain('second@example.com');
  });

  it('reads a form kept before persist (the form alone) and keeps it in the new format', () => {
    sessionStorage.setItem(key, JSON.stringify({ ...emptyForm(2), email: 'ada@example.com' }));
    const page = createCheckoutStore();
    page.getState().setInfo(info(), Date.now());
    expect(page.getState().formFields.email).toBe('ada@example.com');
    page.getState().setForm((form) => ({ ...form, phone: '612345678' }));
    expect(kept()).toMatchObject({ state: { email: 'ada@example.com', phone: '612345678' }, version: 1 });
  });

  it("leaves a kept form of another size or junk alone: the checkout's empty form", () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({ state: { ...emptyForm(1), email: 'x@example.com' }, version: 1 }),
    );
    const page = createCheckoutStore();
    page.getState().setInfo(info(), Date.now());
    expect(page.getState().formFields).toMatchObject({ email: '', rooms: [{}, {}] });
    sessionStorage.setItem(key, '{not json');
    const next = createCheckoutStore();
    next.getState().setInfo(info(), Date.now());
    expect(next.getState().formFields.email).toBe('');
  });

  it("a member's prefilled server page does not overwrite what this tab kept", () => {
    const earlier = createCheckoutStore();
    earlier.getState().setInfo(info(), Date.now());
    earlier.getState().setForm((form) => ({ ...form, phone: '612345678', email: 'typed@example.com' }));

    const member = info({
      guestDefaults: {
        title: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        country: null,
      },
    });
    const page = checkoutStoreFrom(member, []);
    expect(page.getState().formFields.email).toBe('ada@example.com');
    expect(kept()).toMatchObject({ state: { email: 'typed@example.com' } });
    // The browser's first fetch: what was typed, the member's details where nothing was.
    page.getState().setInfo(member, Date.now());
    expect(page.getState().formFields).toMatchObject({ email: 'typed@example.com', phone: '612345678' });
  });

  describe('with session storage blocked', () => {
    let restore: () => void = () => undefined;
    beforeEach(() => {
      restore = blockStorage('sessionStorage');
    });
    afterEach(() => restore());

    it('the form lasts for the page, and nothing throws', () => {
      const page = createCheckoutStore();
      page.getState().setInfo(info(), Date.now());
      page.getState().setForm((form) => ({ ...form, email: 'ada@example.com' }));
      expect(page.getState().formFields.email).toBe('ada@example.com');
      page.getState().setInfo(info(), Date.now());
      expect(page.getState().formFields.email).toBe('ada@example.com');
    });
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

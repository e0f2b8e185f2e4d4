import { describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS, type CheckResponse } from '@clubstay/contract/checkout';
import { checkResponse } from '#fixtures.ts';
import { canSubmit, type FlowEvent, flowReducer, type FlowState, initialFlow, isBusy } from './flow.ts';

// The fixtures' supplier answer (the same price, still available), without a cancellation policy.
const check = (over: Partial<CheckResponse> = {}): CheckResponse =>
  checkResponse({ cancellationPolicies: [], ...over });
const run = (events: FlowEvent[], from: FlowState = initialFlow) => events.reduce(flowReducer, from);

describe('checkout flow', () => {
  it('goes from loading to checking to ready, and only then allows booking', () => {
    const loaded = run([{ type: 'loaded', offerKey: null }]);
    expect(loaded.phase).toBe('checking');
    expect(canSubmit(loaded)).toBe(false);
    const pending = run(
      [{ type: 'checked', check: check({ checkoutStatus: CHECKOUT_STATUS.Pending, isFinished: false }) }],
      loaded,
    );
    expect(pending.phase).toBe('checking');
    const ready = run([{ type: 'checked', check: check() }], pending);
    expect(ready.phase).toBe('ready');
    expect(canSubmit(ready)).toBe(true);
  });

  it('says why a booking was refused for too many open unpaid reservations, and lets the traveller try again', () => {
    const ready = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
    ]);
    const refused = run([{ type: 'book' }, { type: 'bookFailed', message: 'HOLD_LIMIT' }], ready);
    expect(refused).toMatchObject({ phase: 'ready', message: 'HOLD_LIMIT' });
    expect(canSubmit(refused)).toBe(true);
    expect(run([{ type: 'book' }, { type: 'bookFailed' }], ready).message).toBe('BOOK_FAILED');
  });

  it('blocks booking behind a price-changed popup until the new price is agreed', () => {
    const changed = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check({ validPrice: 324 }) },
    ]);
    expect(changed.popup).toBe('price-changed');
    expect(canSubmit(changed)).toBe(false);
    const agreeing = flowReducer(changed, { type: 'agree' });
    expect(isBusy(agreeing)).toBe(true);
    const agreed = flowReducer(agreeing, { type: 'agreed' });
    expect(agreed.popup).toBeNull();
    expect(canSubmit(agreed)).toBe(true);
  });

  it('re-checks after a 422 on book and shows what changed', () => {
    const ready = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
      { type: 'book' },
    ]);
    expect(ready.phase).toBe('booking');
    const rejected = flowReducer(ready, { type: 'bookRejected' });
    expect(rejected.phase).toBe('checking');
    expect(
      flowReducer(rejected, {
        type: 'checked',
        check: check({ checkoutStatus: CHECKOUT_STATUS.SoldOutRoom }),
      }).popup,
    ).toBe('sold-out-room');
  });

  it('keeps the booking after a failed card payment so the traveller can retry', () => {
    const paying = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
      { type: 'book' },
      { type: 'booked', offerKey: 'k'.repeat(32), crypto: false },
    ]);
    expect(paying.phase).toBe('paying');
    const challenged = flowReducer(paying, { type: 'challenge', url: '/api/sandbox/stripe/3ds/pi_1' });
    expect(challenged.challengeUrl).toContain('3ds');
    const failed = flowReducer(challenged, { type: 'paymentFailed', message: 'AUTHENTICATION_FAILED' });
    expect(failed).toMatchObject({
      phase: 'ready',
      message: 'AUTHENTICATION_FAILED',
      offerKey: 'k'.repeat(32),
      challengeUrl: null,
    });
    expect(canSubmit(failed)).toBe(true);
    expect(flowReducer(failed, { type: 'paid' }).phase).toBe('redirecting');
  });

  it('shows the crypto step after booking with crypto', () => {
    const state = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
      { type: 'book' },
      { type: 'booked', offerKey: 'x'.repeat(32), crypto: true },
    ]);
    expect(state.phase).toBe('crypto');
  });

  it('keeps a booking under way when the customer check answers during it (issue 16 item 10)', () => {
    const ready = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
    ]);
    // Booked with crypto while the customer check (1000 ms after the e-mail and country) was asked.
    const crypto = run(
      [
        { type: 'book' },
        { type: 'booked', offerKey: 'x'.repeat(32), crypto: true },
        { type: 'checked', check: check() },
      ],
      ready,
    );
    expect(crypto.phase).toBe('crypto');
    for (const phase of ['booking', 'paying', 'challenge', 'redirecting'] as const) {
      const under = { ...ready, phase };
      expect(flowReducer(under, { type: 'checked', check: check() }).phase).toBe(phase);
      expect(flowReducer(under, { type: 'checkFailed' }).phase).toBe(phase);
    }
  });

  it('leaves Book pressable while the customer check runs, and shows its popup when it finds a change', () => {
    const ready = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
    ]);
    const checking = flowReducer(ready, {
      type: 'checked',
      check: check({ checkoutStatus: CHECKOUT_STATUS.Pending, isFinished: false }),
    });
    expect(checking.phase).toBe('ready');
    expect(canSubmit(checking)).toBe(true);
    expect(flowReducer(checking, { type: 'book' }).phase).toBe('booking');
    const moved = flowReducer(checking, { type: 'checked', check: check({ validPrice: 324 }) });
    expect(moved.popup).toBe('price-changed');
    expect(canSubmit(moved)).toBe(false);
  });

  it('expires with the countdown before booking, not after', () => {
    const ready = run([
      { type: 'loaded', offerKey: null },
      { type: 'checked', check: check() },
    ]);
    expect(flowReducer(ready, { type: 'expired' }).phase).toBe('expired');
    const booked = run(
      [
        { type: 'book' },
        { type: 'booked', offerKey: 'y'.repeat(32), crypto: false },
        { type: 'paymentFailed', message: 'PAYMENT_FAILED' },
      ],
      ready,
    );
    expect(flowReducer(booked, { type: 'expired' }).phase).toBe('ready');
  });

  it('ends polling on a failed check and says so; a failed load is the no-data page', () => {
    expect(run([{ type: 'loaded', offerKey: null }, { type: 'checkFailed' }])).toMatchObject({
      phase: 'ready',
      message: 'CHECK_FAILED',
    });
    expect(run([{ type: 'loadFailed' }])).toMatchObject({ phase: 'failed', message: 'NO_DATA' });
  });
});

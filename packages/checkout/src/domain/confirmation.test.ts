import { describe, expect, it } from 'vitest';
import { BRANDS } from '@clubstay/contract/brands';
import { canFinishCrypto, keepPolling, manageWay, statusKey, variantOf } from './confirmation.ts';

describe('confirmation status', () => {
  it('names the status with its pay-at-hotel and guarantee variants', () => {
    expect(statusKey({ state: 'successful', failure: null, paymentMethod: 'stripe', paymentTiming: 0 })).toBe(
      'SUCCESSFUL',
    );
    expect(
      statusKey({ state: 'pending', failure: null, paymentMethod: 'pay-at-hotel', paymentTiming: 3 }),
    ).toBe('PENDING_PAY_AT_HOTEL');
    expect(
      statusKey({ state: 'successful', failure: null, paymentMethod: 'pay-at-hotel', paymentTiming: 1 }),
    ).toBe('SUCCESSFUL_GUARANTEE');
    expect(
      statusKey({ state: 'failed', failure: 'incompletePayment', paymentMethod: 'crypto', paymentTiming: 0 }),
    ).toBe('FAILED_INCOMPLETE');
    expect(
      statusKey({ state: 'processing', failure: null, paymentMethod: 'paybyrd', paymentTiming: 0 }),
    ).toBe('PROCESSING');
    expect(variantOf({ paymentMethod: 'crypto', paymentTiming: 0 })).toBe('crypto');
  });

  it('polls until finished', () => {
    expect(keepPolling(null)).toBe(true);
    expect(keepPolling({ isFinished: false })).toBe(true);
    expect(keepPolling({ isFinished: true })).toBe(false);
  });

  it('offers "I have paid" while a crypto invoice is part paid and has time left', () => {
    const crypto = { left: 10, expiresAt: '2026-11-23T12:30:00Z' } as never;
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(canFinishCrypto({ crypto, failure: 'incompletePayment', state: 'failed' }, now, 0)).toBe(true);
    expect(
      canFinishCrypto({ crypto, failure: 'incompletePayment', state: 'failed' }, now + 3_600_000, 0),
    ).toBe(false);
    expect(canFinishCrypto({ crypto: null, failure: null, state: 'processing' }, now, 0)).toBe(false);
  });
});

describe('pay at hotel and guests (issue 16)', () => {
  it('gives a failed pay-at-hotel booking its own wording, not "Payment not completed"', () => {
    for (const failure of ['paymentTimeout', 'paymentFailed'] as const) {
      expect(statusKey({ state: 'failed', failure, paymentMethod: 'pay-at-hotel', paymentTiming: 3 })).toBe(
        'FAILED_PAY_AT_HOTEL',
      );
    }
    expect(
      statusKey({
        state: 'failed',
        failure: 'paymentFailed',
        paymentMethod: 'pay-at-hotel',
        paymentTiming: 1,
      }),
    ).toBe('FAILED_GUARANTEE');
    expect(
      statusKey({ state: 'failed', failure: 'paymentFailed', paymentMethod: 'stripe', paymentTiming: 0 }),
    ).toBe('FAILED');
  });

  it('sends guests of a brand without a contact page to its support address', () => {
    expect(manageWay('/account/bookings', BRANDS.coca)).toEqual({ kind: 'account' });
    expect(manageWay('/contact', BRANDS.clubstay)).toEqual({ kind: 'contact' });
    for (const id of ['coca', 'belo', 'coded-estate'] as const) {
      expect(BRANDS[id].shell.contactLink).toBe(false);
      expect(manageWay('/contact', BRANDS[id])).toEqual({ kind: 'email', address: BRANDS[id].supportEmail });
      expect(BRANDS[id].supportEmail).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    }
  });
});

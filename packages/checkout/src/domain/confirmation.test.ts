import { describe, expect, it } from 'vitest';
import { canFinishCrypto, keepPolling, statusKey, variantOf } from './confirmation.ts';

describe('confirmation status', () => {
  it('names the status with its pay-at-hotel and guarantee variants', () => {
    expect(statusKey({ state: 'successful', failure: null, paymentMethod: 'stripe', paymentTiming: 0 })).toBe('SUCCESSFUL');
    expect(statusKey({ state: 'pending', failure: null, paymentMethod: 'pay-at-hotel', paymentTiming: 3 })).toBe('PENDING_PAY_AT_HOTEL');
    expect(statusKey({ state: 'successful', failure: null, paymentMethod: 'pay-at-hotel', paymentTiming: 1 })).toBe('SUCCESSFUL_GUARANTEE');
    expect(statusKey({ state: 'failed', failure: 'incompletePayment', paymentMethod: 'crypto', paymentTiming: 0 })).toBe('FAILED_INCOMPLETE');
    expect(statusKey({ state: 'processing', failure: null, paymentMethod: 'paybyrd', paymentTiming: 0 })).toBe('PROCESSING');
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
    expect(canFinishCrypto({ crypto, failure: 'incompletePayment', state: 'failed' }, now + 3_600_000, 0)).toBe(false);
    expect(canFinishCrypto({ crypto: null, failure: null, state: 'processing' }, now, 0)).toBe(false);
  });
});

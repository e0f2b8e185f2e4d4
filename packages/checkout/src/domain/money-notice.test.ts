import { describe, expect, it } from 'vitest';
import { failedMoneyText, moneyNotes } from './money-notice.ts';

const base = {
  state: 'failed',
  failure: 'paymentTimeout',
  latePayment: null,
  refund: null,
  totalCharged: 0,
} as const;

describe('what the confirmation says about the money (issue #17 item 3, issue #16 item 8)', () => {
  it('keeps "you have not been charged" only when nothing was', () => {
    expect(failedMoneyText(base)).toBeNull();
    expect(
      failedMoneyText({
        ...base,
        latePayment: 'refunded',
        totalCharged: 135.52,
        refund: { status: 'pending', amount: 135.52 },
      }),
    ).toEqual({
      key: 'CONFIRMATION_PAGE.TEXT.TIMEOUT_REFUNDED',
      amount: 135.52,
    });
    expect(failedMoneyText({ ...base, failure: 'paymentFailed', totalCharged: 80 })).toEqual({
      key: 'CONFIRMATION_PAGE.TEXT.FAILED_REFUNDED',
      amount: 80,
    });
    // The crypto texts already say the amount received goes back.
    expect(
      failedMoneyText({ ...base, failure: 'incompletePayment', latePayment: 'refunded', totalCharged: 40 }),
    ).toBeNull();
    expect(
      failedMoneyText({
        ...base,
        state: 'pending',
        failure: null,
        latePayment: 'completed',
        totalCharged: 99,
      }),
    ).toBeNull();
  });

  it('notes a late payment that booked the room and where a refund is, failed ones included', () => {
    expect(moneyNotes(base)).toEqual([]);
    expect(
      moneyNotes({ ...base, state: 'successful', failure: null, latePayment: 'completed', totalCharged: 99 }),
    ).toEqual([{ key: 'CONFIRMATION_PAGE.LATE_COMPLETED', amount: 99 }]);
    expect(moneyNotes({ ...base, refund: { status: 'failed', amount: 12.5 } })).toEqual([
      { key: 'CONFIRMATION_PAGE.REFUND.FAILED', amount: 12.5 },
    ]);
    expect(moneyNotes({ ...base, refund: { status: 'done', amount: 12.5 } })).toEqual([
      { key: 'CONFIRMATION_PAGE.REFUND.DONE', amount: 12.5 },
    ]);
  });

  it('leaves a crypto refund to the crypto refund block: no card-worded note beside its address or transaction', () => {
    const sent = {
      network: 'polygon',
      coin: 'USDC',
      amount: 43.7,
      to: '0xf39F',
      txHash: '0x79',
      explorerUrl: null,
    };
    const waiting = { prefill: null, coin: 'USDC', amount: 43.7, wallet: false };
    expect(
      moneyNotes({ ...base, refund: { status: 'pending', amount: 40, addressNeeded: waiting } }),
    ).toEqual([]);
    expect(moneyNotes({ ...base, refund: { status: 'done', amount: 40, transactions: [sent] } })).toEqual([]);
    expect(
      moneyNotes({
        ...base,
        refund: { status: 'done', amount: 40, toWallet: { coin: 'USDC', amount: 43.7 } },
      }),
    ).toEqual([]);
    // A crypto refund that failed for good keeps its warning.
    expect(moneyNotes({ ...base, refund: { status: 'failed', amount: 40, transactions: [sent] } })).toEqual([
      { key: 'CONFIRMATION_PAGE.REFUND.FAILED', amount: 40 },
    ]);
  });
});

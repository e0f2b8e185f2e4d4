import { describe, expect, it } from 'vitest';
import { refundNote } from './bookings.ts';

describe('the refund of a booking in My bookings (issue #16 item 8)', () => {
  it('warns when a refund failed for good, says when it is done, and keeps the note while it is under way', () => {
    expect(
      refundNote({ status: 'Canceled', refundAmount: 80, refund: { status: 'failed', amount: 80 } }),
    ).toEqual({
      key: 'ACCOUNT.BOOKINGS.REFUND_FAILED',
      amount: 80,
      tone: 'warning',
    });
    expect(
      refundNote({ status: 'Canceled', refundAmount: 80, refund: { status: 'done', amount: 80 } }),
    ).toMatchObject({
      key: 'ACCOUNT.BOOKINGS.REFUND_DONE',
    });
    expect(
      refundNote({ status: 'Canceled', refundAmount: 80, refund: { status: 'pending', amount: 80 } }),
    ).toMatchObject({
      key: 'ACCOUNT.BOOKINGS.REFUND_NOTE',
    });
    expect(refundNote({ status: 'Completed', refundAmount: null, refund: null })).toBeNull();
  });
});

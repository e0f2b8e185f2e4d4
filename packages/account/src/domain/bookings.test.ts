import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_BOOKING_STATUSES } from '@clubstay/contract/accounts';
import { UI_LANGUAGES } from '@clubstay/contract/locales';
import { bookingStatus, refundNote, visibleBookings } from './bookings.ts';

const messages = (language: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../../i18n/translations/account/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const lookup = (tree: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );

describe('the bookings list (spec 1 §3, §4)', () => {
  it('removes bookings in processing status (and failed ones) from the list', () => {
    const items = ['Processing', 'Pending', 'PartiallyPaid', 'Completed', 'Canceled', 'Failed'].map(
      (status) => ({ status }),
    );
    expect(visibleBookings(items).map((item) => item.status)).toEqual([
      'Pending',
      'PartiallyPaid',
      'Completed',
      'Canceled',
    ]);
  });

  it('never labels a listed booking as processing: a paid or held booking is pending confirmation', () => {
    for (const status of ACCOUNT_BOOKING_STATUSES)
      expect(bookingStatus({ status }).key).not.toMatch(/PROCESSING/);
    expect(bookingStatus({ status: 'Pending' }).key).toBe('ACCOUNT.BOOKINGS.STATUS.PENDING');
    const english = messages('en');
    expect(lookup(english, 'ACCOUNT.BOOKINGS.STATUS.PENDING')).toBe('Pending confirmation');
    expect(lookup(english, 'ACCOUNT.BOOKINGS.STATUS.PROCESSING')).toBeUndefined();
  });

  it('has every status label and the pending note in all 15 languages', () => {
    for (const language of UI_LANGUAGES) {
      const tree = messages(language);
      for (const status of ACCOUNT_BOOKING_STATUSES)
        expect(lookup(tree, bookingStatus({ status }).key), `${language} ${status}`).toEqual(
          expect.any(String),
        );
      expect(lookup(tree, 'ACCOUNT.BOOKINGS.PENDING_NOTE'), language).toEqual(expect.any(String));
    }
  });
});

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

  it('leaves a crypto refund to its own lines (address, transaction, club wallet): no card-worded note', () => {
    const waiting = { prefill: null, coin: 'USDC', amount: 43.7, wallet: true };
    expect(
      refundNote({
        status: 'Canceled',
        refundAmount: 40,
        refund: { status: 'pending', amount: 40, addressNeeded: waiting },
      }),
    ).toBeNull();
    expect(
      refundNote({
        status: 'Canceled',
        refundAmount: 40,
        refund: { status: 'done', amount: 40, toWallet: { coin: 'USDC', amount: 43.7 } },
      }),
    ).toBeNull();
  });
});

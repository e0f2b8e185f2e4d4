import type { AccountBooking } from '@clubstay/contract/accounts';
import { refundToldOnChain } from '@clubstay/contract/checkout-rules';
import type { MessageKey } from '@clubstay/i18n/resources';

/** Spec 1 §4: bookings in processing status are removed from the displayed items. */
export function visibleBookings<T extends { status: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.status !== 'Processing' && item.status !== 'Failed');
}

/** Spec 1 §4: after a cancellation the list reloads from index 0 with limit = limit + startIndex. */
export function reloadAfterCancel(page: { startIndex: number; limit: number }): {
  startIndex: number;
  limit: number;
} {
  return { startIndex: 0, limit: page.limit + page.startIndex };
}

type BookingTone = 'success' | 'warning' | 'neutral' | 'danger';

/**
 * The label key and tone of a booking's status in the account. Processing (not paid) is never listed
 * (spec 1 §4); Pending (paid or held, the hotel confirms) reads as the spec's "pending", never as a
 * payment still in progress.
 */
export function bookingStatus(booking: Pick<AccountBooking, 'status'>): {
  key: MessageKey;
  tone: BookingTone;
} {
  switch (booking.status) {
    case 'Completed':
      return { key: 'ACCOUNT.BOOKINGS.STATUS.COMPLETED', tone: 'success' };
    case 'Canceled':
      return { key: 'ACCOUNT.BOOKINGS.STATUS.CANCELED', tone: 'neutral' };
    case 'PartiallyPaid':
      return { key: 'ACCOUNT.BOOKINGS.STATUS.PARTIALLY_PAID', tone: 'warning' };
    case 'Pending':
      return { key: 'ACCOUNT.BOOKINGS.STATUS.PENDING', tone: 'warning' };
  }
}

/**
 * What a booking says about its refund: a refund that failed for good (support refunds by hand) is a
 * warning, a refund sent says so, one under way (or a cancellation's refund not yet queued) the usual note.
 */
export function refundNote(
  booking: Pick<AccountBooking, 'status' | 'refund' | 'refundAmount'>,
): { key: MessageKey; amount: number; tone: 'warning' | 'muted' } | null {
  if (booking.refund?.status === 'failed')
    return { key: 'ACCOUNT.BOOKINGS.REFUND_FAILED', amount: booking.refund.amount, tone: 'warning' };
  // A crypto refund is told in its coin (the address it waits for, its transaction, the club wallet).
  if (refundToldOnChain(booking.refund)) return null;
  if (booking.refund?.status === 'done')
    return { key: 'ACCOUNT.BOOKINGS.REFUND_DONE', amount: booking.refund.amount, tone: 'muted' };
  if (booking.status === 'Canceled' && booking.refundAmount !== null)
    return {
      key: 'ACCOUNT.BOOKINGS.REFUND_NOTE',
      amount: booking.refund?.amount ?? booking.refundAmount,
      tone: 'muted',
    };
  return null;
}

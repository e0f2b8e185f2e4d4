import type { ReservationInfo } from '@clubstay/contract/checkout';
import { refundToldOnChain } from '@clubstay/contract/checkout-rules';
import type { MessageKey } from '@clubstay/i18n/resources';

type Info = Pick<ReservationInfo, 'state' | 'failure' | 'latePayment' | 'refund' | 'totalCharged'>;

/**
 * The explanation of a failed booking when money was taken anyway (a payment after the hold, a
 * cancelled stay): the default texts say "You have not been charged", which is only shown when true.
 * null when the default explanation holds (nothing was charged, or the crypto texts already say the
 * amount received is refunded).
 */
export function failedMoneyText(info: Info): { key: MessageKey; amount: number } | null {
  if (info.state !== 'failed' || info.failure === 'incompletePayment') return null;
  const amount = info.refund?.amount ?? info.totalCharged;
  if (info.latePayment === 'refunded') return { key: 'CONFIRMATION_PAGE.TEXT.TIMEOUT_REFUNDED', amount };
  if (info.totalCharged > 0 || info.refund) return { key: 'CONFIRMATION_PAGE.TEXT.FAILED_REFUNDED', amount };
  return null;
}

/** The notes about the traveller's money under the status: a late payment that booked the room, and where a refund is. */
export function moneyNotes(info: Info): { key: MessageKey; amount: number }[] {
  const notes: { key: MessageKey; amount: number }[] = [];
  if (info.latePayment === 'completed')
    notes.push({ key: 'CONFIRMATION_PAGE.LATE_COMPLETED', amount: info.totalCharged });
  // A crypto refund is told by the crypto refund block (its address, transactions or club wallet).
  if (info.refund && !refundToldOnChain(info.refund))
    notes.push({
      // toUpperCase() is typed string; Uppercase<> is what it returns, so the key stays a checked literal.
      key: `CONFIRMATION_PAGE.REFUND.${info.refund.status.toUpperCase() as Uppercase<typeof info.refund.status>}`,
      amount: info.refund.amount,
    });
  return notes;
}

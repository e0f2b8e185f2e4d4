import type { ReservationInfo } from '@clubstay/contract/checkout';
import { PAYMENT_TIMING } from '@clubstay/contract/checkout-rules';

/**
 * What /confirmation shows for a reservation (spec 2 §2, §4): the status and its variant (pay at
 * hotel, card guarantee), and whether polling goes on.
 */
type Variant = 'card' | 'payAtHotel' | 'guarantee' | 'crypto';

export function variantOf(info: Pick<ReservationInfo, 'paymentMethod' | 'paymentTiming'>): Variant {
  if (info.paymentMethod === 'crypto') return 'crypto';
  if (info.paymentMethod === 'pay-at-hotel')
    return info.paymentTiming === PAYMENT_TIMING.Guarantee ? 'guarantee' : 'payAtHotel';
  return 'card';
}

/** Polling stops once the booking is finished (successful or failed for good). */
export const keepPolling = (info: Pick<ReservationInfo, 'isFinished'> | null) => !info?.isFinished;

/** An incomplete crypto payment with time left can still be finished ("I have paid"). */
export function canFinishCrypto(
  info: Pick<ReservationInfo, 'crypto' | 'failure' | 'state'>,
  now: number,
  skewMs: number,
): boolean {
  if (!info.crypto || info.crypto.left <= 0) return false;
  return (
    Date.parse(info.crypto.expiresAt) > now + skewMs &&
    (info.state === 'processing' || info.failure === 'incompletePayment')
  );
}

/** The heading key of a status: CONFIRMATION_PAGE.STATUS.<STATE>[_<VARIANT>] (literal, so `t()` checks it). */
export function statusKey(
  info: Pick<ReservationInfo, 'state' | 'failure' | 'paymentMethod' | 'paymentTiming'> &
    Partial<Pick<ReservationInfo, 'cancellation'>>,
) {
  const variant = variantOf(info);
  // Cancelled by the traveller, or released because it was not confirmed from its e-mail in time.
  if (info.cancellation === 'traveller') return 'CANCELED';
  if (info.cancellation === 'notGuaranteed') return 'RELEASED';
  if (info.state === 'failed') {
    if (info.failure === 'incompletePayment') return 'FAILED_INCOMPLETE';
    // Nothing is paid online at the hotel's rate: its failure is a reservation, not a payment, that did not go through.
    return variant === 'guarantee'
      ? 'FAILED_GUARANTEE'
      : variant === 'payAtHotel'
        ? 'FAILED_PAY_AT_HOTEL'
        : 'FAILED';
  }
  const suffix = variant === 'payAtHotel' ? '_PAY_AT_HOTEL' : variant === 'guarantee' ? '_GUARANTEE' : '';
  // toUpperCase() is typed string; Uppercase<> is what it returns, so the key stays a checked literal.
  return `${info.state.toUpperCase() as Uppercase<typeof info.state>}${suffix}` as const;
}

/**
 * How a traveller manages the booking from the confirmation: members in their account; guests write to
 * support (spec 1 §5), on the contact page where the brand has one, else by e-mail to its support address.
 */
type ManageWay = { kind: 'account' } | { kind: 'contact' } | { kind: 'email'; address: string };

export function manageWay(
  manageUrl: string,
  brand: { supportEmail: string; shell: { contactLink: boolean } },
): ManageWay {
  if (manageUrl === '/account/bookings') return { kind: 'account' };
  return brand.shell.contactLink ? { kind: 'contact' } : { kind: 'email', address: brand.supportEmail };
}

import type { CheckResponse } from '@clubstay/contract/checkout';
import { CHECKOUT_STATUS } from '@clubstay/contract/checkout-rules';

/** The popups of spec 2 §4, by name. */
export const POPUPS = [
  'price-changed',
  'refundability-changed',
  'expired',
  'expired-ni',
  'sold-out-room',
  'sold-out-hotel',
] as const;
export type PopupName = (typeof POPUPS)[number];

/** What a popup's buttons do. */
export type PopupAction = 'accept' | 'otherRooms' | 'otherHotels' | 'refreshSearch' | 'newSearch';

/**
 * The popup a finished check calls for (spec 2 §4), or none. Availability comes first: a sold-out or
 * expired offer has no price to accept. Then a changed price (validPrice truthy), then a changed
 * cancellation policy at an unchanged price (refundabilityChanged with validPrice 0).
 */
export function popupOf(
  check: Pick<CheckResponse, 'checkoutStatus' | 'validPrice' | 'refundabilityChanged' | 'isFinished'>,
): PopupName | null {
  switch (check.checkoutStatus) {
    case CHECKOUT_STATUS.SoldOutHotel:
      return 'sold-out-hotel';
    case CHECKOUT_STATUS.SoldOutRoom:
      return 'sold-out-room';
    case CHECKOUT_STATUS.Expired:
      return 'expired';
    case CHECKOUT_STATUS.ExpiredNi:
      return 'expired-ni';
    default:
      break;
  }
  if (!check.isFinished) return null;
  if (check.validPrice) return 'price-changed';
  if (check.refundabilityChanged) return 'refundability-changed';
  return null;
}

/** The buttons of each popup, the main one first. */
export const POPUP_ACTIONS: Record<PopupName, readonly PopupAction[]> = {
  'price-changed': ['accept', 'otherRooms'],
  'refundability-changed': ['accept', 'otherRooms'],
  expired: ['refreshSearch', 'newSearch'],
  'expired-ni': ['otherRooms', 'newSearch'],
  'sold-out-room': ['otherRooms', 'otherHotels'],
  'sold-out-hotel': ['otherHotels', 'newSearch'],
};

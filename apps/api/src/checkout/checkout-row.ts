import {
  type CheckoutPrice,
  PAYMENT_TIMING,
  type PaymentTiming,
  priceTotals,
} from '@clubstay/contract/checkout';
import type { SearchKey } from '@clubstay/contract/search';
import { HttpError } from '#http.ts';

const iso = (value: Date | string | number) => new Date(value).toISOString();
const num = (value: string | number) => Number(value);

/** A checkouts row. Money columns come back from pg as strings. */
export interface CheckoutRow extends Record<string, unknown> {
  id: string;
  public_id: string;
  white_label: string;
  customer_id: string | null;
  guest_id: string | null;
  hotel_id: number;
  search_id: string;
  package_id: string;
  room_id: number;
  es: string | null;
  stay: SearchKey;
  currency: string;
  hotel: {
    name: string;
    stars: number;
    address: string;
    city: string;
    countryCode: string;
    image: string | null;
  };
  room_name: string;
  boarding: number;
  is_refundable: boolean;
  cancellation_deadline: Date | string | null;
  payment_timing: number;
  sale_price: string;
  tax_and_fees: string;
  pay_at_hotel_fee: string;
  credit_card_fee: string;
  /** What the last check found and /agree would accept. */
  pending_price: PendingPrice | null;
  last_status: number;
  check_started_at: Date | string | null;
  expires_at: Date | string;
  booking_id: string | null;
  created_at: Date | string;
}

export interface PendingPrice {
  salePrice: number;
  taxAndFees: number;
  payAtHotelFee: number;
  isRefundable: boolean;
  cancellationDeadline: string | null;
}

/**
 * Payment timing of a package (decision; the supplier has no such field): non-refundable rates are
 * paid now; refundable rates may be paid at the hotel: with a card guarantee (pre-authorisation) at
 * 4 and 5 stars, with no card at all below.
 */
export function paymentTimingOf(stars: number, isRefundable: boolean): PaymentTiming {
  if (!isRefundable) return PAYMENT_TIMING.ImmediatePayment;
  return stars >= 4 ? PAYMENT_TIMING.Guarantee : PAYMENT_TIMING.NotRequired;
}

export type HoldLimits = { perSession: number; perSource: number; perHotelPerSource: number };

export function priceOf(
  row: Pick<CheckoutRow, 'sale_price' | 'tax_and_fees' | 'pay_at_hotel_fee' | 'credit_card_fee'>,
): CheckoutPrice {
  const salePrice = num(row.sale_price);
  const taxAndFees = num(row.tax_and_fees);
  const creditCardFee = num(row.credit_card_fee);
  return {
    salePrice,
    creditCardFee,
    taxAndFees,
    payAtHotelFee: num(row.pay_at_hotel_fee),
    ...priceTotals({ salePrice, creditCardFee, taxAndFees }),
  };
}

export function policies(isRefundable: boolean, deadline: Date | string | null, salePrice: number) {
  return [{ freeUntil: isRefundable && deadline ? iso(deadline) : null, penalty: salePrice }];
}

/** The offer must be checked again (spec 2 §8: the app re-runs the check and shows the popup). */
export function reject(message: string): never {
  throw new HttpError(422, message);
}

import type { BookingRow } from '#bookings/booking-row.ts';
import type { AllotmentKey } from '#supplier/supplier-booking.ts';

/** The columns checkout adds to a bookings row (migration 0100). */
export interface CheckoutBookingRow extends BookingRow {
  hold_expires_at: Date | string | null;
  confirm_at: Date | string | null;
  held_at: Date | string | null;
  mail_claimed_at: Date | string | null;
  mail_sent_at: Date | string | null;
  billing: unknown;
  locale: string;
  origin: string;
  failure_reason: string | null;
  allotment: (AllotmentKey & { units: number }) | null;
  allotment_released: boolean;
  /** The current payment intent (Stripe) or transaction (Paybyrd). */
  payment_ref: string | null;
  charge_amount: string | null;
  /**
   * Money that came when the booking could not take it: 'open' (a payment after the hold ran out, to
   * resolve), 'completed' (the room could still be had at that price: the booking went ahead),
   * 'refunded' (it goes back; also an expired part payment).
   */
  late_payment: 'open' | 'completed' | 'refunded' | null;
  late_mail_sent_at: Date | string | null;
  /** The client address of the book call (per-source hold caps). */
  source_address: string | null;
  /** A pay-at-hotel booking without a card to confirm from its e-mail by then (PAY_AT_HOTEL_CONFIRM_MS). */
  guarantee_due_at: Date | string | null;
  guaranteed_at: Date | string | null;
  /** The secret of the confirmation e-mail's manage link (cancel, confirm). */
  manage_token: string | null;
}

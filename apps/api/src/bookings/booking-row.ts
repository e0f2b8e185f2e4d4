/**
 * A row of `bookings` (migration 0006): what a checkout's book call produces and what the member's
 * account lists and cancels. The checkout feature writes these rows; the accounts feature reads them
 * (GET /customers/bookings, POST /customers/bookings/{offerId}/cancel) and derives wallet rewards and
 * loyalty nights from them. Money is EUR, numeric(12,2) (read back as strings by pg).
 */
export interface BookingRow extends Record<string, unknown> {
  id: string;
  /** The book call's answer, public reference of the booking (confirmation ?offerKey=). */
  offer_key: string;
  /** Human reference ID shown on the confirmation and in e-mails. */
  reference: string;
  /** One booking per checkout: the unique key that makes a repeated or concurrent book idempotent. */
  checkout_id: string;
  white_label: string;
  /** The member who booked; null for a guest or an anonymous visitor (coca). */
  customer_id: string | null;
  /** The partner's guest id (guest token `sub`), for guests. */
  guest_id: string | null;
  hotel_id: number;
  hotel_name: string;
  city: string;
  country: string;
  room_name: string;
  package_id: string;
  /** Meal type id (MEAL_TYPES). */
  boarding: number;
  is_refundable: boolean;
  /** Free cancellation until this instant (GMT); null when non-refundable. */
  cancellation_deadline: Date | string | null;
  check_in: Date | string;
  check_out: Date | string;
  nights: number;
  /** [{ adults, children: number[] }] */
  rooms: unknown;
  /** { title, firstName, lastName, email, phoneCountryCode, phoneNumber, nationality } */
  lead_guest: unknown;
  additional_guests: unknown;
  /** BED_TYPE: 0 unknown, 1 double, 2 twins. */
  bed_type: number;
  special_requests: string;
  sale_price: string;
  tax_and_fees: string;
  credit_card_fee: string;
  /** sale price + fee, rounded to cents (spec 2 §9). */
  total: string;
  /** Fees (or the whole stay) payable at the hotel. */
  pay_at_hotel_total: string;
  /** 'stripe' | 'paybyrd' | 'pay-at-hotel' | 'crypto' */
  payment_method: string;
  /** Payment timing: 0 ImmediatePayment, 1 Guarantee, 3 NotRequired. */
  payment_timing: number;
  charge_currency: string;
  amount_paid: string;
  /** Processing until paid; Pending, PartiallyPaid (crypto), Completed, Failed, Canceled. */
  status: 'Processing' | 'Pending' | 'PartiallyPaid' | 'Completed' | 'Failed' | 'Canceled';
  /**
   * The booker's UI language at Book (the book call's `locale`): every e-mail about the booking
   * (confirmation, cancellation, refunds) is written in it, narrowed to the brand's languages.
   */
  locale: string;
  canceled_at: Date | string | null;
  refund_amount: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

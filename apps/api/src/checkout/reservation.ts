import type { ReservationInfo } from '@clubstay/contract/checkout';
import { canCancel } from '#accounts/bookings.ts';
import type { CryptoPayments } from '#crypto/payments.ts';
import type { Queryable } from '#db/db.ts';
import type { CheckoutBookingRow } from './booking-columns.ts';
import { refundSummary } from './refunds.ts';
import { checkoutHotel } from './sql.ts';

const iso = (value: Date | string | number) => new Date(value).toISOString();

/** A booking as the confirmation page and My bookings' manage link read it (spec 2 §7's reservation info). */
export async function reservationInfo(
  deps: { db: Queryable; crypto: CryptoPayments; now: () => number },
  row: CheckoutBookingRow,
  manageable = false,
): Promise<ReservationInfo> {
  const { db, crypto, now } = deps;
  const invoice = row.payment_method === 'crypto' ? await crypto.view(row.id) : null;
  const refund = await refundSummary(db, row.id);
  const failed = row.status === 'Failed' || row.status === 'Canceled';
  const partial = row.status === 'PartiallyPaid';
  const state: ReservationInfo['state'] =
    row.status === 'Completed'
      ? 'successful'
      : row.status === 'Pending'
        ? 'pending'
        : failed || partial
          ? 'failed'
          : 'processing';
  const failure: ReservationInfo['failure'] = partial
    ? 'incompletePayment'
    : failed
      ? row.failure_reason === 'incompletePayment'
        ? 'incompletePayment'
        : row.failure_reason === 'paymentTimeout'
          ? 'paymentTimeout'
          : 'paymentFailed'
      : null;
  const lead = row.lead_guest as { title: string; firstName: string; lastName: string; email: string };
  const others = (row.additional_guests as { title: string; firstName: string; lastName: string }[]) ?? [];
  const rooms = row.rooms as { adults: number; children: number[] }[];
  const checkout = await checkoutHotel(db, row.checkout_id);
  const payAtHotel = row.payment_method === 'pay-at-hotel';
  return {
    offerKey: row.offer_key,
    referenceId: row.reference,
    state,
    failure,
    bookingStatus: row.status,
    isSuccess: row.status === 'Completed',
    // Not finished while late money is being resolved or a refund is under way (the page keeps polling).
    isFinished:
      (row.status === 'Completed' || failed) && row.late_payment !== 'open' && refund?.status !== 'pending',
    hotelId: row.hotel_id,
    hotel: {
      name: row.hotel_name,
      city: row.city,
      country: row.country,
      address: checkout?.hotel.address ?? '',
      image: checkout?.hotel.image ?? null,
    },
    checkInDate: iso(row.check_in).slice(0, 10),
    checkOutDate: iso(row.check_out).slice(0, 10),
    leadGuest: { title: lead.title, firstName: lead.firstName, lastName: lead.lastName, email: lead.email },
    additionalGuests: others.map((guest) => ({
      title: guest.title,
      firstName: guest.firstName,
      lastName: guest.lastName,
    })),
    roomName: row.room_name,
    mealPlan: row.boarding,
    bedType: row.bed_type,
    specialRequests: row.special_requests,
    isRefundable: row.is_refundable,
    cancellationDeadline: row.cancellation_deadline ? iso(row.cancellation_deadline) : null,
    package: {
      salePrice: Number(row.sale_price),
      totalNights: row.nights,
      taxAndFees: Number(row.tax_and_fees),
      creditCardFee: Number(row.credit_card_fee),
      rooms: rooms.map((room) => ({ adultsCount: room.adults, childrenAges: room.children })),
    },
    paymentMethod: row.payment_method as ReservationInfo['paymentMethod'],
    paymentTiming: row.payment_timing,
    totalCharged: payAtHotel ? 0 : Number(row.amount_paid),
    total: Number(row.total),
    payAtHotelTotal: Number(row.pay_at_hotel_total),
    chargeCurrency: row.charge_currency,
    crypto: invoice,
    manageUrl: row.customer_id ? '/account/bookings' : '/contact',
    latePayment:
      row.late_payment === 'completed' || row.late_payment === 'refunded' ? row.late_payment : null,
    refund,
    canCancel: manageable && canCancel(row, new Date(now())),
    confirmBy:
      row.guarantee_due_at && !row.guaranteed_at && row.status !== 'Canceled' && row.status !== 'Failed'
        ? iso(row.guarantee_due_at)
        : null,
    cancellation:
      row.status === 'Canceled'
        ? row.failure_reason === 'notGuaranteed'
          ? 'notGuaranteed'
          : 'traveller'
        : null,
  };
}

import { BED_TYPE, PAYMENT_TIMING } from '@clubstay/contract/checkout';
import { BRANDS, type BrandId } from '@clubstay/contract/brands';
import { MEAL_TYPES } from '@clubstay/contract/rooms';
import type { BookingRow } from '../bookings/booking-row.ts';

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const eur = (value: string | number) => `EUR ${Number(value).toFixed(2)}`;

/** "BreakfastIncluded" → "Breakfast included". */
export function mealName(id: number): string {
  const name = MEAL_TYPES.find((meal) => meal.id === id)?.name ?? 'None';
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const BED_NAMES: Record<number, string> = { [BED_TYPE.UNKNOWN]: 'No preference', [BED_TYPE.DOUBLE]: 'Double', [BED_TYPE.TWINS_BED]: 'Twin beds' };

/**
 * The booking confirmation e-mail (plain text; the mailbox makes links clickable). Written in
 * English for every brand and language (decision: the translated confirmation page is one click
 * away through the link it holds).
 */
export function confirmationMail(row: BookingRow & { origin: string }): { subject: string; text: string } {
  const brand = BRANDS[row.white_label as BrandId]?.displayName ?? 'Clubstay';
  const lead = row.lead_guest as { title: string; firstName: string; lastName: string };
  const rooms = row.rooms as { adults: number; children: number[] }[];
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.children.length, 0);
  const origin = row.origin || 'http://localhost:3000';
  const link = `${origin}/confirmation?offerKey=${encodeURIComponent(row.offer_key)}`;
  const manage = row.customer_id ? `${origin}/account/bookings` : `${origin}/contact`;
  const payAtHotel = row.payment_method === 'pay-at-hotel';
  const lines = [
    `Dear ${lead.title} ${lead.firstName} ${lead.lastName},`,
    '',
    `your booking at ${row.hotel_name} is confirmed.`,
    '',
    `Reference ID: ${row.reference}`,
    `Hotel: ${row.hotel_name}, ${row.city}`,
    `Check-in: ${day(row.check_in)}`,
    `Check-out: ${day(row.check_out)} (${row.nights} night${row.nights === 1 ? '' : 's'})`,
    `Guests: ${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''} in ${rooms.length} room${rooms.length === 1 ? '' : 's'}`,
    `Room: ${row.room_name}`,
    `Meal plan: ${mealName(row.boarding)}`,
    `Bed preference: ${BED_NAMES[row.bed_type] ?? BED_NAMES[0]}`,
    `Special requests: ${row.special_requests || 'none'}`,
    row.is_refundable && row.cancellation_deadline
      ? `Free cancellation until ${new Date(row.cancellation_deadline).toISOString().replace('T', ' ').slice(0, 16)} GMT`
      : 'This booking is non-refundable.',
    '',
    payAtHotel
      ? `Nothing was charged now. Pay at the hotel: ${eur(row.pay_at_hotel_total)}${
          row.payment_timing === PAYMENT_TIMING.Guarantee ? ' (your card was pre-authorised as a guarantee)' : ''
        }.`
      : `Total charged: ${eur(row.total)}${Number(row.pay_at_hotel_total) > 0 ? `; payable at the hotel: ${eur(row.pay_at_hotel_total)}` : ''}.`,
    '',
    `Your booking: ${link}`,
    row.customer_id ? `Manage it in your account: ${manage}` : `To change or cancel, write to our support: ${manage}`,
    '',
    `${brand}`,
  ];
  return { subject: `Booking confirmed: ${row.hotel_name}, reference ${row.reference}`, text: lines.join('\n') };
}

/** The greeting and links every booking e-mail shares. */
function bookingMailParts(row: BookingRow & { origin: string }) {
  const brand = BRANDS[row.white_label as BrandId]?.displayName ?? 'Clubstay';
  const lead = row.lead_guest as { title: string; firstName: string; lastName: string };
  const origin = row.origin || 'http://localhost:3000';
  return {
    brand,
    greeting: `Dear ${lead.title} ${lead.firstName} ${lead.lastName},`,
    link: `${origin}/confirmation?offerKey=${encodeURIComponent(row.offer_key)}`,
    stay: `${row.hotel_name}, ${row.city}, ${day(row.check_in)} to ${day(row.check_out)}`,
  };
}

/**
 * A payment that arrived after the payment hold ran out, and the room could still be had at the
 * same price: the booking goes ahead (the confirmation e-mail follows once the hotel confirms).
 */
export function latePaymentCompletedMail(row: BookingRow & { origin: string }): { subject: string; text: string } {
  const parts = bookingMailParts(row);
  const lines = [
    parts.greeting,
    '',
    `your payment of ${eur(row.amount_paid)} for ${parts.stay} arrived after the time to pay had run out.`,
    'The room was still available at the same price, so we kept your payment and your booking goes ahead.',
    `We send the confirmation as soon as the hotel confirms it. Reference ID: ${row.reference}`,
    '',
    `Your booking: ${parts.link}`,
    '',
    parts.brand,
  ];
  return { subject: `Your late payment completed your booking: ${row.hotel_name}, reference ${row.reference}`, text: lines.join('\n') };
}

/**
 * A payment that arrived after the payment hold ran out (or a part-paid invoice that expired, or a
 * second charge of the same booking) when the booking could not go ahead: the money goes back.
 */
export function latePaymentRefundedMail(row: BookingRow & { origin: string }, amountEur: number, partPaid: boolean): { subject: string; text: string } {
  const parts = bookingMailParts(row);
  const lines = [
    parts.greeting,
    '',
    partPaid
      ? `the time to pay for ${parts.stay} ran out before the invoice was paid in full (we received ${eur(amountEur)}).`
      : `we received ${eur(amountEur)} for ${parts.stay} after the time to pay had run out, and the room could no longer be booked at that price.`,
    'There is no booking, and we are refunding the full amount to the card or wallet you paid with.',
    'A card refund takes about 7 business days to reach your account; a crypto refund is sent to the address you paid from.',
    `Reference ID: ${row.reference}`,
    '',
    `Follow the refund: ${parts.link}`,
    '',
    parts.brand,
  ];
  return { subject: `Your payment is being refunded: ${row.hotel_name}, reference ${row.reference}`, text: lines.join('\n') };
}

/** To support: a refund the provider refused every time; a person must refund the traveller. */
export function refundFailedMail(
  row: BookingRow & { origin: string },
  refund: { id: string; provider: string; providerRef: string; amount: number; currency: string; amountEur: number; attempts: number; lastError: string | null; reason: string },
): { subject: string; text: string } {
  const parts = bookingMailParts(row);
  const lead = row.lead_guest as { email: string };
  const lines = [
    `A refund failed for good after ${refund.attempts} attempts; the traveller has not been refunded.`,
    '',
    `Refund: ${refund.id} (${refund.reason})`,
    `Amount: ${refund.amount.toFixed(2)} ${refund.currency} (${eur(refund.amountEur)})`,
    `Provider: ${refund.provider}, payment ${refund.providerRef}`,
    `Last error: ${refund.lastError ?? 'none'}`,
    '',
    `Booking: ${row.reference} (${row.status}), ${parts.stay}`,
    `Traveller: ${lead.email}`,
    `Brand: ${parts.brand}`,
    '',
    `Retry it once the cause is fixed: POST ${row.origin || 'http://localhost:3000'}/api/ops/refunds/${refund.id}/retry (Authorization: Bearer <METRICS_TOKEN>).`,
  ];
  return { subject: `Refund failed: ${refund.amount.toFixed(2)} ${refund.currency}, booking ${row.reference}`, text: lines.join('\n') };
}

/** Support's address when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@clubstay.localhost';

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

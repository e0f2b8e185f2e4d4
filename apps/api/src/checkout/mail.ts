import { BED_TYPE, PAYMENT_TIMING } from '@clubstay/contract/checkout';
import { mealFamily } from '@clubstay/contract/rooms';
import type { BrandId } from '@clubstay/contract/brands';
import type { BookingRow } from '#bookings/booking-row.ts';
import { composeMail, type MailBlock, type MailContent, type MailContext } from '#mail/compose.ts';
import type { MailKind, MailMessage } from '#mail/mailer.ts';

const BED_KEYS: Record<number, string> = {
  [BED_TYPE.UNKNOWN]: 'CHECKOUT_PAGE.GUESTS.BED_NONE',
  [BED_TYPE.DOUBLE]: 'CHECKOUT_PAGE.GUESTS.BED_DOUBLE',
  [BED_TYPE.TWINS_BED]: 'CHECKOUT_PAGE.GUESTS.BED_TWIN',
};

const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The booking confirmation e-mail, sent once when the hotel confirms, in the language kept on the
 * booking (its `locale`, the booker's language at Book). Members manage the booking in their
 * account; guests write to support: the /contact page where the brand has one, otherwise the
 * brand's support address (the e-mail's Reply-To).
 */
export const bookingConfirmationMail =
  (
    row: BookingRow & {
      origin: string;
      manage_token?: string | null;
      guarantee_due_at?: Date | string | null;
      guaranteed_at?: Date | string | null;
    },
  ) =>
  (context: MailContext): MailContent => {
    const { t, brand, dateTimeGmt, money } = context;
    const rooms = row.rooms as { adults: number; children: number[] }[];
    const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
    const children = rooms.reduce((sum, room) => sum + room.children.length, 0);
    const origin = originOf(row);
    const link = confirmationLink(row);
    const payAtHotel = row.payment_method === 'pay-at-hotel';
    const hotelTotal = Number(row.pay_at_hotel_total);
    const payment = payAtHotel
      ? t(
          row.payment_timing === PAYMENT_TIMING.Guarantee
            ? 'bookingConfirmation.payAtHotelGuarantee'
            : 'bookingConfirmation.payAtHotel',
          { amount: money(row.pay_at_hotel_total) },
        )
      : hotelTotal > 0
        ? t('bookingConfirmation.chargedAndHotel', {
            amount: money(row.total),
            hotelAmount: money(hotelTotal),
          })
        : t('bookingConfirmation.charged', { amount: money(row.total) });
    const manage: MailBlock = row.customer_id
      ? {
          type: 'paragraph',
          text: t('bookingConfirmation.manageAccount'),
          link: { url: `${origin}/account/bookings` },
        }
      : brand.contactPage
        ? {
            type: 'paragraph',
            text: t('bookingConfirmation.manageContact'),
            link: { url: `${origin}/contact` },
          }
        : { type: 'paragraph', text: t('bookingConfirmation.manageReply', { support: brand.supportEmail }) };
    return travellerMail('bookingConfirmation', row, context, [
      { type: 'paragraph', text: t('bookingConfirmation.intro', { hotel: row.hotel_name }) },
      {
        type: 'details',
        rows: [
          ...stayDetails(row, context),
          [t('booking.stay'), t('COUNT.NIGHTS', { count: row.nights })],
          [
            t('booking.guests'),
            [
              t('COUNT.ADULTS', { count: adults }),
              ...(children ? [t('COUNT.CHILDREN', { count: children })] : []),
              t('COUNT.ROOMS', { count: rooms.length }),
            ].join(' · '),
          ],
          [t('booking.room'), row.room_name],
          [t('booking.meal'), t(`CHECKOUT_PAGE.MEALS.${mealFamily(row.boarding)}`)],
          [t('booking.bed'), t(BED_KEYS[row.bed_type] ?? 'CHECKOUT_PAGE.GUESTS.BED_NONE')],
          [t('booking.requests'), row.special_requests || t('booking.requestsNone')],
          [
            t('booking.cancellation'),
            row.is_refundable && row.cancellation_deadline
              ? t('booking.freeCancellation', { deadline: dateTimeGmt(row.cancellation_deadline) })
              : t('booking.nonRefundable'),
          ],
          [t('booking.payment'), payment],
        ],
      },
      { type: 'button', label: t('bookingConfirmation.button'), url: link },
      // A pay-at-hotel booking without a card is kept only when confirmed from this link in time.
      ...(row.guarantee_due_at && !row.guaranteed_at
        ? [
            {
              type: 'paragraph' as const,
              text: t('bookingConfirmation.confirmBy', { deadline: dateTimeGmt(row.guarantee_due_at) }),
            },
          ]
        : []),
      // Guests cancel from the booking's page (the link above carries the manage token).
      ...(!row.customer_id && row.is_refundable && row.cancellation_deadline
        ? [
            {
              type: 'paragraph' as const,
              text: t('bookingConfirmation.cancelLink', {
                deadline: dateTimeGmt(row.cancellation_deadline),
              }),
            },
          ]
        : []),
      manage,
    ]);
  };

/** A booking e-mail to its lead guest, in the language kept on the booking (the booker's at Book). */
export function mailToTraveller(
  row: BookingRow,
  kind: MailKind,
  template: (context: MailContext) => MailContent,
): MailMessage {
  const lead = row.lead_guest as { email: string };
  return composeMail(
    { whiteLabel: row.white_label as BrandId, kind, to: lead.email, language: row.locale },
    template,
  );
}

/** The site a booking was made on (its e-mails link back to it). */
const originOf = (row: { origin: string }) => row.origin || 'http://localhost:3000';

const greeting = (row: BookingRow, { t }: MailContext): MailBlock => {
  const lead = row.lead_guest as { firstName: string; lastName: string };
  return { type: 'paragraph', text: t('layout.greeting', { name: `${lead.firstName} ${lead.lastName}` }) };
};

/**
 * A booking e-mail to the traveller: `{mail}.subject` (with the hotel and reference), `{mail}.heading`,
 * then the greeting and the e-mail's own blocks.
 */
function travellerMail(
  mail: string,
  row: BookingRow,
  context: MailContext,
  blocks: MailBlock[],
): MailContent {
  const { t } = context;
  return {
    subject: t(`${mail}.subject`, { hotel: row.hotel_name, reference: row.reference }),
    heading: t(`${mail}.heading`),
    blocks: [greeting(row, context), ...blocks],
  };
}

/** The stay a booking e-mail is about: its reference, hotel and dates, with the shared labels. */
function stayRows(row: BookingRow, context: MailContext): MailBlock {
  return { type: 'details', rows: stayDetails(row, context) };
}

function stayDetails(row: BookingRow, { t, date }: MailContext): [string, string][] {
  return [
    [t('booking.reference'), row.reference],
    [t('booking.hotel'), `${row.hotel_name}, ${row.city}`],
    [t('booking.checkIn'), date(day(row.check_in))],
    [t('booking.checkOut'), date(day(row.check_out))],
  ];
}

/** The booking's page; with its manage token (the reader of this e-mail may cancel there). */
function confirmationLink(row: BookingRow & { origin: string; manage_token?: string | null }): string {
  const base = `${originOf(row)}/confirmation?offerKey=${encodeURIComponent(row.offer_key)}`;
  return row.manage_token ? `${base}&manage=${encodeURIComponent(row.manage_token)}` : base;
}

/**
 * A pay-at-hotel booking without a card that was not confirmed from its confirmation e-mail in
 * time (PAY_AT_HOTEL_CONFIRM_MS): it is cancelled and its room released. In the booking's language.
 */
export const bookingReleasedMail =
  (row: BookingRow & { origin: string }) =>
  (context: MailContext): MailContent => {
    const { t } = context;
    return travellerMail('bookingReleased', row, context, [
      { type: 'paragraph', text: t('bookingReleased.intro', { hotel: row.hotel_name }) },
      { type: 'paragraph', text: t('bookingReleased.nothingDue') },
      stayRows(row, context),
      {
        type: 'button',
        label: t('bookingReleased.button'),
        url: `${originOf(row)}/`,
      },
    ]);
  };

/**
 * A payment that arrived after the payment hold ran out, and the room could still be had at the
 * same price: the booking goes ahead (the confirmation e-mail follows once the hotel confirms).
 * In the language kept on the booking, like the confirmation.
 */
export const latePaymentCompletedMail =
  (row: BookingRow & { origin: string }) =>
  (context: MailContext): MailContent => {
    const { t, money } = context;
    return travellerMail('latePaymentCompleted', row, context, [
      {
        type: 'paragraph',
        text: t('latePaymentCompleted.intro', { amount: money(row.amount_paid), hotel: row.hotel_name }),
      },
      { type: 'paragraph', text: t('latePaymentCompleted.kept') },
      { type: 'paragraph', text: t('latePaymentCompleted.next') },
      stayRows(row, context),
      { type: 'button', label: t('latePaymentCompleted.button'), url: confirmationLink(row) },
    ]);
  };

/**
 * A payment that arrived after the payment hold ran out (or a part-paid invoice that expired, or a
 * second charge of the same booking) when the booking could not go ahead: the money goes back.
 * In the language kept on the booking.
 */
export const latePaymentRefundedMail =
  (row: BookingRow & { origin: string }, amountEur: number, partPaid: boolean) =>
  (context: MailContext): MailContent => {
    const { t, money } = context;
    const values = { amount: money(amountEur), hotel: row.hotel_name };
    return travellerMail('latePaymentRefunded', row, context, [
      {
        type: 'paragraph',
        text: t(partPaid ? 'latePaymentRefunded.introPartPaid' : 'latePaymentRefunded.introLate', values),
      },
      { type: 'paragraph', text: t('latePaymentRefunded.noBooking') },
      { type: 'paragraph', text: t('latePaymentRefunded.timing') },
      stayRows(row, context),
      { type: 'button', label: t('latePaymentRefunded.button'), url: confirmationLink(row) },
    ]);
  };

/**
 * To the traveller: a crypto refund was sent on chain, with its transaction hash and a link to the
 * network's explorer (none on a local chain), in the booking's language.
 */
export const cryptoRefundSentMail =
  (
    row: BookingRow & { origin: string },
    refund: {
      amount: string;
      coin: string;
      network: string;
      address: string;
      txHash: string;
      explorerUrl: string | null;
    },
  ) =>
  (context: MailContext): MailContent => {
    const { t } = context;
    const network = refund.network.charAt(0).toUpperCase() + refund.network.slice(1);
    return travellerMail('cryptoRefundSent', row, context, [
      {
        type: 'paragraph',
        text: t('cryptoRefundSent.intro', {
          amount: refund.amount,
          coin: refund.coin,
          network,
          address: refund.address,
          hotel: row.hotel_name,
        }),
      },
      { type: 'details', rows: [[t('cryptoRefundSent.transaction'), refund.txHash]] },
      ...(refund.explorerUrl
        ? [
            {
              type: 'paragraph' as const,
              text: '',
              link: { url: refund.explorerUrl, label: t('cryptoRefundSent.explorer') },
            },
          ]
        : []),
      { type: 'button', label: t('cryptoRefundSent.button'), url: confirmationLink(row) },
    ]);
  };

/**
 * To support: a refund the provider refused every time; a person must refund the traveller. Sent
 * in English (`language: 'en'`), so its own texts are written here rather than translated; only the
 * frame (brand, footer) comes from the mail translations.
 */
export const refundFailedMail =
  (
    row: BookingRow & { origin: string },
    refund: {
      id: string;
      provider: string;
      providerRef: string;
      amount: number;
      currency: string;
      amountEur: number;
      attempts: number;
      lastError: string | null;
      reason: string;
    },
  ) =>
  ({ brand, money }: MailContext): MailContent => {
    const lead = row.lead_guest as { email: string };
    const amount = `${refund.amount.toFixed(2)} ${refund.currency}`;
    return {
      subject: `Refund failed: ${amount}, booking ${row.reference}`,
      heading: 'A refund failed',
      blocks: [
        {
          type: 'paragraph',
          text: `A refund failed for good after ${refund.attempts} attempts; the traveller has not been refunded.`,
        },
        {
          type: 'details',
          rows: [
            ['Refund', `${refund.id} (${refund.reason})`],
            ['Amount', `${amount} (${money(refund.amountEur)})`],
            ['Provider', `${refund.provider}, payment ${refund.providerRef}`],
            ['Last error', refund.lastError ?? 'none'],
            ['Booking', `${row.reference} (${row.status})`],
            ['Stay', `${row.hotel_name}, ${row.city}, ${day(row.check_in)} to ${day(row.check_out)}`],
            ['Traveller', lead.email],
            ['Brand', brand.name],
          ],
        },
        {
          type: 'paragraph',
          text: `Retry it once the cause is fixed: POST ${originOf(row)}/api/ops/refunds/${refund.id}/retry (Authorization: Bearer <METRICS_TOKEN>).`,
        },
      ],
    };
  };

/** Support's address when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@clubstay.localhost';

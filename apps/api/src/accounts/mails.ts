import type { MailContent, MailContext } from '#mail/compose.ts';

/**
 * The e-mails of the members club (the accounts' route files send them through
 * `composeMail`). Texts: `apps/api/src/mail/translations/{code}.json`, one namespace per e-mail.
 */

/** Sign-up by invitation: the 6-digit code that proves the address (the code leads the subject). */
export const confirmationCodeMail =
  (input: { code: string }) =>
  ({ t, brand }: MailContext): MailContent => ({
    subject: t('confirmationCode.subject', { code: input.code, brand: brand.name }),
    heading: t('confirmationCode.heading'),
    blocks: [
      { type: 'paragraph', text: t('confirmationCode.intro', { brand: brand.name }) },
      { type: 'code', text: input.code },
      { type: 'paragraph', text: t('confirmationCode.validity', { brand: brand.name }) },
    ],
  });

export const welcomeMail =
  (input: { origin: string; subscriptionToken: string }) =>
  ({ t, brand }: MailContext): MailContent => ({
    subject: t('welcome.subject', { brand: brand.name }),
    heading: t('welcome.heading', { brand: brand.name }),
    blocks: [
      { type: 'paragraph', text: t('welcome.intro') },
      { type: 'button', label: t('welcome.button'), url: `${input.origin}/` },
      {
        type: 'paragraph',
        text: t('welcome.subscriptions'),
        link: {
          url: `${input.origin}/subscriptions-management/${encodeURIComponent(input.subscriptionToken)}`,
          label: t('welcome.subscriptionsLink'),
        },
      },
    ],
  });

export const passwordResetMail =
  (input: { link: string }) =>
  ({ t, brand }: MailContext): MailContent => ({
    subject: t('passwordReset.subject', { brand: brand.name }),
    heading: t('passwordReset.heading'),
    blocks: [
      { type: 'paragraph', text: t('passwordReset.intro', { brand: brand.name }) },
      { type: 'button', label: t('passwordReset.button'), url: input.link },
      { type: 'paragraph', text: t('passwordReset.validity') },
    ],
  });

/**
 * To a member whose account hit the account-wide sign-in ceiling (failed sign-ins from many
 * addresses): a one-time link that lets them sign in with their password despite it. At most one
 * per account per ceiling window; the link is valid 1 hour.
 */
export const accountUnlockMail =
  (input: { link: string }) =>
  ({ t, brand }: MailContext): MailContent => ({
    subject: t('accountUnlock.subject', { brand: brand.name }),
    heading: t('accountUnlock.heading'),
    blocks: [
      { type: 'paragraph', text: t('accountUnlock.intro', { brand: brand.name }) },
      { type: 'button', label: t('accountUnlock.button'), url: input.link },
      { type: 'paragraph', text: t('accountUnlock.validity') },
      { type: 'paragraph', text: t('accountUnlock.notYou') },
    ],
  });

export const bookingCancellationMail =
  (input: {
    reference: string;
    hotelName: string;
    checkIn: string;
    checkOut: string;
    /** EUR refunded to the payer's methods (0 when nothing was paid). */
    refundAmount: number;
  }) =>
  ({ t, brand, date, money }: MailContext): MailContent => ({
    subject: t('bookingCancellation.subject', { reference: input.reference }),
    heading: t('bookingCancellation.heading'),
    blocks: [
      {
        type: 'paragraph',
        text: t('bookingCancellation.intro', { brand: brand.name, hotel: input.hotelName }),
      },
      {
        type: 'details',
        rows: [
          [t('booking.reference'), input.reference],
          [t('booking.hotel'), input.hotelName],
          [t('booking.checkIn'), date(input.checkIn)],
          [t('booking.checkOut'), date(input.checkOut)],
        ],
      },
      {
        type: 'paragraph',
        text:
          input.refundAmount > 0
            ? t('bookingCancellation.refund', { amount: money(input.refundAmount) })
            : t('bookingCancellation.noRefund'),
      },
    ],
  });

export const contactReceivedMail =
  (input: { firstName: string; ticketId: string; subject: string; message: string }) =>
  ({ t, brand }: MailContext): MailContent => ({
    subject: t('contactReceived.subject', { ticket: input.ticketId }),
    heading: t('contactReceived.heading'),
    blocks: [
      { type: 'paragraph', text: t('layout.hello', { name: input.firstName }) },
      { type: 'paragraph', text: t('contactReceived.intro', { brand: brand.name }) },
      {
        type: 'details',
        rows: [
          [t('contactReceived.ticket'), input.ticketId],
          [t('contactReceived.subjectLabel'), input.subject],
        ],
      },
      { type: 'paragraph', text: t('contactReceived.yourMessage') },
      { type: 'quote', text: input.message },
    ],
  });

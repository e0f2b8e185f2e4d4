import { randomUUID } from 'node:crypto';
import type { BrandId } from '@clubstay/contract/brands';
import { BRANDS } from '@clubstay/contract/brands';
import type { Db } from '../db/db.ts';

/**
 * The one mail interface of the API (spec 1 §7 reset links and welcome, spec 2 §2 booking
 * confirmation, cancellations). Every message is recorded in the `mail_outbox` table; with SMTP_URL
 * set it is also delivered over SMTP. Without SMTP the outbox is the mailbox: the sandbox serves it
 * at /api/sandbox/mailbox so a developer (or an end-to-end test) can open the links it holds.
 */
export type MailKind =
  | 'confirmation-code'
  | 'password-reset'
  | 'welcome'
  | 'booking-confirmation'
  | 'booking-cancellation'
  | 'booking-released'
  | 'account-unlock'
  | 'late-payment-completed'
  | 'late-payment-refunded'
  | 'refund-failed'
  | 'crypto-refund-sent'
  | 'contact-received'
  | 'newsletter'
  | 'other';

export interface MailMessage {
  whiteLabel: BrandId;
  kind: MailKind;
  to: string;
  subject: string;
  /** Plain text body; links are written out in full (the mailbox page makes them clickable). */
  text: string;
  /** The HTML part (`composeMail` renders it from the same content as the text). */
  html?: string;
  /** The language the message is written in (a UI language code). */
  language?: string;
  /** Where replies go. @default the brand's support address (`BRANDS[whiteLabel].supportEmail`) */
  replyTo?: string;
}

export interface SentMail extends MailMessage {
  id: string;
  /** The From address the message was sent with: the brand's name on MAIL_FROM's address. */
  from: string;
  replyTo: string;
  status: 'queued' | 'sent' | 'failed';
  createdAt: string;
}

export interface Mailer {
  /** Records the message and, when a transport is configured, delivers it. Never throws on delivery failure. */
  send(message: MailMessage): Promise<SentMail>;
}

/** Delivers a recorded message; SMTP in production, absent in the sandbox. */
export interface MailTransport {
  deliver(message: MailMessage & { from: string; replyTo: string }): Promise<void>;
}

export interface OutboxMailerOptions {
  transport?: MailTransport;
  /**
   * The From address; each brand sends from its address with the brand's display name.
   * @default "Clubstay <no-reply@clubstay.localhost>"
   */
  from?: string;
  onDeliveryError?: (error: unknown, message: MailMessage) => void;
}

/** `Name <address>` with the brand's display name on the configured From address. */
export function brandFrom(configured: string, displayName: string): string {
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return `"${displayName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export function createOutboxMailer(db: Db, options: OutboxMailerOptions = {}): Mailer {
  const configuredFrom = options.from ?? 'Clubstay <no-reply@clubstay.localhost>';
  return {
    async send(input) {
      const id = randomUUID();
      const brand = BRANDS[input.whiteLabel];
      // Every e-mail carries the brand's support address as Reply-To (issue 16, item 9).
      const message = { ...input, replyTo: input.replyTo ?? brand.supportEmail };
      const from = brandFrom(configuredFrom, brand.displayName);
      const rows = await db.query<{ created_at: Date | string }>(
        `insert into mail_outbox (id, white_label, kind, recipient, subject, body, html, language, reply_to, sender, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued') returning created_at`,
        [
          id,
          message.whiteLabel,
          message.kind,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          message.language ?? null,
          message.replyTo,
          from,
        ],
      );
      const createdAt = new Date(rows[0]?.created_at ?? Date.now()).toISOString();
      if (!options.transport) return { ...message, from, id, status: 'queued', createdAt };
      try {
        await options.transport.deliver({ ...message, from });
        await db.query(`update mail_outbox set status = 'sent', sent_at = now() where id = $1`, [id]);
        return { ...message, from, id, status: 'sent', createdAt };
      } catch (error) {
        options.onDeliveryError?.(error, message);
        await db.query(`update mail_outbox set status = 'failed', error = $2 where id = $1`, [
          id,
          error instanceof Error ? error.message.slice(0, 2000) : 'delivery failed',
        ]);
        return { ...message, from, id, status: 'failed', createdAt };
      }
    },
  };
}

/** Reads the outbox, newest first (the sandbox mailbox and tests). */
export async function readOutbox(
  db: Db,
  filter: { to?: string; whiteLabel?: string; id?: string; limit?: number } = {},
): Promise<SentMail[]> {
  const rows = await db.query<{
    id: string;
    white_label: BrandId;
    kind: MailKind;
    recipient: string;
    subject: string;
    body: string;
    html: string | null;
    language: string | null;
    reply_to: string | null;
    sender: string | null;
    status: SentMail['status'];
    created_at: Date | string;
  }>(
    `select id, white_label, kind, recipient, subject, body, html, language, reply_to, sender, status, created_at from mail_outbox
     where ($1::text is null or lower(recipient) = lower($1)) and ($2::text is null or white_label = $2)
       and ($4::uuid is null or id = $4::uuid)
     order by created_at desc, id limit $3`,
    [filter.to ?? null, filter.whiteLabel ?? null, Math.min(filter.limit ?? 50, 500), filter.id ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    whiteLabel: row.white_label,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.html === null ? {} : { html: row.html }),
    ...(row.language === null ? {} : { language: row.language }),
    replyTo: row.reply_to ?? BRANDS[row.white_label]?.supportEmail ?? '',
    from: row.sender ?? '',
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

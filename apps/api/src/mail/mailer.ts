import { randomUUID } from 'node:crypto';
import type { BrandId } from '@clubstay/contract/brands';
import { BRANDS } from '@clubstay/contract/brands';
import type { Db } from '#db/db.ts';

/**
 * The one mail interface of the API (spec 1 §7 reset links and welcome, spec 2 §2 booking
 * confirmation, cancellations). Every message is recorded in the `mail_outbox` table first; with
 * SMTP_URL set it is then delivered over SMTP, and what the server refused for now or could not take
 * (down, unreachable, 4xx) stays queued in the outbox and is sent again later (`deliverDue`, run
 * every few seconds by each API process), so no message is lost while the mail server is away.
 * Without SMTP the outbox is the mailbox: the sandbox serves it at /api/sandbox/mailbox so a
 * developer (or an end-to-end test) can open the links it holds.
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
  /**
   * The page where the reader stops this kind of mail, sent as `List-Unsubscribe` (RFC 2369) so mail
   * clients offer their own unsubscribe button. Required for newsletters.
   */
  unsubscribeUrl?: string;
}

export interface SentMail extends MailMessage {
  id: string;
  /** The From address the message was sent with: the brand's name on MAIL_FROM's address. */
  from: string;
  replyTo: string;
  /**
   * `sent`: the transport took it. `queued`: waiting, in the mailbox only (no transport) or until
   * its next attempt. `failed`: refused for good, or still undelivered after the last retry.
   */
  status: 'queued' | 'sent' | 'failed';
  createdAt: string;
}

export interface Mailer {
  /**
   * Records the message and, when a transport is configured, delivers it. Never throws on delivery
   * failure: a message the transport could not deliver stays queued and is retried.
   */
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Starts sending again, every `retryEveryMs`, the queued messages whose next attempt is due; the
   * returned function stops it (after the round under way). Absent without a transport (nothing is
   * ever due).
   */
  startRetries?(context: {
    ready: () => boolean;
    log: { warn: (details: object, message: string) => void };
  }): () => Promise<void>;
}

/** The message a transport delivers: the outbox row's id (a stable Message-ID across retries), From and Reply-To resolved. */
export type OutgoingMail = MailMessage & { id: string; from: string; replyTo: string };

/** Delivers a recorded message; SMTP in production, absent in the sandbox. */
export interface MailTransport {
  deliver(message: OutgoingMail): Promise<void>;
}

/**
 * A transport's final no for this message (an SMTP 5xx to its recipient or content): it is marked
 * failed at once, since sending it again would get the same answer. Every other error is retried.
 */
export class PermanentMailError extends Error {
  override readonly name = 'PermanentMailError';
}

/**
 * How long the outbox waits before each new attempt of a message the transport did not take: 1, 5
 * and 15 minutes, 1, 3, 6, 12 and 24 hours (about two days in all); after the last one it is failed.
 */
const MAIL_RETRY_DELAYS_MS = [
  60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000,
] as const;

export interface OutboxMailerOptions {
  transport?: MailTransport;
  /**
   * The From address; each brand sends from its address with the brand's display name.
   * @default "Clubstay <no-reply@clubstay.localhost>"
   */
  from?: string;
  /** Told of every failed attempt; `final` when the message will not be tried again. */
  onDeliveryError?: (
    error: unknown,
    message: MailMessage,
    attempt: { attempts: number; final: boolean },
  ) => void;
  /** The waits before each new attempt; as many retries as entries. @default MAIL_RETRY_DELAYS_MS */
  retryDelaysMs?: readonly number[];
  /** How often `startRetries` looks for due messages. @default 15 seconds */
  retryEveryMs?: number;
  /**
   * How long a message being delivered is held by the process delivering it; past that (the process
   * died mid-delivery) another process sends it. Longer than the SMTP transport's own timeouts.
   * @default 5 minutes
   */
  claimMs?: number;
  /** The clock of the attempts' schedule (tests move it instead of waiting). @default Date.now */
  now?: () => number;
}

type OutboxRow = {
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
  list_unsubscribe: string | null;
  attempts: number;
};

function outgoingOf(row: Omit<OutboxRow, 'attempts'>): OutgoingMail {
  return {
    id: row.id,
    whiteLabel: row.white_label,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.html === null ? {} : { html: row.html }),
    ...(row.language === null ? {} : { language: row.language }),
    ...(row.list_unsubscribe === null ? {} : { unsubscribeUrl: row.list_unsubscribe }),
    replyTo: row.reply_to ?? BRANDS[row.white_label]?.supportEmail ?? '',
    from: row.sender ?? '',
  };
}

/** `Name <address>` with the brand's display name on the configured From address. */
function brandFrom(configured: string, displayName: string): string {
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return `"${displayName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export function createOutboxMailer(db: Db, options: OutboxMailerOptions = {}): OutboxMailer {
  const configuredFrom = options.from ?? 'Clubstay <no-reply@clubstay.localhost>';
  const { transport } = options;
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const claimMs = options.claimMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const at = (ms: number) => new Date(now() + ms).toISOString();

  /** One attempt of a claimed message; records its outcome. */
  async function attempt(
    transport: MailTransport,
    message: OutgoingMail,
    attemptsBefore: number,
  ): Promise<SentMail['status']> {
    const attempts = attemptsBefore + 1;
    try {
      await transport.deliver(message);
      await db.query(
        `update mail_outbox set status = 'sent', sent_at = $2, attempts = $3, next_attempt_at = null, error = null where id = $1`,
        [message.id, at(0), attempts],
      );
      return 'sent';
    } catch (error) {
      const delay = delays[attempts - 1];
      const final = error instanceof PermanentMailError || delay === undefined;
      options.onDeliveryError?.(error, message, { attempts, final });
      await db.query(
        `update mail_outbox set status = $2, attempts = $3, next_attempt_at = $4, error = $5 where id = $1`,
        [
          message.id,
          final ? 'failed' : 'queued',
          attempts,
          final ? null : at(delay),
          error instanceof Error ? error.message.slice(0, 2000) : 'delivery failed',
        ],
      );
      return final ? 'failed' : 'queued';
    }
  }

  const mailer: OutboxMailer = {
    async send(input) {
      if (input.kind === 'newsletter' && !input.unsubscribeUrl) {
        throw new Error('A newsletter needs its unsubscribeUrl (the List-Unsubscribe header)');
      }
      const id = randomUUID();
      const brand = BRANDS[input.whiteLabel];
      // Every e-mail carries the brand's support address as Reply-To (issue 16, item 9).
      const message = { ...input, replyTo: input.replyTo ?? brand.supportEmail };
      const from = brandFrom(configuredFrom, brand.displayName);
      // With a transport the message is claimed by this process while it is first delivered: if the
      // process dies before recording the outcome, the claim runs out and the retries send it.
      // Without one it is only the mailbox's (never sent later, should SMTP_URL be set one day).
      const rows = await db.query<{ created_at: Date | string }>(
        `insert into mail_outbox (id, white_label, kind, recipient, subject, body, html, language, reply_to, sender, list_unsubscribe, status, attempts, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', 0, $12) returning created_at`,
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
          message.unsubscribeUrl ?? null,
          transport ? at(claimMs) : null,
        ],
      );
      const createdAt = new Date(rows[0]?.created_at ?? Date.now()).toISOString();
      if (!transport) return { ...message, from, id, status: 'queued', createdAt };
      const status = await attempt(transport, { ...message, id, from }, 0);
      return { ...message, from, id, status, createdAt };
    },
    async deliverDue(limit = 20) {
      const outcome = { sent: 0, queued: 0, failed: 0 };
      if (!transport) return outcome;
      // One message at a time, each claimed (skip locked) just before it is sent: several API processes
      // never send one message at once, and a slow server never outlasts the claim of a message
      // still waiting its turn in this round.
      // A message tried in this round waits for the next one, whatever its wait.
      const tried: string[] = [];
      for (let n = 0; n < limit; n++) {
        const [row] = await db.query<OutboxRow>(
          `update mail_outbox set next_attempt_at = $2 where id = (
             select id from mail_outbox where status = 'queued' and next_attempt_at <= $1 and not (id = any($3::uuid[]))
             order by next_attempt_at limit 1 for update skip locked)
           returning id, white_label, kind, recipient, subject, body, html, language, reply_to, sender, list_unsubscribe, attempts`,
          [at(0), at(claimMs), tried],
        );
        if (!row) break;
        tried.push(row.id);
        outcome[await attempt(transport, outgoingOf(row), row.attempts)] += 1;
      }
      return outcome;
    },
  };
  if (transport) {
    mailer.startRetries = ({ ready, log }) => {
      let running: Promise<void> | undefined;
      const timer = setInterval(() => {
        if (running || !ready()) return;
        running = mailer
          .deliverDue()
          .then(
            () => undefined,
            (error: unknown) => log.warn({ err: error }, 'mail retries failed; the next round tries again'),
          )
          .finally(() => {
            running = undefined;
          });
      }, options.retryEveryMs ?? 15_000);
      timer.unref();
      // Stopping waits for a round under way, so it never outlives the database it writes to.
      return async () => {
        clearInterval(timer);
        await running;
      };
    };
  }
  return mailer;
}

interface OutboxMailer extends Mailer {
  /**
   * Sends the queued messages whose next attempt is due (at most `limit`), and says how each ended:
   * sent, queued again (a later attempt is scheduled) or failed for good. Without a transport: nothing.
   */
  deliverDue(limit?: number): Promise<{ sent: number; queued: number; failed: number }>;
}

/** Reads the outbox, newest first (the sandbox mailbox and tests). */
export async function readOutbox(
  db: Db,
  filter: { to?: string; whiteLabel?: string; id?: string; limit?: number } = {},
): Promise<SentMail[]> {
  const rows = await db.query<
    Omit<OutboxRow, 'attempts'> & { status: SentMail['status']; created_at: Date | string }
  >(
    `select id, white_label, kind, recipient, subject, body, html, language, reply_to, sender, list_unsubscribe, status, created_at from mail_outbox
     where ($1::text is null or lower(recipient) = lower($1)) and ($2::text is null or white_label = $2)
       and ($4::uuid is null or id = $4::uuid)
     order by created_at desc, id limit $3`,
    [filter.to ?? null, filter.whiteLabel ?? null, Math.min(filter.limit ?? 50, 500), filter.id ?? null],
  );
  return rows.map((row) => ({
    ...outgoingOf(row),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

import nodemailer from 'nodemailer';
import { PermanentMailError, type MailTransport } from './mailer.ts';

/** The part of an address after the @ (`"Wirex Travel" <no-reply@wirex.com>` → `wirex.com`). */
function domainOf(address: string): string {
  return /@([^<>@\s]+)>?\s*$/.exec(address)?.[1] ?? 'clubstay.localhost';
}

/**
 * SMTP delivery through nodemailer, from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`). One
 * connection per message, so a mail server that restarts costs nothing more than the messages sent
 * while it was away, which the outbox retries. Its timeouts stay well inside the outbox's claim on a
 * message (5 minutes). An SMTP 5xx to the envelope or the message is final (PermanentMailError);
 * refusals for now (4xx), a server that is down or unreachable, and authentication errors (the
 * operator may fix SMTP_URL) are retried by the outbox.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(message) {
      try {
        await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          // The outbox row's id: the same Message-ID on every attempt, so a retry after an answer that
          // got lost is recognisable as the same message.
          messageId: `<${message.id}@${domainOf(message.from)}>`,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.unsubscribeUrl ? { list: { unsubscribe: message.unsubscribeUrl } } : {}),
        });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        if (
          responseCode !== undefined &&
          responseCode >= 500 &&
          (code === 'EENVELOPE' || code === 'EMESSAGE')
        ) {
          throw new PermanentMailError(error instanceof Error ? error.message : String(error), {
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}

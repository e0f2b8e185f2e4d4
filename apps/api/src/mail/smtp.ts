import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.ts';

/** SMTP delivery through nodemailer, from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

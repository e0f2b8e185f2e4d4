import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { BRANDS } from '@clubstay/contract/brands';
import { freePort } from '@clubstay/test-kit/free-port';
import { welcomeMail } from '#accounts/mails.ts';
import type { Db } from '#db/db.ts';
import { migrate } from '#db/migrations.ts';
import { createServer } from '#server.ts';
import { keepOpen, storages } from '#test/storages.ts';
import { composeMail } from './compose.ts';
import {
  createOutboxMailer,
  readOutbox,
  type MailMessage,
  type MailTransport,
  type OutboxMailerOptions,
} from './mailer.ts';
import { smtpTransport } from './smtp.ts';

interface Received {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in this process (smtp-server), on 127.0.0.1: what nodemailer sends goes over a
 * socket and is parsed back with mailparser. `refuse` answers the next RCPT TO with an SMTP error.
 */
class TestSmtpServer {
  readonly received: Received[] = [];
  /** Errors to answer the next RCPT TO commands with, in order (then accept again). */
  readonly refusals: { code: number; message: string }[] = [];
  private waiters: (() => void)[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      // Plain text on loopback: nodemailer would otherwise upgrade to TLS with the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refusals.shift();
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then((parsed) => {
            this.received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              raw,
              parsed,
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          }, callback);
        });
      },
    });
    return new Promise((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Resolves once `count` messages have arrived in all. */
  async arrivals(count: number): Promise<Received[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received;
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value);

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  whiteLabel: 'clubstay',
  kind: 'other',
  to,
  subject: `To ${to}`,
  text: `Hello ${to}`,
  ...extra,
});

for (const storage of storages()) {
  describe(`e-mail over SMTP (smtp-server in process) on ${storage.name}`, () => {
    let db: Db;
    let smtp: TestSmtpServer;
    /** The outbox's clock: tests move it past a retry's wait instead of waiting. */
    let clock = Date.now();
    const now = () => clock;
    const errors: { final: boolean; attempts: number }[] = [];
    const mailerOn = (port: number, options: OutboxMailerOptions = {}) =>
      createOutboxMailer(db, {
        transport: smtpTransport(`smtp://127.0.0.1:${port}`),
        from: 'Clubstay <no-reply@mail.clubstay.test>',
        now,
        onDeliveryError: (_error, _message, attempt) => errors.push(attempt),
        ...options,
      });

    beforeAll(async () => {
      db = await storage.open();
      await migrate(db);
    });
    afterEach(async () => {
      await smtp.stop();
      errors.length = 0;
    });
    afterAll(async () => {
      await db.close();
      await storage.cleanup();
    });

    it('sends a composed e-mail as multipart/alternative: text and HTML parts, brand From, Reply-To, a stable Message-ID', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      const mailer = mailerOn(smtp.port);
      const composed = composeMail(
        { whiteLabel: 'wirex', kind: 'welcome', to: 'anna@example.com', language: 'ru' },
        welcomeMail({ origin: 'https://travel.wirex.test', subscriptionToken: 'tok-1' }),
      );
      expect(composed.language).toBe('ru');
      const sent = await mailer.send(composed);
      expect(sent.status).toBe('sent');

      const [mail] = await smtp.arrivals(1);
      expect(mail?.envelope).toEqual({ from: 'no-reply@mail.clubstay.test', to: ['anna@example.com'] });
      const parsed = mail?.parsed;
      expect(parsed?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
      // Non-ASCII subject and bodies travel encoded and come back the same.
      expect(parsed?.subject).toBe(composed.subject);
      expect(parsed?.text?.trim()).toBe(composed.text.trim());
      expect(parsed?.html).toBe(composed.html);
      expect(parsed?.text).toContain('https://travel.wirex.test/subscriptions-management/tok-1');
      expect(addresses(parsed?.from)).toEqual([
        { name: BRANDS.wirex.displayName, address: 'no-reply@mail.clubstay.test' },
      ]);
      expect(addresses(parsed?.replyTo).map((a) => a.address)).toEqual([BRANDS.wirex.supportEmail]);
      expect(addresses(parsed?.to).map((a) => a.address)).toEqual(['anna@example.com']);
      expect(parsed?.messageId).toBe(`<${sent.id}@mail.clubstay.test>`);
      // Only newsletters carry List-Unsubscribe.
      expect(parsed?.headers.has('list-unsubscribe')).toBe(false);
      expect((await readOutbox(db, { id: sent.id }))[0]?.status).toBe('sent');
    });

    it('puts List-Unsubscribe on a newsletter, and refuses a newsletter without one', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      const mailer = mailerOn(smtp.port);
      const url = 'https://travel.wirex.test/unsubscribe?token=abc';
      const sent = await mailer.send(
        message('news@example.com', {
          whiteLabel: 'wirex',
          kind: 'newsletter',
          unsubscribeUrl: url,
          html: '<p>Deals</p>',
        }),
      );
      expect(sent.status).toBe('sent');
      const [mail] = await smtp.arrivals(1);
      expect(mail?.raw.toString('utf8')).toMatch(
        /^List-Unsubscribe: <https:\/\/travel\.wirex\.test\/unsubscribe\?token=abc>\r$/m,
      );
      expect(mail?.parsed.headers.get('list')).toMatchObject({ unsubscribe: { url } });
      expect(mail?.parsed.html).toBe('<p>Deals</p>');
      expect((await readOutbox(db, { id: sent.id }))[0]?.unsubscribeUrl).toBe(url);

      await expect(mailer.send(message('news2@example.com', { kind: 'newsletter' }))).rejects.toThrow(
        /unsubscribeUrl/,
      );
      expect(await readOutbox(db, { to: 'news2@example.com' })).toEqual([]);
    });

    it('retries a message the server refuses for now (451) once its wait is over, with the same Message-ID', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [60_000] });
      smtp.refusals.push({ code: 451, message: 'Try again later' });
      const sent = await mailer.send(message('later@example.com'));
      expect(sent.status).toBe('queued');
      expect(smtp.received).toHaveLength(0);
      expect(errors).toEqual([{ attempts: 1, final: false }]);

      // Not due before its wait is over.
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 0 });
      clock += 60_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 1, queued: 0, failed: 0 });
      const [mail] = await smtp.arrivals(1);
      expect(mail?.envelope.to).toEqual(['later@example.com']);
      expect(mail?.parsed.messageId).toBe(`<${sent.id}@mail.clubstay.test>`);
      expect((await readOutbox(db, { id: sent.id }))[0]?.status).toBe('sent');
      // Sent once: nothing is due any more.
      clock += 3_600_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 0 });
    });

    it('fails at once a message the server refuses for good (550), without retrying it', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      const mailer = mailerOn(smtp.port);
      smtp.refusals.push({ code: 550, message: 'No such user here' });
      const sent = await mailer.send(message('nobody@example.com'));
      expect(sent.status).toBe('failed');
      expect(errors).toEqual([{ attempts: 1, final: true }]);
      clock += 7 * 86_400_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it('loses nothing while the server is down: the outbox keeps every message and sends it when the server is back', async () => {
      // A port nothing listens on yet: connections are refused, as by a mail server that is down.
      smtp = new TestSmtpServer(await freePort());
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [60_000, 60_000, 60_000] });
      const recipients = ['down1@example.com', 'down2@example.com', 'down3@example.com'];
      const sent = [];
      for (const to of recipients) sent.push(await mailer.send(message(to)));
      expect(sent.map((m) => m.status)).toEqual(['queued', 'queued', 'queued']);

      clock += 60_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 3, failed: 0 });

      await smtp.start();
      // Back up, but each message waits for its own next attempt.
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 0 });
      clock += 60_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 3, queued: 0, failed: 0 });
      const received = await smtp.arrivals(3);
      expect(received.flatMap((mail) => mail.envelope.to).sort()).toEqual(recipients);
      expect(received.map((mail) => mail.parsed.messageId).sort()).toEqual(
        sent.map((m) => `<${m.id}@mail.clubstay.test>`).sort(),
      );
      const box = await Promise.all(sent.map(async (m) => (await readOutbox(db, { id: m.id }))[0]?.status));
      expect(box).toEqual(['sent', 'sent', 'sent']);
      expect(errors.map((e) => e.final)).toEqual([false, false, false, false, false, false]);
    });

    it('fails a message still undelivered after its last retry', async () => {
      smtp = new TestSmtpServer(await freePort());
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [60_000] });
      const sent = await mailer.send(message('never@example.com'));
      expect(sent.status).toBe('queued');
      clock += 60_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 1 });
      expect(errors).toEqual([
        { attempts: 1, final: false },
        { attempts: 2, final: true },
      ]);
      expect((await readOutbox(db, { id: sent.id }))[0]?.status).toBe('failed');
    });

    it('tries a message once per round, even when its next attempt is due at once', async () => {
      smtp = new TestSmtpServer(await freePort());
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [0, 0] });
      const sent = await mailer.send(message('once@example.com'));
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 1, failed: 0 });
      expect(await mailer.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 1 });
      expect(errors.map((e) => e.attempts)).toEqual([1, 2, 3]);
      expect((await readOutbox(db, { id: sent.id }))[0]?.status).toBe('failed');
    });

    it('sends a message whose process died mid-delivery once its claim runs out', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      // The first process hangs in the middle of delivering (as if killed there): its outcome is never recorded.
      let started!: () => void;
      const deliveryStarted = new Promise<void>((resolve) => (started = resolve));
      const hung: MailTransport = { deliver: () => (started(), new Promise<void>(() => undefined)) };
      void createOutboxMailer(db, { transport: hung, now, claimMs: 300_000 }).send(
        message('orphan@example.com'),
      );
      await deliveryStarted;

      const other = mailerOn(smtp.port, { claimMs: 300_000 });
      expect(await other.deliverDue()).toEqual({ sent: 0, queued: 0, failed: 0 });
      clock += 300_000;
      expect(await other.deliverDue()).toEqual({ sent: 1, queued: 0, failed: 0 });
      expect((await smtp.arrivals(1)).map((mail) => mail.envelope.to)).toEqual([['orphan@example.com']]);
    });

    it('never sends one message twice when several processes retry at once', async () => {
      smtp = new TestSmtpServer(await freePort());
      const processes = [
        mailerOn(smtp.port, { retryDelaysMs: [60_000] }),
        mailerOn(smtp.port, { retryDelaysMs: [60_000] }),
      ];
      const recipients = Array.from({ length: 6 }, (_, i) => `many${i}@example.com`);
      for (const [i, to] of recipients.entries()) await processes[i % 2]?.send(message(to));
      await smtp.start();
      clock += 60_000;
      const outcomes = await Promise.all(processes.map((mailer) => mailer.deliverDue()));
      expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(6);
      const received = await smtp.arrivals(6);
      expect(received.flatMap((mail) => mail.envelope.to).sort()).toEqual(recipients);
    });

    it('is retried by the server it is given to, which stops its retries when it closes', async () => {
      smtp = new TestSmtpServer(await freePort());
      await smtp.start();
      // Refused for now when first sent, then taken by a retry of the server's own loop.
      smtp.refusals.push({ code: 421, message: 'Service not available, try again' });
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [0], retryEveryMs: 20 });
      const server = await createServer({
        db: keepOpen(db),
        appsDir: '/nonexistent',
        mailer,
        checkout: { sweepMs: 0 },
      });
      server.database.start();
      await server.database.whenReady();
      expect((await server.mailer.send(message('served@example.com'))).status).toBe('queued');
      expect((await smtp.arrivals(1)).map((mail) => mail.envelope.to)).toEqual([['served@example.com']]);
      await server.app.close();
    });

    it('retries on its own once started, until stopped', async () => {
      smtp = new TestSmtpServer(await freePort());
      const mailer = mailerOn(smtp.port, { retryDelaysMs: [0], retryEveryMs: 20 });
      expect((await mailer.send(message('auto@example.com'))).status).toBe('queued');
      await smtp.start();
      const warnings: unknown[] = [];
      const stop = mailer.startRetries?.({
        ready: () => true,
        log: { warn: (details) => warnings.push(details) },
      });
      const [mail] = await smtp.arrivals(1);
      await stop?.();
      expect(mail?.envelope.to).toEqual(['auto@example.com']);
      expect(warnings).toEqual([]);
    });
  });
}

describe('a mailer without a transport', () => {
  it('has no retries: what it records is the mailbox only', () => {
    const mailer = createOutboxMailer({} as Db);
    expect('startRetries' in mailer).toBe(false);
  });
});

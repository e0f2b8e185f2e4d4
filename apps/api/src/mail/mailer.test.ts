import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';
import { createOutboxMailer, PermanentMailError, readOutbox } from './mailer.ts';
import { linkify } from '#mailbox/routes.ts';

for (const storage of storages()) {
  describe(`mail outbox on ${storage.name}`, () => {
    let server: Server;

    beforeAll(async () => {
      server = await createServer({ db: await storage.open(), appsDir: '/nonexistent' });
      server.database.start();
      await server.database.whenReady();
    });
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('records every message; without a transport it stays queued in the mailbox', async () => {
      const sent = await server.mailer.send({
        whiteLabel: 'wirex',
        kind: 'welcome',
        to: 'Ann@Example.com',
        subject: 'Welcome',
        text: 'Hi',
      });
      expect(sent.status).toBe('queued');
      const box = await readOutbox(server.database.db, { to: 'ann@example.com' });
      expect(box.map((m) => m.id)).toContain(sent.id);
      expect(box[0]).toMatchObject({ whiteLabel: 'wirex', kind: 'welcome', subject: 'Welcome', text: 'Hi' });
    });

    it('marks delivered messages; a failing transport never throws: its message stays queued for a retry, or fails when refused for good', async () => {
      const delivered: string[] = [];
      const ok = createOutboxMailer(server.database.db, {
        transport: { deliver: async (m) => void delivered.push(m.to) },
      });
      expect(
        (await ok.send({ whiteLabel: 'clubstay', kind: 'other', to: 'a@b.co', subject: 's', text: 't' }))
          .status,
      ).toBe('sent');
      expect(delivered).toEqual(['a@b.co']);
      const errors: unknown[] = [];
      const failing = createOutboxMailer(server.database.db, {
        transport: { deliver: async () => Promise.reject(new Error('connection refused')) },
        onDeliveryError: (error) => errors.push(error),
      });
      expect(
        (await failing.send({ whiteLabel: 'clubstay', kind: 'other', to: 'c@d.co', subject: 's', text: 't' }))
          .status,
      ).toBe('queued');
      expect(errors).toHaveLength(1);
      const refusing = createOutboxMailer(server.database.db, {
        transport: { deliver: async () => Promise.reject(new PermanentMailError('550 no such user')) },
      });
      expect(
        (
          await refusing.send({
            whiteLabel: 'clubstay',
            kind: 'other',
            to: 'e@f.co',
            subject: 's',
            text: 't',
          })
        ).status,
      ).toBe('failed');
    });

    it('serves the mailbox page with text kept inert and links clickable', async () => {
      await server.mailer.send({
        whiteLabel: 'clubstay',
        kind: 'password-reset',
        to: 'xss@example.com',
        subject: '<img src=x onerror=alert(1)>',
        text: 'Reset: http://localhost:3000/reset-password?token=abc <script>alert(1)</script>',
      });
      const page = await server.app.inject({ url: '/api/sandbox/mailbox?to=xss@example.com' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).toContain('<a href="http://localhost:3000/reset-password?token=abc">');
      const json = await server.app.inject({ url: '/api/sandbox/mailbox/messages?to=xss@example.com' });
      expect(json.json<unknown[]>()).toHaveLength(1);
      expect((await server.app.inject({ url: '/api/sandbox/mailbox/messages?limit=0' })).statusCode).toBe(
        400,
      );
    });

    it('has no mailbox without the sandbox', async () => {
      const production = await createServer({
        db: server.database.db,
        appsDir: '/nonexistent',
        sandbox: false,
      });
      expect((await production.app.inject({ url: '/api/sandbox/mailbox' })).statusCode).toBe(404);
    });
  });
}

describe('linkify', () => {
  it('escapes before linking', () => {
    expect(linkify('a <b> http://x.test/?a=1&b=2')).toBe(
      'a &lt;b&gt; <a href="http://x.test/?a=1&amp;b=2">http://x.test/?a=1&amp;b=2</a>',
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseState } from '#database-state.ts';
import { HttpError } from '#http.ts';
import { readOutbox, type SentMail } from '#mail/mailer.ts';
import { escapeHtml } from '#html.ts';

const mailboxQuery = z.object({
  to: z.string().max(320).optional(),
  whiteLabel: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** Escapes the whole text, then makes the http(s) links in it clickable (the text stays inert). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(messages: SentMail[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · From ${escapeHtml(m.from)} · Reply-To ${escapeHtml(m.replyTo)} · ${escapeHtml(m.whiteLabel)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.language ?? '')} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}${
    m.html ? ` · <a href="/api/sandbox/mailbox/messages/${encodeURIComponent(m.id)}/html">HTML part</a>` : ''
  }</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox mailbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#111}
article{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:18px;margin:0}
.meta{color:#555;font-size:13px}pre{white-space:pre-wrap;font:inherit}form{display:flex;gap:8px}</style></head>
<body><h1>Sandbox mailbox</h1>
<p>Every e-mail the API has sent while no SMTP server is configured (SMTP_URL), newest first.</p>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label><button>Filter</button></form>
${items || '<p>No messages.</p>'}
</body></html>`;
}

/**
 * The development mailbox (sandbox only): the outbox as a page at /api/sandbox/mailbox and as JSON
 * at /api/sandbox/mailbox/messages (?to=&whiteLabel=&limit=).
 */
export function registerMailboxRoutes(app: FastifyInstance, deps: { database: DatabaseState }): void {
  const read = async (query: unknown) => {
    const parsed = mailboxQuery.safeParse(query ?? {});
    if (!parsed.success) {
      throw new HttpError(
        400,
        'Invalid query',
        parsed.error.issues.map((i) => ({
          field: `query.${i.path.join('.')}`,
          code: i.code,
          message: i.message,
        })),
      );
    }
    if (!deps.database.isMigrated) throw new HttpError(503, 'Database unavailable');
    return { filter: parsed.data, messages: await readOutbox(deps.database.db, parsed.data) };
  };
  app.get('/api/sandbox/mailbox/messages', async (request) => (await read(request.query)).messages);
  // A message's HTML part as the reader's mail client shows it: no script, no outside resource.
  app.get('/api/sandbox/mailbox/messages/:id/html', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, 'No such message');
    if (!deps.database.isMigrated) throw new HttpError(503, 'Database unavailable');
    const [message] = await readOutbox(deps.database.db, { id, limit: 1 });
    if (!message?.html) throw new HttpError(404, 'No such message');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      )
      .send(message.html);
  });
  app.get('/api/sandbox/mailbox', async (request, reply) => {
    const { filter, messages } = await read(request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(messages, filter.to));
  });
}

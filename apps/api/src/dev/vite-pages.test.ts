import { createHash } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '#db/pglite.ts';
import { repoRoot } from '#paths.ts';
import { createServer, type Server } from '#server.ts';
import { inlineScriptHashes, vitePages } from './vite-pages.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe("the development pages' inline scripts", () => {
  it('are allowed by the hash of each inline script, never of a script with a src or a data block', () => {
    const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);';
    const html = `<head><script type="module">${preamble}</script>
      <script type="module" src="/@vite/client"></script><script> </script>
      <script id="boot" type="application/json">{"a":1}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(preamble)]);
  });
});

describe('npm run dev: a brand from source through Vite, server-rendered (issue 18, item 9)', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const devPages = await vitePages('wirex', path.join(repoRoot(), 'apps'));
    server = await createServer({ db: await openPglite(undefined), devPages });
    server.database.start();
    await server.database.whenReady();
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => server?.app.close());

  /** A GET as the brand's host (fetch cannot set Host). */
  const get = (pathname: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const url = new URL(pathname, origin);
      request(url, { headers: { host: `wirex.localhost:${url.port}` } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      })
        .on('error', reject)
        .end();
    });

  it("renders the brand's page from source, with Vite's client and a CSP that allows its preamble and socket", async () => {
    const page = await get('/auth/sign-in');
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toMatch(/<h1[^>]*>Sign in to Wirex Travel<\/h1>/);
    expect(html).toContain('<script type="module" src="/@vite/client">');
    expect(html).toContain('<body class="brand-wirex">');
    const csp = String(page.headers['content-security-policy']);
    for (const source of inlineScriptHashes(html)) expect(csp).toContain(source);
    expect(csp).toMatch(/connect-src [^;]*\bws:/);
  }, 120_000);

  it('lets Vite answer modules and the API answer its calls on the one port', async () => {
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    const health = await get('/api/healthcheck');
    expect(health.status).toBe(200);
    // A guarded page redirects as on the built server.
    expect((await get('/')).status).toBe(307);
  }, 60_000);
});

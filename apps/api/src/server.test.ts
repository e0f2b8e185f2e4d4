import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@clubstay/app-shell/early-input-script';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { configResponseSchema } from '@clubstay/contract/config';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { openPostgres } from './db/postgres.ts';
import { migrate, migrations } from './db/migrations.ts';
import { createServer, type Server } from './server.ts';
import { storages } from './test/storages.ts';

const report = {
  error: 'GET /config failed',
  errorInfo: { path: '/config', status: 500, pageUrl: 'http://localhost:3000/' },
  type: 'endpoint',
  meta: {
    buildVersion: '1.0.0',
    userAgent: 'test',
    viewportHeight: 800,
    viewportWidth: 1280,
    timezoneOffset: -60,
  },
};

function fakeApps(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubstay-apps-'));
  for (const id of ['clubstay', 'wirex']) {
    mkdirSync(path.join(dir, id, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, id, 'dist', 'index.html'), `<!doctype html><title>${id}</title>`);
    writeFileSync(path.join(dir, id, 'dist', 'assets', 'main-abc.js'), `console.log(${JSON.stringify(id)})`);
    writeFileSync(
      path.join(dir, id, 'dist', 'assets', 'main-abc.js.br'),
      brotliCompressSync(`console.log(${JSON.stringify(id)})`),
    );
  }
  return dir;
}

for (const storage of storages()) {
  describe(`API on ${storage.name}`, () => {
    let server: Server;
    let base: string;

    beforeAll(async () => {
      server = await createServer({ db: await storage.open(), appsDir: fakeApps(), version: '1.2.3' });
      server.database.start();
      await server.database.whenReady();
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('answers the healthcheck with the storage in use', async () => {
      const response = await fetch(`${base}/api/healthcheck`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ok',
        database: 'up',
        storage: storage.name,
        version: '1.2.3',
      });
    });

    it('applies every migration once, and again is a no-op', async () => {
      const rows = await server.database.db.query<{ id: string }>(
        'select id from schema_migrations order by id',
      );
      expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id));
      expect(await migrate(server.database.db)).toEqual([]);
    });

    it.each(BRAND_IDS)('serves the config of %s', async (id) => {
      const response = await fetch(`${base}/api/config`, { headers: { 'X-White-Label': id } });
      expect(response.status).toBe(200);
      const config = configResponseSchema.parse(await response.json());
      expect(config.whiteLabel.id).toBe(id);
      expect(Object.keys(config.locales).length).toBeGreaterThan(0);
    });

    it('applies the brand matrix: bit2me speaks en and es in EUR, brands-for-employees forces CHF', async () => {
      const bit2me = configResponseSchema.parse(
        await (await fetch(`${base}/api/config`, { headers: { 'X-White-Label': 'bit2me' } })).json(),
      );
      expect(Object.keys(bit2me.locales)).toEqual(['en', 'es']);
      expect(Object.keys(bit2me.currencies)).toEqual(['EUR']);
      const employees = configResponseSchema.parse(
        await (
          await fetch(`${base}/api/config`, { headers: { 'X-White-Label': 'brands-for-employees' } })
        ).json(),
      );
      expect(employees.whiteLabel.currency).toEqual({ mode: 'forced', code: 'CHF' });
      expect(employees.whiteLabel.access.signUp).toBe('never');
      const crypto = configResponseSchema.parse(
        await (await fetch(`${base}/api/config`, { headers: { 'X-White-Label': 'crypto-club' } })).json(),
      );
      expect(crypto.featureToggles.ShowByBit).toBe(true);
      expect(crypto.defaultSettings['crypto-club.localhost']).toEqual({
        language: 'en',
        defaultCurrency: 'USD',
      });
    });

    it('refuses an unknown white-label with a 400 and a field error', async () => {
      const response = await fetch(`${base}/api/config`, { headers: { 'X-White-Label': 'acme' } });
      expect(response.status).toBe(400);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.errors[0]?.field).toBe('headers.x-white-label');
    });

    it('falls back to the brand of the host when no header is sent', async () => {
      const response = await server.app.inject({ url: '/api/config', headers: { host: 'wirex.localhost' } });
      expect(configResponseSchema.parse(response.json()).whiteLabel.id).toBe('wirex');
    });

    it('stores an error report', async () => {
      const response = await fetch(`${base}/api/web/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-White-Label': 'vivid' },
        body: JSON.stringify(report),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const rows = await server.database.db.query<{
        white_label: string;
        error: string;
        meta: { viewportWidth: number };
      }>('select white_label, error, meta from web_reports where id = $1', [id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        white_label: 'vivid',
        error: report.error,
        meta: { viewportWidth: 1280 },
      });
    });

    it('refuses a malformed report with field errors and stores nothing', async () => {
      const before = await server.database.db.query<{ n: number }>(
        'select count(*)::int as n from web_reports',
      );
      const response = await fetch(`${base}/api/web/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-White-Label': 'clubstay' },
        body: JSON.stringify({ ...report, type: 'other', meta: { ...report.meta, viewportWidth: -1 } }),
      });
      expect(response.status).toBe(400);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.errors.map((e) => e.field).sort()).toEqual(['body.meta.viewportWidth', 'body.type']);
      const broken = await fetch(`${base}/api/web/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-White-Label': 'clubstay' },
        body: '{"error":',
      });
      expect(broken.status).toBe(400);
      apiErrorBodySchema.parse(await broken.json());
      const after = await server.database.db.query<{ n: number }>(
        'select count(*)::int as n from web_reports',
      );
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it('serves translations of the UI languages and 404s others', async () => {
      const en = await fetch(`${base}/i18n/translations/en.json`);
      expect(en.status).toBe(200);
      expect(((await en.json()) as { HOME: { SEARCH_BUTTON: string } }).HOME.SEARCH_BUTTON).toBe('Search');
      expect((await fetch(`${base}/i18n/translations/xx.json`)).status).toBe(404);
      expect((await fetch(`${base}/i18n/translations/..%2Fpackage.json`)).status).toBe(404);
    });

    it('serves each part of a language, which together are the whole language', async () => {
      const whole = (await (await fetch(`${base}/i18n/translations/de.json`)).json()) as Record<
        string,
        unknown
      >;
      const merged: Record<string, unknown> = {};
      for (const part of ['shell', 'info', 'account', 'checkout', 'hotel']) {
        const answer = await fetch(`${base}/i18n/translations/${part}/de.json`);
        expect(answer.status).toBe(200);
        Object.assign(merged, await answer.json());
      }
      expect(merged).toEqual(whole);
      const hotel = (await (await fetch(`${base}/i18n/translations/hotel/en.json`)).json()) as object;
      expect(Object.keys(hotel)).toContain('HOTEL_DETAILS_PAGE');
      expect(Object.keys(hotel)).not.toContain('HOME');
      expect((await fetch(`${base}/i18n/translations/hotel/xx.json`)).status).toBe(404);
      expect((await fetch(`${base}/i18n/translations/mail/en.json`)).status).toBe(404);
      expect((await fetch(`${base}/i18n/translations/..%2F..%2Fpackage/en.json`)).status).toBe(404);
    });

    it('publishes an OpenAPI document generated from the contract', async () => {
      const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
        openapi: string;
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.paths['/api/config']?.get?.operationId).toBe('getConfig');
      expect(doc.paths['/api/web/check']?.post?.operationId).toBe('reportWebError');
    });

    it('serves each brand app by host name with a CSP, and its assets', async () => {
      const home = await fetch(`${base}/`, { headers: { Host: 'localhost:3000' } });
      expect(await home.text()).toContain('<title>clubstay</title>');
      const csp = home.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // One inline script runs: the early-input holder of the page's head, by its hash, nothing else.
      const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSources).not.toContain('unsafe-inline');
      expect(scriptSources).toContain(
        `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`,
      );
      expect(csp.split(/; ?/).map((directive) => directive.split(' ')[0])).toEqual([
        'default-src',
        'script-src',
        'style-src',
        'img-src',
        'font-src',
        'connect-src',
        'frame-src',
        'object-src',
        'base-uri',
        'form-action',
        'frame-ancestors',
      ]);
      expect(home.headers.get('x-content-type-options')).toBe('nosniff');
      expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // HSTS only over TLS (session-cookie.test.ts), and none of helmet's other headers.
      for (const header of [
        'strict-transport-security',
        'x-frame-options',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(home.headers.get(header), header).toBeNull();
      expect(home.headers.get('x-robots-tag')).toBeNull();
      // An API answer carries the common headers but no page policy.
      const health = await fetch(`${base}/api/health`);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(health.headers.get('content-security-policy')).toBeNull();

      // fetch cannot set Host, so the other hosts go through Fastify's inject.
      const get = (url: string, host: string) => server.app.inject({ url, headers: { host } });
      const deep = await get('/hotel/123?s_dates=20270101,20270103', 'wirex.localhost:3000');
      expect(deep.body).toContain('<title>wirex</title>');
      expect(deep.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(deep.headers['content-security-policy']).toContain("object-src 'none'");

      const asset = await get('/assets/main-abc.js', 'wirex.localhost');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.body).toContain('wirex');
      // The build's brotli copy goes to clients that accept it.
      const compressed = await server.app.inject({
        url: '/assets/main-abc.js',
        headers: { host: 'wirex.localhost', 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('wirex');
      expect(compressed.headers['cache-control']).toContain('immutable');
      expect((await get('/assets/missing.js', 'wirex.localhost')).statusCode).toBe(404);
      expect((await get('/../../package.json', 'wirex.localhost')).body).toContain('<title>wirex</title>');
      expect((await get('/', 'bitrefill.localhost')).statusCode).toBe(503);
      expect((await get('/', 'evil.example')).statusCode).toBe(404);
    });

    it('compresses API answers for clients that accept it', async () => {
      const plain = await server.app.inject({ url: '/api/openapi.json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await server.app.inject({
        url: '/api/openapi.json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await fetch(`${base}/api/nope`);
      expect(response.status).toBe(404);
      apiErrorBodySchema.parse(await response.json());
    });
  });
}

describe('when the database is unreachable', () => {
  it('still listens, answers 503 on the healthcheck and keeps retrying', async () => {
    const db = openPostgres('postgres://nobody@127.0.0.1:1/none', () => undefined);
    const server = await createServer({ db });
    server.database.start(50);
    const response = await server.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await server.app.close();
  });

  it('turns the healthcheck to 503 when an embedded database goes away', async () => {
    const storage = storages()[0];
    if (!storage) throw new Error('no storage');
    const server = await createServer({ db: await storage.open() });
    server.database.start();
    await server.database.whenReady();
    expect((await server.app.inject({ method: 'GET', url: '/api/healthcheck' })).statusCode).toBe(200);
    await server.database.db.close();
    expect((await server.app.inject({ method: 'GET', url: '/api/healthcheck' })).statusCode).toBe(503);
    await server.app.close();
  });
});

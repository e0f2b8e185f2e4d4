import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@clubstay/app-shell/early-input-script';
import Fastify from 'fastify';
import { imagePreloads, isApiPath, readBuild, translationsInProcess } from './pages.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'clubstay-pages-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("a brand build's page frame", () => {
  it('carries the early-input script byte for byte (the CSP allows it by its hash)', () => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>wirex</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    const build = readBuild(dist, 'wirex');
    const inline = [...(build?.head ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    // The script holds `$'`, which a replacement string would have expanded.
    expect(EARLY_INPUT_SCRIPT).toContain("$'");
    expect(inline).toEqual([EARLY_INPUT_SCRIPT]);
    expect(build?.head).toContain('<body class="brand-wirex">');
  });
});

describe('which addresses are the API’s and never a page', () => {
  it('takes /api and /i18n with a path, a query or nothing after them, and nothing that only starts alike', () => {
    for (const url of [
      '/api',
      '/api/',
      '/api?x=1',
      '/api/search?q=Paris',
      '/i18n/en/common.json',
      '/i18n?v=2',
    ])
      expect(isApiPath(url), url).toBe(true);
    for (const url of ['/', '/apis', '/api-docs', '/i18next', '/hotel/1?api=1', '/search?q=/api'])
      expect(isApiPath(url), url).toBe(false);
  });
});

describe('imagePreloads', () => {
  it('preloads the page photo with high priority, as attribute text', () => {
    expect(imagePreloads(['/api/images/hotel/1/1.svg', 'https://cdn.example.com/a.jpg?w=1&h=2"'])).toBe(
      '<link rel="preload" as="image" href="/api/images/hotel/1/1.svg" fetchpriority="high">' +
        '<link rel="preload" as="image" href="https://cdn.example.com/a.jpg?w=1&amp;h=2&quot;" fetchpriority="high">',
    );
  });

  it('leaves out anything but a same-origin path or an http(s) address', () => {
    expect(imagePreloads(['//evil.example/a.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>'])).toBe(
      '',
    );
  });
});

describe('translationsInProcess', () => {
  it('asks the translations route once per language and gives each page an object of its own', async () => {
    const app = Fastify();
    let asked = 0;
    app.get('/i18n/translations/:code', async () => {
      asked += 1;
      return { HELLO: 'Hello' };
    });
    const load = translationsInProcess(app);
    const first = await load('en');
    const second = await load('en');
    expect(second).toEqual({ HELLO: 'Hello' });
    expect(second).not.toBe(first);
    expect(asked).toBe(1);
    await load('de');
    expect(asked).toBe(2);
    await app.close();
  });
});

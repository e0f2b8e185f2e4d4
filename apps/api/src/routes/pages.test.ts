import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@clubstay/app-shell/early-input-script';
import { readBuild } from './pages.ts';

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

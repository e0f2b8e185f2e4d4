#!/usr/bin/env node
// Page weight: gzipped JavaScript per route of a built brand app (apps/<brand>/dist), split into what
// a page loads before any interaction and what loads later on demand (page-weight-core.mjs). Builds
// the app first with --build. A figure, not a test: the committed budget is asserted by
// src/page-weight/budget.test.ts.
//
//   node tooling/bench/scripts/page-weight.mjs [--brand clubstay] [--build]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, measure } from './page-weight-core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const brand = args.includes('--brand') ? args[args.indexOf('--brand') + 1] : 'clubstay';
const dist = path.join(root, 'apps', brand, 'dist');

if (args.includes('--build') || !existsSync(dist)) {
  execFileSync(
    'npx',
    ['-y', 'pnpm@10.34.8', 'exec', 'turbo', 'run', 'build', '--filter', `@clubstay/app-${brand}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

const { shell, shellLater, routes } = measure(dist);
console.log(`Page weight of apps/${brand}/dist (gzip -9 of each JS chunk)\n`);
console.log(`shell entry (index.html script and its static imports): ${kb(shell.bytes)} KB`);
for (const { name, bytes } of shell.chunks) console.log(`  ${name.padEnd(40)} ${kb(bytes)} KB`);
for (const { label, bytes } of shellLater)
  console.log(`on every route, loaded when ${label}: +${kb(bytes)} KB`);
console.log('');
console.log('| route | initial JS (shell + screen) | screen adds | loaded later on demand |');
console.log('|---|---|---|---|');
for (const { route, initial, screen, later } of routes) {
  const lazy = later.map(({ label, bytes }) => `${label}: +${kb(bytes)}`).join('; ');
  console.log(`| ${route} | ${kb(initial)} | ${kb(screen)} | ${lazy || '–'} |`);
}
const assets = path.join(dist, 'assets');
for (const name of readdirSync(assets).filter((file) => /\.(mjs|json)$/.test(file))) {
  console.log(
    `\nnon-JS-chunk asset loaded with the offline map: ${name} ${kb(gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length)} KB`,
  );
}

#!/usr/bin/env node
// Page weight: gzipped JavaScript per route of a built brand app (apps/<brand>/dist), split into what
// a page loads before any interaction and what loads later on demand. Reads the build's chunk graph
// (static `import … from "./x.js"` and dynamic `import("./x.js")` between chunks); builds the app
// first with --build. A figure, not a test: it never fails on size.
//
//   node tooling/bench/scripts/page-weight.mjs [--brand clubstay] [--build]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const brand = args.includes('--brand') ? args[args.indexOf('--brand') + 1] : 'clubstay';
const dist = path.join(root, 'apps', brand, 'dist');

if (args.includes('--build') || !existsSync(dist)) {
  execFileSync('npx', ['-y', 'pnpm@10.34.8', 'exec', 'turbo', 'run', 'build', '--filter', `@clubstay/app-${brand}`], {
    cwd: root,
    stdio: 'inherit',
  });
}

const assets = path.join(dist, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const chunk = new Map(
  files.map((name) => {
    const text = readFileSync(path.join(assets, name), 'utf8');
    const refs = (pattern) => [...text.matchAll(pattern)].map((match) => path.basename(match[1]));
    return [
      name,
      {
        gzip: gzipSync(text, { level: 9 }).length,
        statics: refs(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g),
        dynamics: refs(/import\(\s*"(\.\/[^"]+\.js)"\s*\)/g),
      },
    ];
  }),
);

/** A chunk and everything it imports statically (what must load before it runs). */
function closure(names, seen = new Set()) {
  for (const name of names) {
    if (seen.has(name) || !chunk.has(name)) continue;
    seen.add(name);
    closure(chunk.get(name).statics, seen);
  }
  return seen;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (set) => [...set].reduce((total, name) => total + (chunk.get(name)?.gzip ?? 0), 0);
const byPrefix = (prefix) => files.filter((name) => name.startsWith(`${prefix}-`));

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const shell = closure(entries);

/** Routes by their screen chunk; `later` is what the screen itself imports on demand. */
const routes = [
  { route: '/ (home)', screen: 'home-screen', later: [['destination menu opens', 'places-provider'], ['offline map', 'offline-map']] },
  { route: '/search', screen: 'search-screen', later: [['destination menu opens', 'places-provider'], ['map view or show-map', 'offline-map']] },
  { route: '/auth/*', screen: 'auth-page', later: [] },
  { route: 'info pages', screen: 'info-pages', later: [] },
];

console.log(`Page weight of apps/${brand}/dist (gzip -9 of each JS chunk)\n`);
console.log(`shell entry (index.html script and its static imports): ${kb(sum(shell))}`);
for (const name of [...shell].sort((a, b) => chunk.get(b).gzip - chunk.get(a).gzip)) console.log(`  ${name.padEnd(40)} ${kb(chunk.get(name).gzip)}`);
console.log('');
console.log('| route | initial JS (shell + screen) | screen adds | loaded later on demand |');
console.log('|---|---|---|---|');
for (const { route, screen, later } of routes) {
  const [screenChunk] = byPrefix(screen);
  if (!screenChunk) continue;
  const initial = closure([screenChunk], new Set(shell));
  const added = sum(initial) - sum(shell);
  const lazy = later
    .map(([label, prefix]) => {
      const [first] = byPrefix(prefix);
      if (!first) return null;
      const extra = closure([first, ...chunk.get(first).dynamics.filter((name) => !name.startsWith('google-'))], new Set(initial));
      return `${label}: +${kb(sum(extra) - sum(initial))}`;
    })
    .filter(Boolean)
    .join('; ');
  console.log(`| ${route} | ${kb(sum(initial))} | ${kb(added)} | ${lazy || '–'} |`);
}
const assetsOther = readdirSync(assets).filter((name) => /\.(mjs|json)$/.test(name));
for (const name of assetsOther) {
  console.log(`\nnon-JS-chunk asset loaded with the offline map: ${name} ${kb(gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length)}`);
}

// The page-weight measure shared by `page-weight.mjs` (figures) and `src/page-weight/budget.test.ts`
// (the committed budget): gzip -9 of every JS chunk of a built brand app and the chunk graph between
// them (static `import … from "./x.js"`, dynamic `import("./x.js")`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Routes by their screen chunk. `initial` is the shell entry (the index.html script and its static
 * imports) plus the screen chunk and its static imports; `later` lists what the screen imports on
 * demand, by the chunk that starts it.
 */
export const ROUTES = [
  {
    id: 'home',
    route: '/ (home)',
    screen: 'home-screen',
    later: [
      ['search form on first focus, press or hover', 'search-form'],
      ['dates opened (with the form)', 'calendar-panel'],
      ['destination menu opens', 'places-provider'],
      ['offline map', 'offline-map'],
    ],
  },
  {
    id: 'search',
    route: '/search',
    screen: 'search-screen',
    later: [
      ['destination menu opens', 'places-provider'],
      ['map view or show-map', 'offline-map'],
    ],
  },
  { id: 'hotel', route: '/hotel/*', screen: 'hotel-screen', later: [] },
  { id: 'checkout', route: '/checkout', screen: 'checkout-screen', later: [] },
  { id: 'auth', route: '/auth/*', screen: 'auth-screens', later: [] },
  { id: 'info', route: 'info pages', screen: 'info-pages', later: [] },
];

/** What every route may load on a visitor's first use of the header (pickers, account menu, side menu). */
export const SHELL_LATER = [
  ['a header picker, the account menu or the side menu is first used', 'header-parts'],
];

/** @param {string} dist a brand app's dist folder */
export function measure(dist) {
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
  const closure = (names, seen = new Set()) => {
    for (const name of names) {
      if (seen.has(name) || !chunk.has(name)) continue;
      seen.add(name);
      closure(chunk.get(name).statics, seen);
    }
    return seen;
  };
  const sum = (set) => [...set].reduce((total, name) => total + (chunk.get(name)?.gzip ?? 0), 0);
  const byPrefix = (prefix) => files.filter((name) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(name));

  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const shell = closure(entries);
  const routes = [];
  for (const { id, route, screen, later } of ROUTES) {
    const [screenChunk] = byPrefix(screen);
    if (!screenChunk) continue;
    const initial = closure([screenChunk], new Set(shell));
    const lazy = later
      .map(([label, prefix]) => {
        const [first] = byPrefix(prefix);
        if (!first) return null;
        const extra = closure(
          [first, ...chunk.get(first).dynamics.filter((name) => !name.startsWith('google-'))],
          new Set(initial),
        );
        return { label, bytes: sum(extra) - sum(initial) };
      })
      .filter(Boolean);
    routes.push({ id, route, initial: sum(initial), screen: sum(initial) - sum(shell), later: lazy });
  }
  const shellLater = SHELL_LATER.map(([label, prefix]) => {
    const [first] = byPrefix(prefix);
    return first ? { label, bytes: sum(closure([first], new Set(shell))) - sum(shell) } : null;
  }).filter(Boolean);
  return {
    shellLater,
    shell: {
      bytes: sum(shell),
      chunks: [...shell]
        .map((name) => ({ name, bytes: chunk.get(name).gzip }))
        .sort((a, b) => b.bytes - a.bytes),
    },
    routes,
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

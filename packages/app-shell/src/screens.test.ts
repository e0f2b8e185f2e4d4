import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as routes from '@clubstay/router/routes';
import { attachScreens, ROUTE_SOURCES, routeMessageParts } from './screens.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** Where a screen's import specifier leads, as a path from the repository root. */
function resolveScreen(specifier: string): string {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(here, specifier));
  const [scope, name, ...rest] = specifier.split('/');
  const packageDir = path.join(root, 'packages', name ?? '');
  expect(scope, specifier).toBe('@clubstay');
  const exports = (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { default?: string; import?: string }>;
    }
  ).exports;
  const target = exports[`./${rest.join('/')}`];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  expect(file, `${specifier} is exported`).toBeTruthy();
  return path.relative(root, path.join(packageDir, file ?? ''));
}

// The server preloads a route's chunks from ROUTE_SOURCES: a screen moved or a route added without
// it would leave that page waiting for its chunk after the entry runs (a JS → chunk waterfall).
describe('ROUTE_SOURCES', () => {
  it('names files that exist', () => {
    for (const [route, files] of Object.entries(ROUTE_SOURCES))
      for (const file of files) expect(existsSync(path.join(root, file)), `${route}: ${file}`).toBe(true);
  });

  it('holds every module the screens load on demand', () => {
    const source = readFileSync(path.join(here, 'screens.tsx'), 'utf8');
    const specifiers = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    expect(specifiers.length).toBeGreaterThan(10);
    const listed = new Set(Object.values(ROUTE_SOURCES).flat());
    for (const specifier of specifiers) expect(listed, specifier).toContain(resolveScreen(specifier));
  });

  it('has an entry for every route with a screen', () => {
    attachScreens();
    // Each page hangs from the root, so its id is its path (ids are given when a router is built).
    const withScreens = (
      routes.routeTree.children as readonly { options: { path?: string; component?: unknown } }[]
    )
      .filter((route) => Boolean(route.options.component))
      .map((route) => `/${(route.options.path ?? '').replace(/^\//, '')}`);
    expect(withScreens.length).toBeGreaterThan(20);
    for (const id of withScreens) expect(Object.keys(ROUTE_SOURCES), id).toContain(id);
  });
});

// A page carries the shell's words and its route's (the server settles them from ROUTE_SOURCES); a
// screen reached later brings its feature's words with its chunk (withWords). A feature's screen
// loaded without them would render its keys' fallbacks.
describe('the words of each screen', () => {
  it('every screen of a feature with words of its own loads them with its chunk', () => {
    const source = readFileSync(path.join(here, 'screens.tsx'), 'utf8');
    const screens = [
      ...source.matchAll(
        /lazyRouteComponent\(\s*(?:withCountries\()?(?:withWords\('(\w+)',\s*\(\) =>\s*)?(?:\(\) =>\s*)?(?:Promise\.all\(\[)?import\('(?:@clubstay\/([\w-]+)\/|\.\/pages\/(info)-pages)/g,
      ),
    ];
    expect(screens.length).toBeGreaterThan(10);
    for (const [text, wrapped, pkg, info] of screens) {
      const feature = pkg ?? info;
      if (feature === 'account' || feature === 'checkout' || feature === 'hotel' || feature === 'info')
        expect(wrapped, text).toBe(feature);
      else expect(wrapped, text).toBeUndefined();
    }
  });

  it('a page carries the shell’s words and its route’s', () => {
    expect(routeMessageParts(['__root__', '/'])).toEqual(['shell']);
    expect(routeMessageParts(['__root__', '/faq'])).toEqual(['shell', 'info']);
    expect(routeMessageParts(['__root__', '/hotel/$hotelId'])).toEqual(['shell', 'hotel']);
    expect(routeMessageParts(['__root__', '/checkout'])).toEqual(['shell', 'checkout']);
    expect(routeMessageParts(['__root__', '/auth/sign-in'])).toEqual(['shell', 'account']);
    expect(routeMessageParts(['__root__', '/account/$sectionId'])).toEqual(['shell', 'account']);
  });
});

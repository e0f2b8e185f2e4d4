import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandId } from '@clubstay/contract/brands';
import { EARLY_INPUT_SCRIPT } from '@clubstay/app-shell/early-input-script';
import { escapeHtml } from '#html.ts';

// The page's head from a brand's build: its Vite manifest's chunks and CSS, the inlined styles, the
// modulepreloads of a route's screen and the LCP photo's preload.

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** What a brand's client build gives the server: its index.html cut around the root, and its chunks. */
export interface BrandBuild {
  /** index.html up to `<div id="root">` (inclusive), with `%LANG%`, `%PRELOADS%` and the body class placed. */
  head: string;
  /** index.html after the root's closing tag. */
  tail: string;
  /** Vite's manifest: chunk by source path (relative to the brand app's folder). */
  manifest: Record<string, ManifestChunk>;
  /** The index.html as built, for the client-rendered fallback. */
  html: string;
  /** The build's stylesheets by file (`assets/x.css`), put inline in a server-rendered page's head. */
  styles: Map<string, string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

export function readBuild(root: string, brand: BrandId): BrandBuild | null {
  const htmlFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(htmlFile) || !existsSync(manifestFile)) return null;
  const styles = new Map<string, string>();
  const assets = path.join(root, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets) : [])
    if (file.endsWith('.css')) styles.set(`assets/${file}`, readFileSync(path.join(assets, file), 'utf8'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return pageFrame(readFileSync(htmlFile, 'utf8'), brand, manifest, styles);
}

/**
 * A brand's index.html cut around the root into the page's frame: the language, the preloads' place,
 * the early-input script and the brand's body class put in, the stylesheets inline. Null when the
 * page has no empty root to render into.
 */
export function pageFrame(
  html: string,
  brand: BrandId,
  manifest: Record<string, ManifestChunk>,
  styles: Map<string, string>,
): BrandBuild | null {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return null;
  const head = html
    .slice(0, at + ROOT_ELEMENT.length - '</div>'.length)
    .replace(/<html lang="[^"]*"/, '<html lang="%LANG%"')
    // Before anything of the body: presses and submissions from the first paint are held for React.
    // (A function, not a string: the script holds `$'`, a pattern in a replacement string.)
    .replace('</head>', () => `%PRELOADS%<script>${EARLY_INPUT_SCRIPT}</script></head>`)
    .replace('<body>', `<body class="brand-${brand}">`);
  const build = {
    head: '',
    tail: `</div>${html.slice(at + ROOT_ELEMENT.length)}`,
    manifest,
    html,
    styles,
  };
  build.head = inlineStyles(head, build);
  return build;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * A page's stylesheets, inline: on a phone each one is a render-blocking request (a route's page has
 * up to 18 small ones, over HTTP/1.1's six connections), the whole set is about 10 KB gzipped, and
 * the CSP allows inline styles. Each keeps a disabled link (never fetched) so the app's chunk loader
 * sees the stylesheet is in and does not fetch it again.
 */
function inlineStyles(html: string, build: Pick<BrandBuild, 'styles'>): string {
  return html.replace(STYLESHEET, (tag, file: string) => {
    const css = build.styles.get(file);
    if (css === undefined || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
}

/** The preload tags of the route's screens: their chunks (and static imports) and their CSS. */
export function preloadTags(build: BrandBuild, sources: readonly string[]): string {
  const byRepoPath = new Map<string, string>();
  for (const key of Object.keys(build.manifest)) {
    const at = key.indexOf('packages/');
    if (at >= 0) byRepoPath.set(key.slice(at), key);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = build.manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const source of sources) {
    const key = byRepoPath.get(source);
    if (key) visit(key);
  }
  // The entry, its imports and their CSS are already in index.html.
  const inHtml = new Set([...build.html.matchAll(/href="\/([^"]+)"/g)].map((found) => found[1]));
  const tags: string[] = [];
  for (const css of styles)
    if (!inHtml.has(css)) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  for (const file of scripts)
    if (!inHtml.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return inlineStyles(tags.join(''), build);
}

/**
 * The page's LCP photo, preloaded with high priority. Over HTTP/1.1's six connections a phone asks
 * for requests in the order it finds them: found in the body, the photo waited for every script,
 * font and route chunk of the head (asked at 0.9 s, fetched at 2.9 s on a throttled phone). Only
 * same-origin paths and http(s) addresses, as attribute text.
 */
export function imagePreloads(images: readonly string[]): string {
  return images
    .filter((image) => /^(\/(?!\/)|https?:\/\/)/.test(image))
    .map((image) => `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`)
    .join('');
}

/** Tags placed before the head's first script (the entry), so the browser asks for them first. */
export function firstInHead(head: string, tags: string): string {
  if (!tags) return head;
  const at = head.indexOf('<script');
  return at < 0 ? head.replace('</head>', `${tags}</head>`) : `${head.slice(0, at)}${tags}${head.slice(at)}`;
}

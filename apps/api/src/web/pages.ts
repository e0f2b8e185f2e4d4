import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { BRANDS, type BrandId } from '@clubstay/contract/brands';
import type { MessagePartName } from '@clubstay/contract/locales';
import type { CookieChange, PageRequest, PageResult } from '@clubstay/app-shell/server-types';
import { clearedSessionCookieHeader, SESSION_COOKIE, sessionCookieOf } from '#auth/session-cookie.ts';
import { firstInHead, imagePreloads, type BrandBuild, preloadTags, readBuild } from './head.ts';

// What other modules read from the brand build's head.
export { imagePreloads, pageFrame, readBuild } from './head.ts';

/**
 * The page renderer (packages/app-shell/src/server/render.tsx, bundled into dist/ssr by the API's
 * build); its request and answer types come from app-shell's `server-types`, so the API's types do
 * not compile the front end.
 */
export interface PageRenderer {
  renderPage(request: PageRequest): Promise<PageResult>;
  /** The source modules of each route's screen (paths from the repository root). */
  ROUTE_SOURCES: Record<string, readonly string[]>;
}

/** Loads the bundled renderer; none when it was not built (the API's tests run from source). */
export async function loadPageRenderer(file: URL): Promise<PageRenderer | undefined> {
  if (!existsSync(fileURLToPath(file))) return undefined;
  return (await import(file.href)) as PageRenderer;
}

/**
 * Where the page server gets the renderer and a brand's page frame: the built files (`builtPages`), or
 * Vite's development server (`npm run dev`, `src/dev/vite-pages.ts`), which compiles both on demand.
 */
export interface PageSource {
  renderer(): Promise<PageRenderer>;
  /** The brand's frame for this page (`url`: the request's path and query); null when it has none. */
  frame(brand: BrandId, root: string, url: string): Promise<BrandBuild | null>;
}

/** The built renderer, and each brand's build, read again when its index.html changes (a rebuild while the server runs). */
export function builtPages(renderer: PageRenderer): PageSource {
  const builds = new Map<string, { stamp: number; build: BrandBuild | null }>();
  return {
    renderer: () => Promise.resolve(renderer),
    frame: (brand, root) => {
      const htmlFile = path.join(root, 'index.html');
      const stamp = existsSync(htmlFile) ? statSync(htmlFile).mtimeMs : 0;
      let cached = builds.get(root);
      if (cached?.stamp !== stamp) builds.set(root, (cached = { stamp, build: readBuild(root, brand) }));
      return Promise.resolve(cached.build);
    },
  };
}

/**
 * One brand served by Vite's development server (`npm run dev -- --brand <id>`): its pages are
 * server-rendered from source, its modules and updates come from Vite in front of the API.
 */
export interface DevPages {
  brand: BrandId;
  source: PageSource;
  /** What the development pages need in the CSP beyond a built page: Vite's inline scripts, its socket. */
  scriptSources: string[];
  connectSources: string[];
  /** The HTTP server the API listens on: Vite's middleware first (modules, HMR), then the API. */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Today on this machine, yyyy-MM-dd. */
function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fetch whose requests this Fastify app answers in process (`inject`), never over the network. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    // The answer is handed over as is: no content coding between the API and its own renderer.
    responseHeaders.delete('content-encoding');
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The session and guest token cookies (@clubstay/api-client's AUTH_COOKIE and GUEST_COOKIE). */
const SESSION_COOKIES = ['token', 'id_token'];

/**
 * Whether a request is a member's or a guest's: a session cookie, a guest token cookie or an
 * Authorization header. Their pages are their own; only the others' may be kept by a shared cache.
 */
export function isPersonalRequest(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const names = (request.headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim());
  return SESSION_COOKIES.some((name) => names.includes(name));
}

/** The API's own calls and the translations it serves: never a page (nor a module Vite answers in development). */
export const isApiPath = (url: string) => /^\/(api|i18n)(\/|\?|$)/.test(url);

/**
 * An anonymous page may be kept by a shared cache for a minute (served stale while it revalidates):
 * its key is the host (the brand) and the address (page, `locale`, `currency`); it varies by Cookie,
 * because the saved language and the skip flag change what renders. Accept-Language does not: the
 * renderer picks the language from the address, then the cookie, then the brand's default.
 */
const SHARED_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** A member's or guest's page, a page that sets a cookie, a redirect or an error: kept by no one. */
const PRIVATE_PAGE_CACHE = 'private, no-store';

export function setPageCaching(reply: FastifyReply, shareable: boolean): void {
  reply.header('cache-control', shareable ? SHARED_PAGE_CACHE : PRIVATE_PAGE_CACHE);
  reply.header('vary', 'Cookie');
}

/** What the API adds to a page's head (seo/head.ts), or null. */
export type HeadTransform = ((html: string) => string) | null;

/**
 * Answers of the translations routes (`/i18n/translations/…`), from this Fastify app in process. Their
 * text is kept after the first answer (they are the build's files): asking the route again on every
 * page serialised, checked and parsed some 100 KB per render. Each page gets an object of its own,
 * parsed from the text.
 */
function translationsFile(app: FastifyInstance) {
  const texts = new Map<string, string>();
  return async (url: string): Promise<Record<string, unknown>> => {
    let text = texts.get(url);
    if (text === undefined) {
      const answer = await app.inject({ method: 'GET', url });
      if (answer.statusCode !== 200) throw new Error(`${url}: HTTP ${answer.statusCode}`);
      text = answer.payload;
      texts.set(url, text);
    }
    return JSON.parse(text) as Record<string, unknown>;
  };
}

/** The translations of one language, whole, from this Fastify app in process. */
export function translationsInProcess(app: FastifyInstance) {
  const file = translationsFile(app);
  return (code: string) => file(`/i18n/translations/${code}.json`);
}

/** One part of a language's translations, from this Fastify app in process. */
export function translationPartsInProcess(app: FastifyInstance) {
  const file = translationsFile(app);
  return (part: MessagePartName, code: string) => file(`/i18n/translations/${part}/${code}.json`);
}

/**
 * The page's own session cookie, written again HttpOnly for the session's remaining life (a cookie
 * the apps' JavaScript wrote before the API set it); null when the request has none or it is no
 * session.
 */
export type SessionCookieRenewal = (request: FastifyRequest, brand: BrandId) => Promise<string | null>;

function cookieHeader({ name, value }: CookieChange, secure: boolean): string {
  const parts = value === null ? [`${name}=`, 'Max-Age=0'] : [`${name}=${encodeURIComponent(value)}`];
  parts.push('Path=/', 'SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Serves pages server-rendered: the start sequence and the route through the API in process, the
 * head (CSS, the route's chunks, fonts) first, then React's stream, then the boot state the browser
 * hydrates from. Returns false when the brand's build lacks what the server needs (the caller then
 * serves index.html).
 */
export function createPageServer(
  app: FastifyInstance,
  source: PageSource,
  version: string,
  renewSession?: SessionCookieRenewal,
) {
  const fetchInProcess = injectFetch(app);
  const loadMessagePart = translationPartsInProcess(app);

  return async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    brand: BrandId,
    root: string,
    addHead: HeadTransform = null,
  ): Promise<boolean> {
    const build = await source.frame(brand, root, request.url);
    if (!build) return false;
    const renderer = await source.renderer();
    const secure = request.protocol === 'https';
    const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
    const result = await renderer.renderPage({
      settings: BRANDS[brand],
      themeClass: `brand-${brand}`,
      buildVersion: version,
      url,
      cookies: request.headers.cookie ?? '',
      fetch: fetchInProcess,
      loadMessagePart,
      day: today(),
    });
    // The session cookie is the API's (HttpOnly); the renderer only says when the session was refused.
    const cookies = result.cookies.map((cookie) =>
      cookie.name === SESSION_COOKIE ? clearedSessionCookieHeader(request) : cookieHeader(cookie, secure),
    );
    if (
      renewSession &&
      sessionCookieOf(request) &&
      !result.cookies.some((cookie) => cookie.name === SESSION_COOKIE)
    ) {
      const renewed = await renewSession(request, brand);
      if (renewed) cookies.push(renewed);
    }
    if (cookies.length) reply.header('set-cookie', cookies);
    // A member's or guest's page is their own; an anonymous page that sets no cookie is the same for
    // every anonymous visitor with the same cookies.
    const shareable =
      !isPersonalRequest(request) &&
      cookies.length === 0 &&
      result.kind === 'page' &&
      !result.personal &&
      (result.status === 200 || result.status === 404);
    setPageCaching(reply, shareable);
    if (result.kind === 'redirect') {
      await reply.redirect(result.location, result.status);
      return true;
    }
    const sources = [...new Set(result.routeIds.flatMap((id) => renderer.ROUTE_SOURCES[id] ?? []))];
    const withPreloads = firstInHead(
      build.head.replace('%LANG%', result.language).replace('%PRELOADS%', preloadTags(build, sources)),
      imagePreloads(result.images),
    );
    const head = addHead && result.status === 200 ? addHead(withPreloads) : withPreloads;
    const shell = await new Promise<Readable | null>((resolve) =>
      result.stream({
        onShellReady: resolve,
        onShellError: (error) => {
          request.log.error({ err: error }, 'server render failed: the page is rendered in the browser');
          resolve(null);
        },
      }),
    );
    if (!shell) {
      // The browser renders the page (and shows and reports the error as before).
      reply.code(200).type('text/html; charset=utf-8');
      await reply.send(addHead ? addHead(build.html) : build.html);
      return true;
    }
    const body = new PassThrough();
    body.write(head);
    shell.pipe(body, { end: false });
    shell.on('end', () => body.end(`${build.tail.replace('</body>', () => `${result.bootScript}</body>`)}`));
    shell.on('error', (error) => body.destroy(error));
    reply.code(result.status).type('text/html; charset=utf-8');
    await reply.send(body);
    return true;
  };
}

import { existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EARLY_INPUT_SCRIPT } from '@clubstay/app-shell/early-input-script';
import { BRANDS, type BrandId, brandForHost } from '@clubstay/contract/brands';
import type { DatabaseState } from '#database-state.ts';
import { applySeoHead, seoHead } from '#seo/head.ts';
import { requestOrigin } from '#seo/routes.ts';
import {
  builtPages,
  createPageServer,
  type DevPages,
  type HeadTransform,
  isApiPath,
  isPersonalRequest,
  type PageRenderer,
  type SessionCookieRenewal,
  setPageCaching,
  translationsInProcess,
} from './pages.ts';

/** Google Maps and Places, allowed only when a Maps key is configured (the apps then load them). */
const GOOGLE_MAPS_SOURCES = 'https://maps.googleapis.com https://maps.gstatic.com';
/** Stripe.js and its frames, allowed only when real Stripe keys are configured (the checkout loads them). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_CONNECT = 'https://api.stripe.com';

/** The one inline script of a served page (the early-input holder in its head), allowed by its hash. */
const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const sources = (...lists: (readonly string[] | string | false | undefined)[]) =>
  lists.flatMap((list) => (typeof list === 'string' ? list.split(' ') : list || []));

/**
 * The Content-Security-Policy of the served apps, as helmet's directives: everything from this
 * origin, no plugins, no base tag, no framing. Inline style attributes are allowed because
 * react-aria positions popovers with them. Map workers are files of the app, so `worker-src` falls
 * back to 'self'. Nothing in it changes per request: the reviews origin and the Maps and Stripe
 * sources are fixed when the server starts.
 */
export function appCsp({
  googleMaps = false,
  reviewsOrigin,
  stripe = false,
  dev,
}: {
  googleMaps?: boolean;
  reviewsOrigin?: string | undefined;
  stripe?: boolean;
  /** `npm run dev`: Vite's inline scripts (by hash) and its update socket. */
  dev?: Pick<DevPages, 'scriptSources' | 'connectSources'> | undefined;
} = {}): Record<string, string[]> {
  const google = googleMaps && GOOGLE_MAPS_SOURCES;
  return {
    'default-src': ["'self'"],
    'script-src': sources("'self'", EARLY_INPUT_HASH, google, stripe && STRIPE_SCRIPT, dev?.scriptSources),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': sources("'self' data: blob:", google),
    'font-src': ["'self'", 'data:'],
    'connect-src': sources("'self'", google, stripe && STRIPE_CONNECT, dev?.connectSources),
    // The hotel page frames the reviews provider's widget when one is configured (REVIEWS_WIDGET_URL).
    'frame-src': sources("'self'", reviewsOrigin, stripe && STRIPE_FRAMES),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Serves the built brand apps by host name: `localhost` is clubstay, `<id>.localhost` that brand.
 * Hashed assets are cached for a year; every other path falls back to the app's index.html.
 */
export async function registerAppRoutes(
  app: FastifyInstance,
  appsDir: string,
  brandHosts: Record<string, BrandId>,
  ssr: {
    renderer?: PageRenderer | undefined;
    version: string;
    renewSession?: SessionCookieRenewal;
    /** One brand served from source by Vite (`npm run dev`). */
    dev?: DevPages | undefined;
  } = {
    version: '0.0.0',
  },
  database?: DatabaseState,
): Promise<void> {
  const loadMessages = translationsInProcess(app);
  /** The search engines' head of a hotel or destination page of the indexable brand (seo/head.ts). */
  const headFor = async (request: FastifyRequest, brand: BrandId): Promise<HeadTransform> => {
    if (!database?.isMigrated || !BRANDS[brand].shell.indexable || request.method !== 'GET') return null;
    try {
      const head = await seoHead({
        brand: BRANDS[brand],
        origin: requestOrigin(request),
        url: request.url,
        cookies: request.headers.cookie ?? '',
        db: database.read,
        loadMessages,
      });
      return head ? (html) => applySeoHead(html, head) : null;
    } catch (error) {
      request.log.error({ err: error }, 'the page head for search engines failed: the page goes without it');
      return null;
    }
  };
  const servePage = ssr.renderer
    ? createPageServer(app, builtPages(ssr.renderer), ssr.version, ssr.renewSession)
    : null;
  const serveDevPage = ssr.dev ? createPageServer(app, ssr.dev.source, ssr.version, ssr.renewSession) : null;
  // preCompressed: the build writes .br and .gz copies (tooling/vite-preset); the client's
  // Accept-Encoding picks one, with the plain file as the fallback.
  await app.register(fastifyStatic, { root: appsDir, serve: false, preCompressed: true });

  // A form of a page posted before its script ran (the shell otherwise keeps the submit and sends it
  // through React once hydrated): nothing is done with the fields; the traveller is sent back to the
  // page. The form parser lives in this scope only, so the API's calls still take JSON alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      (_request, payload, done) => {
        payload.resume();
        payload.on('end', () => done(null, undefined));
        payload.on('error', (error) => done(error, undefined));
      },
    );
    scope.post('/*', async (request, reply) => {
      if (isApiPath(request.url) || !brandForHost(request.headers.host, brandHosts))
        return reply.callNotFound();
      // One leading slash: `//host` or `/\\host` would leave the site.
      const target = `/${request.url.replace(/^[/\\]+/, '')}`;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    });
  });

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    const brand = brandForHost(request.headers.host, brandHosts);
    if (!brand) {
      return reply
        .code(404)
        .type('text/plain')
        .send(`No brand is served on host "${request.headers.host ?? ''}".`);
    }
    /** A page's own headers (a brand kept out of search engines says so), then its SEO head. */
    const pageHead = async () => {
      if (!BRANDS[brand].shell.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
      return headFor(request, brand);
    };
    if (serveDevPage && brand === ssr.dev?.brand && request.method === 'GET') {
      // Vite answered the module and asset requests before the API saw them: this is a page.
      const served = await serveDevPage(request, reply, brand, path.join(appsDir, brand), await pageHead());
      return served
        ? reply
        : reply.code(500).type('text/plain').send(`apps/${brand}/index.html has no empty root element.`);
    }
    const root = path.join(appsDir, brand, 'dist');
    if (!existsSync(path.join(root, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain')
        .send(`The ${brand} app is not built yet. Run "npm start" (or "pnpm turbo run build").`);
    }
    const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    const file = path.normalize(urlPath);
    const inside = !file.startsWith('..') && !path.isAbsolute(file);
    const full = path.join(root, file);
    if (inside && file !== '.' && existsSync(full) && statSync(full).isFile()) {
      const immutable = file.startsWith('assets/');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      return reply.sendFile(file, root, { cacheControl: false });
    }
    if (path.extname(file) && file.startsWith('assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const addHead = await pageHead();
    // Pages are server-rendered when the renderer is loaded (SERVER_RENDERING=on and the API built); GET only.
    if (servePage && request.method === 'GET' && (await servePage(request, reply, brand, root, addHead)))
      return reply;
    // The client-rendered page: the same for everyone, but a member's copy stays theirs all the same.
    setPageCaching(reply, !isPersonalRequest(request));
    if (addHead) {
      const html = await readFile(path.join(root, 'index.html'), 'utf8');
      return reply.type('text/html; charset=utf-8').send(addHead(html));
    }
    return reply.sendFile('index.html', root, { cacheControl: false });
  });
}

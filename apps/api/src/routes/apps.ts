import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BRANDS, type BrandId, brandForHost } from '@clubstay/contract/brands';
import { createPageServer, type PageRenderer, type SessionCookieRenewal } from './pages.ts';

/** Google Maps and Places, allowed only when a Maps key is configured (the apps then load them). */
const GOOGLE_MAPS_SOURCES = 'https://maps.googleapis.com https://maps.gstatic.com';
/** Stripe.js and its frames, allowed only when real Stripe keys are configured (the checkout loads them). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_CONNECT = 'https://api.stripe.com';

/**
 * The Content-Security-Policy of the served apps: everything from this origin, no plugins, no base
 * tag, no framing. Inline style attributes are allowed because react-aria positions popovers with them.
 * Map workers are files of the app, so `worker-src` falls back to 'self'.
 */
export function appCsp({
  googleMaps = false,
  reviewsOrigin,
  stripe = false,
}: { googleMaps?: boolean; reviewsOrigin?: string | undefined; stripe?: boolean } = {}): string {
  const google = googleMaps ? ` ${GOOGLE_MAPS_SOURCES}` : '';
  // The hotel page frames the reviews provider's widget when one is configured (REVIEWS_WIDGET_URL).
  const reviews = reviewsOrigin ? ` ${reviewsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}${stripe ? ` ${STRIPE_SCRIPT}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${google}`,
    "font-src 'self' data:",
    `connect-src 'self'${google}${stripe ? ` ${STRIPE_CONNECT}` : ''}`,
    `frame-src 'self'${reviews}${stripe ? ` ${STRIPE_FRAMES}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built brand apps by host name: `localhost` is clubstay, `<id>.localhost` that brand.
 * Hashed assets are cached for a year; every other path falls back to the app's index.html.
 */
export async function registerAppRoutes(
  app: FastifyInstance,
  appsDir: string,
  brandHosts: Record<string, BrandId>,
  ssr: { renderer?: PageRenderer | undefined; version: string; renewSession?: SessionCookieRenewal } = {
    version: '0.0.0',
  },
): Promise<void> {
  const servePage = ssr.renderer ? createPageServer(app, ssr.renderer, ssr.version, ssr.renewSession) : null;
  // preCompressed: the build writes .br and .gz copies (tooling/vite-preset); the client's
  // Accept-Encoding picks one, with the plain file as the fallback.
  await app.register(fastifyStatic, { root: appsDir, serve: false, preCompressed: true });

  app.get('/*', async (request, reply) => {
    if (/^\/(api|i18n)(\/|$)/.test(request.url)) return reply.callNotFound();
    const brand = brandForHost(request.headers.host, brandHosts);
    if (!brand) {
      return reply
        .code(404)
        .type('text/plain')
        .send(`No brand is served on host "${request.headers.host ?? ''}".`);
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
    if (!BRANDS[brand].shell.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
    // Pages are server-rendered when the renderer is loaded (SERVER_RENDERING=on and the API built); GET only.
    if (servePage && request.method === 'GET' && (await servePage(request, reply, brand, root))) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', root, { cacheControl: false });
  });
}

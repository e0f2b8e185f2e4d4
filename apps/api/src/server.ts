import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { BrandId } from '@clubstay/contract/brands';
import { type Clock, systemClock } from './clock.ts';
import { databaseSessions } from './accounts/sessions.ts';
import { sessionCookieHeader, sessionCookieOf } from './auth/session-cookie.ts';
import type { CallerDeps, SessionResolver } from './auth/caller.ts';
import { DatabaseState } from './database-state.ts';
import type { Db } from './db/db.ts';
import { errorBody, HttpError, nulField } from './http.ts';
import { registerMetrics, watchPool } from './metrics.ts';
import { guardSandbox } from './sandbox-gate.ts';
import { repoRoot } from './paths.ts';
import { requestIdMixin, requestIdOf, trackRequests } from './request-context.ts';
import { appCsp, registerAppRoutes } from './web/apps.ts';
import type { DevPages, PageRenderer } from './web/pages.ts';
import type { CheckoutDeps, CheckoutRuntime } from './checkout/context.ts';
import { registerCheckoutRoutes } from './checkout/routes.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { removeSandboxInvitations, seedSandboxInvitations } from './accounts/sandbox-routes.ts';
import { registerI18nRoutes } from './i18n/routes.ts';
import { registerMailboxRoutes } from './mailbox/routes.ts';
import { createOutboxMailer, type Mailer } from './mail/mailer.ts';
import { registerHotelRoutes } from './hotels/routes.ts';
import { registerSeoRoutes } from './seo/routes.ts';
import { registerPlacesRoutes } from './places/routes.ts';
import { registerReviewsRoutes, widgetOrigin } from './reviews/routes.ts';
import { registerRoomsRoutes } from './rooms/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerSystemRoutes } from './system/routes.ts';
import { SearchService } from './search/search-service.ts';
import type { RatesSupplier } from './supplier/rates-supplier.ts';
import { SandboxRatesSupplier } from './supplier/sandbox-rates.ts';
import { sandboxSupplierBooking } from './supplier/sandbox-booking.ts';
import type { SupplierBooking } from './supplier/supplier-booking.ts';
import type { CryptoPaymentsFactory } from './crypto/setup.ts';

export interface ServerDeps {
  db: Db;
  /** A read replica for the search and places queries (DATABASE_READ_URL). @default `db` */
  readDb?: Db;
  /** Bearer token for GET /api/metrics (METRICS_TOKEN). @default none: local calls only */
  metricsToken?: string;
  /** Where a refund that failed for good is reported (SUPPORT_EMAIL). @default support@clubstay.localhost */
  supportEmail?: string;
  version?: string;
  brandHosts?: Record<string, BrandId>;
  /** Folder holding apps/<brand>/dist. */
  appsDir?: string;
  /**
   * The page renderer (dist/ssr/render.js, built with the API): pages are server-rendered with it.
   * @default none: the apps' index.html is served and the browser renders
   */
  pageRenderer?: PageRenderer;
  /** `npm run dev -- --brand <id>`: that brand's pages rendered from source by Vite, with hot reload. */
  devPages?: DevPages;
  translationsDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against the contract (development and tests). */
  checkResponses?: boolean;
  /** With a Google Maps key the apps load Google's scripts, so the CSP allows them. */
  googleMapsApiKey?: string;
  /** Secret partners sign guest tokens with. @default a development secret */
  guestTokenSecret?: string;
  /** Serve sandbox helpers (minting guest tokens, forcing scenarios). @default true */
  sandbox?: boolean;
  /**
   * Who may use the sandbox helpers: `local` (SANDBOX=on) this machine and callers presenting
   * `sandboxToken` only; `public` (SANDBOX=public-demo) anyone. @default local
   */
  sandboxAudience?: 'local' | 'public';
  /** The token a caller from another machine sends in X-Sandbox-Token to use the sandbox. @default none */
  sandboxToken?: string;
  /**
   * The reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (TRUST_PROXY: addresses or
   * CIDR ranges); the client is the first address from the right that is not one of them. @default none
   */
  trustProxy?: string[];
  /** The scheme of the BRAND_HOSTS origins in e-mail links (BRAND_SCHEME). @default https */
  brandScheme?: 'https' | 'http';
  /** The port the `<id>.localhost` development origins use in e-mail links. @default none (port 80) */
  developmentPort?: () => number | undefined;
  /**
   * The reviews provider's widget URL with `{id}` and `{lang}` placeholders; without it the sandbox
   * serves its own reviews page (while the sandbox is on).
   */
  reviewsWidgetUrl?: string;
  /** The hotel rates supplier. @default the sandbox supplier on the real clock */
  rates?: RatesSupplier;
  /** The supplier's side of a booking (rooms taken and given back). @default the sandbox allotments */
  supplierBooking?: SupplierBooking;
  /**
   * Resolves member session tokens for the caller seam (auth/caller.ts), shared by every route that
   * depends on who calls. @default the members' sessions in the database (accounts/sessions.ts)
   */
  sessions?: SessionResolver;
  /** The accounts' clock (sessions, links, rate-limit windows, cancellation deadlines). @default the system clock */
  clock?: Clock;
  /** How long the sandbox payout processor takes to pay out a wallet withdrawal. @default 2 minutes */
  withdrawalDelayMs?: number;
  /** Sends e-mail (reset links, confirmations). @default the outbox only (the sandbox mailbox) */
  mailer?: Mailer;
  /**
   * The card providers: real Stripe when main.ts has its keys (checkout/stripe-real.ts), the
   * Paybyrd-style provider. @default each one's sandbox (stripe-sandbox.ts, paybyrd-sandbox.ts)
   */
  cards?: CheckoutDeps['cards'];
  /**
   * Crypto payments: on real EVM chains when main.ts has networks (CRYPTO_<NETWORK>_RPC_URL or
   * CRYPTO=local-chain: crypto/setup.ts `chainCryptoPayments`). @default the sandbox networks only
   */
  crypto?: CryptoPaymentsFactory;
  /** Checkout settings for tests: its clock, the sweeper's period (0: off), the sandbox's webhook secret, hold caps. */
  checkout?: Pick<CheckoutDeps, 'now' | 'sweepMs' | 'sandboxWebhookSecret' | 'holdLimits'>;
  /** How many error reports (POST /web/check) the table keeps. @default 10,000 */
  webReportsKept?: number;
  /** Work to run once migrations are applied (seeding). */
  afterMigrate?: (db: Db) => Promise<void>;
}

export interface Server {
  app: FastifyInstance;
  database: DatabaseState;
  mailer: Mailer;
  /** The caller seam's settings every caller-dependent route uses. */
  callerDeps: CallerDeps;
  /** The checkout's services (tests drive its sweeper). */
  checkout: CheckoutRuntime;
}

/** Builds the whole server without listening, so tests can run it in process. */
export async function createServer(deps: ServerDeps): Promise<Server> {
  const logger = deps.logger ?? false;
  const app = Fastify({
    // Every line logged while a request is handled carries its id, whichever logger wrote it.
    logger: typeof logger === 'object' ? { ...logger, mixin: requestIdMixin } : logger,
    // X-Forwarded-* only from the configured proxies: otherwise any client picks its address (rate
    // limits) and its scheme.
    trustProxy: deps.trustProxy?.length ? deps.trustProxy : false,
    bodyLimit: 256 * 1024,
    // The caller's x-request-id only when well-formed (requestIdOf); Fastify would take any text.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Errors Fastify raises before a route runs (a path parameter over the router's length limit:
    // 414, a malformed URL: 400) answer in the API's error shape like every other refusal.
    ...(deps.devPages ? { serverFactory: deps.devPages.serverFactory } : {}),
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .code(status)
        .send(
          errorBody(status, error.message, [
            { field: 'params', code: error.code || 'invalid', message: error.message },
          ]),
        );
    },
  });
  trackRequests(app);
  registerMetrics(app, { token: deps.metricsToken });
  // API answers (search pages, translations) are compressed for clients that accept it; brotli at a
  // low quality costs little CPU per answer. The apps' files come precompressed from the build.
  // Answers up to 64 KB (a page of 60 hotels is about 48 KB) are compressed in one synchronous call
  // (about 1 ms for a search page) instead of a zlib stream: on 2 cores the plugin's default streams
  // everything above 8 KB, and the stream's setup, chunking and writes cost a fresh search 3 to 8 ms
  // of the event loop and a quarter of the API's CPU at 16 searches at a time (bench:fresh profile).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const sandbox = deps.sandbox ?? true;
  if (sandbox && deps.sandboxAudience !== 'public') guardSandbox(app, deps.sandboxToken);
  const clock = deps.clock ?? systemClock;
  const database = new DatabaseState(
    deps.db,
    app.log,
    async (db) => {
      await deps.afterMigrate?.(db);
      // A fresh install lets a first member in: each brand has an invitation code while the sandbox is on.
      // Without it, a database that once ran with the sandbox loses those well-known codes.
      if (sandbox) await seedSandboxInvitations(db, clock());
      else await removeSandboxInvitations(db);
    },
    deps.readDb,
  );
  const unwatch = [watchPool('primary', () => database.db.stats())];
  if (database.read !== database.db) unwatch.push(watchPool('read', () => database.read.stats()));
  const brandHosts = deps.brandHosts ?? {};
  const root = repoRoot();
  const checkResponses = deps.checkResponses ?? true;
  const mailer = deps.mailer ?? createOutboxMailer(deps.db);
  // What the SMTP server did not take is sent again from the outbox, by every API process (mail/mailer.ts).
  const stopMailRetries = mailer.startRetries?.({ ready: () => database.isMigrated, log: app.log });
  const guestTokenSecret = deps.guestTokenSecret ?? 'clubstay-development-guest-token-secret';
  /** Who is calling, for every route that depends on it: one seam, one session resolver. */
  const callerDeps: CallerDeps = {
    brandHosts,
    guestTokenSecret,
    sessions: deps.sessions ?? databaseSessions(() => database.db, clock),
  };

  // helmet sets the headers every answer carries when the request comes in; everything else it
  // could send is off, so the answers carry the same headers as before it.
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  const cspDirectives = appCsp({
    googleMaps: Boolean(deps.googleMapsApiKey),
    reviewsOrigin: widgetOrigin(deps.reviewsWidgetUrl),
    stripe: deps.cards?.stripe?.mode === 'stripe',
    dev: deps.devPages,
  });
  // Checked once at start: helmet throws on a malformed directive.
  fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives });
  // Two headers depend on the answer, which helmet's onRequest hook cannot see, so they are added
  // here through the same helmet: the apps' policy goes on HTML pages that do not set their own
  // (the reviews frame, the sandbox's 3DS frames keep theirs), HSTS only on HTTPS.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    const type = String(reply.getHeader('content-type') ?? '');
    const page = type.startsWith('text/html') && !reply.hasHeader('content-security-policy');
    const https = request.protocol === 'https';
    if (page || https)
      reply.helmet({
        contentSecurityPolicy: page && { useDefaults: false, directives: cspDirectives },
        strictTransportSecurity: https && { maxAge: 31_536_000, includeSubDomains: true },
      });
    return payload;
  });

  // A NUL character is no text: PostgreSQL refuses it in a text column (a 500), so every call's
  // query, path and body are refused with a 400 naming the field before any route runs.
  app.addHook('preHandler', async (request) => {
    const field =
      nulField(request.params, 'params') ??
      nulField(request.query, 'query') ??
      nulField(request.body, 'body');
    if (field)
      throw new HttpError(400, 'Text must not contain NUL characters', [
        { field, code: 'invalid_characters', message: 'Remove the NUL character' },
      ]);
  });
  // Member answers (profile, bookings, wallet, affiliate, loyalty…) are nobody else's: no cache keeps them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (/^\/api\/customers(\/|\?|$)/i.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 429 && 'retryAfterSeconds' in error)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.status)
        .send(errorBody(error.status, error.message, error.errors, error.errorCode, error.data));
    }
    const {
      statusCode: status,
      code,
      message,
    } = error as { statusCode?: number; code?: string; message?: string };
    if (status && status >= 400 && status < 500) {
      const field = code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'headers.content-type' : 'body';
      const text = message ?? 'Bad request';
      return reply.code(status).send(errorBody(status, text, [{ field, code: 'invalid', message: text }]));
    }
    // A call that failed because the database went away is an outage, not a bug: 503, as the
    // healthcheck says at the same moment, so the apps show maintenance and retry.
    if (!(await database.isUp())) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .send(errorBody(503, 'The service is under maintenance. Please try again in a moment.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Oops. Something went wrong! Please reload the page.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );

  registerSystemRoutes(app, {
    database,
    brandHosts,
    version: deps.version ?? '0.0.0',
    checkResponses,
    clock,
    webReportsKept: deps.webReportsKept,
  });
  const supplierBooking = deps.supplierBooking ?? sandboxSupplierBooking;
  const origins = { brandHosts, scheme: deps.brandScheme ?? 'https', port: deps.developmentPort } as const;
  registerAccountRoutes(app, {
    brandHosts,
    origins,
    guestTokenSecret,
    sandbox,
    checkResponses,
    database,
    mailer,
    callerDeps,
    clock,
    withdrawalDelayMs: deps.withdrawalDelayMs,
    supplierBooking,
    // The checkout runtime is created below; a cancel is served only once both exist.
    issueRefunds: (bookingId) => checkout.refunds.process(bookingId),
  });
  registerPlacesRoutes(app, { database, checkResponses });
  registerSearchRoutes(app, { database, search: new SearchService(database.read), checkResponses });
  registerHotelRoutes(app, { database, checkResponses });
  const rates = deps.rates ?? new SandboxRatesSupplier(deps.db);
  registerRoomsRoutes(app, {
    database,
    rates,
    sandbox,
    checkResponses,
  });
  registerReviewsRoutes(app, { database, sandbox, checkResponses, widgetUrl: deps.reviewsWidgetUrl });
  const checkout = await registerCheckoutRoutes(app, {
    database,
    rates,
    callerDeps,
    mailer,
    sandbox,
    checkResponses,
    origins,
    supplierBooking,
    cards: deps.cards,
    crypto: deps.crypto,
    supportEmail: deps.supportEmail,
    operatorToken: deps.metricsToken,
    ...deps.checkout,
  });
  if (sandbox) registerMailboxRoutes(app, { database });
  registerI18nRoutes(
    app,
    deps.translationsDir ?? path.join(root, 'packages', 'i18n', 'translations'),
    checkResponses,
  );
  registerSeoRoutes(app, { database, brandHosts });
  await registerAppRoutes(
    app,
    deps.appsDir ?? path.join(root, 'apps'),
    brandHosts,
    {
      renderer: deps.pageRenderer,
      dev: deps.devPages,
      version: deps.version ?? '0.0.0',
      // A member's page writes the session cookie again, HttpOnly (one written by an older app's script).
      renewSession: async (request, brand) => {
        const token = sessionCookieOf(request);
        if (!token) return null;
        const session = await callerDeps.sessions.resolve(token, brand).catch(() => null);
        return session?.expiresAt ? sessionCookieHeader(request, token, session.expiresAt, clock()) : null;
      },
    },
    database,
  );

  app.addHook('onClose', async () => {
    for (const stop of unwatch) stop();
    await stopMailRetries?.();
    await database.close();
  });

  return { app, database, mailer, callerDeps, checkout };
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './db/db.ts';

/**
 * Operations metrics (Prometheus text format at GET /api/metrics). One registry per API process:
 * Prometheus scrapes every process and sums. Names carry the `clubstay_` prefix; the process and
 * Node.js defaults (CPU, memory, event loop lag, GC) come with prom-client's own names.
 *
 * Features count their outcomes with the counters below, e.g. a payment provider:
 *
 * ```ts
 * import { paymentOutcomes } from '../metrics.ts';
 * paymentOutcomes.inc({ provider: 'stripe', outcome: 'succeeded' });
 * ```
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Calls by method, route pattern (never the raw URL) and status class (2xx, 3xx, 4xx, 5xx). */
const httpRequests = new Counter({
  name: 'clubstay_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'clubstay_http_request_duration_seconds',
  help: 'Time from request to answer sent, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/**
 * Every poll of a supplier rooms search (GET /v2/hotel/{id}/rooms) by what it answered:
 * `searching` (rooms still arriving), `finished`, `not_tradable`, `unknown_hotel`, `bad_search` (an
 * unknown or expired searchId), `failed` (the supplier threw). The apps stop polling once a search is
 * finished, so the rate of `finished` is close to the rate of completed searches.
 */
export const roomsSearches = new Counter({
  name: 'clubstay_supplier_rooms_searches_total',
  help: 'Polls of supplier rooms searches, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
export type RoomsSearchOutcome =
  'searching' | 'finished' | 'not_tradable' | 'unknown_hotel' | 'bad_search' | 'failed';

/**
 * Guaranteed-offer checks (GET /hotel/{id}/room/guaranteed) by the status answered: the supplier's
 * Pending, Available, SoldOutRoom, SoldOutHotel, Expired, ExpiredNi, or `timeout` (524),
 * `unknown_package`, `unknown_hotel`, `bad_search`, `failed`.
 */
export const guaranteedOffers = new Counter({
  name: 'clubstay_supplier_guaranteed_offers_total',
  help: 'Guaranteed-offer checks, by status.',
  labelNames: ['status'] as const,
  registers: [registry],
});

/**
 * Payment outcomes, by provider (stripe, paybyrd, crypto…) and outcome (succeeded, declined,
 * requires_action, failed, partially_paid, expired…), counted by the checkout's payment code.
 */
export const paymentOutcomes = new Counter({
  name: 'clubstay_payment_outcomes_total',
  help: 'Payment attempts by provider and outcome.',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

/** The database pools this process uses, read when Prometheus scrapes. */
const pools = new Map<string, () => PoolStats>();

new Gauge({
  name: 'clubstay_db_pool_connections',
  help: 'Database pool connections by pool (primary, read) and state: total open, idle, and callers waiting for one. PGlite reports its single connection.',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of pools) {
      const now = stats();
      this.set({ pool, state: 'total' }, now.total);
      this.set({ pool, state: 'idle' }, now.idle);
      this.set({ pool, state: 'waiting' }, now.waiting);
    }
  },
});

new Gauge({
  name: 'clubstay_db_pool_max_connections',
  help: 'The most connections each database pool opens.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of pools) this.set({ pool }, stats().max);
  },
});

/** Reports a pool's usage until the returned function is called (the server closing). */
export function watchPool(name: 'primary' | 'read', stats: () => PoolStats): () => void {
  pools.set(name, stats);
  return () => {
    if (pools.get(name) === stats) pools.delete(name);
  };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Who may read the metrics: with a token, a caller presenting it; without one, this machine only. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  // The socket's own address, not request.ip: with trustProxy a client could claim 127.0.0.1 in
  // X-Forwarded-For. A call that came through a proxy on this machine is not local either.
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return (
    loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}

interface MetricsOptions {
  /** `METRICS_TOKEN`: when set, GET /api/metrics needs `Authorization: Bearer <token>`; otherwise only local calls. */
  token?: string | undefined;
}

/**
 * Counts every answer (hooks) and serves GET /api/metrics. The route label is the pattern Fastify
 * matched (`/api/hotel/:hotelId`), `unmatched` for a 404 without a route, so the label set stays small
 * whatever URLs are sent.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions = {}): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    const labels = { method: request.method, route, status_class: statusClass(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, options.token)) {
      const status = options.token ? 401 : 403;
      if (options.token) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(status).send({
        status,
        message: options.token
          ? 'A metrics token is needed'
          : 'Metrics are served to this machine only; set METRICS_TOKEN to read them remotely',
        errors: [],
      });
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The request a piece of work belongs to, carried across awaits (AsyncLocalStorage). Fastify binds
 * the id to `request.log`; this also puts it on lines logged through `app.log` or any other child of
 * the root logger while a request is being handled (a mail delivery failure, a service's warning).
 */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** Incoming ids that are kept: what load balancers and tracing send (UUIDs, `Root=1-…`), at most 128 characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** The request id: the caller's `x-request-id` when well-formed (so one id follows a call through the proxies), otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** Adds the current request's id to a log line that does not carry it yet (pino `mixin`). */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const store = requestContext.getStore();
  if (!store || 'reqId' in logger.bindings()) return {};
  return { reqId: store.reqId };
}

/** Runs the rest of each request's handling inside its context (register first, before other hooks). */
export function trackRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ reqId: request.id }, done);
  });
}

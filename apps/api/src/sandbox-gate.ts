import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './http.ts';

/** The header a caller from another machine presents the sandbox token in. */
const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';
const SCENARIO_HEADER = 'x-sandbox-scenario';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a call comes from this machine: the socket's own address is loopback (never request.ip,
 * which a trusted proxy fills in) and no proxy header says it was relayed for someone else, so a
 * reverse proxy on the same machine does not make the Internet local.
 */
function isLocalCall(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined)
    return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

function presentsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers[SANDBOX_TOKEN_HEADER];
  const given = Buffer.from((Array.isArray(header) ? header[0] : header) ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isSandboxPath = (path: string | undefined) => path !== undefined && /^\/api\/sandbox(\/|$)/i.test(path);

/**
 * The sandbox's boundary (SANDBOX=on): its helpers (/api/sandbox/…: the mailbox, guest tokens,
 * invitations, wallet credit, test payments) answer only calls from this machine or carrying the
 * sandbox token, and a forced scenario (X-Sandbox-Scenario) from anyone else is ignored. Others get
 * the 404 of a server without a sandbox. SANDBOX=public-demo does not install it.
 */
export function guardSandbox(app: FastifyInstance, token: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLocalCall(request) || presentsToken(request, token)) return;
    delete request.headers[SCENARIO_HEADER];
    const path = request.url.split('?')[0];
    let decoded = path;
    try {
      decoded = decodeURIComponent(path ?? '');
    } catch {
      // a malformed address is the router's 400
    }
    if (isSandboxPath(request.routeOptions.url) || isSandboxPath(path) || isSandboxPath(decoded)) {
      return reply.code(404).send(errorBody(404, `No route for ${request.method} ${path ?? ''}`));
    }
    return undefined;
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CROSS_SITE_ERROR_CODE, CROSS_SITE_MESSAGE } from '@clubstay/contract/errors';
import { HttpError } from '#http.ts';

/**
 * The member's session cookie. The API sets and clears it (sign-in, sign-up, sign-out, deletion, a
 * reset that ends the session); it is HttpOnly, so no script on the page (a third-party tag, an XSS)
 * can read the token. Its name stays `token`, so a session a browser kept in the JavaScript-written
 * cookie of earlier versions still works, and is written again HttpOnly on its next member info call
 * or page.
 */
export const SESSION_COOKIE = 'token';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** One cookie of the request's Cookie header, or null. */
function requestCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (header(request, 'cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of the request's cookie, or null. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  return requestCookie(request, SESSION_COOKIE);
}

/** `Secure` when the request came over TLS (directly, or through a proxy listed in TRUST_PROXY). */
function attributes(request: FastifyRequest): string[] {
  const parts = ['Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (request.protocol === 'https') parts.push('Secure');
  return parts;
}

/** The Set-Cookie value that keeps `token` until the session's end. */
export function sessionCookieHeader(
  request: FastifyRequest,
  token: string,
  expiresAt: Date,
  now: Date,
): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, ...attributes(request), `Max-Age=${maxAge}`].join(
    '; ',
  );
}

/** The Set-Cookie value that removes the session cookie (HttpOnly or one written by an older app). */
export function clearedSessionCookieHeader(request: FastifyRequest): string {
  return [`${SESSION_COOKIE}=`, ...attributes(request), 'Max-Age=0'].join('; ');
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  reply.header('set-cookie', sessionCookieHeader(request, token, expiresAt, now));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.header('set-cookie', clearedSessionCookieHeader(request));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function changesState(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method.toUpperCase());
}

function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Whether the call came from a page of this host: its `Origin` (or, without one, its `Referer`) names
 * the host the call was made to (`Host`, or `X-Forwarded-Host` from a trusted proxy). `Origin: null`
 * (a sandboxed frame, a redirect across sites) is not this host.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const origin = header(request, 'origin');
  const claimed = origin ?? header(request, 'referer');
  if (!claimed) return false;
  const from = hostOf(claimed);
  const own = hostOf(`${request.protocol}://${request.host}`);
  return from !== null && from === own;
}

/**
 * A state-changing call authenticated by the session cookie must come from the site's own pages
 * (CSRF): a browser attaches the cookie to a form or script of another site posting here too. SameSite=Lax
 * already keeps it off cross-site POSTs in today's browsers; this check does not rely on it.
 */
export function checkCookieCall(request: FastifyRequest): void {
  if (!changesState(request) || fromOwnPage(request)) return;
  throw new HttpError(
    403,
    CROSS_SITE_MESSAGE,
    [{ field: 'headers.origin', code: 'cross_site', message: 'The Origin is not this site' }],
    CROSS_SITE_ERROR_CODE,
  );
}

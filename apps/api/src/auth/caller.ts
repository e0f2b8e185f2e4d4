import type { FastifyRequest } from 'fastify';
import type { BrandId } from '@clubstay/contract/brands';
import { HttpError } from '#http.ts';
import { verifyGuestToken } from '#guest-token.ts';
import { whiteLabelOf } from '#white-label.ts';
import { checkCookieCall, sessionCookieOf } from './session-cookie.ts';

/**
 * Who is calling: the one seam every call that depends on the caller goes through (accounts,
 * checkout, payments, favourites). A member comes from `Authorization: Bearer <session token>`
 * (non-browser clients) or from the HttpOnly session cookie (the apps; the header wins when both
 * come, and a state-changing call by cookie must come from the site's own pages), a guest from the
 * partner's guest token in `Guest-Authorization` (spec 2 §4), anyone else is anonymous. Each caller
 * is bound to the white-label of the call: a session or guest token of one brand is not accepted on
 * another.
 */
export type Caller =
  | { kind: 'anonymous'; whiteLabel: BrandId }
  | { kind: 'guest'; whiteLabel: BrandId; guestId: string }
  | {
      kind: 'member';
      whiteLabel: BrandId;
      customerId: string;
      sessionId: string;
      /** Where the session token came from. */
      via: 'header' | 'cookie';
      /** The session's end, when the resolver knows it (the cookie is written again until then). */
      expiresAt?: Date;
      /** The session token (to write the cookie again); never logged. */
      token: string;
    };

/** Looks up a member session by its bearer token; the accounts feature provides the real one. */
export interface SessionResolver {
  resolve(
    token: string,
    whiteLabel: BrandId,
  ): Promise<{ customerId: string; sessionId: string; expiresAt?: Date } | null>;
}

export interface CallerDeps {
  brandHosts: Record<string, BrandId>;
  guestTokenSecret: string;
  sessions: SessionResolver;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function callerOf(request: FastifyRequest, deps: CallerDeps): Promise<Caller> {
  const whiteLabel = whiteLabelOf(request, deps.brandHosts);
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  if (bearer) {
    const session = await deps.sessions.resolve(bearer, whiteLabel);
    if (session) return { kind: 'member', whiteLabel, ...session, via: 'header', token: bearer };
  } else {
    // The header wins: the cookie is read only when no bearer token came.
    const cookie = sessionCookieOf(request);
    const session = cookie ? await deps.sessions.resolve(cookie, whiteLabel) : null;
    if (cookie && session) {
      checkCookieCall(request);
      return { kind: 'member', whiteLabel, ...session, via: 'cookie', token: cookie };
    }
  }
  const guestToken = header(request, 'guest-authorization')?.replace(/^Bearer\s+/i, '');
  if (guestToken) {
    const check = verifyGuestToken(guestToken, deps.guestTokenSecret, whiteLabel);
    if (check.ok) return { kind: 'guest', whiteLabel, guestId: check.payload.sub };
  }
  return { kind: 'anonymous', whiteLabel };
}

/** A member or a 401 with the spec's "User should be signed in" (error code 2). */
export async function requireMember(
  request: FastifyRequest,
  deps: CallerDeps,
): Promise<Extract<Caller, { kind: 'member' }>> {
  const caller = await callerOf(request, deps);
  if (caller.kind !== 'member') throw new HttpError(401, 'User should be signed in', [], 2);
  return caller;
}

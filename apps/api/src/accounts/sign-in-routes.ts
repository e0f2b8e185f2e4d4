import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERROR } from '@clubstay/contract/accounts';
import { BRANDS, type BrandId } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import { callerOf, requireMember } from '#auth/caller.ts';
import { clearSessionCookie, sessionCookieOf } from '#auth/session-cookie.ts';
import type { Queryable } from '#db/db.ts';
import { verifyGuestToken } from '#guest-token.ts';
import { HttpError, route } from '#http.ts';
import { whiteLabelOf } from '#white-label.ts';
import { type AccountContext, checkEmail, trimmed, UNLOCK_LINK_MS } from './context.ts';
import { emailKey, randomToken, sha256, verifyPassword } from './crypto.ts';
import { customerByEmail, type CustomerRow } from './customer-row.ts';
import { accountError, requireFields } from './errors.ts';
import { accountUnlockMail } from './mails.ts';
import { RATE_RULES, TooManyAttempts } from './rate-limit.ts';
import { revokeSession } from './sessions.ts';
import { insertUnlockUnlessRecent, isDeletedEmail, liveUnlockId, useUnlock } from './sql.ts';

/** Guest tokens (brands-for-employees), sign-in with its unlock e-mail, and sign-out. */
export function registerSignInRoutes(context: AccountContext): void {
  const { app, deps, options, clock, db, limiter, ok } = context;

  route(
    app,
    endpoints.validateGuest,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      if (!BRANDS[whiteLabel].shell.guestTokenValidation) {
        throw new HttpError(400, `${whiteLabel} does not admit guests by token`, [
          {
            field: 'headers.x-white-label',
            code: 'invalid_value',
            message: 'This white-label has no guest tokens',
          },
        ]);
      }
      const check = verifyGuestToken(body.token, deps.guestTokenSecret, whiteLabel);
      if (!check.ok) {
        throw new HttpError(401, check.reason === 'expired' ? 'Guest token expired' : 'Invalid guest token', [
          { field: 'body.token', code: check.reason, message: 'The guest token was not accepted' },
        ]);
      }
      return {
        isSuccessful: true,
        token: body.token,
        expiresAt: new Date(check.payload.exp * 1000).toISOString(),
      } as const;
    },
    options,
  );

  route(
    app,
    endpoints.login,
    async ({ body }, request, reply) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const email = trimmed(body.email);
      requireFields({ email, password: body.password });
      checkEmail(email);
      const key = emailKey(email);
      // Per account and source together: a stranger's wrong passwords never lock the owner out of
      // their own address; the account-wide ceiling only slows a guess spread over many addresses.
      const q = db();
      const row = await customerByEmail(q, whiteLabel, key);
      // An unlock link's code (from the e-mail below) lifts the account-wide ceiling for its owner.
      const unlock = body.unlock && row ? await liveUnlockId(q, row.id, sha256(body.unlock), clock()) : null;
      const sourceWait = Math.max(
        await limiter.hit(RATE_RULES.loginAccountSource, `${whiteLabel}:${key}:${request.ip}`),
        await limiter.hit(RATE_RULES.loginAddress, request.ip),
      );
      const accountWait = unlock ? 0 : await limiter.hit(RATE_RULES.loginAccount, `${whiteLabel}:${key}`);
      if (sourceWait > 0 || accountWait > 0) {
        // Locked by the account-wide ceiling only (guesses from many addresses): the owner gets an
        // unlock e-mail, at most one per window, whatever the caller (who may be the attacker).
        if (sourceWait === 0 && row) await sendUnlockMail(q, row, whiteLabel, request);
        throw new TooManyAttempts(Math.max(sourceWait, accountWait));
      }
      const matches = await verifyPassword(row?.password_hash ?? null, body.password);
      if (!row || !matches) {
        if (!row && (await isDeletedEmail(q, whiteLabel, sha256(key))))
          throw accountError(403, ACCOUNT_ERROR.USER_DELETED);
        // One answer for an unknown e-mail and a wrong password: sign-in tells no one who is a member.
        throw accountError(401, ACCOUNT_ERROR.WRONG_PASSWORD);
      }
      // Rotation: the session the caller came with (if any) ends; the new one has a fresh token.
      const previous = await callerOf(request, deps.callerDeps);
      return q.transaction(async (tx) => {
        if (unlock) await useUnlock(tx, unlock, clock());
        if (previous.kind === 'member') await revokeSession(tx, previous.sessionId, clock());
        return context.session(tx, row, whiteLabel, { request, reply });
      });
    },
    options,
  );

  async function sendUnlockMail(
    q: Queryable,
    row: CustomerRow,
    whiteLabel: BrandId,
    request: FastifyRequest,
  ) {
    const now = clock();
    const token = randomToken();
    const created = await insertUnlockUnlessRecent(q, {
      customerId: row.id,
      tokenHash: sha256(token),
      now,
      expiresAt: new Date(now.getTime() + UNLOCK_LINK_MS),
      since: new Date(now.getTime() - RATE_RULES.loginAccount.windowSeconds * 1000),
    });
    if (!created) return;
    const origin = context.origin(whiteLabel);
    await context
      .sendMail(
        { whiteLabel, kind: 'account-unlock', to: row.email, language: request.headers['accept-language'] },
        accountUnlockMail({ link: `${origin}/auth/sign-in?unlock=${token}` }),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'unlock mail not sent'));
  }

  route(
    app,
    endpoints.logout,
    async (_input, request, reply) => {
      // The cookie goes whatever the answer: a session that already ended signs out here too.
      if (sessionCookieOf(request)) clearSessionCookie(reply, request);
      const caller = await requireMember(request, deps.callerDeps);
      await revokeSession(db(), caller.sessionId, clock());
      return ok;
    },
    options,
  );
}

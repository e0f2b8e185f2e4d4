import { ACCOUNT_ERROR } from '@clubstay/contract/accounts';
import { endpoints } from '@clubstay/contract/endpoints';
import { clearSessionCookie, sessionCookieOf } from '#auth/session-cookie.ts';
import { HttpError, route } from '#http.ts';
import { whiteLabelOf } from '#white-label.ts';
import { type AccountContext, checkNewPassword, requestedEmail, RESET_LINK_MS } from './context.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto.ts';
import { customerByEmail, liveCustomer } from './customer-row.ts';
import { accountError, requireFields } from './errors.ts';
import { passwordResetMail } from './mails.ts';
import { RATE_RULES } from './rate-limit.ts';
import { revokeAllSessions } from './sessions.ts';
import { claimPasswordReset, passwordResetOf, replacePasswordReset, setPasswordHash } from './sql.ts';

const expiredLink = () =>
  new HttpError(410, 'This reset link has expired. A new one can be sent.', [
    { field: 'body.token', code: 'expired', message: 'This reset link has expired' },
  ]);

/** A reset link by e-mail, the reset itself, and a signed-in member's change of password. */
export function registerPasswordRoutes(context: AccountContext): void {
  const { app, deps, options, clock, db, limiter, ok } = context;

  route(
    app,
    endpoints.requestResetPassword,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const { key } = requestedEmail(body.email);
      await limiter.check(
        [RATE_RULES.resetAccount, `${whiteLabel}:${key}`],
        [RATE_RULES.resetAddress, request.ip],
      );
      const q = db();
      const row = await customerByEmail(q, whiteLabel, key);
      // The same answer whether or not the e-mail belongs to a member.
      if (!row) return ok;
      const token = randomToken();
      const now = clock();
      await q.transaction((tx) =>
        replacePasswordReset(tx, {
          customerId: row.id,
          tokenHash: sha256(token),
          now,
          expiresAt: new Date(now.getTime() + RESET_LINK_MS),
        }),
      );
      await context.sendMail(
        { whiteLabel, kind: 'password-reset', to: row.email, language: request.headers['accept-language'] },
        passwordResetMail({ link: `${context.origin(whiteLabel)}/reset-password?token=${token}` }),
      );
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.resetPassword,
    async ({ body }, request, reply) => {
      requireFields({ password: body.password, confirmPassword: body.confirmPassword });
      checkNewPassword(body.password, 'body.password');
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        throw accountError(400, ACCOUNT_ERROR.PASSWORDS_DO_NOT_MATCH, ['body.confirmPassword']);
      }
      const now = clock();
      const q = db();
      const link = await passwordResetOf(q, sha256(body.token));
      // No account code: the app shows the status (410) as "reset link expired, a new one can be sent".
      if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= now.getTime())
        throw expiredLink();
      if (!(await liveCustomer(q, link.customer_id))) throw accountError(404, ACCOUNT_ERROR.CANT_FIND_USER);
      const passwordHash = await hashPassword(body.password);
      await q.transaction(async (tx) => {
        if (!(await claimPasswordReset(tx, link.id, now))) throw expiredLink();
        await setPasswordHash(tx, link.customer_id, passwordHash, now);
        await revokeAllSessions(tx, link.customer_id, now);
      });
      // The reset ended every session of the account: a cookie of one of them goes with it.
      const cookie = sessionCookieOf(request);
      if (cookie && !(await deps.callerDeps.sessions.resolve(cookie, whiteLabelOf(request, deps.brandHosts))))
        clearSessionCookie(reply, request);
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.changePassword,
    async ({ body }, request) => {
      const { caller, row } = await context.member(request);
      requireFields({
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        confirmPassword: body.confirmPassword,
      });
      if (body.newPassword !== body.confirmPassword)
        throw accountError(400, ACCOUNT_ERROR.PASSWORDS_DO_NOT_MATCH, ['body.confirmPassword']);
      checkNewPassword(body.newPassword, 'body.newPassword');
      await limiter.check([RATE_RULES.passwordCheck, row.id]);
      if (!(await verifyPassword(row.password_hash, body.currentPassword))) {
        throw accountError(400, ACCOUNT_ERROR.WRONG_PASSWORD, ['body.currentPassword']);
      }
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock();
      await db().transaction(async (tx) => {
        await setPasswordHash(tx, row.id, passwordHash, now);
        // Every other device signs in again; this one stays signed in.
        await revokeAllSessions(tx, row.id, now, caller.sessionId);
      });
      return ok;
    },
    options,
  );
}

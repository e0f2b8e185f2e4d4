import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_ERROR,
  CONTACT_MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_PATTERN,
  WALLET_ADDRESS_PATTERN,
  WALLET_ASSETS,
  isValidEmail,
  passwordProblems,
  type SubscriptionState,
  type UpdateCustomerRequest,
} from '@clubstay/contract/accounts';
import { BRAND_IDS, BRANDS, brandIdSchema, type BrandId } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import { type CallerDeps, callerOf, requireMember } from '../auth/caller.ts';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '../auth/session-cookie.ts';
import type { DatabaseState } from '../database-state.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError, route } from '../http.ts';
import { GUEST_TOKEN_MAX_LIFETIME_SECONDS, mintGuestToken, verifyGuestToken } from '../guest-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/compose.ts';
import {
  confirmationCodeMail,
  contactReceivedMail,
  passwordResetMail,
  accountUnlockMail,
  welcomeMail,
} from '../accounts/mails.ts';
import { whiteLabelOf } from '../white-label.ts';
import { readAffiliate, invitationView } from '../accounts/affiliate.ts';
import { accountBooking, listBookings, refundStates } from '../accounts/bookings.ts';
import { type Clock, systemClock } from '../accounts/clock.ts';
import { sandboxSupplierBooking, type SupplierBooking } from '../checkout/allotment.ts';
import { cancelBooking } from '../bookings/cancel.ts';
import {
  confirmationCode,
  emailKey,
  hashPassword,
  invitationCode,
  randomToken,
  sha256,
  verifyPassword,
} from '../accounts/crypto.ts';
import {
  consentsOf,
  customerByEmail,
  customerInfo,
  type CustomerRow,
  liveCustomer,
} from '../accounts/customer-row.ts';
import { accountError, fieldError, requireFields } from '../accounts/errors.ts';
import { brandOrigin, type OriginConfig } from '../accounts/links.ts';
import { loyaltyOf } from '../accounts/loyalty.ts';
import { RATE_RULES, RateLimiter, TooManyAttempts } from '../accounts/rate-limit.ts';
import { createSession, revokeAllSessions, revokeSession, SESSION_DAYS } from '../accounts/sessions.ts';
import {
  creditWallet,
  processDueWithdrawals,
  readWallet,
  WITHDRAWAL_PROMISE_MS,
  withdraw,
} from '../accounts/wallet.ts';

export interface CustomerDeps {
  brandHosts: Record<string, BrandId>;
  /** Where each brand's site lives, for the links in e-mails. @default its BRAND_HOSTS over https, else `<id>.localhost` */
  origins?: OriginConfig;
  guestTokenSecret: string;
  /** Sandbox helpers (partner guest tokens, invitations, partner users, wallet credits) are served only when on. */
  sandbox: boolean;
  checkResponses: boolean;
  database: DatabaseState;
  mailer: Mailer;
  /** The caller seam's settings (its sessions resolver is the accounts' database one). */
  callerDeps: CallerDeps;
  /** @default the system clock */
  clock?: Clock;
  /** How long the sandbox payout processor takes to pay out a withdrawal. @default 2 minutes */
  withdrawalDelayMs?: number;
  /** The supplier's side of a booking: a cancellation gives its rooms back. @default the sandbox allotments */
  supplierBooking?: SupplierBooking;
  /** Issues the refunds a cancellation queued through the payment providers (the sweeper retries). */
  issueRefunds?: (bookingId: string) => Promise<unknown>;
}

/** A reset link is valid this long; a new request makes the older links void. */
export const RESET_LINK_MS = 60 * 60 * 1000;
/** An unlock link (issue 17, item 9) is valid this long and works once. */
export const UNLOCK_LINK_MS = 60 * 60 * 1000;
/** A sign-up confirmation code is valid this long, for at most 5 wrong tries. */
export const CONFIRMATION_CODE_MS = 30 * 60 * 1000;
const CONFIRMATION_CODE_TRIES = 5;
/** Live invitation codes a member may hold at once. */
const MAX_LIVE_INVITATIONS = 20;
const DAY_MS = 86_400_000;

/** The invitation code every brand has while the sandbox is on, so a fresh install lets a first member in. */
export function sandboxInvitationCode(whiteLabel: BrandId): string {
  return `${whiteLabel.toUpperCase()}-WELCOME`;
}

/** Seeds the sandbox invitation codes (no expiry, unlimited uses); run after migrations when the sandbox is on. */
export async function seedSandboxInvitations(db: Queryable, now: Date = new Date()): Promise<void> {
  for (const id of BRAND_IDS) {
    await db.query(
      `insert into invitations (id, white_label, code, created_by, created_at, expires_at)
       values ($1, $2, $3, null, $4, null) on conflict do nothing`,
      [randomUUID(), id, sandboxInvitationCode(id), now],
    );
  }
}

/**
 * Removes the sandbox invitation codes: a database that once ran with the sandbox keeps no
 * well-known way in once it runs without (run after migrations when the sandbox is off).
 */
export async function removeSandboxInvitations(db: Queryable): Promise<void> {
  await db.query('delete from invitations where created_by is null and code = any($1::text[])', [
    BRAND_IDS.map((id) => sandboxInvitationCode(id)),
  ]);
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const sandboxScenario = (request: FastifyRequest) => {
  const value = request.headers['x-sandbox-scenario'];
  return Array.isArray(value) ? value[0] : value;
};

/** The name rules of spec 1 §5: required, letters with single spaces or hyphens between, at most 45. */
function nameProblem(value: string): string | null {
  if (!value) return 'required';
  if ([...value].length > NAME_MAX_LENGTH) return 'too_long';
  if (!NAME_PATTERN.test(value)) return 'only_letters';
  return null;
}
const NAME_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  too_long: `At most ${NAME_MAX_LENGTH} characters`,
  only_letters: 'Only letters, with spaces or hyphens between them',
};

/** The password rules: 160 when empty, then the first of 11–15 (every failing rule is a field error). */
function checkNewPassword(password: string, field: string): void {
  if (!password) throw accountError(400, ACCOUNT_ERROR.REQUIRED, [field]);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw fieldError(field, 'too_long', `At most ${PASSWORD_MAX_LENGTH} characters`);
  const problems = passwordProblems(password);
  const first = problems[0];
  if (first !== undefined) {
    const error = accountError(400, first, [field]);
    for (const code of problems.slice(1)) error.errors.push(...accountError(400, code, [field]).errors);
    throw error;
  }
}

function checkEmail(email: string): void {
  if (!isValidEmail(email)) throw accountError(400, ACCOUNT_ERROR.EMAIL_NOT_VALID, ['body.email']);
}

/**
 * Every customer call of spec 1 §7 (sign-up by invitation, sign-in, passwords, profile, consents,
 * subscriptions, favourites, bookings, wallet, affiliate, loyalty, contact) and the guest token
 * validation. Member calls go through the caller seam: anonymous and guest callers get 401 with error
 * code 2, and every query is scoped to the caller's own customer id and white-label.
 */
export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const clock = deps.clock ?? systemClock;
  const withdrawalDelayMs = deps.withdrawalDelayMs ?? 2 * 60 * 1000;
  const supplierBooking = deps.supplierBooking ?? sandboxSupplierBooking;
  const db = () => {
    if (!deps.database.isMigrated)
      throw new HttpError(503, 'The service is starting. Please try again in a moment.');
    return deps.database.db;
  };
  const limiter = new RateLimiter(db, clock);
  const ok = { isSuccessful: true, errorCode: 0 } as const;

  /** The signed-in member's live row, or 401 (code 2). */
  async function member(request: FastifyRequest) {
    const caller = await requireMember(request, deps.callerDeps);
    const row = await liveCustomer(db(), caller.customerId);
    if (!row) throw accountError(401, ACCOUNT_ERROR.SIGN_IN_REQUIRED);
    return { caller, row };
  }

  async function isDeletedEmail(q: Queryable, whiteLabel: BrandId, key: string): Promise<boolean> {
    const rows = await q.query('select 1 from deleted_emails where white_label = $1 and email_hash = $2', [
      whiteLabel,
      sha256(key),
    ]);
    return rows.length > 0;
  }

  /**
   * A new session: its token is answered in the body (spec 1 §7, for clients that send it as
   * Authorization) and set as the HttpOnly session cookie (the apps never see it).
   */
  async function session(
    q: Queryable,
    row: CustomerRow,
    whiteLabel: BrandId,
    http: { request: FastifyRequest; reply: FastifyReply },
  ) {
    const now = clock();
    const created = await createSession(q, row.id, whiteLabel, now);
    setSessionCookie(http.reply, http.request, created.token, created.expiresAt, now);
    return {
      token: created.token,
      expiresAt: created.expiresAt.toISOString(),
      customerInfo: await customerInfo(q, row),
    };
  }

  // ── Guest tokens (brands-for-employees) ──

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

  // ── Sign-in and sign-out ──

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
      const unlock = body.unlock && row ? await validUnlock(q, row.id, body.unlock) : null;
      const sourceWait = Math.max(
        await limiter.hit(RATE_RULES.loginAccountSource, `${whiteLabel}:${key}:${request.ip}`),
        await limiter.hit(RATE_RULES.loginAddress, request.ip),
      );
      const accountWait = unlock ? 0 : await limiter.hit(RATE_RULES.loginAccount, `${whiteLabel}:${key}`);
      if (sourceWait > 0 || accountWait > 0) {
        // Locked by the account-wide ceiling only (guesses from many addresses): the owner gets an
        // unlock e-mail, at most one per window, whatever the caller (who may be the attacker).
        if (sourceWait === 0 && row)
          await sendUnlockMail(q, row, whiteLabel, request.headers['accept-language']);
        throw new TooManyAttempts(Math.max(sourceWait, accountWait));
      }
      const matches = await verifyPassword(row?.password_hash ?? null, body.password);
      if (!row || !matches) {
        if (!row && (await isDeletedEmail(q, whiteLabel, key)))
          throw accountError(403, ACCOUNT_ERROR.USER_DELETED);
        // One answer for an unknown e-mail and a wrong password: sign-in tells no one who is a member.
        throw accountError(401, ACCOUNT_ERROR.WRONG_PASSWORD);
      }
      // Rotation: the session the caller came with (if any) ends; the new one has a fresh token.
      const previous = await callerOf(request, deps.callerDeps);
      return q.transaction(async (tx) => {
        if (unlock)
          await tx.query('update account_unlocks set used_at = $2 where id = $1 and used_at is null', [
            unlock,
            clock(),
          ]);
        if (previous.kind === 'member') await revokeSession(tx, previous.sessionId, clock());
        return session(tx, row, whiteLabel, { request, reply });
      });
    },
    options,
  );

  /** The id of a live unlock link of this member with this code, or null. */
  async function validUnlock(q: Queryable, customerId: string, code: string): Promise<string | null> {
    const [link] = await q.query<{ id: string }>(
      'select id from account_unlocks where token_hash = $1 and customer_id = $2 and used_at is null and expires_at > $3',
      [sha256(code), customerId, clock()],
    );
    return link?.id ?? null;
  }

  async function sendUnlockMail(
    q: Queryable,
    row: CustomerRow,
    whiteLabel: BrandId,
    language: string | string[] | undefined,
  ) {
    const now = clock();
    const since = new Date(now.getTime() - RATE_RULES.loginAccount.windowSeconds * 1000);
    const token = randomToken();
    const created = await q.query(
      `insert into account_unlocks (id, customer_id, token_hash, created_at, expires_at)
       select $1, $2, $3, $4, $5 where not exists (select 1 from account_unlocks where customer_id = $2 and created_at > $6)
       returning id`,
      [randomUUID(), row.id, sha256(token), now, new Date(now.getTime() + UNLOCK_LINK_MS), since],
    );
    if (!created.length) return;
    const origin = brandOrigin(whiteLabel, deps.origins ?? { brandHosts: deps.brandHosts });
    await deps.mailer
      .send(
        composeMail(
          {
            whiteLabel,
            kind: 'account-unlock',
            to: row.email,
            language: Array.isArray(language) ? language[0] : language,
          },
          accountUnlockMail({ link: `${origin}/auth/sign-in?unlock=${token}` }),
        ),
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

  // ── Sign-up by invitation ──

  route(
    app,
    endpoints.requestConfirmationCode,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const email = trimmed(body.email);
      requireFields({ email });
      checkEmail(email);
      const key = emailKey(email);
      await limiter.check(
        [RATE_RULES.codeAccount, `${whiteLabel}:${key}`],
        [RATE_RULES.codeAddress, request.ip],
      );
      const code = confirmationCode();
      await db().query(
        `insert into confirmation_codes (white_label, email_key, code_hash, expires_at, attempts) values ($1, $2, $3, $4, 0)
         on conflict (white_label, email_key) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
        [whiteLabel, key, sha256(`${key}:${code}`), new Date(clock().getTime() + CONFIRMATION_CODE_MS)],
      );
      await deps.mailer.send(
        composeMail(
          { whiteLabel, kind: 'confirmation-code', to: email, language: request.headers['accept-language'] },
          confirmationCodeMail({ code }),
        ),
      );
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.register,
    async ({ body }, request, reply) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const brand = BRANDS[whiteLabel];
      if (brand.access.signUp === 'never') {
        throw new HttpError(403, `${brand.displayName} has no sign-up: members join through the partner.`);
      }
      const email = trimmed(body.email);
      const inviteCode = trimmed(trimmed(body.inviteLink).replace(/^.*[?&]code=/, ''));
      const code = trimmed(body.confirmationCode);
      requireFields({ email, password: body.password, confirmationCode: code, inviteLink: inviteCode });
      checkEmail(email);
      checkNewPassword(body.password, 'body.password');
      const key = emailKey(email);
      await limiter.check(
        [RATE_RULES.signUpAccount, `${whiteLabel}:${key}`],
        [RATE_RULES.signUpAddress, request.ip],
      );
      const q = db();
      const now = clock();
      if (brand.shell.partnerUsersOnly) {
        const partner = await q.query(
          'select 1 from partner_users where white_label = $1 and email_key = $2',
          [whiteLabel, key],
        );
        if (!partner.length) throw accountError(403, ACCOUNT_ERROR.PARTNER_USER_NOT_FOUND);
      }
      const invitation = await q.query<{ id: string }>(
        `select id from invitations where white_label = $1 and upper(code) = upper($2) and (expires_at is null or expires_at > $3)`,
        [whiteLabel, inviteCode, now],
      );
      if (!invitation.length) throw accountError(400, ACCOUNT_ERROR.WRONG_REFERRAL_CODE, ['body.inviteLink']);
      const pending = await q.query<{ code_hash: string; expires_at: Date | string; attempts: number }>(
        'select code_hash, expires_at, attempts from confirmation_codes where white_label = $1 and email_key = $2',
        [whiteLabel, key],
      );
      const stored = pending[0];
      if (
        !stored ||
        new Date(stored.expires_at).getTime() <= now.getTime() ||
        stored.attempts >= CONFIRMATION_CODE_TRIES
      ) {
        throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
      }
      if (stored.code_hash !== sha256(`${key}:${code}`)) {
        await q.query(
          'update confirmation_codes set attempts = attempts + 1 where white_label = $1 and email_key = $2',
          [whiteLabel, key],
        );
        throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
      }
      // The address is proven from here on, so saying it is taken or deleted tells nothing new.
      if (await isDeletedEmail(q, whiteLabel, key)) throw accountError(403, ACCOUNT_ERROR.USER_DELETED);
      if (await customerByEmail(q, whiteLabel, key))
        throw accountError(409, ACCOUNT_ERROR.USER_EXISTS, ['body.email']);
      const passwordHash = await hashPassword(body.password);
      const subscribe = body.enableSubscriptions;
      const answer = await q.transaction(async (tx) => {
        const used = await tx.query<{ created_by: string | null }>(
          `update invitations set uses = uses + 1 where white_label = $1 and upper(code) = upper($2) and (expires_at is null or expires_at > $3)
           returning created_by`,
          [whiteLabel, inviteCode, now],
        );
        if (!used.length) throw accountError(400, ACCOUNT_ERROR.WRONG_REFERRAL_CODE, ['body.inviteLink']);
        const consumed = await tx.query(
          'delete from confirmation_codes where white_label = $1 and email_key = $2 and code_hash = $3 returning 1',
          [whiteLabel, key, sha256(`${key}:${code}`)],
        );
        if (!consumed.length)
          throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
        const taken = await tx.query(
          'select 1 from customers where white_label = $1 and email_key = $2 and deleted_at is null for update',
          [whiteLabel, key],
        );
        if (taken.length) throw accountError(409, ACCOUNT_ERROR.USER_EXISTS, ['body.email']);
        const rows = await tx.query<CustomerRow>(
          `insert into customers (id, white_label, email, email_key, password_hash, newsletter, deals_and_offers, travel_upgrades,
             subscription_token, invited_by, invitation_code, referral_code, cvex_ref, cvex_sub_ref, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $6, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning *`,
          [
            randomUUID(),
            whiteLabel,
            email,
            key,
            passwordHash,
            subscribe,
            randomToken(),
            used[0]?.created_by ?? null,
            inviteCode.toUpperCase(),
            body.referralCode ?? null,
            body.cvexRef ?? null,
            body.cvexSubRef ?? null,
            now,
          ],
        );
        const row = rows[0];
        if (!row) throw new HttpError(500, 'Sign-up failed');
        return { row, answer: await session(tx, row, whiteLabel, { request, reply }) };
      });
      const origin = brandOrigin(whiteLabel, deps.origins ?? { brandHosts: deps.brandHosts });
      await deps.mailer.send(
        composeMail(
          { whiteLabel, kind: 'welcome', to: email, language: request.headers['accept-language'] },
          welcomeMail({ origin, subscriptionToken: answer.row.subscription_token }),
        ),
      );
      return answer.answer;
    },
    options,
  );

  route(
    app,
    endpoints.joinWaitingList,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const email = trimmed(body.email);
      requireFields({ email });
      checkEmail(email);
      await limiter.check([RATE_RULES.waitingListAddress, request.ip]);
      await db().query(
        'insert into waiting_list (white_label, email_key, email, created_at) values ($1, $2, $3, $4) on conflict do nothing',
        [whiteLabel, emailKey(email), email, clock()],
      );
      return ok;
    },
    options,
  );

  // ── Passwords ──

  route(
    app,
    endpoints.requestResetPassword,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const email = trimmed(body.email);
      requireFields({ email });
      checkEmail(email);
      const key = emailKey(email);
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
      await q.transaction(async (tx) => {
        // A new link makes the older ones void.
        await tx.query('update password_resets set used_at = $2 where customer_id = $1 and used_at is null', [
          row.id,
          now,
        ]);
        await tx.query(
          'insert into password_resets (id, customer_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)',
          [randomUUID(), row.id, sha256(token), now, new Date(now.getTime() + RESET_LINK_MS)],
        );
      });
      const origin = brandOrigin(whiteLabel, deps.origins ?? { brandHosts: deps.brandHosts });
      await deps.mailer.send(
        composeMail(
          { whiteLabel, kind: 'password-reset', to: row.email, language: request.headers['accept-language'] },
          passwordResetMail({ link: `${origin}/reset-password?token=${token}` }),
        ),
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
      const links = await q.query<{
        id: string;
        customer_id: string;
        expires_at: Date | string;
        used_at: Date | string | null;
      }>('select id, customer_id, expires_at, used_at from password_resets where token_hash = $1', [
        sha256(body.token),
      ]);
      const link = links[0];
      if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= now.getTime()) {
        // No account code: the app shows the status (410) as "reset link expired, a new one can be sent".
        throw new HttpError(410, 'This reset link has expired. A new one can be sent.', [
          { field: 'body.token', code: 'expired', message: 'This reset link has expired' },
        ]);
      }
      if (!(await liveCustomer(q, link.customer_id))) throw accountError(404, ACCOUNT_ERROR.CANT_FIND_USER);
      const passwordHash = await hashPassword(body.password);
      await q.transaction(async (tx) => {
        const claimed = await tx.query(
          'update password_resets set used_at = $2 where id = $1 and used_at is null returning 1',
          [link.id, now],
        );
        if (!claimed.length)
          throw new HttpError(410, 'This reset link has expired. A new one can be sent.', [
            { field: 'body.token', code: 'expired', message: 'This reset link has expired' },
          ]);
        await tx.query('update customers set password_hash = $2, updated_at = $3 where id = $1', [
          link.customer_id,
          passwordHash,
          now,
        ]);
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
      const { caller, row } = await member(request);
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
        await tx.query('update customers set password_hash = $2, updated_at = $3 where id = $1', [
          row.id,
          passwordHash,
          now,
        ]);
        // Every other device signs in again; this one stays signed in.
        await revokeAllSessions(tx, row.id, now, caller.sessionId);
      });
      return ok;
    },
    options,
  );

  // ── Profile ──

  route(
    app,
    endpoints.getCustomer,
    async (_input, request, reply) => {
      const { caller, row } = await member(request).catch((error: unknown) => {
        // A session cookie that is no session (ended, expired, another brand's): it goes.
        if (sessionCookieOf(request) && !request.headers.authorization) clearSessionCookie(reply, request);
        throw error;
      });
      // The member info call of the start sequence writes the cookie again: HttpOnly, whatever wrote
      // it before (the apps' JavaScript did until the API set it), for the session's remaining life.
      if (caller.via === 'cookie' && caller.expiresAt)
        setSessionCookie(reply, request, caller.token, caller.expiresAt, clock());
      return customerInfo(db(), row);
    },
    options,
  );

  route(
    app,
    endpoints.updateCustomer,
    async ({ body }, request) => {
      const { caller, row: before } = await member(request);
      const previousConsents = consentsOf(before);
      try {
        return await updateCustomer(caller.customerId, body);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Nothing was written (one transaction); the answer says what the consents still are.
        request.log.error({ err: error }, 'customer update failed');
        throw new HttpError(500, 'Something went wrong', [], ACCOUNT_ERROR.SOMETHING_WRONG, {
          oldConsents: previousConsents,
        });
      }
    },
    options,
  );

  async function updateCustomer(customerId: string, body: UpdateCustomerRequest) {
    return db().transaction(async (tx) => {
      const row = await liveCustomer(tx, customerId, true);
      if (!row) throw accountError(401, ACCOUNT_ERROR.SIGN_IN_REQUIRED);
      const oldConsents = consentsOf(row);
      const errors: { field: string; code: string; message: string }[] = [];
      const name = body.name === undefined ? row.name : body.name.trim();
      const surname = body.surname === undefined ? row.surname : body.surname.trim();
      for (const [field, value, given] of [
        ['name', name, body.name],
        ['surname', surname, body.surname],
      ] as const) {
        if (given === undefined) continue;
        const problem = nameProblem(value);
        if (problem)
          errors.push({ field: `body.${field}`, code: problem, message: NAME_MESSAGES[problem] ?? problem });
      }
      const phone = body.phone === undefined ? row.phone : body.phone.trim();
      if (body.phone !== undefined && phone && !PHONE_PATTERN.test(phone)) {
        errors.push({
          field: 'body.phone',
          code: 'invalid_phone',
          message: 'A + then the country code and 1 to 22 digits, no spaces',
        });
      }
      if (errors.length)
        throw new HttpError(400, 'Invalid customer info', errors, undefined, { oldConsents });
      const consents = { ...oldConsents, ...body.consents };
      const prefs = { newsletter: row.newsletter, smsDeals: row.sms_deals, ...body.notificationPreferences };
      // Turning the newsletter on or off moves both e-mail categories with it.
      const categories =
        body.notificationPreferences?.newsletter === undefined
          ? { deals: row.deals_and_offers, upgrades: row.travel_upgrades }
          : { deals: prefs.newsletter, upgrades: prefs.newsletter };
      const updated = await tx.query<CustomerRow>(
        `update customers set name = $2, surname = $3, phone = $4, consents = $5, newsletter = $6, sms_deals = $7,
             deals_and_offers = $8, travel_upgrades = $9, updated_at = $10 where id = $1 returning *`,
        [
          row.id,
          name,
          surname,
          phone,
          JSON.stringify(consents),
          prefs.newsletter,
          prefs.smsDeals,
          categories.deals,
          categories.upgrades,
          clock(),
        ],
      );
      const next = updated[0];
      if (!next)
        throw new HttpError(500, 'Update failed', [], ACCOUNT_ERROR.SOMETHING_WRONG, { oldConsents });
      return customerInfo(tx, next);
    });
  }

  route(
    app,
    endpoints.deleteCustomer,
    async ({ body }, request, reply) => {
      const { row } = await member(request);
      requireFields({ password: body.password });
      await limiter.check([RATE_RULES.passwordCheck, row.id]);
      if (!(await verifyPassword(row.password_hash, body.password)))
        throw accountError(400, ACCOUNT_ERROR.WRONG_PASSWORD, ['body.password']);
      const now = clock();
      await db().transaction(async (tx) => {
        await tx.query(
          'insert into deleted_emails (white_label, email_hash, deleted_at) values ($1, $2, $3) on conflict do nothing',
          [row.white_label, sha256(row.email_key), now],
        );
        // Personal data is erased; the row stays (anonymous) so bookings and referrals keep their links.
        await tx.query(
          `update customers set deleted_at = $2, email = '', email_key = 'deleted:' || id::text, password_hash = '', name = '', surname = '',
             phone = '', newsletter = false, sms_deals = false, deals_and_offers = false, travel_upgrades = false,
             subscription_token = 'deleted:' || id::text, updated_at = $2 where id = $1`,
          [row.id, now],
        );
        await tx.query('delete from favorites where customer_id = $1', [row.id]);
        // Reset links left open now answer "can't find user" (7): the account they were for is gone.
        await tx.query(
          'update invitations set expires_at = $2 where created_by = $1 and (expires_at is null or expires_at > $2)',
          [row.id, now],
        );
        await revokeAllSessions(tx, row.id, now);
      });
      if (sessionCookieOf(request)) clearSessionCookie(reply, request);
      return ok;
    },
    options,
  );

  // ── Favourites ──

  route(
    app,
    endpoints.customerFavorites,
    async (_input, request) => {
      const { row } = await member(request);
      const rows = await db().query<{
        id: number;
        name: string;
        stars: number;
        city: string | null;
        country_code: string;
        images_count: number;
        score: number | null;
        created_at: Date | string;
      }>(
        `select h.id, h.name, h.stars, p.name as city, h.country_code, h.images_count, h.score, f.created_at
         from favorites f join hotels h on h.id = f.hotel_id left join places p on p.id = 'city-' || h.city_id
         where f.customer_id = $1 order by f.created_at desc, h.id`,
        [row.id],
      );
      const countries = await db().query<{ code: string; name: string }>(
        `select code, name from places where type = 'country' and code = any($1::text[])`,
        [[...new Set(rows.map((r) => r.country_code))]],
      );
      const countryName = new Map(countries.map((c) => [c.code, c.name]));
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          stars: r.stars,
          city: r.city ?? '',
          country: countryName.get(r.country_code) ?? r.country_code,
          image: r.images_count > 0 ? `/api/images/hotel/${r.id}/1.svg` : null,
          score: r.score === null ? null : Math.round(Number(r.score) * 10) / 10,
          addedAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
    options,
  );

  route(
    app,
    endpoints.addFavorite,
    async ({ params }, request) => {
      const { row } = await member(request);
      const q = db();
      const hotel = await q.query('select 1 from hotels where id = $1', [params.id]);
      if (!hotel.length) throw new HttpError(404, `No hotel ${params.id}`);
      await q.query(
        'insert into favorites (customer_id, hotel_id, created_at) values ($1, $2, $3) on conflict do nothing',
        [row.id, params.id, clock()],
      );
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.removeFavorite,
    async ({ params }, request) => {
      const { row } = await member(request);
      await db().query('delete from favorites where customer_id = $1 and hotel_id = $2', [row.id, params.id]);
      return ok;
    },
    options,
  );

  // ── Bookings ──

  route(
    app,
    endpoints.customerBookings,
    async ({ query }, request) => {
      const { caller } = await member(request);
      const page = await listBookings(db(), caller.customerId, caller.whiteLabel, query, clock());
      return { ...page, startIndex: query.startIndex, limit: query.limit };
    },
    options,
  );

  route(
    app,
    endpoints.cancelBooking,
    async ({ params }, request) => {
      const { caller, row: customer } = await member(request);
      const now = clock();
      const outcome = await cancelBooking(
        { db: db(), supplierBooking, mailer: deps.mailer, issueRefunds: deps.issueRefunds, log: request.log },
        {
          target: { offerKey: params.offerId, customerId: caller.customerId, whiteLabel: caller.whiteLabel },
          at: now,
          mailTo: customer.email,
          notFound: () => new HttpError(404, 'No such booking'),
        },
      );
      const refund = (await refundStates(db(), [outcome.row.id])).get(outcome.row.id) ?? null;
      const view = accountBooking(outcome.row, now, refund);
      return { ...ok, booking: view, refundAmount: view.refundAmount ?? 0 };
    },
    options,
  );

  // ── Subscriptions and newsletter ──

  async function subscriptionOwner(request: FastifyRequest, token: string): Promise<CustomerRow> {
    const { row } = await member(request);
    // A token that is not the caller's own is "user not found", whoever it belongs to.
    if (row.subscription_token !== token) throw accountError(404, ACCOUNT_ERROR.USER_NOT_FOUND);
    return row;
  }
  const subscriptionState = (row: CustomerRow): SubscriptionState => ({
    isSubscribed: row.newsletter,
    dealsAndOffers: row.deals_and_offers,
    travelUpgrades: row.travel_upgrades,
    email: row.email,
  });
  async function setSubscriptions(id: string, deals: boolean, upgrades: boolean): Promise<CustomerRow> {
    const rows = await db().query<CustomerRow>(
      `update customers set deals_and_offers = $2, travel_upgrades = $3, newsletter = $2 or $3, updated_at = $4 where id = $1 returning *`,
      [id, deals, upgrades, clock()],
    );
    const row = rows[0];
    if (!row) throw accountError(404, ACCOUNT_ERROR.USER_NOT_FOUND);
    return row;
  }

  route(
    app,
    endpoints.subscriptions,
    async ({ query }, request) => subscriptionState(await subscriptionOwner(request, query.token)),
    options,
  );
  route(
    app,
    endpoints.updateSubscriptions,
    async ({ body }, request) => {
      const row = await subscriptionOwner(request, body.token);
      return subscriptionState(await setSubscriptions(row.id, body.dealsAndOffers, body.travelUpgrades));
    },
    options,
  );
  route(
    app,
    endpoints.unsubscribe,
    async ({ query }, request) =>
      subscriptionState(
        await setSubscriptions((await subscriptionOwner(request, query.token)).id, false, false),
      ),
    options,
  );
  route(
    app,
    endpoints.subscribe,
    async ({ query }, request) =>
      subscriptionState(
        await setSubscriptions((await subscriptionOwner(request, query.token)).id, true, true),
      ),
    options,
  );

  route(
    app,
    endpoints.joinNewsletter,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const email = trimmed(body.email);
      requireFields({ email });
      checkEmail(email);
      await limiter.check([RATE_RULES.waitingListAddress, request.ip]);
      await db().query(
        'insert into newsletter_signups (white_label, email_key, email, created_at) values ($1, $2, $3, $4) on conflict do nothing',
        [whiteLabel, emailKey(email), email, clock()],
      );
      return ok;
    },
    options,
  );

  // Spec 2 §7: a beacon on leaving a hotel page. Decision: it is logged as a structured line (the
  // marketing pipeline reads the logs); the member's token is never logged, only whether one came.
  route(
    app,
    endpoints.customerInterest,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const { token, ...interest } = body;
      // The apps' beacon carries the HttpOnly session cookie (same site, with its Origin); a client
      // without cookies may still put the token in the body.
      const signedIn = Boolean(token) || (await callerOf(request, deps.callerDeps)).kind === 'member';
      request.log.info({ interest: { whiteLabel, ...interest, signedIn } }, 'customer interest');
      return ok;
    },
    options,
  );

  // ── Wallet ──

  route(
    app,
    endpoints.wallet,
    async (_input, request) => {
      const { caller } = await member(request);
      const now = clock();
      await processDueWithdrawals(db(), caller.customerId, now, withdrawalDelayMs);
      return readWallet(db(), caller.customerId, caller.whiteLabel, now);
    },
    options,
  );

  route(
    app,
    endpoints.withdraw,
    async ({ body }, request) => {
      const { caller } = await member(request);
      const address = body.address.trim();
      if (!WALLET_ADDRESS_PATTERN.test(address))
        throw fieldError(
          'body.address',
          'invalid_address',
          'An Ethereum address: 0x and 40 hexadecimal characters',
        );
      const now = clock();
      const outcome = await db().transaction((tx) =>
        withdraw(tx, {
          customerId: caller.customerId,
          whiteLabel: caller.whiteLabel,
          asset: body.asset,
          amount: body.amount,
          address,
          now,
          failOnProcessing: deps.sandbox && sandboxScenario(request) === 'withdrawal-fails',
        }),
      );
      if (!outcome.ok) {
        throw outcome.reason === 'below-minimum'
          ? fieldError('body.amount', 'too_small', 'The amount is below the minimum withdrawal')
          : new HttpError(409, 'The amount is above your available balance', [
              {
                field: 'body.amount',
                code: 'insufficient_balance',
                message: `At most ${outcome.available.toFixed(2)} ${body.asset}`,
              },
            ]);
      }
      return {
        id: outcome.id,
        asset: body.asset,
        amount: Math.round(body.amount * 100) / 100,
        fee: outcome.fee,
        received: outcome.received,
        address,
        status: 'Pending',
        expectedBy: new Date(now.getTime() + WITHDRAWAL_PROMISE_MS).toISOString(),
      } as const;
    },
    options,
  );

  // ── Affiliate ──

  const affiliateOn = (whiteLabel: BrandId) => {
    if (!BRANDS[whiteLabel].featureToggles.ShowAffiliateDashboard)
      throw new HttpError(404, 'No affiliate dashboard on this brand');
  };

  route(
    app,
    endpoints.affiliate,
    async (_input, request) => {
      const { caller } = await member(request);
      affiliateOn(caller.whiteLabel);
      return readAffiliate(db(), caller.customerId, caller.whiteLabel, clock());
    },
    options,
  );

  route(
    app,
    endpoints.createInvitation,
    async ({ body }, request) => {
      const { caller } = await member(request);
      affiliateOn(caller.whiteLabel);
      const now = clock();
      const [live] = await db().query<{ n: string }>(
        'select count(*)::text as n from invitations where created_by = $1 and expires_at > $2',
        [caller.customerId, now],
      );
      if (Number(live?.n ?? 0) >= MAX_LIVE_INVITATIONS)
        throw new HttpError(409, `At most ${MAX_LIVE_INVITATIONS} live invitation codes`);
      for (let attempt = 0; attempt < 5; attempt++) {
        const rows = await db().query<{ code: string; created_at: Date; expires_at: Date; uses: number }>(
          `insert into invitations (id, white_label, code, created_by, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)
           on conflict do nothing returning code, created_at, expires_at, uses`,
          [
            randomUUID(),
            caller.whiteLabel,
            invitationCode(),
            caller.customerId,
            now,
            new Date(now.getTime() + body.expiresInDays * DAY_MS),
          ],
        );
        const row = rows[0];
        if (row) return invitationView(row, now);
      }
      throw new HttpError(500, 'Could not make a unique code');
    },
    options,
  );

  // ── Loyalty ──

  route(
    app,
    endpoints.loyalty,
    async (_input, request) => {
      const { caller } = await member(request);
      const brand = BRANDS[caller.whiteLabel];
      if (!brand.shell.loyaltyEntry) throw new HttpError(404, 'No loyalty programme on this brand');
      const stays = await db().query<{ nights: number; total: string; created_at: Date | string }>(
        `select nights, total::text as total, created_at from bookings where customer_id = $1 and white_label = $2 and status = 'Completed'`,
        [caller.customerId, caller.whiteLabel],
      );
      return loyaltyOf(
        stays.map((s) => ({
          nights: Number(s.nights),
          total: Number(s.total),
          bookedAt: new Date(s.created_at).toISOString(),
        })),
        brand.featureToggles.ShowLoyaltyProgram,
      );
    },
    options,
  );

  // ── Contact ──

  route(
    app,
    endpoints.contact,
    async ({ body }, request) => {
      const caller = await callerOf(request, deps.callerDeps);
      const errors: { field: string; code: string; message: string }[] = [];
      const subject = trimmed(body.subject);
      const email = trimmed(body.email);
      const firstName = trimmed(body.firstName);
      const lastName = trimmed(body.lastName);
      const message = trimmed(body.message);
      const phone = trimmed(body.phone);
      const bookingId = trimmed(body.bookingId);
      if (!subject)
        errors.push({ field: 'body.subject', code: 'required', message: 'This field is required' });
      if (!email) errors.push({ field: 'body.email', code: 'required', message: 'This field is required' });
      else if (!isValidEmail(email))
        errors.push({ field: 'body.email', code: 'invalid_email', message: 'Invalid e-mail format' });
      for (const [field, value] of [
        ['firstName', firstName],
        ['lastName', lastName],
      ] as const) {
        const problem = nameProblem(value);
        if (problem)
          errors.push({ field: `body.${field}`, code: problem, message: NAME_MESSAGES[problem] ?? problem });
      }
      if (!message)
        errors.push({ field: 'body.message', code: 'required', message: 'This field is required' });
      else if ([...message].length > CONTACT_MESSAGE_MAX_LENGTH) {
        errors.push({
          field: 'body.message',
          code: 'too_long',
          message: `At most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
        });
      }
      if (phone && !PHONE_PATTERN.test(phone)) {
        errors.push({
          field: 'body.phone',
          code: 'invalid_phone',
          message: 'A + then the country code and 1 to 22 digits, no spaces',
        });
      }
      if (errors.length) throw new HttpError(400, 'Invalid contact form', errors);
      await limiter.check([RATE_RULES.contactAddress, request.ip]);
      const id = randomUUID();
      const ticketId = id.slice(0, 8).toUpperCase();
      await db().query(
        `insert into contact_messages (id, white_label, customer_id, subject, booking_id, email, first_name, last_name, message, phone, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          caller.whiteLabel,
          caller.kind === 'member' ? caller.customerId : null,
          subject,
          bookingId || null,
          email,
          firstName,
          lastName,
          message,
          phone || null,
          clock(),
        ],
      );
      await deps.mailer.send(
        composeMail(
          {
            whiteLabel: caller.whiteLabel,
            kind: 'contact-received',
            to: email,
            language: request.headers['accept-language'],
          },
          contactReceivedMail({ firstName, ticketId, subject, message }),
        ),
      );
      return { ...ok, ticketId };
    },
    options,
  );

  if (deps.sandbox) registerSandboxHelpers(app, deps, db, clock);
}

/** Sandbox only: what a partner, an operator or a payout would do, for demos and end-to-end tests. */
function registerSandboxHelpers(
  app: FastifyInstance,
  deps: CustomerDeps,
  db: () => Queryable,
  clock: Clock,
): void {
  const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) {
      throw new HttpError(
        400,
        'Invalid body',
        parsed.error.issues.map((i) => ({
          field: `body.${i.path.join('.')}`,
          code: i.code,
          message: i.message,
        })),
      );
    }
    return parsed.data;
  };

  const mintBody = z.object({
    whiteLabel: brandIdSchema,
    sub: z.string().min(1).max(200).default('sandbox-employee'),
    ttlSeconds: z
      .number()
      .int()
      .min(-3600)
      .max(GUEST_TOKEN_MAX_LIFETIME_SECONDS)
      .default(24 * 3600),
  });
  // Plays the partner, who would sign these tokens on its side.
  app.post('/api/sandbox/guest-token', async (request) => {
    const { whiteLabel, sub, ttlSeconds } = parse(mintBody, request.body);
    return {
      token: mintGuestToken(
        { wl: whiteLabel, sub, exp: Math.floor(Date.now() / 1000) + ttlSeconds },
        deps.guestTokenSecret,
      ),
    };
  });

  // Mints an invitation code for a brand (an operator inviting a first member).
  const invitationBody = z.object({
    whiteLabel: brandIdSchema,
    code: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,40}$/)
      .optional(),
    expiresInDays: z.number().int().min(1).max(365).optional(),
  });
  app.post('/api/sandbox/invitations', async (request, reply) => {
    const { whiteLabel, code, expiresInDays } = parse(invitationBody, request.body);
    const now = clock();
    const value = (code ?? invitationCode()).toUpperCase();
    const expiresAt = expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null;
    const rows = await db().query(
      `insert into invitations (id, white_label, code, created_by, created_at, expires_at) values ($1, $2, $3, null, $4, $5)
       on conflict do nothing returning 1`,
      [randomUUID(), whiteLabel, value, now, expiresAt],
    );
    if (!rows.length) throw new HttpError(409, 'That code exists already');
    return reply.code(201).send({ code: value, expiresAt: expiresAt?.toISOString() ?? null });
  });

  // The partner's user directory (xportal: only its app users may register).
  const partnerBody = z.object({
    whiteLabel: brandIdSchema,
    email: z.string().max(320),
    partnerRef: z.string().max(200).default('sandbox'),
  });
  app.post('/api/sandbox/partner-users', async (request, reply) => {
    const { whiteLabel, email, partnerRef } = parse(partnerBody, request.body);
    if (!isValidEmail(email.trim())) throw fieldError('body.email', 'invalid_email', 'Invalid e-mail format');
    await db().query(
      'insert into partner_users (white_label, email_key, partner_ref) values ($1, $2, $3) on conflict (white_label, email_key) do update set partner_ref = excluded.partner_ref',
      [whiteLabel, emailKey(email), partnerRef],
    );
    return reply.code(201).send({ whiteLabel, email: email.trim(), partnerRef });
  });

  // Credits a member's wallet (demos and end-to-end tests; real money arrives only as rewards).
  const creditBody = z.object({
    whiteLabel: brandIdSchema,
    email: z.string().max(320),
    asset: z.enum(WALLET_ASSETS).default('USDC'),
    amount: z.number().positive().max(100_000),
  });
  app.post('/api/sandbox/wallet-credit', async (request, reply) => {
    const { whiteLabel, email, asset, amount } = parse(creditBody, request.body);
    const row = await customerByEmail(db(), whiteLabel, emailKey(email));
    if (!row) throw new HttpError(404, 'No member with that e-mail on this brand');
    await creditWallet(db(), row.id, asset, amount, clock(), 'sandbox credit');
    return reply.code(201).send({ isSuccessful: true });
  });

  // Session lifetime for the docs: how long the `token` cookie should live.
  app.get('/api/sandbox/accounts', async () => ({
    sessionDays: SESSION_DAYS,
    invitationCodes: Object.fromEntries(BRAND_IDS.map((id) => [id, sandboxInvitationCode(id)])),
  }));
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_ERROR,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  isValidEmail,
  passwordProblems,
} from '@clubstay/contract/accounts';
import type { BrandId } from '@clubstay/contract/brands';
import { type CallerDeps, requireMember } from '#auth/caller.ts';
import { setSessionCookie } from '#auth/session-cookie.ts';
import type { DatabaseState } from '#database-state.ts';
import type { Db, Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { composeMail, type MailContent, type MailContext } from '#mail/compose.ts';
import type { Mailer, MailKind } from '#mail/mailer.ts';
import type { SupplierBooking } from '#supplier/supplier-booking.ts';
import { type Clock, systemClock } from '#clock.ts';
import { type CustomerRow, customerInfo, liveCustomer } from './customer-row.ts';
import { emailKey } from './crypto.ts';
import { accountError, fieldError, requireFields } from './errors.ts';
import { brandOrigin, type OriginConfig } from './links.ts';
import { RateLimiter } from './rate-limit.ts';
import { createSession } from './sessions.ts';

export interface AccountDeps {
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
  /** The supplier's side of a booking: a cancellation gives its rooms back. */
  supplierBooking: SupplierBooking;
  /** Issues the refunds a cancellation queued through the payment providers (the sweeper retries). */
  issueRefunds?: (bookingId: string) => Promise<unknown>;
}

/** A reset link is valid this long; a new request makes the older links void. */
export const RESET_LINK_MS = 60 * 60 * 1000;
/** An unlock link (issue 17, item 9) is valid this long and works once. */
export const UNLOCK_LINK_MS = 60 * 60 * 1000;
/** A sign-up confirmation code is valid this long, for at most 5 wrong tries. */
export const CONFIRMATION_CODE_MS = 30 * 60 * 1000;
export const CONFIRMATION_CODE_TRIES = 5;
/** Live invitation codes a member may hold at once. */
export const MAX_LIVE_INVITATIONS = 20;
export const DAY_MS = 86_400_000;

export const trimmed = (value: string | undefined) => (value ?? '').trim();
export const sandboxScenario = (request: FastifyRequest) => {
  const value = request.headers['x-sandbox-scenario'];
  return Array.isArray(value) ? value[0] : value;
};

/** The name rules of spec 1 §5: required, letters with single spaces or hyphens between, at most 45. */
export function nameProblem(value: string): string | null {
  if (!value) return 'required';
  if ([...value].length > NAME_MAX_LENGTH) return 'too_long';
  if (!NAME_PATTERN.test(value)) return 'only_letters';
  return null;
}
export const NAME_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  too_long: `At most ${NAME_MAX_LENGTH} characters`,
  only_letters: 'Only letters, with spaces or hyphens between them',
};

/** The password rules: 160 when empty, then the first of 11–15 (every failing rule is a field error). */
export function checkNewPassword(password: string, field: string): void {
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

export function checkEmail(email: string): void {
  if (!isValidEmail(email)) throw accountError(400, ACCOUNT_ERROR.EMAIL_NOT_VALID, ['body.email']);
}

/** A request's only e-mail (a code or a reset link to send): trimmed, required, valid, and its key. */
export function requestedEmail(value: string | undefined): { email: string; key: string } {
  const email = trimmed(value);
  requireFields({ email });
  checkEmail(email);
  return { email, key: emailKey(email) };
}

/** What every accounts route file shares: its settings, the database, the clock, the rate limiter. */
export interface AccountContext {
  app: FastifyInstance;
  deps: AccountDeps;
  options: { checkResponses: boolean };
  clock: Clock;
  /** The primary database once migrated; 503 before. */
  db: () => Db;
  limiter: RateLimiter;
  ok: { readonly isSuccessful: true; readonly errorCode: 0 };
  /** The signed-in member's live row, or 401 (code 2). */
  member(request: FastifyRequest): Promise<{
    caller: Awaited<ReturnType<typeof requireMember>>;
    row: CustomerRow;
  }>;
  /**
   * A new session: its token is answered in the body (spec 1 §7, for clients that send it as
   * Authorization) and set as the HttpOnly session cookie (the apps never see it).
   */
  session(
    q: Queryable,
    row: CustomerRow,
    whiteLabel: BrandId,
    http: { request: FastifyRequest; reply: FastifyReply },
  ): Promise<{ token: string; expiresAt: string; customerInfo: Awaited<ReturnType<typeof customerInfo>> }>;
  /** The brand's site, for the links in e-mails. */
  origin(whiteLabel: BrandId): string;
  /** Composes one of the club's e-mails (accounts/mails.ts) in the caller's language and sends it. */
  sendMail(
    to: { whiteLabel: BrandId; kind: MailKind; to: string; language: string | string[] | undefined },
    content: (context: MailContext) => MailContent,
  ): Promise<void>;
}

export function accountContext(app: FastifyInstance, deps: AccountDeps): AccountContext {
  const clock = deps.clock ?? systemClock;
  const db = () => {
    if (!deps.database.isMigrated)
      throw new HttpError(503, 'The service is starting. Please try again in a moment.');
    return deps.database.db;
  };
  return {
    app,
    deps,
    options: { checkResponses: deps.checkResponses },
    clock,
    db,
    limiter: new RateLimiter(db, clock),
    ok: { isSuccessful: true, errorCode: 0 } as const,
    async member(request) {
      const caller = await requireMember(request, deps.callerDeps);
      const row = await liveCustomer(db(), caller.customerId);
      if (!row) throw accountError(401, ACCOUNT_ERROR.SIGN_IN_REQUIRED);
      return { caller, row };
    },
    async session(q, row, whiteLabel, http) {
      const now = clock();
      const created = await createSession(q, row.id, whiteLabel, now);
      setSessionCookie(http.reply, http.request, created.token, created.expiresAt, now);
      return {
        token: created.token,
        expiresAt: created.expiresAt.toISOString(),
        customerInfo: await customerInfo(q, row),
      };
    },
    origin: (whiteLabel) => brandOrigin(whiteLabel, deps.origins ?? { brandHosts: deps.brandHosts }),
    async sendMail(to, content) {
      const language = Array.isArray(to.language) ? to.language[0] : to.language;
      await deps.mailer.send(composeMail({ ...to, language }, content));
    },
  };
}

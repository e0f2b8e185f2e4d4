import { ACCOUNT_ERROR } from '@clubstay/contract/accounts';
import { BRANDS } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import { HttpError, route } from '#http.ts';
import { whiteLabelOf } from '#white-label.ts';
import {
  type AccountContext,
  checkEmail,
  checkNewPassword,
  CONFIRMATION_CODE_MS,
  CONFIRMATION_CODE_TRIES,
  requestedEmail,
  trimmed,
} from './context.ts';
import { confirmationCode, emailKey, hashPassword, randomToken, sha256 } from './crypto.ts';
import { customerByEmail } from './customer-row.ts';
import { accountError, requireFields } from './errors.ts';
import { confirmationCodeMail, welcomeMail } from './mails.ts';
import { RATE_RULES } from './rate-limit.ts';
import {
  consumeConfirmationCode,
  countWrongConfirmationCode,
  hasLiveInvitation,
  insertCustomer,
  isDeletedEmail,
  isEmailTaken,
  isPartnerUser,
  joinList,
  pendingConfirmationCode,
  upsertConfirmationCode,
  useInvitation,
} from './sql.ts';

/** Sign-up by invitation (a mailed confirmation code, then the account), the waiting list and the newsletter. */
export function registerSignUpRoutes(context: AccountContext): void {
  const { app, deps, options, clock, db, limiter, ok } = context;

  route(
    app,
    endpoints.requestConfirmationCode,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      const { email, key } = requestedEmail(body.email);
      await limiter.check(
        [RATE_RULES.codeAccount, `${whiteLabel}:${key}`],
        [RATE_RULES.codeAddress, request.ip],
      );
      const code = confirmationCode();
      await upsertConfirmationCode(
        db(),
        whiteLabel,
        key,
        sha256(`${key}:${code}`),
        new Date(clock().getTime() + CONFIRMATION_CODE_MS),
      );
      await context.sendMail(
        { whiteLabel, kind: 'confirmation-code', to: email, language: request.headers['accept-language'] },
        confirmationCodeMail({ code }),
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
      if (brand.shell.partnerUsersOnly && !(await isPartnerUser(q, whiteLabel, key)))
        throw accountError(403, ACCOUNT_ERROR.PARTNER_USER_NOT_FOUND);
      if (!(await hasLiveInvitation(q, whiteLabel, inviteCode, now)))
        throw accountError(400, ACCOUNT_ERROR.WRONG_REFERRAL_CODE, ['body.inviteLink']);
      const stored = await pendingConfirmationCode(q, whiteLabel, key);
      if (
        !stored ||
        new Date(stored.expires_at).getTime() <= now.getTime() ||
        stored.attempts >= CONFIRMATION_CODE_TRIES
      ) {
        throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
      }
      if (stored.code_hash !== sha256(`${key}:${code}`)) {
        await countWrongConfirmationCode(q, whiteLabel, key);
        throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
      }
      // The address is proven from here on, so saying it is taken or deleted tells nothing new.
      if (await isDeletedEmail(q, whiteLabel, sha256(key)))
        throw accountError(403, ACCOUNT_ERROR.USER_DELETED);
      if (await customerByEmail(q, whiteLabel, key))
        throw accountError(409, ACCOUNT_ERROR.USER_EXISTS, ['body.email']);
      const passwordHash = await hashPassword(body.password);
      const answer = await q.transaction(async (tx) => {
        const used = await useInvitation(tx, whiteLabel, inviteCode, now);
        if (!used) throw accountError(400, ACCOUNT_ERROR.WRONG_REFERRAL_CODE, ['body.inviteLink']);
        if (!(await consumeConfirmationCode(tx, whiteLabel, key, sha256(`${key}:${code}`))))
          throw accountError(400, ACCOUNT_ERROR.WRONG_CONFIRMATION_CODE, ['body.confirmationCode']);
        if (await isEmailTaken(tx, whiteLabel, key))
          throw accountError(409, ACCOUNT_ERROR.USER_EXISTS, ['body.email']);
        const row = await insertCustomer(tx, {
          whiteLabel,
          email,
          emailKey: key,
          passwordHash,
          subscribe: body.enableSubscriptions,
          subscriptionToken: randomToken(),
          invitedBy: used.created_by ?? null,
          invitationCode: inviteCode.toUpperCase(),
          referralCode: body.referralCode ?? null,
          cvexRef: body.cvexRef ?? null,
          cvexSubRef: body.cvexSubRef ?? null,
          now,
        });
        if (!row) throw new HttpError(500, 'Sign-up failed');
        return { row, answer: await context.session(tx, row, whiteLabel, { request, reply }) };
      });
      await context.sendMail(
        { whiteLabel, kind: 'welcome', to: email, language: request.headers['accept-language'] },
        welcomeMail({ origin: context.origin(whiteLabel), subscriptionToken: answer.row.subscription_token }),
      );
      return answer.answer;
    },
    options,
  );

  // The waiting list and the newsletter take an e-mail alike, each into its own list.
  for (const [endpoint, list] of [
    [endpoints.joinWaitingList, 'waiting_list'],
    [endpoints.joinNewsletter, 'newsletter_signups'],
  ] as const) {
    route(
      app,
      endpoint,
      async ({ body }, request) => {
        const whiteLabel = whiteLabelOf(request, deps.brandHosts);
        const email = trimmed(body.email);
        requireFields({ email });
        checkEmail(email);
        await limiter.check([RATE_RULES.waitingListAddress, request.ip]);
        await joinList(db(), list, whiteLabel, emailKey(email), email, clock());
        return ok;
      },
      options,
    );
  }
}

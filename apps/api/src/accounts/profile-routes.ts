import { ACCOUNT_ERROR, PHONE_PATTERN, type UpdateCustomerRequest } from '@clubstay/contract/accounts';
import { endpoints } from '@clubstay/contract/endpoints';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '#auth/session-cookie.ts';
import { HttpError, route } from '#http.ts';
import { type AccountContext, NAME_MESSAGES, nameProblem } from './context.ts';
import { sha256, verifyPassword } from './crypto.ts';
import { consentsOf, customerInfo, liveCustomer } from './customer-row.ts';
import { accountError, requireFields } from './errors.ts';
import {
  addFavorite,
  countryNames,
  favoriteHotels,
  hotelExists,
  removeAllFavorites,
  removeFavorite,
  updateProfile,
} from './member-sql.ts';
import { RATE_RULES } from './rate-limit.ts';
import { revokeAllSessions } from './sessions.ts';
import { anonymiseCustomer, expireInvitationsOf, rememberDeletedEmail } from './sql.ts';

/** The member's profile (read, update, delete) and favourite hotels. */
export function registerProfileRoutes(context: AccountContext): void {
  const { app, options, clock, db, limiter, ok } = context;

  route(
    app,
    endpoints.getCustomer,
    async (_input, request, reply) => {
      const { caller, row } = await context.member(request).catch((error: unknown) => {
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
      const { caller, row: before } = await context.member(request);
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
      const next = await updateProfile(tx, {
        id: row.id,
        name,
        surname,
        phone,
        consents,
        newsletter: prefs.newsletter,
        smsDeals: prefs.smsDeals,
        deals: categories.deals,
        upgrades: categories.upgrades,
        now: clock(),
      });
      if (!next)
        throw new HttpError(500, 'Update failed', [], ACCOUNT_ERROR.SOMETHING_WRONG, { oldConsents });
      return customerInfo(tx, next);
    });
  }

  route(
    app,
    endpoints.deleteCustomer,
    async ({ body }, request, reply) => {
      const { row } = await context.member(request);
      requireFields({ password: body.password });
      await limiter.check([RATE_RULES.passwordCheck, row.id]);
      if (!(await verifyPassword(row.password_hash, body.password)))
        throw accountError(400, ACCOUNT_ERROR.WRONG_PASSWORD, ['body.password']);
      const now = clock();
      await db().transaction(async (tx) => {
        await rememberDeletedEmail(tx, row.white_label, sha256(row.email_key), now);
        await anonymiseCustomer(tx, row.id, now);
        await removeAllFavorites(tx, row.id);
        // Reset links left open now answer "can't find user" (7): the account they were for is gone.
        await expireInvitationsOf(tx, row.id, now);
        await revokeAllSessions(tx, row.id, now);
      });
      if (sessionCookieOf(request)) clearSessionCookie(reply, request);
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.customerFavorites,
    async (_input, request) => {
      const { row } = await context.member(request);
      const rows = await favoriteHotels(db(), row.id);
      const countryName = await countryNames(db(), [...new Set(rows.map((r) => r.country_code))]);
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
      const { row } = await context.member(request);
      const q = db();
      if (!(await hotelExists(q, params.id))) throw new HttpError(404, `No hotel ${params.id}`);
      await addFavorite(q, row.id, params.id, clock());
      return ok;
    },
    options,
  );

  route(
    app,
    endpoints.removeFavorite,
    async ({ params }, request) => {
      const { row } = await context.member(request);
      await removeFavorite(db(), row.id, params.id);
      return ok;
    },
    options,
  );
}

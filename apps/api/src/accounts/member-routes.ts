import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_ERROR,
  CONTACT_MESSAGE_MAX_LENGTH,
  isValidEmail,
  PHONE_PATTERN,
  type SubscriptionState,
} from '@clubstay/contract/accounts';
import { endpoints } from '@clubstay/contract/endpoints';
import { callerOf } from '#auth/caller.ts';
import { cancelBooking } from '#bookings/cancel.ts';
import { HttpError, route } from '#http.ts';
import { whiteLabelOf } from '#white-label.ts';
import { accountBooking, listBookings, refundStates } from './bookings.ts';
import { type AccountContext, NAME_MESSAGES, nameProblem, trimmed } from './context.ts';
import type { CustomerRow } from './customer-row.ts';
import { accountError } from './errors.ts';
import { contactReceivedMail } from './mails.ts';
import { insertContactMessage, setSubscriptions } from './member-sql.ts';
import { RATE_RULES } from './rate-limit.ts';

/** The member's bookings (and their cancel), e-mail subscriptions, the interest beacon and the contact form. */
export function registerMemberRoutes(context: AccountContext): void {
  const { app, deps, options, clock, db, limiter, ok } = context;
  const supplierBooking = deps.supplierBooking;

  // ── Bookings ──

  route(
    app,
    endpoints.customerBookings,
    async ({ query }, request) => {
      const { caller } = await context.member(request);
      const page = await listBookings(db(), caller.customerId, caller.whiteLabel, query, clock());
      return { ...page, startIndex: query.startIndex, limit: query.limit };
    },
    options,
  );

  route(
    app,
    endpoints.cancelBooking,
    async ({ params }, request) => {
      const { caller, row: customer } = await context.member(request);
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

  // ── Subscriptions ──

  async function subscriptionOwner(request: FastifyRequest, token: string): Promise<CustomerRow> {
    const { row } = await context.member(request);
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
  async function subscribe(id: string, deals: boolean, upgrades: boolean): Promise<CustomerRow> {
    const row = await setSubscriptions(db(), id, deals, upgrades, clock());
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
      return subscriptionState(await subscribe(row.id, body.dealsAndOffers, body.travelUpgrades));
    },
    options,
  );
  route(
    app,
    endpoints.unsubscribe,
    async ({ query }, request) =>
      subscriptionState(await subscribe((await subscriptionOwner(request, query.token)).id, false, false)),
    options,
  );
  route(
    app,
    endpoints.subscribe,
    async ({ query }, request) =>
      subscriptionState(await subscribe((await subscriptionOwner(request, query.token)).id, true, true)),
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
      await insertContactMessage(db(), {
        id,
        whiteLabel: caller.whiteLabel,
        customerId: caller.kind === 'member' ? caller.customerId : null,
        subject,
        bookingId: bookingId || null,
        email,
        firstName,
        lastName,
        message,
        phone: phone || null,
        now: clock(),
      });
      await context.sendMail(
        {
          whiteLabel: caller.whiteLabel,
          kind: 'contact-received',
          to: email,
          language: request.headers['accept-language'],
        },
        contactReceivedMail({ firstName, ticketId, subject, message }),
      );
      return { ...ok, ticketId };
    },
    options,
  );
}

import { WALLET_ASSETS, isValidEmail } from '@clubstay/contract/accounts';
import { BRAND_IDS, brandIdSchema, type BrandId } from '@clubstay/contract/brands';
import { z } from 'zod';
import type { Queryable } from '#db/db.ts';
import { GUEST_TOKEN_MAX_LIFETIME_SECONDS, mintGuestToken } from '#guest-token.ts';
import { HttpError } from '#http.ts';
import { type AccountContext, DAY_MS } from './context.ts';
import { emailKey, invitationCode } from './crypto.ts';
import { customerByEmail } from './customer-row.ts';
import { fieldError } from './errors.ts';
import { SESSION_DAYS } from './sessions.ts';
import {
  deleteSandboxInvitations,
  insertOperatorInvitation,
  insertSandboxInvitation,
  upsertPartnerUser,
} from './sql.ts';
import { creditWallet } from './wallet.ts';

/** The invitation code every brand has while the sandbox is on, so a fresh install lets a first member in. */
function sandboxInvitationCode(whiteLabel: BrandId): string {
  return `${whiteLabel.toUpperCase()}-WELCOME`;
}

/** Seeds the sandbox invitation codes (no expiry, unlimited uses); run after migrations when the sandbox is on. */
export async function seedSandboxInvitations(db: Queryable, now: Date = new Date()): Promise<void> {
  for (const id of BRAND_IDS) await insertSandboxInvitation(db, id, sandboxInvitationCode(id), now);
}

/**
 * Removes the sandbox invitation codes: a database that once ran with the sandbox keeps no
 * well-known way in once it runs without (run after migrations when the sandbox is off).
 */
export async function removeSandboxInvitations(db: Queryable): Promise<void> {
  await deleteSandboxInvitations(
    db,
    BRAND_IDS.map((id) => sandboxInvitationCode(id)),
  );
}

/** Sandbox only: what a partner, an operator or a payout would do, for demos and end-to-end tests. */
export function registerAccountSandboxRoutes({ app, deps, db, clock }: AccountContext): void {
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
    if (!(await insertOperatorInvitation(db(), whiteLabel, value, now, expiresAt)))
      throw new HttpError(409, 'That code exists already');
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
    await upsertPartnerUser(db(), whiteLabel, emailKey(email), partnerRef);
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

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BRANDS, brandIdSchema, type BrandId } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import { HttpError, route } from '../http.ts';
import { mintGuestToken, verifyGuestToken } from '../guest-token.ts';
import { whiteLabelOf } from '../white-label.ts';

export interface CustomerDeps {
  brandHosts: Record<string, BrandId>;
  guestTokenSecret: string;
  /** Sandbox helpers (minting partner guest tokens) are served only when on. */
  sandbox: boolean;
  checkResponses: boolean;
}

/**
 * The customer calls needed at app start: guest token validation and user info. Sign-up, sign-in and
 * the rest of the account calls join with the accounts feature; until then no session exists, so user
 * info answers 401 like it does for any caller without a valid session.
 */
export function registerCustomerRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  const options = { checkResponses: deps.checkResponses };

  route(
    app,
    endpoints.validateGuest,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      if (!BRANDS[whiteLabel].shell.guestTokenValidation) {
        throw new HttpError(400, `${whiteLabel} does not admit guests by token`, [
          { field: 'headers.x-white-label', code: 'invalid_value', message: 'This white-label has no guest tokens' },
        ]);
      }
      const check = verifyGuestToken(body.token, deps.guestTokenSecret, whiteLabel);
      if (!check.ok) {
        throw new HttpError(401, check.reason === 'expired' ? 'Guest token expired' : 'Invalid guest token', [
          { field: 'body.token', code: check.reason, message: 'The guest token was not accepted' },
        ]);
      }
      return { isSuccessful: true, token: body.token, expiresAt: new Date(check.payload.exp * 1000).toISOString() } as const;
    },
    options,
  );

  route(
    app,
    endpoints.getCustomer,
    async () => {
      throw new HttpError(401, 'User should be signed in', [], 2);
    },
    options,
  );

  if (deps.sandbox) {
    const mintBody = z.object({
      whiteLabel: brandIdSchema,
      sub: z.string().min(1).max(200).default('sandbox-employee'),
      ttlSeconds: z.number().int().min(-3600).max(30 * 24 * 3600).default(24 * 3600),
    });
    // Sandbox only: plays the partner, who would sign these tokens on its side.
    app.post('/api/sandbox/guest-token', async (request) => {
      const parsed = mintBody.safeParse(request.body ?? {});
      if (!parsed.success) throw new HttpError(400, 'Invalid body', parsed.error.issues.map((i) => ({ field: `body.${i.path.join('.')}`, code: i.code, message: i.message })));
      const { whiteLabel, sub, ttlSeconds } = parsed.data;
      return { token: mintGuestToken({ wl: whiteLabel, sub, exp: Math.floor(Date.now() / 1000) + ttlSeconds }, deps.guestTokenSecret) };
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { registerClubRoutes } from './club-routes.ts';
import { type AccountDeps, accountContext } from './context.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerAccountSandboxRoutes } from './sandbox-routes.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';

/**
 * Every customer call of spec 1 §7 (sign-up by invitation, sign-in, passwords, profile, consents,
 * subscriptions, favourites, bookings, wallet, affiliate, loyalty, contact) and the guest token
 * validation. Member calls go through the caller seam: anonymous and guest callers get 401 with error
 * code 2, and every query is scoped to the caller's own customer id and white-label.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const context = accountContext(app, deps);
  registerSignInRoutes(context);
  registerSignUpRoutes(context);
  registerPasswordRoutes(context);
  registerProfileRoutes(context);
  registerMemberRoutes(context);
  registerClubRoutes(context);
  if (deps.sandbox) registerAccountSandboxRoutes(context);
}

import { z } from 'zod';

/** POST /customers/wl-validate-guest: a partner's guest token, as JSON. */
export const validateGuestRequestSchema = z.object({ token: z.string().min(1).max(4096) });
export const validateGuestResponseSchema = z.object({
  isSuccessful: z.literal(true),
  /** The token to keep in the guest cookie (id_token) and send as Guest-Authorization. */
  token: z.string(),
  expiresAt: z.string(),
});
export type ValidateGuestResponse = z.infer<typeof validateGuestResponseSchema>;

/** User info (spec 1 §3): the full shape lives with the accounts contract. */
export { customerInfoSchema, type CustomerInfo } from './accounts.ts';

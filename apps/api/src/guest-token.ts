import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { brandIdSchema, type BrandId } from '@clubstay/contract/brands';

/**
 * Partner guest tokens: `base64url(payload).base64url(hmac-sha256(payload))`, the payload naming the
 * white-label, the partner's user reference and an expiry. The partner signs them with the secret it
 * shares with us (GUEST_TOKEN_SECRET); a token is valid only for its own white-label.
 */
const payloadSchema = z.object({ wl: brandIdSchema, sub: z.string().min(1).max(200), exp: z.number().int() });
type GuestTokenPayload = z.infer<typeof payloadSchema>;

const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function mintGuestToken(payload: GuestTokenPayload, secret: string): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

/**
 * The longest a guest token may live (its `exp` from now): a partner mints one per visit, so a token
 * meant to last for years is refused even when its signature is right.
 */
export const GUEST_TOKEN_MAX_LIFETIME_SECONDS = 7 * 24 * 3600;

type GuestTokenCheck =
  | { ok: true; payload: GuestTokenPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'lifetime' | 'white-label' };

export function verifyGuestToken(
  token: string,
  secret: string,
  whiteLabel: BrandId,
  now = Date.now(),
): GuestTokenCheck {
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const payload = payloadSchema.safeParse(parsed);
  if (!payload.success) return { ok: false, reason: 'malformed' };
  if (payload.data.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (payload.data.exp * 1000 > now + GUEST_TOKEN_MAX_LIFETIME_SECONDS * 1000)
    return { ok: false, reason: 'lifetime' };
  if (payload.data.wl !== whiteLabel) return { ok: false, reason: 'white-label' };
  return { ok: true, payload: payload.data };
}

import { BRANDS } from '@clubstay/contract/brands';
import type { Caller } from '#auth/caller.ts';
import { HttpError } from '#http.ts';

/**
 * Who may check out on a brand: the checkout rule of the brand matrix (spec 1 §2, router/access.ts),
 * enforced by the API with what it can verify. Members and partner guests prove themselves (session,
 * guest token). An anonymous API caller stands for a visitor the app let in as a guest without a
 * token, which happens only where the brand lets visitors become guests by themselves: the
 * /skipAccessCheck route, a guest-by-default brand (bitrefill, etherfi), or coca, where anyone may
 * book. Elsewhere (bitunix: members only; brands-for-employees: guests by partner token only;
 * xportal: no self-service guests) an anonymous caller gets 401.
 */
function mayCheckOut(caller: Caller): boolean {
  const brand = BRANDS[caller.whiteLabel];
  const rule = brand.access.checkout ?? ['guest', 'member'];
  if (rule === 'never') return false;
  if (caller.kind === 'member') return rule.includes('member');
  if (caller.kind === 'guest') return rule.includes('guest');
  if (rule.includes('none') || brand.shell.anyoneMayBook) return true;
  const selfServiceGuest = brand.access.skipAccess !== 'never' || brand.initialAccessGuest;
  return rule.includes('guest') && selfServiceGuest && !brand.shell.guestTokenValidation;
}

export function requireCheckoutAccess(caller: Caller): void {
  if (!mayCheckOut(caller)) {
    throw new HttpError(
      401,
      caller.whiteLabel === 'bitunix'
        ? 'User should be signed in'
        : 'Sign in or use your partner link to book',
      [],
      2,
    );
  }
}

/** The owner columns a checkout or booking is written with. */
export function ownerOf(caller: Caller): { customerId: string | null; guestId: string | null } {
  if (caller.kind === 'member') return { customerId: caller.customerId, guestId: null };
  if (caller.kind === 'guest') return { customerId: null, guestId: caller.guestId };
  return { customerId: null, guestId: null };
}

/**
 * Whether `caller` may read a checkout or booking: same white-label, and the same member or guest
 * when it has an owner. A checkout made by an anonymous visitor (coca, skip-access guests) belongs
 * to whoever holds its unguessable id (192 random bits). A member never reads another member's.
 */
export function mayRead(
  caller: Caller,
  row: { white_label: string; customer_id: string | null; guest_id: string | null },
): boolean {
  if (row.white_label !== caller.whiteLabel) return false;
  if (row.customer_id) return caller.kind === 'member' && caller.customerId === row.customer_id;
  if (row.guest_id) return caller.kind === 'guest' && caller.guestId === row.guest_id;
  return true;
}

import type { InterestRequest } from '@clubstay/contract/accounts';

/** The path of the interest beacon (spec 2 §7 POST /customers/interest), under the API base. */
export const INTEREST_PATH = '/api/customers/interest';

/**
 * Sends the interest beacon of a hotel page as the page goes away (spec 2 §7): page, city, hotel and
 * price. The member's session goes as its HttpOnly cookie, which the beacon carries like any call to
 * its own site (no script can read the token to put it in the body); a beacon carries no headers, so
 * the API takes the white-label from the host. `navigator.sendBeacon` survives the unload; returns
 * whether it was queued.
 */
export function sendInterest(
  interest: Omit<InterestRequest, 'token'>,
  beacon: ((url: string, data: Blob) => boolean) | undefined = globalThis.navigator?.sendBeacon?.bind(
    globalThis.navigator,
  ),
): boolean {
  if (!beacon) return false;
  const body: InterestRequest = { ...interest, pageUrl: interest.pageUrl.slice(0, 2000) };
  try {
    return beacon(INTEREST_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

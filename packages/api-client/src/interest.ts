import type { InterestRequest } from '@clubstay/contract/accounts';
import { AUTH_COOKIE, readCookie } from './cookies.ts';

/** The path of the interest beacon (spec 2 §7 POST /customers/interest), under the API base. */
export const INTEREST_PATH = '/api/customers/interest';

/**
 * Sends the interest beacon of a hotel page as the page goes away (spec 2 §7): page, city, hotel,
 * price, and the member's token from its cookie (a beacon carries no headers; the API takes the
 * white-label from the host). `navigator.sendBeacon` survives the unload; returns whether it was
 * queued.
 */
export function sendInterest(
  interest: Omit<InterestRequest, 'token'>,
  beacon: ((url: string, data: Blob) => boolean) | undefined = globalThis.navigator?.sendBeacon?.bind(
    globalThis.navigator,
  ),
  cookies?: string,
): boolean {
  if (!beacon) return false;
  const token = readCookie(AUTH_COOKIE, cookies);
  const body: InterestRequest = {
    ...interest,
    pageUrl: interest.pageUrl.slice(0, 2000),
    ...(token ? { token } : {}),
  };
  try {
    return beacon(INTEREST_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

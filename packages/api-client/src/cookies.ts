/**
 * Cookie names the apps and the API agree on. `token` is the member's session: the API sets it
 * HttpOnly (sign-in, sign-up) and clears it (sign-out), so no script reads it; the server's page
 * renderer reads it from the request, and the browser sends it with every call by itself.
 */
export const AUTH_COOKIE = 'token';
export const GUEST_COOKIE = 'id_token';

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Writes a cookie for the whole site; `maxAgeSeconds` undefined makes it last the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (!globalThis.document) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (globalThis.location?.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  if (!globalThis.document) return;
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/** The referral cookie (`rfid`, kept for 1 day, spec 1 §2). */
export const REFERRAL_COOKIE = 'rfid';
export const REFERRAL_MAX_AGE = 24 * 60 * 60;

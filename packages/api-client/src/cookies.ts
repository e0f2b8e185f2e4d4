/** Cookie names the apps and the API agree on. */
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

/** How long the `token` cookie lives: as long as the server keeps the session (30 days). */
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** Keeps a member's session token in the `token` cookie (sent as Authorization on every call). */
export function storeSessionToken(token: string): void {
  writeCookie(AUTH_COOKIE, token, SESSION_COOKIE_MAX_AGE);
}
export function clearSessionToken(): void {
  removeCookie(AUTH_COOKIE);
}

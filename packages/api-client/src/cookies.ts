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

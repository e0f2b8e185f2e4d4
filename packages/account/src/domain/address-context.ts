/**
 * What the auth calls take from the address (spec 1 §7): the hotel page's `es` for sign-in, the
 * partner's `cvexRef` and `cvexSubRef` for sign-up. A visitor sent to /auth/sign-in carries the page
 * they came from in `redirect`, so its query counts too.
 */

const HOTEL_PAGE = /^\/hotel(-name)?\/[^/]+\/?$/;
const MAX = 200;

function parse(href: string): URL | null {
  try {
    return new URL(href, 'http://address.invalid');
  } catch {
    return null;
  }
}

/** The address and, for a sign-in or sign-up page, the page it will return to. */
function addresses(href: string): URL[] {
  const here = parse(href);
  if (!here) return [];
  const redirect = here.searchParams.get('redirect');
  const back = redirect?.startsWith('/') ? parse(redirect) : null;
  return back ? [here, back] : [here];
}

/** `es` of the hotel page the visitor signs in on (or returns to), if any. */
export function hotelEs(href: string): string | undefined {
  for (const url of addresses(href)) {
    const es = url.searchParams.get('es');
    if (HOTEL_PAGE.test(url.pathname) && es) return es.slice(0, 500);
  }
  return undefined;
}

/** The partner references of the address (`cvexRef`, `cvexSubRef`), as the register call takes them. */
export function partnerRefs(href: string): { cvexRef?: string; cvexSubRef?: string } {
  const refs: { cvexRef?: string; cvexSubRef?: string } = {};
  for (const url of addresses(href)) {
    for (const name of ['cvexRef', 'cvexSubRef'] as const) {
      const value = url.searchParams.get(name);
      if (value && refs[name] === undefined) refs[name] = value.slice(0, MAX);
    }
  }
  return refs;
}

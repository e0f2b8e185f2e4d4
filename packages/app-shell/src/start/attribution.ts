import { type Attribution, attributionOf } from '@clubstay/router/analytics';

/** Session storage key of the visit's campaign values. */
const ATTRIBUTION_KEY = 'attribution';

/**
 * The visit's gclid and utm values (spec 1 §3 "User state … gclid and utm values"): those of the
 * address when it has any (a new campaign click wins), else those kept earlier in this tab's session,
 * so a later page without them (a reload after the address lost them, a sign-in page) still knows
 * where the visitor came from.
 */
export function readAttribution(
  search: URLSearchParams,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): Attribution {
  const fromAddress = attributionOf(search);
  try {
    if (Object.keys(fromAddress).length) {
      storage?.setItem(ATTRIBUTION_KEY, JSON.stringify(fromAddress));
      return fromAddress;
    }
    const kept: unknown = JSON.parse(storage?.getItem(ATTRIBUTION_KEY) ?? '{}');
    if (kept && typeof kept === 'object') {
      const values = new URLSearchParams();
      for (const [key, value] of Object.entries(kept)) if (typeof value === 'string') values.set(key, value);
      return attributionOf(values);
    }
  } catch {
    // Storage unavailable or spoilt: the address alone.
  }
  return fromAddress;
}

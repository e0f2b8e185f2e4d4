import { useEffect, useState } from 'react';

/** Whether the booking of `offerKey` was tracked already in this tab; marks it tracked. */
export function wasTracked(offerKey: string): boolean {
  const key = `tracked-booking:${offerKey}`;
  try {
    if (globalThis.sessionStorage?.getItem(key)) return true;
    globalThis.sessionStorage?.setItem(key, '1');
  } catch {
    // Storage unavailable: tracked for this page only.
  }
  return false;
}

/**
 * The manage token of the confirmation e-mail's link: taken out of the address at once (the address
 * reaches tag managers and logs; the offerKey alone only reads the booking) and kept for this tab.
 */
export function useManageToken(
  offerKey: string | undefined,
  inAddress: string | undefined,
): string | undefined {
  const key = offerKey ? `manage:${offerKey}` : null;
  const [token] = useState(() => {
    if (!key) return undefined;
    try {
      if (inAddress) globalThis.sessionStorage?.setItem(key, inAddress);
      return inAddress ?? globalThis.sessionStorage?.getItem(key) ?? undefined;
    } catch {
      return inAddress;
    }
  });
  useEffect(() => {
    if (!inAddress) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('manage');
    window.history.replaceState(window.history.state, '', url.toString());
  }, [inAddress]);
  return token;
}

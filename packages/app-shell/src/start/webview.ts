/**
 * The webview flag (spec 1 §9 "Local storage keeps … the webview flag"): a partner that opens the
 * product inside its own app's webview adds `?webview=1` (or `true`) to the first address; the flag
 * is kept in local storage, so every later page, reload and visit in that webview keeps it, until an
 * address carries `?webview=0` (or `false`). Any other value leaves the flag as it was.
 *
 * While it is on, the shell leaves out what an in-app webview must not show: the cookie banner (the
 * partner's app asks for consent on its own terms), the promotion banner and the app-store and social
 * links (each leads out of the partner's app), and it opens in the same view every link it would
 * otherwise open in a new tab (a webview has no tabs). See the README's shell decisions.
 */
export const WEBVIEW_FLAG_KEY = 'webview';

const ON = new Set(['1', 'true']);
const OFF = new Set(['0', 'false']);

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Applies the address's `webview` parameter to the stored flag and answers whether it is on. */
export function readWebviewFlag(search: URLSearchParams, storage?: FlagStorage | null): boolean {
  const asked = search.get('webview')?.trim().toLowerCase() ?? '';
  // No storage (the server): the address alone says.
  if (storage === null) return ON.has(asked);
  try {
    // Reading `localStorage` itself throws where storage is blocked, hence inside the try.
    const store = storage ?? globalThis.localStorage;
    if (ON.has(asked)) store?.setItem(WEBVIEW_FLAG_KEY, 'true');
    else if (OFF.has(asked)) store?.removeItem(WEBVIEW_FLAG_KEY);
    return store?.getItem(WEBVIEW_FLAG_KEY) === 'true';
  } catch {
    // Storage unavailable: the flag lasts for this page only.
    return ON.has(asked);
  }
}

/** How the shell opens a link it would open in a new tab: in the same view inside a webview. */
export function newTabProps(webview: boolean, external = false): { target?: '_blank'; rel?: string } {
  if (webview) return external ? { rel: 'noopener noreferrer' } : {};
  return { target: '_blank', rel: external ? 'noopener noreferrer' : 'noopener' };
}

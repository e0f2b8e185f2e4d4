import { create } from 'zustand';
import {
  AUTH_COOKIE,
  GUEST_COOKIE,
  readCookie,
  removeCookie,
  writeCookie,
} from '@clubstay/api-client/cookies';
import type { BrandSettings } from '@clubstay/contract/brands';
import type { Attribution } from '@clubstay/router/analytics';
import { createStoredFlag } from '#start/stored-flag.ts';
import { type AccessEvent, accessReducer, type AccessState, initialAccess } from './access-machine.ts';

/** Key of the skip-access flag (spec 1 §9 "Local storage keeps … the skip flag"). */
const SKIP_FLAG_KEY = 'skipAccessCheck';
/** The skip flag is also a cookie (same name), so the server renders the page the flag opens. */
const SKIP_FLAG_MAX_AGE = 10 * 365 * 24 * 3600;
/**
 * Read in the browser only, after hydration: when a page the browser renders alone creates its store
 * (the shell marks such a page hydrated first) and at logout; a server-rendered page's store starts
 * from the access the server settled.
 */
const skipFlag = createStoredFlag(SKIP_FLAG_KEY);

function writeSkipFlag(): void {
  skipFlag.getState().raise();
  writeCookie(SKIP_FLAG_KEY, 'true', SKIP_FLAG_MAX_AGE);
}

interface AccessStore extends AccessState {
  brandGuestDefault: boolean;
  /** The visit's gclid and utm values (spec 1 §3 "User state"), sent with the tracked events. */
  attribution: Attribution;
  dispatch(event: AccessEvent): void;
  /** /skipAccessCheck: sets the flag and marks the visitor as guest. */
  skipAccess(): void;
  logout(): void;
  cleanup(): void;
}

/**
 * The access facts of a request: its cookies (the server reads the request's Cookie header). The
 * session cookie is HttpOnly: only the server sees it; in the browser (no `cookies`) whether the
 * visitor is a member is the server's to say (the boot state, or GET /customers at start).
 */
export function accessFacts(cookies?: string): {
  hasAuthCookie: boolean;
  hasGuestCookie: boolean;
  skipFlag: boolean;
} {
  return {
    hasAuthCookie: cookies !== undefined && readCookie(AUTH_COOKIE, cookies) !== null,
    hasGuestCookie: readCookie(GUEST_COOKIE, cookies) !== null,
    skipFlag:
      readCookie(SKIP_FLAG_KEY, cookies) === 'true' || (cookies === undefined && skipFlag.getState().raised),
  };
}

/**
 * The access store. `start` is the state the server settled (a server-rendered page); without it the
 * level comes from this browser's cookies and storage.
 */
export function createAccessStore(
  brand: Pick<BrandSettings, 'initialAccessGuest'>,
  attribution: Attribution = {},
  start?: AccessState,
) {
  const brandGuestDefault = brand.initialAccessGuest;
  return create<AccessStore>()((set, get) => ({
    ...(start ?? initialAccess({ ...accessFacts(), brandGuestDefault })),
    brandGuestDefault,
    attribution,
    dispatch: (event) => set((state) => accessReducer(state, event)),
    skipAccess: () => {
      writeSkipFlag();
      get().dispatch({ type: 'skipAccess' });
    },
    // The session cookie is HttpOnly: the server clears it (sign-out, or the call that found it dead).
    logout: () => {
      removeCookie(GUEST_COOKIE);
      get().dispatch({
        type: 'loggedOut',
        facts: { skipFlag: skipFlag.getState().raised, brandGuestDefault },
      });
    },
    cleanup: () => {
      removeCookie(GUEST_COOKIE);
      get().dispatch({ type: 'cleanedUp' });
    },
  }));
}

export type AccessStoreHook = ReturnType<typeof createAccessStore>;

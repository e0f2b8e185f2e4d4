import { GUEST_COOKIE, readCookie, writeCookie } from '@clubstay/api-client/cookies';
import type { AccessEvent, UserInfo } from '#access/access-machine.ts';
import type { Level } from '@clubstay/router/access';

export interface SettleAccessDeps {
  /** Brand validates a partner guest token at start (brands-for-employees). */
  guestTokenValidation: boolean;
  level: Level;
  /** `token` from the address, if any. */
  queryToken: string | null;
  validateGuest(token: string): Promise<{ token: string }>;
  loadUser(): Promise<UserInfo>;
  dispatch(event: AccessEvent): void;
  /** Removes the cookies and resets to none (a member whose session the server refuses). */
  cleanup(): void;
  /**
   * Ask the server whether the visitor is a member even when the level says otherwise: the browser
   * cannot see the HttpOnly session cookie (a page it renders itself, without the server's boot state).
   * A refusal then only means "not signed in". @default false
   */
  probeMember?: boolean;
  readGuestCookie?: () => string | null;
  writeGuestCookie?: (token: string) => void;
}

/**
 * Steps 2 and 3 of the start sequence (spec 1 §4): for the one brand, validate the guest token from
 * the address or the cookie; then fetch user info only for members.
 */
export async function settleAccess(deps: SettleAccessDeps): Promise<void> {
  const readGuest = deps.readGuestCookie ?? (() => readCookie(GUEST_COOKIE));
  const writeGuest = deps.writeGuestCookie ?? ((token: string) => writeCookie(GUEST_COOKIE, token));
  let level = deps.level;
  if (deps.guestTokenValidation) {
    const token = deps.queryToken ?? readGuest();
    if (token) {
      try {
        const validated = await deps.validateGuest(token);
        writeGuest(validated.token);
        deps.dispatch({ type: 'guestValidated' });
        if (level === 'none') level = 'guest';
      } catch {
        deps.dispatch({ type: 'guestRejected' });
      }
    }
  }
  if (level === 'member') {
    try {
      deps.dispatch({ type: 'userLoaded', user: await deps.loadUser() });
    } catch {
      deps.cleanup();
    }
  } else if (deps.probeMember) {
    const user = await deps.loadUser().catch(() => null);
    if (user) deps.dispatch({ type: 'loginSucceeded', user });
  }
}

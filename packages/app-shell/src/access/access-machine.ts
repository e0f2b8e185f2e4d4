import type { Level } from '@clubstay/router/access';

/**
 * The access-level state machine of spec 1 §4, as a pure reducer: the zustand store applies it and
 * performs the side effects (cookies, navigation) the events call for.
 */
export interface UserInfo {
  name: string;
  surname: string;
  email: string;
  accessLevel: string;
  isVip: boolean;
}

export interface AccessState {
  level: Level;
  user: UserInfo | null;
}

export interface StartFacts {
  hasAuthCookie: boolean;
  hasGuestCookie: boolean;
  skipFlag: boolean;
  /** The brand starts visitors as guests (bitrefill, etherfi). */
  brandGuestDefault: boolean;
}

export type AccessEvent =
  | { type: 'loginSucceeded'; user?: UserInfo }
  | { type: 'loginFailed'; isSuccess?: boolean }
  | { type: 'guestValidated' }
  | { type: 'guestRejected' }
  | { type: 'userLoaded'; user: UserInfo }
  | { type: 'loggedOut'; facts: Pick<StartFacts, 'skipFlag' | 'brandGuestDefault'> }
  | { type: 'skipAccess' }
  | { type: 'cleanedUp' };

/** Initial level: member with an auth cookie; else guest with a guest cookie, the skip flag or a guest-default brand; else none. */
export function initialAccess(facts: StartFacts): AccessState {
  if (facts.hasAuthCookie) return { level: 'member', user: null };
  if (facts.hasGuestCookie || facts.skipFlag || facts.brandGuestDefault)
    return { level: 'guest', user: null };
  return { level: 'none', user: null };
}

export function accessReducer(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'loginSucceeded':
      return { level: 'member', user: event.user ?? state.user };
    case 'loginFailed':
      // A failure that still carries the success flag signs the user in (spec 1 §4).
      return event.isSuccess ? { ...state, level: 'member' } : state;
    case 'guestValidated':
      return state.level === 'none' ? { ...state, level: 'guest' } : state;
    case 'guestRejected':
      return state.level === 'guest' ? { ...state, level: 'none' } : state;
    case 'userLoaded':
      return { ...state, user: event.user };
    case 'loggedOut':
      return { level: event.facts.skipFlag || event.facts.brandGuestDefault ? 'guest' : 'none', user: null };
    case 'skipAccess':
      return state.level === 'member' ? state : { ...state, level: 'guest' };
    case 'cleanedUp':
      return { level: 'none', user: null };
  }
}

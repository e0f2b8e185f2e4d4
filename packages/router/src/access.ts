import type { AccessRule, BrandSettings } from '@clubstay/contract/brands';

/** The levels a visitor can have (spec 1 §2); `never` is only a rule, no one has it. */
export type Level = 'none' | 'guest' | 'member';

/** Routes whose access a brand may override, and the rest by their default rule. */
export type AccessKey =
  | 'public'
  | 'skipAccess'
  | 'signUp'
  | 'home'
  | 'search'
  | 'hotel'
  | 'checkout'
  | 'confirmation'
  | 'memberArea';

const ANY: AccessRule = ['none', 'guest', 'member'];
const GUEST_OR_MEMBER: AccessRule = ['guest', 'member'];
const MEMBER: AccessRule = ['member'];

/** The rules of spec 1 §2 before any brand override. */
export const DEFAULT_ACCESS: Record<AccessKey, AccessRule> = {
  public: ANY,
  skipAccess: ANY,
  signUp: GUEST_OR_MEMBER,
  home: GUEST_OR_MEMBER,
  search: GUEST_OR_MEMBER,
  hotel: GUEST_OR_MEMBER,
  checkout: GUEST_OR_MEMBER,
  confirmation: GUEST_OR_MEMBER,
  memberArea: MEMBER,
};

export function accessRule(key: AccessKey, brand: Pick<BrandSettings, 'access'>): AccessRule {
  const override = key in brand.access ? brand.access[key as keyof BrandSettings['access']] : undefined;
  return override ?? DEFAULT_ACCESS[key];
}

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; redirect?: string } | { kind: 'no-rights' };

export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * The route guard of spec 1 §2: a level the rule allows goes on; otherwise the fallback address when
 * there is one, else home when home is open to the level (the "home mode"), else the no-rights page.
 * Decisions where the spec is silent: a route that a member could open falls back to sign-in (with
 * the address to return to), so a visitor of a members club is asked to sign in rather than refused;
 * a rule of `never` is always the no-rights page.
 */
export function decideAccess(
  level: Level,
  key: AccessKey,
  brand: Pick<BrandSettings, 'access'>,
  currentHref: string,
): AccessDecision {
  const rule = accessRule(key, brand);
  if (rule === 'never') return { kind: 'no-rights' };
  if (rule.includes(level)) return { kind: 'allow' };
  if (rule.includes('member') && level !== 'member')
    return { kind: 'redirect', to: SIGN_IN_PATH, redirect: currentHref };
  const home = accessRule('home', brand);
  if (home !== 'never' && home.includes(level) && key !== 'home') return { kind: 'redirect', to: '/' };
  return { kind: 'no-rights' };
}

import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS } from '@clubstay/contract/brands';
import { type AccessKey, decideAccess, type Level } from './access.ts';

const levels: Level[] = ['none', 'guest', 'member'];
const at = (level: Level, key: AccessKey, brand = BRANDS.clubstay) =>
  decideAccess(level, key, brand, '/here?x=1');

describe('route guard with the default rules', () => {
  it('opens public routes to every level', () => {
    for (const level of levels) expect(at(level, 'public')).toEqual({ kind: 'allow' });
  });

  it('opens home, search, hotel, checkout and confirmation to guests and members', () => {
    for (const key of ['home', 'search', 'hotel', 'checkout', 'confirmation', 'signUp'] as const) {
      expect(at('guest', key)).toEqual({ kind: 'allow' });
      expect(at('member', key)).toEqual({ kind: 'allow' });
      expect(at('none', key)).toEqual({ kind: 'redirect', to: '/auth/sign-in', redirect: '/here?x=1' });
    }
  });

  it('sends anyone but a member from the member area to sign-in', () => {
    expect(at('member', 'memberArea')).toEqual({ kind: 'allow' });
    expect(at('guest', 'memberArea')).toMatchObject({ kind: 'redirect', to: '/auth/sign-in' });
    expect(at('none', 'memberArea')).toMatchObject({ kind: 'redirect', to: '/auth/sign-in' });
  });
});

describe('partner overrides', () => {
  it('bitunix: home open to all, search/hotel/checkout/confirmation members only, sign-up guest or member', () => {
    const bitunix = BRANDS.bitunix;
    expect(at('none', 'home', bitunix)).toEqual({ kind: 'allow' });
    for (const key of ['search', 'hotel', 'checkout', 'confirmation'] as const) {
      expect(at('none', key, bitunix)).toMatchObject({ kind: 'redirect', to: '/auth/sign-in' });
      expect(at('guest', key, bitunix)).toMatchObject({ kind: 'redirect', to: '/auth/sign-in' });
      expect(at('member', key, bitunix)).toEqual({ kind: 'allow' });
    }
    expect(at('guest', 'signUp', bitunix)).toEqual({ kind: 'allow' });
  });

  it('coca lets anyone open a hotel, check out and see the confirmation; home and search stay guest or member', () => {
    const coca = BRANDS.coca;
    for (const key of ['hotel', 'checkout', 'confirmation'] as const)
      for (const level of levels) expect(at(level, key, coca)).toEqual({ kind: 'allow' });
    for (const key of ['home', 'search'] as const)
      expect(at('none', key, coca)).toEqual({ kind: 'redirect', to: '/auth/sign-in', redirect: '/here?x=1' });
  });

  it('brands-for-employees never allows sign-up, whatever the level', () => {
    for (const level of levels)
      expect(at(level, 'signUp', BRANDS['brands-for-employees'])).toEqual({ kind: 'no-rights' });
  });

  it('the skip-access route is never allowed for bitunix, brands-for-employees and xportal, and open elsewhere', () => {
    const blocked = BRAND_IDS.filter((id) => at('none', 'skipAccess', BRANDS[id]).kind === 'no-rights');
    expect(blocked.sort()).toEqual(['bitunix', 'brands-for-employees', 'xportal']);
  });
});

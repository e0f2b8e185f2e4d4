import { describe, expect, it } from 'vitest';
import { accessReducer, type AccessState, initialAccess, type UserInfo } from './access-machine.ts';

const none = { hasAuthCookie: false, hasGuestCookie: false, skipFlag: false, brandGuestDefault: false };
const user: UserInfo = {
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  accessLevel: 'Member',
  isVip: false,
};
const at = (level: AccessState['level']): AccessState => ({ level, user: null });

describe('initial access level', () => {
  it('is member when an auth cookie exists, whatever else is there', () => {
    expect(initialAccess({ ...none, hasAuthCookie: true, hasGuestCookie: true }).level).toBe('member');
  });
  it('is guest with a guest cookie, the skip flag, or on a guest-default brand', () => {
    expect(initialAccess({ ...none, hasGuestCookie: true }).level).toBe('guest');
    expect(initialAccess({ ...none, skipFlag: true }).level).toBe('guest');
    expect(initialAccess({ ...none, brandGuestDefault: true }).level).toBe('guest');
  });
  it('is none otherwise', () => {
    expect(initialAccess(none)).toEqual({ level: 'none', user: null });
  });
});

describe('transitions', () => {
  it('login success gives member, with the user when given', () => {
    expect(accessReducer(at('none'), { type: 'loginSucceeded', user })).toEqual({ level: 'member', user });
    expect(accessReducer(at('guest'), { type: 'loginSucceeded' }).level).toBe('member');
  });
  it('a login failure carrying the success flag gives member; a plain failure changes nothing', () => {
    expect(accessReducer(at('none'), { type: 'loginFailed', isSuccess: true }).level).toBe('member');
    expect(accessReducer(at('guest'), { type: 'loginFailed' }).level).toBe('guest');
    expect(accessReducer(at('none'), { type: 'loginFailed', isSuccess: false }).level).toBe('none');
  });
  it('guest validation turns none into guest, and its failure turns guest into none', () => {
    expect(accessReducer(at('none'), { type: 'guestValidated' }).level).toBe('guest');
    expect(accessReducer(at('member'), { type: 'guestValidated' }).level).toBe('member');
    expect(accessReducer(at('guest'), { type: 'guestRejected' }).level).toBe('none');
    expect(accessReducer(at('member'), { type: 'guestRejected' }).level).toBe('member');
  });
  it('logout resets to none, or to guest with the skip flag or on a guest-default brand, and clears the user', () => {
    const member: AccessState = { level: 'member', user };
    expect(
      accessReducer(member, { type: 'loggedOut', facts: { skipFlag: false, brandGuestDefault: false } }),
    ).toEqual({
      level: 'none',
      user: null,
    });
    expect(
      accessReducer(member, { type: 'loggedOut', facts: { skipFlag: true, brandGuestDefault: false } }).level,
    ).toBe('guest');
    expect(
      accessReducer(member, { type: 'loggedOut', facts: { skipFlag: false, brandGuestDefault: true } }).level,
    ).toBe('guest');
  });
  it('the skip-access route marks a visitor as guest but never demotes a member', () => {
    expect(accessReducer(at('none'), { type: 'skipAccess' }).level).toBe('guest');
    expect(accessReducer(at('member'), { type: 'skipAccess' }).level).toBe('member');
  });
  it('clean-up resets to none and forgets the user', () => {
    expect(accessReducer({ level: 'member', user }, { type: 'cleanedUp' })).toEqual({
      level: 'none',
      user: null,
    });
  });
  it('keeps the user when user info loads', () => {
    expect(accessReducer(at('member'), { type: 'userLoaded', user }).user).toEqual(user);
  });
});

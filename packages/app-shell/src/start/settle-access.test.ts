import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '#access/access-machine.ts';
import { settleAccess } from './settle-access.ts';

const user: UserInfo = {
  name: 'Ada',
  surname: 'L',
  email: 'ada@example.com',
  accessLevel: 'Member',
  isVip: false,
};

function deps(overrides: Partial<Parameters<typeof settleAccess>[0]> = {}) {
  return {
    guestTokenValidation: false,
    level: 'none' as const,
    queryToken: null,
    validateGuest: vi.fn(async (token: string) => ({ token })),
    loadUser: vi.fn(async () => user),
    dispatch: vi.fn(),
    cleanup: vi.fn(),
    readGuestCookie: () => null,
    writeGuestCookie: vi.fn(),
    ...overrides,
  };
}

describe('settleAccess', () => {
  it('validates the guest token from the address on the guest-token brand and stores it', async () => {
    const d = deps({ guestTokenValidation: true, queryToken: 'abc' });
    await settleAccess(d);
    expect(d.validateGuest).toHaveBeenCalledWith('abc');
    expect(d.writeGuestCookie).toHaveBeenCalledWith('abc');
    expect(d.dispatch).toHaveBeenCalledWith({ type: 'guestValidated' });
  });

  it('falls back to the guest cookie when the address has no token', async () => {
    const d = deps({ guestTokenValidation: true, readGuestCookie: () => 'from-cookie' });
    await settleAccess(d);
    expect(d.validateGuest).toHaveBeenCalledWith('from-cookie');
  });

  it('turns a refused guest token into guestRejected', async () => {
    const d = deps({
      guestTokenValidation: true,
      level: 'guest',
      queryToken: 'bad',
      validateGuest: vi.fn(async () => Promise.reject(new Error('401'))),
    });
    await settleAccess(d);
    expect(d.dispatch).toHaveBeenCalledWith({ type: 'guestRejected' });
    expect(d.writeGuestCookie).not.toHaveBeenCalled();
  });

  it('never validates on other brands', async () => {
    const d = deps({ queryToken: 'abc' });
    await settleAccess(d);
    expect(d.validateGuest).not.toHaveBeenCalled();
  });

  it('loads user info for members only', async () => {
    const guest = deps({ level: 'guest' });
    await settleAccess(guest);
    expect(guest.loadUser).not.toHaveBeenCalled();
    const member = deps({ level: 'member' });
    await settleAccess(member);
    expect(member.dispatch).toHaveBeenCalledWith({ type: 'userLoaded', user });
  });

  it('cleans up a member whose session the server refuses', async () => {
    const d = deps({ level: 'member', loadUser: vi.fn(async () => Promise.reject(new Error('401'))) });
    await settleAccess(d);
    expect(d.cleanup).toHaveBeenCalled();
  });

  it('asks the server in the browser, which cannot read the HttpOnly session cookie: a member signs in, anyone else stays', async () => {
    const probed = deps({ level: 'none', probeMember: true });
    await settleAccess(probed);
    expect(probed.loadUser).toHaveBeenCalled();
    expect(probed.dispatch).toHaveBeenCalledWith({ type: 'loginSucceeded', user });
    const visitor = deps({
      level: 'guest',
      probeMember: true,
      loadUser: vi.fn(async () => Promise.reject(new Error('401'))),
    });
    await settleAccess(visitor);
    expect(visitor.dispatch).not.toHaveBeenCalled();
    expect(visitor.cleanup).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { hotelEs, partnerRefs } from './address-context.ts';

describe('es on sign-in (spec 1 §7: "optionally es on hotel pages")', () => {
  it('is the es of the hotel page the sign-in opens on', () => {
    expect(hotelEs('/hotel/42?searchId=s1&es=abc')).toBe('abc');
    expect(hotelEs('/hotel-name/42?es=xyz')).toBe('xyz');
  });

  it('is the es of the hotel page a visitor was sent from to /auth/sign-in', () => {
    expect(hotelEs(`/auth/sign-in?redirect=${encodeURIComponent('/hotel/42?searchId=s1&es=abc')}`)).toBe(
      'abc',
    );
  });

  it('is absent elsewhere', () => {
    expect(hotelEs('/search?es=abc')).toBeUndefined();
    expect(hotelEs('/auth/sign-in?redirect=%2Fsearch%3Fes%3Dabc')).toBeUndefined();
    expect(hotelEs('/hotel/42')).toBeUndefined();
    expect(hotelEs('/auth/sign-in?redirect=https%3A%2F%2Fevil.example%2Fhotel%2F1%3Fes%3Dx')).toBeUndefined();
  });
});

describe('cvexRef and cvexSubRef on sign-up', () => {
  it('come from the address, or from the page the visitor returns to', () => {
    expect(partnerRefs('/auth/sign-up?code=C&cvexRef=r1&cvexSubRef=s1')).toEqual({
      cvexRef: 'r1',
      cvexSubRef: 's1',
    });
    expect(partnerRefs(`/auth/sign-in?redirect=${encodeURIComponent('/?cvexRef=r2')}`)).toEqual({
      cvexRef: 'r2',
    });
    expect(partnerRefs('/auth/sign-up')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { BRANDS } from '@clubstay/contract/brands';
import { bookDecision, checkoutSearch, loyaltyTarget, otherHotelsQuery } from './book.ts';
import { discountOf, shownDiscount } from './discount.ts';

describe('book', () => {
  it('lets guests and members go on to checkout and sends visitors to sign-in', () => {
    expect(bookDecision('guest', BRANDS.clubstay)).toBe('checkout');
    expect(bookDecision('member', BRANDS.wirex)).toBe('checkout');
    expect(bookDecision('none', BRANDS.clubstay)).toBe('sign-in');
  });

  it('lets anyone go on to checkout on coca', () => {
    expect(bookDecision('none', BRANDS.coca)).toBe('checkout');
  });

  it('goes to checkout with hotel, package, search and es, and no checkout id', () => {
    expect(checkoutSearch(12, '1-2-R', 's.1', 'es1')).toEqual({
      hotel: '12',
      package: '1-2-R',
      search: 's.1',
      es: 'es1',
    });
    expect(checkoutSearch(12, '1-2-R', 's.1', undefined)).toEqual({
      hotel: '12',
      package: '1-2-R',
      search: 's.1',
    });
  });

  it('searches the city for other hotels and sends the loyalty button by level', () => {
    expect(otherHotelsQuery('Paris', 'France')).toBe('Paris, France');
    expect(otherHotelsQuery('', 'France')).toBe('France');
    expect(loyaltyTarget('member')).toBe('loyalty');
    expect(loyaltyTarget('guest')).toBe('sign-in');
  });
});

describe('discount badge', () => {
  it('is capped at 60 and hidden at 0', () => {
    expect(shownDiscount(35)).toBe(35);
    expect(shownDiscount(70)).toBe(60);
    expect(shownDiscount(0)).toBe(0);
    expect(shownDiscount(-5)).toBe(0);
    expect(shownDiscount(undefined)).toBe(0);
  });

  it('takes the discount parameter of the address as a number when present', () => {
    expect(discountOf(20, 45)).toBe(45);
    expect(discountOf(20, undefined)).toBe(20);
    expect(discountOf(20, Number.NaN)).toBe(20);
  });
});

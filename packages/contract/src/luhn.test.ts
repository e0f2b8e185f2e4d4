import { describe, expect, it } from 'vitest';

import { luhnValid } from './luhn.ts';

describe('luhnValid', () => {
  it('accepts the test cards of the sandbox providers', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310006')).toBe(false);
  });

  it('takes digits only, 12 to 19 of them', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0000000000000000000')).toBe(true);
    expect(luhnValid('00000000000000000000')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

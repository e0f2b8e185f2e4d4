import { describe, expect, it } from 'vitest';
import { ageBands } from './child-policy.ts';

describe('child policy bands', () => {
  it('splits infants, children and adults at the hotel ages', () => {
    expect(ageBands({ childrenAgeFrom: 3, childrenAgeTo: 12, childrenStayFree: true })).toEqual([
      { kind: 'infants', from: 0, to: 2 },
      { kind: 'children', from: 3, to: 12, stayFree: true },
      { kind: 'adults', from: 13 },
    ]);
  });

  it('has no infant band when children start at birth', () => {
    expect(ageBands({ childrenAgeFrom: 0, childrenAgeTo: 17, childrenStayFree: false })).toEqual([
      { kind: 'children', from: 0, to: 17, stayFree: false },
      { kind: 'adults', from: 18 },
    ]);
  });

  it('has infants only up to 0 when children start at 1', () => {
    expect(ageBands({ childrenAgeFrom: 1, childrenAgeTo: 1, childrenStayFree: true })[0]).toEqual({
      kind: 'infants',
      from: 0,
      to: 0,
    });
  });

  it('counts everyone from childrenAgeFrom as an adult when the child range is empty', () => {
    expect(ageBands({ childrenAgeFrom: 4, childrenAgeTo: 2, childrenStayFree: true })).toEqual([
      { kind: 'infants', from: 0, to: 3 },
      { kind: 'adults', from: 4 },
    ]);
  });
});

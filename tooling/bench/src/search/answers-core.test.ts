import { describe, expect, it } from 'vitest';
import { differences, fixedSearches } from './answers-core.ts';

describe('fixedSearches', () => {
  it('is 200 distinct searches with fixed dates', () => {
    const searches = fixedSearches();
    expect(searches).toHaveLength(200);
    expect(new Set(searches).size).toBe(200);
    expect(searches.every((query) => query.startsWith('k=2027'))).toBe(true);
    expect(fixedSearches()).toEqual(searches);
  });
});

describe('differences', () => {
  it('finds nothing in equal answers', () => {
    expect(differences({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toEqual([]);
  });

  it('names each differing, missing or added field by its path', () => {
    expect(differences({ a: [1, { b: 'x' }], c: 1 }, { a: [1, { b: 'y' }], d: 2 })).toEqual([
      '.a.1.b: "x" → "y"',
      '.c: 1 → (missing)',
      '.d: (missing) → 2',
    ]);
  });

  it('tells an array from an object and a value from null', () => {
    expect(differences({ a: [] }, { a: {} })).toEqual(['.a: [] → {}']);
    expect(differences({ a: 0 }, { a: null })).toEqual(['.a: 0 → null']);
  });
});

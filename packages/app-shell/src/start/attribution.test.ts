import { describe, expect, it } from 'vitest';
import { readAttribution } from './attribution.ts';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the visit’s attribution (gclid, utm)', () => {
  it('takes the values of the landing address and keeps them for the later pages of the visit', () => {
    const storage = memory();
    expect(readAttribution(new URLSearchParams('gclid=g-1&utm_source=mail&q=x'), storage)).toEqual({
      gclid: 'g-1',
      utm_source: 'mail',
    });
    expect(readAttribution(new URLSearchParams(''), storage)).toEqual({ gclid: 'g-1', utm_source: 'mail' });
  });

  it('a new campaign click replaces the kept values', () => {
    const storage = memory();
    readAttribution(new URLSearchParams('gclid=old&utm_campaign=spring'), storage);
    expect(readAttribution(new URLSearchParams('utm_campaign=summer'), storage)).toEqual({
      utm_campaign: 'summer',
    });
  });

  it('ignores spoilt storage', () => {
    const storage = memory();
    storage.setItem('attribution', '{not json');
    expect(readAttribution(new URLSearchParams(''), storage)).toEqual({});
  });
});

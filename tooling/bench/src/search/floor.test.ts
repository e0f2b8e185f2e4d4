import { describe, expect, it } from 'vitest';
import { parseSearchKey, type SearchKey } from '@clubstay/contract/search';
import { floorStatement } from './floor.ts';

const key = parseSearchKey('20270310-20270313~2').key as SearchKey;
const paris = { lat: 48.8534, lng: 2.3488, radius: 10_000, countryCode: 'FR' };

describe('floorStatement', () => {
  it('reads the circle by its cells and box and checks the exact distance', () => {
    const { sql, params } = floorStatement('minimal', key, paris);
    expect(sql).toMatch(/cell = any\(\$\d+::int4\[\]\) and lat between/);
    expect(sql).toContain('where dist <= ');
    expect(sql).not.toContain('hashint8');
    expect(params[params.length - 1]).toBe(10_000);
  });

  it('prices the stay only in the pricing floor', () => {
    const { sql } = floorStatement('pricing', key, paris);
    expect(sql).toContain('hashint8');
    expect(sql).toContain('min(price) as price_min');
  });

  it('reads a whole country by its code', () => {
    const { sql, params } = floorStatement('minimal', key, { ...paris, radius: null });
    expect(sql).toContain('country_code = $3::text');
    expect(sql).not.toContain('dist <=');
    expect(params).toContain('FR');
  });
});

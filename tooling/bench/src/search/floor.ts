/**
 * The floor of a fresh search: the least SQL that answers the destination at all, on the same table
 * and indexes as the API (the circle's cells and box, exact haversine), with nothing the product adds.
 *
 * - `minimal`: the count, the distance bounds and the star list, and the first 60 ids by popularity.
 * - `pricing`: the same, plus the price per night of the stay and the sold-out state of every hotel of
 *   the destination, with their bounds, exactly as the product must compute them (one hash per hotel
 *   and stay, the product's expressions).
 */
import type { SearchKey } from '@clubstay/contract/search';
import { boxAround, cellsOfBox, distanceSql } from '@clubstay/api/inventory/geo';
import { perNightSql, soldOutSql, stayFactors } from '@clubstay/api/inventory/pricing';

export interface FloorDestination {
  lat: number;
  lng: number;
  /** Metres; null for a whole country. */
  radius: number | null;
  countryCode: string | null;
}

export interface FloorStatement {
  sql: string;
  params: unknown[];
}

export type FloorKind = 'minimal' | 'pricing';

export function floorStatement(
  kind: FloorKind,
  key: SearchKey,
  destination: FloorDestination,
): FloorStatement {
  const params: unknown[] = [];
  const add = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const lat = add(destination.lat, 'float8');
  const lng = add(destination.lng, 'float8');
  let where: string;
  if (destination.radius === null) {
    where = `country_code = ${add(destination.countryCode, 'text')}`;
  } else {
    const box = boxAround(destination.lat, destination.lng, destination.radius);
    const { cells, lngRanges } = cellsOfBox(box);
    const lngs = lngRanges
      .map(([west, east]) => `lng between ${add(west, 'float8')} and ${add(east, 'float8')}`)
      .join(' or ');
    where = `cell = any(${add(cells, 'int4[]')}) and lat between ${add(box.south, 'float8')} and ${add(box.north, 'float8')} and (${lngs})`;
  }
  const radius = destination.radius === null ? '' : `where dist <= ${add(destination.radius, 'float8')}`;
  let priced = '';
  let pricedAggregates = '';
  if (kind === 'pricing') {
    const factors = stayFactors(key);
    const p = {
      north: add(factors.north, 'float8'),
      south: add(factors.south, 'float8'),
      party: add(factors.party, 'float8'),
      day: add(factors.day, 'int8'),
      nights: add(factors.nights, 'int8'),
      rooms: add(factors.rooms, 'int4'),
    };
    priced = `, ${perNightSql(p)} as price, ${soldOutSql(p)} as sold_out`;
    pricedAggregates = 'min(price) as price_min, max(price) as price_max, bool_or(sold_out) as any_sold_out,';
  }
  // The located rows first (`offset 0`), so the distance is computed once per row, as the API does.
  const sql = `
    select count(*)::int as total, ${pricedAggregates}
      floor(min(dist))::int as distance_min, ceil(max(dist))::int as distance_max, coalesce(bit_or(1 << stars::int), 0) as stars,
      coalesce((array_agg(id order by popularity desc, id asc))[1:60], '{}') as ids
    from (
      select id, stars, popularity, dist${priced}
      from (
        select id, lat, base_price, tradable, discount, stars, popularity, ${distanceSql(lat, lng)} as dist
        from hotels where ${where} offset 0
      ) located ${radius}
    ) candidates`;
  return { sql, params };
}

import type { PlaceType } from '@clubstay/contract/places';
import type { SearchKey, SortOption } from '@clubstay/contract/search';
import { boxAround, cellsOfBox, distanceSql } from '#inventory/geo.ts';
import { HOTEL_RECORD_COLUMNS } from '#inventory/hotel-view.ts';
import { perNightSql, soldOutSql, stayFactors } from '#inventory/pricing.ts';

/** A destination resolved to what the SQL needs. */
export interface Destination {
  type: PlaceType;
  placeId: string | null;
  name: string | null;
  countryCode: string | null;
  /** The point distances are measured from. */
  lat: number;
  lng: number;
  /** Metres; null for a whole country. */
  radius: number | null;
}

export interface Filters {
  name?: string | undefined;
  distanceToPointMax?: number | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  stars?: number[] | undefined;
  suitableTypes?: number[] | undefined;
  facilities?: number[] | undefined;
  rating?: number[] | undefined;
  hideSoldOut: boolean;
  propertyTypes?: number[] | undefined;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

const ORDER: Record<SortOption, string> = {
  'Price-asc': 'price asc, id asc',
  'Price-desc': 'price desc, id asc',
  'Discount-desc': 'discount desc, popularity desc, id asc',
  'DistanceToPoint-asc': 'dist asc, id asc',
  'TrustYouScore-desc': 'score desc nulls last, reviews_count desc, id asc',
  'PopularityScore-desc': 'popularity desc, id asc',
};

class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return `$${this.values.length}${type ? `::${type}` : ''}`;
  }
}

/** The columns every statement computes for the stay: distance, price per night, sold out. */
function stayColumns(params: Params, key: SearchKey, destination: Destination, alias = '') {
  const factors = stayFactors(key);
  const p = {
    north: params.add(factors.north, 'float8'),
    south: params.add(factors.south, 'float8'),
    party: params.add(factors.party, 'float8'),
    day: params.add(factors.day, 'int8'),
    nights: params.add(factors.nights, 'int8'),
    rooms: params.add(factors.rooms, 'int4'),
  };
  const lat = params.add(destination.lat, 'float8');
  const lng = params.add(destination.lng, 'float8');
  return {
    dist: distanceSql(lat, lng, `${alias}lat`, `${alias}lng`),
    price: perNightSql(p, alias),
    soldOut: soldOutSql(p, alias),
  };
}

/** Where the destination's hotels are: cells and box of a circle, or the country. */
function destinationWhere(params: Params, destination: Destination): string {
  if (destination.radius === null) return `country_code = ${params.add(destination.countryCode, 'text')}`;
  const box = boxAround(destination.lat, destination.lng, destination.radius);
  const { cells, lngRanges } = cellsOfBox(box);
  const lng = lngRanges
    .map(([west, east]) => `lng between ${params.add(west, 'float8')} and ${params.add(east, 'float8')}`)
    .join(' or ');
  return `cell = any(${params.add(cells, 'int4[]')}) and lat between ${params.add(box.south, 'float8')} and ${params.add(box.north, 'float8')} and (${lng})`;
}

function filterWhere(params: Params, filters: Filters): string {
  const where: string[] = [];
  if (filters.name) where.push(`name_key like ${params.add(`%${filters.name}%`, 'text')}`);
  if (filters.distanceToPointMax !== undefined)
    where.push(`dist <= ${params.add(filters.distanceToPointMax, 'float8')}`);
  if (filters.priceFrom !== undefined) where.push(`price >= ${params.add(filters.priceFrom, 'float8')}`);
  if (filters.priceTo !== undefined) where.push(`price <= ${params.add(filters.priceTo, 'float8')}`);
  if (filters.stars?.length) where.push(`stars = any(${params.add(filters.stars, 'int2[]')})`);
  if (filters.propertyTypes?.length)
    where.push(`property_type = any(${params.add(filters.propertyTypes, 'int2[]')})`);
  if (filters.rating?.length) where.push(`category = any(${params.add(filters.rating, 'int2[]')})`);
  if (filters.suitableTypes?.length) {
    const mask = filters.suitableTypes.reduce((bits, id) => bits | (1 << id), 0);
    where.push(`suitable & ${params.add(mask, 'int2')} = ${params.add(mask, 'int2')}`);
  }
  if (filters.facilities?.length) {
    const mask = filters.facilities.reduce((bits, id) => bits | (1n << BigInt(id)), 0n).toString();
    where.push(`facilities & ${params.add(mask, 'int8')} = ${params.add(mask, 'int8')}`);
  }
  if (filters.hideSoldOut) where.push('not sold_out');
  return where.length ? `where ${where.join(' and ')}` : '';
}

export interface SearchRow extends Record<string, unknown> {
  price_min: number | null;
  price_max: number | null;
  distance_min: number | null;
  distance_max: number | null;
  ratings: number;
  facilities: string;
  types: number;
  stars: number;
  suitable: number;
  any_sold_out: boolean;
  total: number;
  ids: number[];
}

/**
 * One statement per search: the destination's hotels with their price and distance for the stay
 * (`dest`), its filter metadata, the count of the filtered hotels (`hits`) and the ids of the first
 * `keep` of them in sort order (a top-N sort, not a full one). The API keeps those ids for the
 * pages of the same searchId, and asks again with a larger `keep` for a page beyond them.
 */
export function searchStatement(
  key: SearchKey,
  destination: Destination,
  filters: Filters,
  sort: SortOption,
  keep = 1000,
  withMetadata = true,
): SqlStatement {
  const params = new Params();
  const columns = stayColumns(params, key, destination);
  const where = destinationWhere(params, destination);
  const radius =
    destination.radius === null ? '' : `where dist <= ${params.add(destination.radius, 'float8')}`;
  const filtered = filterWhere(params, filters);
  const condition = filtered ? filtered.replace(/^where /, '') : 'true';
  // One scan and one aggregate: metadata over every row of the destination, the count and the
  // first `keep` ids in sort order over the rows that pass the filters (sliced inside PostgreSQL).
  // Without metadata (the destination's is already known for these dates) only the hits are counted.
  const metadata = withMetadata
    ? `min(price) as price_min, max(price) as price_max,
      floor(min(dist))::int as distance_min, ceil(max(dist))::int as distance_max,
      coalesce(bit_or(1 << category::int), 0) as ratings, coalesce(bit_or(facilities), 0)::text as facilities,
      coalesce(bit_or(1 << property_type::int), 0) as types, coalesce(bit_or(1 << stars::int), 0) as stars,
      coalesce(bit_or(suitable::int), 0) as suitable, coalesce(bool_or(sold_out), false) as any_sold_out,`
    : '';
  // With the metadata, the distance and then the price and sold-out state are computed once per row
  // in their own subqueries (`offset 0` keeps the planner from folding them into the aggregate,
  // which evaluates them again in every aggregate that reads them: the distance three times, the
  // price two or three times), and the price only for the hotels inside the circle. Without the
  // metadata each is read once anyway, and the folded form is faster.
  const candidates = withMetadata
    ? `(
      select id, stars, property_type, category, score, reviews_count, popularity, discount, facilities, suitable,
        name_key, dist, ${columns.price} as price, ${columns.soldOut} as sold_out
      from (
        select id, lat, base_price, tradable, stars, property_type, category, score, reviews_count, popularity, discount,
          facilities, suitable, name_key, ${columns.dist} as dist
        from hotels where ${where} offset 0
      ) located ${radius} offset 0
    ) candidates`
    : `(
      select id, stars, property_type, category, score, reviews_count, popularity, discount, facilities, suitable,
        name_key, ${columns.dist} as dist, ${columns.price} as price, ${columns.soldOut} as sold_out
      from hotels where ${where}
    ) candidates ${radius}`;
  const sql = `
    select ${metadata}
      (count(*) filter (where ${condition}))::int as total,
      coalesce((array_agg(id order by ${ORDER[sort]}) filter (where ${condition}))[1:${params.add(keep, 'int4')}], '{}') as ids
    from ${candidates}`;
  return { sql, params: params.values };
}

/** The rows of one page (or of given hotels), priced for the stay. */
export function pageStatement(
  key: SearchKey,
  destination: Destination,
  ids: readonly number[],
): SqlStatement {
  const params = new Params();
  const columns = stayColumns(params, key, destination, 'h.');
  const sql = `
    select ${HOTEL_RECORD_COLUMNS}, ${columns.dist} as dist, ${columns.price} as price, ${columns.soldOut} as sold_out
    from hotels h left join places p on p.id = 'city-' || h.city_id
    where h.id = any(${params.add(ids, 'int4[]')})`;
  return { sql, params: params.values };
}

import type { Db } from '#db/db.ts';
import type { SeedStep } from '#seed.ts';
import { FACILITIES } from '#reference/catalogue.ts';
import { CELL_DEGREES } from './geo.ts';
import { normalise } from './normalise.ts';
import { cityPrice, STAR_FACTOR } from './pricing.ts';
import type { InventoryOptions } from './seed-places.ts';
import {
  ADJECTIVES,
  FACILITY_CHANCE,
  NOUNS,
  TYPE_MAX_STARS,
  TYPE_MIN_STARS,
  TYPE_PRICE,
  TYPE_WEIGHTS,
  TYPE_WORD,
} from './seed-tables.ts';
import { cities, FEATURED_CITY_IDS, type City } from './world.ts';

/**
 * The hotel inventory: a deterministic generator (same count, same hotels) that places hotels in
 * real cities. A city gets hotels by its size (population^0.85, capitals ×2, the 12 featured
 * destinations ×6), spread around its centre over a radius that grows with the city. Every random
 * choice is a hash of the hotel id and a salt, so the same count gives the same hotels on every
 * machine. Rows are generated in Node and bulk loaded (COPY on PGlite, unnest batches on a server).
 */

interface CityAllocation {
  city: City;
  count: number;
}

function allocateHotels(total: number, list: readonly City[]): CityAllocation[] {
  const weights = list.map(
    (city) =>
      Math.pow(city.population, 0.85) * (city.capital ? 2 : 1) * (FEATURED_CITY_IDS.has(city.id) ? 6 : 1),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum || total <= 0) return [];
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || (list[a.index]?.id ?? 0) - (list[b.index]?.id ?? 0));
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return list.map((city, index) => ({ city, count: counts[index] ?? 0 })).filter((entry) => entry.count > 0);
}

/** Spread of a city's hotels around its centre, metres: 1.2 km for a town, about 9 km for Paris. */
function citySpread(population: number): number {
  return Math.round(1200 + 2200 * Math.log10(Math.max(population, 1000) / 1000));
}

/** A 32-bit hash of two integers (murmur3 finaliser): the generator's only source of chance. */
export function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul((b + 0x632be5ab) | 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}
/** A uniform number in [0, 1) from a hotel id and a salt. */
const rnd = (id: number, salt: number) => hash32(id, salt) / 4_294_967_296;

const TYPE_CUMULATIVE = (() => {
  const total = TYPE_WEIGHTS.reduce((a, b) => a + b, 0);
  let sum = 0;
  return TYPE_WEIGHTS.map((weight) => (sum += weight / total));
})();

function pick<T>(list: readonly T[], u: number): T {
  return list[Math.min(list.length - 1, Math.floor(u * list.length))] as T;
}

function facilityMask(id: number, stars: number, type: number): bigint {
  let mask = 0n;
  for (const { id: facility } of FACILITIES) {
    const [base, perStar] = FACILITY_CHANCE[facility] ?? [0.1, 0];
    let chance = base + perStar * stars;
    if (facility === 36 && [2, 9, 12, 25, 7, 18].includes(type)) chance += 0.7;
    if ((facility === 1 || facility === 2 || facility === 26) && (type === 6 || type === 7)) chance += 0.45;
    if (facility === 40 && stars === 5) chance += 0.35;
    if (rnd(id, 100 + facility) < chance) mask |= 1n << BigInt(facility);
  }
  return mask;
}

const HOTEL_COLUMNS = [
  { name: 'id', type: 'int4' },
  { name: 'cell', type: 'int4' },
  { name: 'lat', type: 'float8' },
  { name: 'lng', type: 'float8' },
  { name: 'country_code', type: 'text' },
  { name: 'city_id', type: 'int4' },
  { name: 'stars', type: 'int2' },
  { name: 'property_type', type: 'int2' },
  { name: 'category', type: 'int2' },
  { name: 'score', type: 'float4' },
  { name: 'popularity', type: 'float4' },
  { name: 'base_price', type: 'float4' },
  { name: 'discount', type: 'int2' },
  { name: 'facilities', type: 'int8' },
  { name: 'suitable', type: 'int2' },
  { name: 'tradable', type: 'bool' },
  { name: 'name', type: 'text' },
  { name: 'name_key', type: 'text' },
  { name: 'reviews_count', type: 'int4' },
  { name: 'has_provider', type: 'bool' },
  { name: 'distance_to_center', type: 'int4' },
  { name: 'images_count', type: 'int2' },
  { name: 'children_age_from', type: 'int2' },
  { name: 'children_age_to', type: 'int2' },
  { name: 'children_stay_free', type: 'bool' },
] as const;

type HotelRow = unknown[];

/** Where a hotel stands: around its city's centre, denser near it. */
function hotelPosition(id: number, city: City) {
  const spread = citySpread(city.population);
  const dist = spread * Math.pow(rnd(id, 1), 0.8);
  const theta = 2 * Math.PI * rnd(id, 2);
  let lat = Math.max(-89.9, Math.min(89.9, city.lat + (dist * Math.cos(theta)) / 111_320));
  let lng =
    city.lng + (dist * Math.sin(theta)) / (111_320 * Math.max(Math.cos((city.lat * Math.PI) / 180), 0.01));
  lng = Math.round((((((lng + 180) % 360) + 360) % 360) - 180) * 1e6) / 1e6;
  lat = Math.round(lat * 1e6) / 1e6;
  const cell =
    Math.floor((lat + 90) / CELL_DEGREES) * 3600 + Math.min(Math.floor((lng + 180) / CELL_DEGREES), 3599);
  return { spread, dist, lat, lng, cell };
}

/** One hotel of a city: every column of HOTEL_COLUMNS, in order. */
function generateHotel(id: number, city: City): HotelRow {
  const { spread, dist, lat, lng, cell } = hotelPosition(id, city);

  const u3 = rnd(id, 3);
  let type = TYPE_CUMULATIVE.findIndex((limit) => u3 < limit) + 1 || TYPE_WEIGHTS.length;
  if (type === 15 && city.countryCode !== 'JP') type = 1;
  if (type === 16 && city.countryCode !== 'MA') type = 13;
  const u4 = rnd(id, 4);
  const rawStars = u4 < 0.06 ? 1 : u4 < 0.22 ? 2 : u4 < 0.6 ? 3 : u4 < 0.88 ? 4 : 5;
  const stars = Math.max(Math.min(rawStars, TYPE_MAX_STARS[type - 1] ?? 5), TYPE_MIN_STARS[type - 1] ?? 1);

  const score =
    rnd(id, 30) < 0.05
      ? null
      : Math.round(
          Math.min(9.9, Math.max(3, 5.4 + 0.55 * stars + 2.4 * (rnd(id, 31) + rnd(id, 32) - 1))) * 10,
        ) / 10;
  const category =
    score === null ? null : score >= 9 ? 4 : score >= 8 ? 3 : score >= 7 ? 2 : score >= 6 ? 1 : 0;
  const reviews = score === null ? 0 : Math.floor(3 + Math.exp(rnd(id, 33) * 7.5) * (0.6 + 0.15 * stars));
  const discount = rnd(id, 35) < 0.35 ? 0 : 5 + Math.floor(rnd(id, 36) * 61);
  const popularity = Math.log(1 + reviews) * ((score ?? 5) / 10) * (1 + discount / 200) + rnd(id, 37) * 1.5;
  const basePrice = Math.max(
    28,
    cityPrice(city.countryCode, city.population, FEATURED_CITY_IDS.has(city.id)) *
      (STAR_FACTOR[stars] ?? 1) *
      (TYPE_PRICE[type - 1] ?? 1) *
      (0.75 + 0.5 * rnd(id, 39)) *
      (1.25 - 0.35 * Math.min(dist / spread, 1)),
  );

  let suitable = 0;
  if (rnd(id, 51) < 0.5 + 0.05 * stars) suitable |= 1 << 1;
  if (rnd(id, 52) < 0.25 + ([2, 6, 7, 12, 18, 25].includes(type) ? 0.5 : 0)) suitable |= 1 << 2;
  if (rnd(id, 53) < 0.05 + 0.13 * stars) suitable |= 1 << 3;
  if (rnd(id, 54) < 0.55 - 0.06 * stars + (type === 3 || type === 14 ? 0.4 : 0)) suitable |= 1 << 4;
  if (rnd(id, 55) < 0.15 + ([3, 7, 12].includes(type) ? 0.5 : 0)) suitable |= 1 << 5;

  const word = TYPE_WORD[type - 1] ?? 'Hotel';
  const adjective = pick(ADJECTIVES, rnd(id, 61));
  const noun = pick(NOUNS, rnd(id, 62));
  const pattern = rnd(id, 60);
  const name =
    pattern < 0.45
      ? `${word} ${adjective} ${noun}`
      : pattern < 0.8
        ? `${adjective} ${noun} ${word}`
        : `${word} ${adjective} ${city.name}`;

  return [
    id,
    cell,
    lat,
    lng,
    city.countryCode,
    city.id,
    stars,
    type,
    category,
    score,
    Math.round(popularity * 1000) / 1000,
    Math.round(basePrice * 100) / 100,
    discount,
    facilityMask(id, stars, type).toString(),
    suitable,
    rnd(id, 38) >= 0.03,
    name,
    normalise(name),
    reviews,
    score !== null && rnd(id, 34) < 0.92,
    Math.round(dist),
    6 + Math.floor(rnd(id, 40) * 19),
    rnd(id, 41) < 0.8 ? 0 : 2,
    pick([11, 12, 15, 17], rnd(id, 42)),
    rnd(id, 43) < 0.35,
  ];
}

/** Indexes of the search (see tooling/bench/README.md): built after the bulk load. */
const HOTEL_INDEXES = [
  'create index if not exists hotels_cell on hotels (cell)',
  'create index if not exists hotels_country on hotels (country_code)',
];

async function seedHotels(db: Db, options: InventoryOptions): Promise<{ hotels: number; cities: number }> {
  const only = options.countries ? new Set(options.countries) : undefined;
  const list = cities().filter((city) => !only || only.has(city.countryCode));
  const allocation = allocateHotels(options.hotels, list);
  // Ids follow the cities in a stable order; rows are written in cell order so that the table is
  // clustered by location (a radius search reads a few neighbouring pages).
  allocation.sort((a, b) => a.city.id - b.city.id);
  const total = allocation.reduce((sum, entry) => sum + entry.count, 0);
  const cells = new Int32Array(total);
  const owner = new Int32Array(total);
  let id = 0;
  allocation.forEach((entry, index) => {
    for (let i = 0; i < entry.count; i++) {
      id++;
      cells[id - 1] = hotelPosition(id, entry.city).cell;
      owner[id - 1] = index;
    }
  });
  const order = Array.from({ length: total }, (_, index) => index).sort(
    (a, b) => (cells[a] ?? 0) - (cells[b] ?? 0) || a - b,
  );

  await db.query('drop index if exists hotels_cell');
  await db.query('drop index if exists hotels_country');
  await db.query('truncate hotels');
  const chunk = 100_000;
  for (let from = 0; from < total; from += chunk) {
    const rows = order.slice(from, from + chunk).map((index) => {
      const entry = allocation[owner[index] ?? 0];
      if (!entry) throw new Error('hotel without a city');
      return generateHotel(index + 1, entry.city);
    });
    const columns = HOTEL_COLUMNS.map((_, column) => rows.map((row) => row[column]));
    await db.bulkInsert('hotels', HOTEL_COLUMNS, columns);
  }
  for (const statement of HOTEL_INDEXES) await db.query(statement);
  await db.query('vacuum analyze hotels');
  return { hotels: total, cities: allocation.length };
}

export function hotelsSeedStep(options: InventoryOptions, log?: (message: string) => void): SeedStep {
  const only = options.countries ? [...options.countries].sort().join(',') : '';
  return {
    name: 'hotels',
    version: `hotels-1:${options.hotels}${only ? `:${only}` : ''}`,
    async run(db) {
      const result = await seedHotels(db, options);
      log?.(`generated ${result.hotels} hotels in ${result.cities} cities`);
    },
  };
}

import type { SearchKey } from '@clubstay/contract/search';

/**
 * How prices are made. A hotel stores a base price per room-night in EUR, shaped at seed time by its
 * city (country price level, city size, featured destinations) and its stars and type. A search
 * multiplies it by the season of each night (hemisphere aware), weekends, the party (rooms, adults,
 * children) and a small per-hotel, per-date variation, so prices move with the dates as real rates do.
 */

/** Relative cost of a night by country (1 = euro-area average). Unlisted countries use 0.7. */
const COUNTRY_PRICE_LEVEL: Record<string, number> = {
  CH: 1.7,
  NO: 1.5,
  IS: 1.6,
  DK: 1.35,
  SE: 1.2,
  FI: 1.15,
  GB: 1.35,
  IE: 1.3,
  US: 1.35,
  CA: 1.2,
  AU: 1.25,
  NZ: 1.15,
  FR: 1.2,
  DE: 1.05,
  NL: 1.25,
  BE: 1.1,
  LU: 1.3,
  AT: 1.1,
  IT: 1.1,
  ES: 1.0,
  PT: 0.9,
  GR: 0.95,
  MC: 2.2,
  AE: 1.3,
  QA: 1.2,
  SG: 1.5,
  HK: 1.4,
  JP: 1.1,
  KR: 0.95,
  IL: 1.3,
  BS: 1.6,
  MV: 1.9,
  SC: 1.6,
  MX: 0.75,
  BR: 0.6,
  AR: 0.55,
  CL: 0.7,
  CO: 0.5,
  PE: 0.5,
  CN: 0.7,
  TH: 0.55,
  VN: 0.45,
  ID: 0.5,
  MY: 0.5,
  PH: 0.5,
  IN: 0.4,
  PK: 0.35,
  BD: 0.35,
  EG: 0.45,
  MA: 0.55,
  TR: 0.6,
  PL: 0.7,
  CZ: 0.8,
  HU: 0.7,
  HR: 0.9,
  RO: 0.6,
  BG: 0.55,
  RU: 0.6,
  UA: 0.45,
  ZA: 0.65,
  KE: 0.6,
  NG: 0.5,
  SA: 1.0,
  CY: 0.95,
  MT: 1.0,
  SI: 0.85,
  EE: 0.85,
  LV: 0.75,
  LT: 0.75,
  SK: 0.7,
};

export function countryPriceLevel(code: string): number {
  return COUNTRY_PRICE_LEVEL[code] ?? 0.7;
}

/** EUR per room-night of a 3-star hotel in a city, before the hotel's own spread. */
export function cityPrice(countryCode: string, population: number, featured: boolean): number {
  const size = 1 + 0.12 * Math.log10(Math.max(population, 1000) / 1000);
  return Math.round(70 * countryPriceLevel(countryCode) * size * (featured ? 1.25 : 1) * 100) / 100;
}

export const STAR_FACTOR = [0, 0.55, 0.75, 1, 1.55, 2.7] as const;

/** Month factors of the northern hemisphere, January first; the southern one is shifted by 6 months. */
const SEASON_NORTH = [0.82, 0.84, 0.93, 1.0, 1.06, 1.2, 1.32, 1.32, 1.1, 1.0, 0.88, 1.08];

export interface StayFactors {
  /** Average night factor (season and weekends) for hotels north and south of the equator. */
  north: number;
  south: number;
  /** Party factor: rooms, adults and children over the base double room. */
  party: number;
  /** Day number of the check-in, seeding the per-hotel variation. */
  day: number;
  nights: number;
  rooms: number;
}

export function stayFactors(key: SearchKey): StayFactors {
  const start = Date.parse(`${key.checkIn}T00:00:00Z`);
  let north = 0;
  let south = 0;
  for (let night = 0; night < key.nights; night++) {
    const date = new Date(start + night * 86_400_000);
    const month = date.getUTCMonth();
    const weekday = date.getUTCDay();
    const weekend = weekday === 5 || weekday === 6 ? 1.12 : 1;
    north += (SEASON_NORTH[month] ?? 1) * weekend;
    south += (SEASON_NORTH[(month + 6) % 12] ?? 1) * weekend;
  }
  // A room's price covers two adults; a third or fourth adult adds 25 %, a child over 5 adds 12 %.
  const party = key.rooms.reduce(
    (sum, room) =>
      sum +
      (room.adults === 1 ? 0.85 : 1) +
      Math.max(0, room.adults - 2) * 0.25 +
      room.children.filter((age) => age > 5).length * 0.12,
    0,
  );
  return {
    north: north / key.nights,
    south: south / key.nights,
    party,
    day: Math.floor(start / 86_400_000),
    nights: key.nights,
    rooms: key.rooms.length,
  };
}

/**
 * SQL for the price per night of the whole party after discount, in EUR, with parameters
 * $north, $south, $party, $day given by name (the caller numbers them).
 */
export function perNightSql(
  p: { north: string; south: string; party: string; day: string },
  alias = '',
): string {
  const c = (name: string) => `${alias}${name}`;
  // Rounded to cents in float8: round(numeric, 2) costs several times the rest of the row.
  return `(round(${c('base_price')} * (case when ${c('lat')} >= 0 then ${p.north} else ${p.south} end) * ${p.party} * (0.9 + 0.2 * ((hashint8(${c('id')}::bigint * 7919 + ${p.day}) & 1023)::float8 / 1024.0)) * (100 - ${c('discount')})) / 100.0)`;
}

/**
 * SQL for the sold-out state for these dates: a hotel that is not tradable, or (deterministically
 * per hotel and dates) about 7 % of the others, more for several rooms.
 */
export function soldOutSql(p: { day: string; nights: string; rooms: string }, alias = ''): string {
  const c = (name: string) => `${alias}${name}`;
  return `(not ${c('tradable')} or (hashint8(${c('id')}::bigint * 104729 + ${p.day} * 31 + ${p.nights}) & 1023) < 72 + 40 * (${p.rooms} - 1))`;
}

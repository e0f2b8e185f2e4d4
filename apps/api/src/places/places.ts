import type { UiLanguage } from '@clubstay/contract/locales';
import { type Place, type PlaceType, RADIUS_RULES } from '@clubstay/contract/places';
import type { Queryable } from '#db/db.ts';
import { normalise } from '#inventory/normalise.ts';
import { countryName } from '#inventory/world.ts';

interface PlaceRecord extends Record<string, unknown> {
  id: string;
  type: PlaceType;
  name: string;
  code: string | null;
  country_code: string;
  admin_code: string | null;
  lat: number;
  lng: number;
}

const COLUMNS = 'id, type, name, code, country_code, admin_code, lat, lng';

export function toPlace(record: PlaceRecord, lang: UiLanguage): Place {
  const country = countryName(record.country_code, lang);
  const name = record.type === 'country' ? country : record.name;
  const description =
    record.type === 'country'
      ? country
      : record.type === 'poi' && record.code
        ? `${record.name} (${record.code.toUpperCase()}), ${country}`
        : `${record.name}, ${country}`;
  return {
    description,
    place_id: record.id,
    type: record.type,
    name,
    country,
    countryCode: record.country_code,
    lat: record.lat,
    lng: record.lng,
    radius: record.type === 'country' ? null : { ...RADIUS_RULES[record.type] },
  };
}

/**
 * Prefix predictions over the name and over "name country" (so "paris fr" works), plus an airport's
 * IATA code, ranked by size (population, or a country's or airport's share) with exact names boosted.
 */
export async function autocomplete(db: Queryable, q: string, lang: UiLanguage): Promise<Place[]> {
  const key = normalise(q);
  if (!key) return [];
  // Three small top-10 queries rather than one sort of every match: a short prefix ("s") matches
  // thousands of places, and the rank index finds its 10 largest without reading them all.
  const rows = await db.query<PlaceRecord & { exact: boolean; rank: number }>(
    `(select ${COLUMNS}, rank, true as exact from places where name_key = $2 or code = $2 order by rank desc limit 10)
     union all
     (select ${COLUMNS}, rank, false as exact from places where name_key like $1 order by rank desc limit 10)
     union all
     (select ${COLUMNS}, rank, false as exact from places where full_key like $1 order by rank desc limit 10)`,
    [`${key}%`, key],
  );
  const seen = new Set<string>();
  const weight = (row: { exact: boolean; rank: number }) => row.rank * (row.exact ? 20 : 1);
  return (
    rows
      // An exact name counts twenty times its size: "paris" puts Paris first, "par" still prefers
      // Paris (2.1 M) to the town of Par (1,600), "cdg" finds its airport.
      .sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id))
      .filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)))
      .slice(0, 10)
      .map((row) => toPlace(row, lang))
  );
}

/** Places never change between seeds: each database keeps the ones it was asked for. */
const placeCaches = new WeakMap<Queryable, Map<string, PlaceRecord | null>>();

export async function findPlace(db: Queryable, id: string): Promise<PlaceRecord | undefined> {
  let placeCache = placeCaches.get(db);
  if (!placeCache) placeCaches.set(db, (placeCache = new Map<string, PlaceRecord | null>()));
  if (!placeCache.has(id)) {
    const rows = await db.query<PlaceRecord>(`select ${COLUMNS} from places where id = $1`, [id]);
    if (placeCache.size > 10_000) placeCache.clear();
    placeCache.set(id, rows[0] ?? null);
  }
  return placeCache.get(id) ?? undefined;
}

/** How many hotels each city place (`city-<id>`) has. */
export async function hotelCounts(q: Queryable, placeIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await q.query<{ city_id: number; n: number }>(
    'select city_id, count(*)::int as n from hotels where city_id = any($1::int[]) group by city_id',
    [placeIds.map((id) => Number(id.slice('city-'.length)))],
  );
  return new Map(rows.map((row) => [`city-${row.city_id}`, row.n]));
}

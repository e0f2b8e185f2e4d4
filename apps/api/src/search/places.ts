import type { UiLanguage } from '@clubstay/contract/locales';
import { type Place, type PlaceType, RADIUS_RULES } from '@clubstay/contract/places';
import type { Queryable } from '../db/db.ts';
import { normalise } from '../inventory/normalise.ts';
import { countryName } from '../inventory/world.ts';

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
 * IATA code. Exact names first, then by size (population, or a country's or airport's share).
 */
export async function autocomplete(db: Queryable, q: string, lang: UiLanguage): Promise<Place[]> {
  const key = normalise(q);
  if (!key) return [];
  const rows = await db.query<PlaceRecord>(
    `select ${COLUMNS} from (
       select *, row_number() over (partition by id order by id) as copy from (
         select * from places where name_key like $1
         union all select * from places where full_key like $1
         union all select * from places where code = $2
       ) matches
     ) unique_matches
     where copy = 1
     order by (coalesce(code = $2, false) or name_key = $2) desc, rank desc, id
     limit 10`,
    [`${key}%`, key],
  );
  return rows.map((row) => toPlace(row, lang));
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

export type { PlaceRecord };

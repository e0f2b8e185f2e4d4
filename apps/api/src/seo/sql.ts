import type { Queryable } from '#db/db.ts';
import { HOTEL_RECORD_COLUMNS, type HotelRecord } from '#inventory/hotel-view.ts';

/** A hotel row with what its page's head needs beyond the hotel answer (the base price per night). */
export interface SeoHotelRecord extends HotelRecord {
  base_price: number;
}

export async function seoHotel(db: Queryable, id: number): Promise<SeoHotelRecord | undefined> {
  const rows = await db.query<SeoHotelRecord>(
    `select ${HOTEL_RECORD_COLUMNS}, h.base_price from hotels h left join places p on p.id = 'city-' || h.city_id where h.id = $1`,
    [id],
  );
  return rows[0];
}

export interface SeoPlaceRecord extends Record<string, unknown> {
  id: string;
  name: string;
  country_code: string;
}

/** A city (a destination page), or nothing: one look-up by the places' key. */
export async function seoCity(db: Queryable, placeId: string): Promise<SeoPlaceRecord | undefined> {
  const rows = await db.query<SeoPlaceRecord>(
    `select id, name, country_code from places where id = $1 and type = 'city'`,
    [placeId],
  );
  return rows[0];
}

/** The highest hotel id: the sitemap's hotel pages cover the ids in slices up to it. */
export async function maxHotelId(db: Queryable): Promise<number> {
  const rows = await db.query<{ max: number | null }>('select max(id) as max from hotels');
  return Number(rows[0]?.max ?? 0);
}

/**
 * The hotel ids in (from, to], `batch` at a time by key (the primary key's index), so a sitemap page
 * of 50,000 addresses is written while it is read and never held whole.
 */
export async function* hotelIdBatches(
  db: Queryable,
  from: number,
  to: number,
  batch = 5_000,
): AsyncGenerator<number[]> {
  let after = from;
  for (;;) {
    const rows = await db.query<{ id: number }>(
      'select id from hotels where id > $1 and id <= $2 order by id limit $3',
      [after, to, batch],
    );
    if (rows.length) yield rows.map((row) => row.id);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/** Every city with hotels (the destination pages), in id order. One pass over the hotels. */
export async function destinationCities(db: Queryable): Promise<SeoPlaceRecord[]> {
  return db.query<SeoPlaceRecord>(
    `select p.id, p.name, p.country_code
       from (select distinct city_id from hotels) h
       join places p on p.id = 'city-' || h.city_id
      order by h.city_id`,
  );
}

import type { SearchKey } from '@clubstay/contract/search';
import type { Queryable } from '#db/db.ts';
import { HOTEL_RECORD_COLUMNS, type HotelRecord, type Priced } from '#inventory/hotel-view.ts';
import { pageStatement } from '#search/search-sql.ts';

/** The hotel page's SQL: one hotel with its city, and its price for a stay (the search's own statement). */

export async function hotelRecord(q: Queryable, id: number): Promise<HotelRecord | undefined> {
  const rows = await q.query<HotelRecord>(
    `select ${HOTEL_RECORD_COLUMNS} from hotels h left join places p on p.id = 'city-' || h.city_id where h.id = $1`,
    [id],
  );
  return rows[0];
}

export async function pricedHotel(
  q: Queryable,
  hotel: Pick<HotelRecord, 'id' | 'lat' | 'lng'>,
  stay: SearchKey,
): Promise<(HotelRecord & Priced) | undefined> {
  const statement = pageStatement(
    stay,
    {
      type: 'poi',
      placeId: null,
      name: null,
      countryCode: null,
      lat: hotel.lat,
      lng: hotel.lng,
      radius: null,
    },
    [hotel.id],
  );
  return (await q.query<HotelRecord & Priced>(statement.sql, statement.params))[0];
}

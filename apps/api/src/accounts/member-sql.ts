import type { BrandId } from '@clubstay/contract/brands';
import type { Queryable } from '#db/db.ts';
import type { CustomerRow } from './customer-row.ts';

/**
 * The signed-in member's SQL: profile, favourites, subscriptions, loyalty stays and contact
 * messages (sign-up, sign-in and passwords are in sql.ts). Same statements on PGlite and PostgreSQL.
 */

export async function updateProfile(
  tx: Queryable,
  input: {
    id: string;
    name: string;
    surname: string;
    phone: string;
    consents: unknown;
    newsletter: boolean;
    smsDeals: boolean;
    deals: boolean;
    upgrades: boolean;
    now: Date;
  },
): Promise<CustomerRow | undefined> {
  const updated = await tx.query<CustomerRow>(
    `update customers set name = $2, surname = $3, phone = $4, consents = $5, newsletter = $6, sms_deals = $7,
         deals_and_offers = $8, travel_upgrades = $9, updated_at = $10 where id = $1 returning *`,
    [
      input.id,
      input.name,
      input.surname,
      input.phone,
      JSON.stringify(input.consents),
      input.newsletter,
      input.smsDeals,
      input.deals,
      input.upgrades,
      input.now,
    ],
  );
  return updated[0];
}

/** The newsletter is on while either category is. */
export async function setSubscriptions(
  q: Queryable,
  id: string,
  deals: boolean,
  upgrades: boolean,
  now: Date,
): Promise<CustomerRow | undefined> {
  const rows = await q.query<CustomerRow>(
    `update customers set deals_and_offers = $2, travel_upgrades = $3, newsletter = $2 or $3, updated_at = $4 where id = $1 returning *`,
    [id, deals, upgrades, now],
  );
  return rows[0];
}

// ── Favourites ──

export async function favoriteHotels(q: Queryable, customerId: string) {
  return q.query<{
    id: number;
    name: string;
    stars: number;
    city: string | null;
    country_code: string;
    images_count: number;
    score: number | null;
    created_at: Date | string;
  }>(
    `select h.id, h.name, h.stars, p.name as city, h.country_code, h.images_count, h.score, f.created_at
       from favorites f join hotels h on h.id = f.hotel_id left join places p on p.id = 'city-' || h.city_id
       where f.customer_id = $1 order by f.created_at desc, h.id`,
    [customerId],
  );
}

export async function countryNames(q: Queryable, codes: string[]): Promise<Map<string, string>> {
  const countries = await q.query<{ code: string; name: string }>(
    `select code, name from places where type = 'country' and code = any($1::text[])`,
    [codes],
  );
  return new Map(countries.map((c) => [c.code, c.name]));
}

export async function hotelExists(q: Queryable, hotelId: number): Promise<boolean> {
  const hotel = await q.query('select 1 from hotels where id = $1', [hotelId]);
  return hotel.length > 0;
}

export async function addFavorite(q: Queryable, customerId: string, hotelId: number, now: Date) {
  await q.query(
    'insert into favorites (customer_id, hotel_id, created_at) values ($1, $2, $3) on conflict do nothing',
    [customerId, hotelId, now],
  );
}

export async function removeFavorite(q: Queryable, customerId: string, hotelId: number) {
  await q.query('delete from favorites where customer_id = $1 and hotel_id = $2', [customerId, hotelId]);
}

export async function removeAllFavorites(tx: Queryable, customerId: string) {
  await tx.query('delete from favorites where customer_id = $1', [customerId]);
}

// ── Loyalty and contact ──

export async function completedStays(q: Queryable, customerId: string, whiteLabel: BrandId) {
  return q.query<{ nights: number; total: string; created_at: Date | string }>(
    `select nights, total::text as total, created_at from bookings where customer_id = $1 and white_label = $2 and status = 'Completed'`,
    [customerId, whiteLabel],
  );
}

export async function insertContactMessage(
  q: Queryable,
  input: {
    id: string;
    whiteLabel: BrandId;
    customerId: string | null;
    subject: string;
    bookingId: string | null;
    email: string;
    firstName: string;
    lastName: string;
    message: string;
    phone: string | null;
    now: Date;
  },
) {
  await q.query(
    `insert into contact_messages (id, white_label, customer_id, subject, booking_id, email, first_name, last_name, message, phone, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      input.id,
      input.whiteLabel,
      input.customerId,
      input.subject,
      input.bookingId,
      input.email,
      input.firstName,
      input.lastName,
      input.message,
      input.phone,
      input.now,
    ],
  );
}

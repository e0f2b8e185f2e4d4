import type { CustomerInfo } from '@clubstay/contract/accounts';
import type { Queryable } from '#db/db.ts';

export interface CustomerRow extends Record<string, unknown> {
  id: string;
  white_label: string;
  email: string;
  email_key: string;
  password_hash: string;
  name: string;
  surname: string;
  phone: string;
  is_vip: boolean;
  consents: { personalisedOffers?: boolean; partnerSharing?: boolean; analytics?: boolean };
  newsletter: boolean;
  sms_deals: boolean;
  deals_and_offers: boolean;
  travel_upgrades: boolean;
  subscription_token: string;
  invited_by: string | null;
  created_at: Date | string;
  deleted_at: Date | string | null;
}

export function consentsOf(row: Pick<CustomerRow, 'consents'>): CustomerInfo['consents'] {
  const c = row.consents ?? {};
  return {
    personalisedOffers: c.personalisedOffers === true,
    partnerSharing: c.partnerSharing === true,
    analytics: c.analytics === true,
  };
}

/** The customer info of a live member (spec 1 §3), with the favourite hotel ids. */
export async function customerInfo(db: Queryable, row: CustomerRow): Promise<CustomerInfo> {
  const favorites = await db.query<{ hotel_id: number }>(
    'select hotel_id from favorites where customer_id = $1 order by created_at desc',
    [row.id],
  );
  return {
    name: row.name,
    surname: row.surname,
    email: row.email,
    accessLevel: 'Member',
    isVip: row.is_vip,
    favorites: favorites.map((f) => String(f.hotel_id)),
    phone: row.phone,
    consents: consentsOf(row),
    notificationPreferences: { newsletter: row.newsletter, smsDeals: row.sms_deals },
    subscriptionToken: row.subscription_token,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function liveCustomer(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    `select * from customers where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

export async function customerByEmail(
  db: Queryable,
  whiteLabel: string,
  key: string,
): Promise<CustomerRow | undefined> {
  const rows = await db.query<CustomerRow>(
    'select * from customers where white_label = $1 and email_key = $2 and deleted_at is null',
    [whiteLabel, key],
  );
  return rows[0];
}

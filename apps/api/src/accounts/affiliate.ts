import type { AffiliateResponse, Invitation } from '@clubstay/contract/accounts';
import type { Queryable } from '#db/db.ts';

interface InvitationRow extends Record<string, unknown> {
  code: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  uses: number;
}

export function invitationView(row: InvitationRow, now: Date): Invitation {
  const expires = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    code: row.code,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: (expires ?? new Date(8.64e15)).toISOString(),
    uses: Number(row.uses),
    isExpired: expires !== null && expires.getTime() <= now.getTime(),
  };
}

/**
 * Affiliate figures: members who joined with one of this member's codes (direct), the members they
 * invited in turn (second degree), and the EUR totals of those members' completed bookings.
 */
export async function readAffiliate(
  db: Queryable,
  customerId: string,
  whiteLabel: string,
  now: Date,
): Promise<AffiliateResponse> {
  const [figures] = await db.query<{
    direct: string;
    second: string;
    direct_value: string;
    second_value: string;
  }>(
    `with direct as (select id from customers where invited_by = $1),
          second as (select id from customers where invited_by in (select id from direct))
     select (select count(*) from direct)::text as direct,
            (select count(*) from second)::text as second,
            coalesce((select sum(total) from bookings where status = 'Completed' and white_label = $2 and customer_id in (select id from direct)), 0)::text as direct_value,
            coalesce((select sum(total) from bookings where status = 'Completed' and white_label = $2 and customer_id in (select id from second)), 0)::text as second_value`,
    [customerId, whiteLabel],
  );
  const invitations = await db.query<InvitationRow>(
    'select code, created_at, expires_at, uses from invitations where created_by = $1 order by created_at desc limit 100',
    [customerId],
  );
  const direct = Number(figures?.direct ?? 0);
  const second = Number(figures?.second ?? 0);
  return {
    totalReferrals: direct + second,
    directReferrals: direct,
    secondDegreeReferrals: second,
    directBookingsValue: Number(figures?.direct_value ?? 0),
    secondLayerBookingsValue: Number(figures?.second_value ?? 0),
    invitations: invitations.map((row) => invitationView(row, now)),
  };
}

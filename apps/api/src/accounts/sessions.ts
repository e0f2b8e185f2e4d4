import { randomUUID } from 'node:crypto';
import type { BrandId } from '@clubstay/contract/brands';
import type { SessionResolver } from '#auth/caller.ts';
import type { Queryable } from '#db/db.ts';
import type { Clock } from '#clock.ts';
import { randomToken, sha256 } from './crypto.ts';

/** How long a session lasts (the HttpOnly `token` cookie the API sets lives as long). */
export const SESSION_DAYS = 30;

/**
 * Member sessions: 256 random bits handed to the client once, stored only as SHA-256, bound to the
 * white-label they were made on, revocable one by one (logout) or all together (password change or
 * reset, account deletion).
 */
export async function createSession(
  db: Queryable,
  customerId: string,
  whiteLabel: BrandId,
  now: Date,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.query(
    `insert into sessions (id, customer_id, white_label, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [sessionId, customerId, whiteLabel, sha256(token), now, expiresAt],
  );
  return { token, sessionId, expiresAt };
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    now,
  ]);
}

/** Ends every session of a member, but `keep` (the one changing the password). */
export async function revokeAllSessions(
  db: Queryable,
  customerId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db.query(
    'update sessions set revoked_at = $2 where customer_id = $1 and revoked_at is null and id <> $3',
    [customerId, now, keep ?? '00000000-0000-0000-0000-000000000000'],
  );
}

/** The resolver the caller seam uses: a live, unrevoked session of a member of this white-label. */
export function databaseSessions(db: () => Queryable, clock: Clock): SessionResolver {
  return {
    async resolve(token: string, whiteLabel: BrandId) {
      if (token.length > 200) return null;
      const rows = await db().query<{ id: string; customer_id: string; expires_at: Date | string }>(
        `select s.id, s.customer_id, s.expires_at from sessions s join customers c on c.id = s.customer_id
         where s.token_hash = $1 and s.white_label = $2 and s.revoked_at is null and s.expires_at > $3 and c.deleted_at is null`,
        [sha256(token), whiteLabel, clock()],
      );
      const row = rows[0];
      return row
        ? { customerId: row.customer_id, sessionId: row.id, expiresAt: new Date(row.expires_at) }
        : null;
    },
  };
}

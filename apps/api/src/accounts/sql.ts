import { randomUUID } from 'node:crypto';
import type { BrandId } from '@clubstay/contract/brands';
import type { Queryable } from '#db/db.ts';
import type { CustomerRow } from './customer-row.ts';

/**
 * The accounts' SQL (the members club of spec 1 §7): one function per statement, plain
 * parameterised PostgreSQL that PGlite and a PostgreSQL server run alike. The customer row and
 * the session, wallet, affiliate and bookings reads keep their own modules beside this one.
 */

// ── Invitations ──

/** A sandbox invitation code: no creator, no expiry, unlimited uses; kept when it exists. */
export async function insertSandboxInvitation(q: Queryable, whiteLabel: BrandId, code: string, now: Date) {
  await q.query(
    `insert into invitations (id, white_label, code, created_by, created_at, expires_at)
       values ($1, $2, $3, null, $4, null) on conflict do nothing`,
    [randomUUID(), whiteLabel, code, now],
  );
}

export async function deleteSandboxInvitations(q: Queryable, codes: string[]) {
  await q.query('delete from invitations where created_by is null and code = any($1::text[])', [codes]);
}

/** An operator's invitation (sandbox helper): false when the code exists already. */
export async function insertOperatorInvitation(
  q: Queryable,
  whiteLabel: BrandId,
  code: string,
  now: Date,
  expiresAt: Date | null,
): Promise<boolean> {
  const rows = await q.query(
    `insert into invitations (id, white_label, code, created_by, created_at, expires_at) values ($1, $2, $3, null, $4, $5)
       on conflict do nothing returning 1`,
    [randomUUID(), whiteLabel, code, now, expiresAt],
  );
  return rows.length > 0;
}

/** A member's invitation; undefined when the code was taken (the caller draws another). */
export async function insertMemberInvitation(
  q: Queryable,
  input: { whiteLabel: BrandId; code: string; customerId: string; now: Date; expiresAt: Date },
) {
  const rows = await q.query<{ code: string; created_at: Date; expires_at: Date; uses: number }>(
    `insert into invitations (id, white_label, code, created_by, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing returning code, created_at, expires_at, uses`,
    [randomUUID(), input.whiteLabel, input.code, input.customerId, input.now, input.expiresAt],
  );
  return rows[0];
}

export async function liveInvitationCount(q: Queryable, customerId: string, now: Date): Promise<number> {
  const [live] = await q.query<{ n: string }>(
    'select count(*)::text as n from invitations where created_by = $1 and expires_at > $2',
    [customerId, now],
  );
  return Number(live?.n ?? 0);
}

export async function hasLiveInvitation(q: Queryable, whiteLabel: BrandId, code: string, now: Date) {
  const rows = await q.query<{ id: string }>(
    `select id from invitations where white_label = $1 and upper(code) = upper($2) and (expires_at is null or expires_at > $3)`,
    [whiteLabel, code, now],
  );
  return rows.length > 0;
}

/** Counts a use of a live invitation: its creator (null: an operator's), or undefined when none is live. */
export async function useInvitation(tx: Queryable, whiteLabel: BrandId, code: string, now: Date) {
  const used = await tx.query<{ created_by: string | null }>(
    `update invitations set uses = uses + 1 where white_label = $1 and upper(code) = upper($2) and (expires_at is null or expires_at > $3)
       returning created_by`,
    [whiteLabel, code, now],
  );
  return used[0];
}

/** The member's open invitations end with the account. */
export async function expireInvitationsOf(tx: Queryable, customerId: string, now: Date) {
  await tx.query(
    'update invitations set expires_at = $2 where created_by = $1 and (expires_at is null or expires_at > $2)',
    [customerId, now],
  );
}

// ── Sign-up ──

export async function isPartnerUser(q: Queryable, whiteLabel: BrandId, emailKey: string) {
  const rows = await q.query('select 1 from partner_users where white_label = $1 and email_key = $2', [
    whiteLabel,
    emailKey,
  ]);
  return rows.length > 0;
}

export async function upsertPartnerUser(
  q: Queryable,
  whiteLabel: BrandId,
  emailKey: string,
  partnerRef: string,
) {
  await q.query(
    'insert into partner_users (white_label, email_key, partner_ref) values ($1, $2, $3) on conflict (white_label, email_key) do update set partner_ref = excluded.partner_ref',
    [whiteLabel, emailKey, partnerRef],
  );
}

/** A new confirmation code replaces the address's previous one and its wrong tries. */
export async function upsertConfirmationCode(
  q: Queryable,
  whiteLabel: BrandId,
  emailKey: string,
  codeHash: string,
  expiresAt: Date,
) {
  await q.query(
    `insert into confirmation_codes (white_label, email_key, code_hash, expires_at, attempts) values ($1, $2, $3, $4, 0)
       on conflict (white_label, email_key) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
    [whiteLabel, emailKey, codeHash, expiresAt],
  );
}

export async function pendingConfirmationCode(q: Queryable, whiteLabel: BrandId, emailKey: string) {
  const pending = await q.query<{ code_hash: string; expires_at: Date | string; attempts: number }>(
    'select code_hash, expires_at, attempts from confirmation_codes where white_label = $1 and email_key = $2',
    [whiteLabel, emailKey],
  );
  return pending[0];
}

export async function countWrongConfirmationCode(q: Queryable, whiteLabel: BrandId, emailKey: string) {
  await q.query(
    'update confirmation_codes set attempts = attempts + 1 where white_label = $1 and email_key = $2',
    [whiteLabel, emailKey],
  );
}

/** Uses up the code: false when it is no longer the address's pending one. */
export async function consumeConfirmationCode(
  tx: Queryable,
  whiteLabel: BrandId,
  emailKey: string,
  codeHash: string,
) {
  const consumed = await tx.query(
    'delete from confirmation_codes where white_label = $1 and email_key = $2 and code_hash = $3 returning 1',
    [whiteLabel, emailKey, codeHash],
  );
  return consumed.length > 0;
}

/** Whether a live member has this address, locking that row until the transaction ends. */
export async function isEmailTaken(tx: Queryable, whiteLabel: BrandId, emailKey: string) {
  const taken = await tx.query(
    'select 1 from customers where white_label = $1 and email_key = $2 and deleted_at is null for update',
    [whiteLabel, emailKey],
  );
  return taken.length > 0;
}

export async function insertCustomer(
  tx: Queryable,
  input: {
    whiteLabel: BrandId;
    email: string;
    emailKey: string;
    passwordHash: string;
    subscribe: boolean;
    subscriptionToken: string;
    invitedBy: string | null;
    invitationCode: string;
    referralCode: string | null;
    cvexRef: string | null;
    cvexSubRef: string | null;
    now: Date;
  },
): Promise<CustomerRow | undefined> {
  const rows = await tx.query<CustomerRow>(
    `insert into customers (id, white_label, email, email_key, password_hash, newsletter, deals_and_offers, travel_upgrades,
         subscription_token, invited_by, invitation_code, referral_code, cvex_ref, cvex_sub_ref, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6, $6, $7, $8, $9, $10, $11, $12, $13, $13) returning *`,
    [
      randomUUID(),
      input.whiteLabel,
      input.email,
      input.emailKey,
      input.passwordHash,
      input.subscribe,
      input.subscriptionToken,
      input.invitedBy,
      input.invitationCode,
      input.referralCode,
      input.cvexRef,
      input.cvexSubRef,
      input.now,
    ],
  );
  return rows[0];
}

/** An e-mail on the waiting list or the newsletter's list (once per brand and address). */
export async function joinList(
  q: Queryable,
  list: 'waiting_list' | 'newsletter_signups',
  whiteLabel: BrandId,
  emailKey: string,
  email: string,
  now: Date,
) {
  await q.query(
    `insert into ${list} (white_label, email_key, email, created_at) values ($1, $2, $3, $4) on conflict do nothing`,
    [whiteLabel, emailKey, email, now],
  );
}

// ── Deleted addresses ──

export async function isDeletedEmail(q: Queryable, whiteLabel: BrandId, emailHash: string): Promise<boolean> {
  const rows = await q.query('select 1 from deleted_emails where white_label = $1 and email_hash = $2', [
    whiteLabel,
    emailHash,
  ]);
  return rows.length > 0;
}

export async function rememberDeletedEmail(tx: Queryable, whiteLabel: string, emailHash: string, now: Date) {
  await tx.query(
    'insert into deleted_emails (white_label, email_hash, deleted_at) values ($1, $2, $3) on conflict do nothing',
    [whiteLabel, emailHash, now],
  );
}

/** Personal data is erased; the row stays (anonymous) so bookings and referrals keep their links. */
export async function anonymiseCustomer(tx: Queryable, customerId: string, now: Date) {
  await tx.query(
    `update customers set deleted_at = $2, email = '', email_key = 'deleted:' || id::text, password_hash = '', name = '', surname = '',
         phone = '', newsletter = false, sms_deals = false, deals_and_offers = false, travel_upgrades = false,
         subscription_token = 'deleted:' || id::text, updated_at = $2 where id = $1`,
    [customerId, now],
  );
}

// ── Unlock links ──

/** A new unlock link unless one was made since `since`: false when none was made. */
export async function insertUnlockUnlessRecent(
  q: Queryable,
  input: { customerId: string; tokenHash: string; now: Date; expiresAt: Date; since: Date },
): Promise<boolean> {
  const created = await q.query(
    `insert into account_unlocks (id, customer_id, token_hash, created_at, expires_at)
       select $1, $2, $3, $4, $5 where not exists (select 1 from account_unlocks where customer_id = $2 and created_at > $6)
       returning id`,
    [randomUUID(), input.customerId, input.tokenHash, input.now, input.expiresAt, input.since],
  );
  return created.length > 0;
}

export async function liveUnlockId(q: Queryable, customerId: string, tokenHash: string, now: Date) {
  const [link] = await q.query<{ id: string }>(
    'select id from account_unlocks where token_hash = $1 and customer_id = $2 and used_at is null and expires_at > $3',
    [tokenHash, customerId, now],
  );
  return link?.id ?? null;
}

export async function useUnlock(tx: Queryable, id: string, now: Date) {
  await tx.query('update account_unlocks set used_at = $2 where id = $1 and used_at is null', [id, now]);
}

// ── Passwords ──

/** A new reset link makes the member's older ones void. */
export async function replacePasswordReset(
  tx: Queryable,
  input: { customerId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await tx.query('update password_resets set used_at = $2 where customer_id = $1 and used_at is null', [
    input.customerId,
    input.now,
  ]);
  await tx.query(
    'insert into password_resets (id, customer_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [randomUUID(), input.customerId, input.tokenHash, input.now, input.expiresAt],
  );
}

export async function passwordResetOf(q: Queryable, tokenHash: string) {
  const links = await q.query<{
    id: string;
    customer_id: string;
    expires_at: Date | string;
    used_at: Date | string | null;
  }>('select id, customer_id, expires_at, used_at from password_resets where token_hash = $1', [tokenHash]);
  return links[0];
}

/** Marks the link used: false when another request used it first. */
export async function claimPasswordReset(tx: Queryable, id: string, now: Date) {
  const claimed = await tx.query(
    'update password_resets set used_at = $2 where id = $1 and used_at is null returning 1',
    [id, now],
  );
  return claimed.length > 0;
}

export async function setPasswordHash(tx: Queryable, customerId: string, passwordHash: string, now: Date) {
  await tx.query('update customers set password_hash = $2, updated_at = $3 where id = $1', [
    customerId,
    passwordHash,
    now,
  ]);
}

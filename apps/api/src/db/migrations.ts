import type { Db } from './db.ts';

/**
 * Versioned migrations, applied in order, each once, inside a transaction guarded by an advisory
 * lock so that several API processes starting together on one PostgreSQL apply each exactly once.
 * Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  id: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    id: '0001_web_reports',
    sql: `
      create table web_reports (
        id uuid primary key,
        white_label text not null,
        type text not null check (type in ('endpoint', 'errorBoundary')),
        error text not null,
        error_info jsonb not null,
        meta jsonb not null,
        user_agent text,
        created_at timestamptz not null default now()
      );
      create index web_reports_created_at on web_reports (created_at desc);
    `,
  },
  {
    id: '0002_seed_state',
    sql: `
      create table seed_state (
        name text primary key,
        version text not null,
        seeded_at timestamptz not null default now()
      );
    `,
  },
  {
    id: '0003_places_hotels',
    sql: `
      create table places (
        id text primary key,
        type text not null check (type in ('country', 'city', 'poi')),
        name text not null,
        name_key text not null,
        full_key text not null,
        code text,
        country_code text not null,
        admin_code text,
        lat double precision not null,
        lng double precision not null,
        population bigint not null default 0,
        rank double precision not null default 0
      );
      create index places_name_key on places (name_key text_pattern_ops);
      create index places_full_key on places (full_key text_pattern_ops);
      create index places_code on places (code) where code is not null;
      create table hotels (
        id integer primary key,
        cell integer not null,
        lat double precision not null,
        lng double precision not null,
        country_code text not null,
        city_id integer not null,
        stars smallint not null,
        property_type smallint not null,
        category smallint,
        score real,
        popularity real not null,
        base_price real not null,
        discount smallint not null,
        facilities bigint not null,
        suitable smallint not null,
        tradable boolean not null,
        name text not null,
        name_key text not null,
        reviews_count integer not null,
        has_provider boolean not null,
        distance_to_center integer not null,
        images_count smallint not null,
        children_age_from smallint not null,
        children_age_to smallint not null,
        children_stay_free boolean not null
      );
    `,
  },
  {
    id: '0004_places_rank',
    sql: `
      create index places_rank on places (rank desc);
    `,
  },
  {
    id: '0005_sandbox_rate_searches',
    sql: `
      create table sandbox_rate_searches (
        key text primary key,
        scenario text not null,
        started_at bigint not null
      );
    `,
  },
  {
    // Shared by the accounts and checkout features: the mail outbox (every e-mail, delivered over
    // SMTP when configured) and the bookings a checkout produces (the account lists and cancels them).
    id: '0006_mail_outbox_bookings',
    sql: `
      create table mail_outbox (
        id uuid primary key,
        white_label text not null,
        kind text not null,
        recipient text not null,
        subject text not null,
        body text not null,
        status text not null check (status in ('queued', 'sent', 'failed')),
        error text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      );
      create index mail_outbox_recipient on mail_outbox (lower(recipient), created_at desc);
      create table bookings (
        id uuid primary key,
        offer_key text not null unique,
        reference text not null unique,
        checkout_id uuid not null unique,
        white_label text not null,
        customer_id uuid,
        guest_id text,
        hotel_id integer not null,
        hotel_name text not null,
        city text not null,
        country text not null,
        room_name text not null,
        package_id text not null,
        boarding smallint not null,
        is_refundable boolean not null,
        cancellation_deadline timestamptz,
        check_in date not null,
        check_out date not null,
        nights smallint not null,
        rooms jsonb not null,
        lead_guest jsonb not null,
        additional_guests jsonb not null default '[]',
        bed_type smallint not null default 0,
        special_requests text not null default '',
        sale_price numeric(12, 2) not null,
        tax_and_fees numeric(12, 2) not null,
        credit_card_fee numeric(12, 2) not null default 0,
        total numeric(12, 2) not null,
        pay_at_hotel_total numeric(12, 2) not null default 0,
        payment_method text not null,
        payment_timing smallint not null,
        charge_currency text not null,
        amount_paid numeric(12, 2) not null default 0,
        status text not null check (status in ('Processing', 'Pending', 'PartiallyPaid', 'Completed', 'Failed', 'Canceled')),
        canceled_at timestamptz,
        refund_amount numeric(12, 2),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index bookings_customer on bookings (customer_id, created_at desc) where customer_id is not null;
    `,
  },
  {
    // Checkout (issue 8): durable checkouts, the supplier's room allotments (sandbox), payments
    // recorded once per provider reference, provider events applied once, and the sandbox payment
    // providers' own state (Stripe-like intents, Paybyrd-style tokens and 3DS, crypto invoices).
    id: '0100_checkout',
    sql: `
      create table checkouts (
        id uuid primary key,
        public_id text not null unique,
        white_label text not null,
        customer_id uuid,
        guest_id text,
        hotel_id integer not null,
        search_id text not null,
        package_id text not null,
        room_id integer not null,
        es text,
        stay jsonb not null,
        currency text not null,
        hotel jsonb not null,
        room_name text not null,
        boarding smallint not null,
        is_refundable boolean not null,
        cancellation_deadline timestamptz,
        payment_timing smallint not null,
        sale_price numeric(12, 2) not null,
        tax_and_fees numeric(12, 2) not null,
        pay_at_hotel_fee numeric(12, 2) not null,
        credit_card_fee numeric(12, 2) not null default 0,
        pending_price jsonb,
        last_status smallint not null default 0,
        check_started_at timestamptz,
        expires_at timestamptz not null,
        booking_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create table checkout_events (
        id bigserial primary key,
        checkout_id uuid not null,
        kind text not null,
        message text not null,
        created_at timestamptz not null default now()
      );
      create index checkout_events_checkout on checkout_events (checkout_id, id);
      alter table bookings add column hold_expires_at timestamptz;
      alter table bookings add column confirm_at timestamptz;
      alter table bookings add column held_at timestamptz;
      alter table bookings add column mail_claimed_at timestamptz;
      alter table bookings add column mail_sent_at timestamptz;
      alter table bookings add column billing jsonb;
      alter table bookings add column locale text not null default 'en';
      alter table bookings add column origin text not null default '';
      alter table bookings add column failure_reason text;
      alter table bookings add column charge_amount numeric(14, 2);
      alter table bookings add column payment_ref text;
      alter table bookings add column allotment jsonb;
      alter table bookings add column allotment_released boolean not null default false;
      create index bookings_open on bookings (status, hold_expires_at) where status in ('Processing', 'PartiallyPaid', 'Pending');
      create table sandbox_allotments (
        hotel_id integer not null,
        room_id integer not null,
        check_in date not null,
        check_out date not null,
        rooms_left integer not null check (rooms_left >= 0),
        primary key (hotel_id, room_id, check_in, check_out)
      );
      create table payments (
        id uuid primary key,
        booking_id uuid not null,
        provider text not null,
        provider_ref text not null,
        kind text not null check (kind in ('charge', 'authorization', 'deposit')),
        amount numeric(14, 2) not null,
        currency text not null,
        amount_eur numeric(12, 2) not null,
        created_at timestamptz not null,
        unique (provider, provider_ref)
      );
      create index payments_booking on payments (booking_id);
      create table payment_events (
        provider text not null,
        event_id text not null,
        type text not null,
        received_at timestamptz not null,
        primary key (provider, event_id)
      );
      create table sandbox_stripe_intents (
        id text primary key,
        client_secret text not null,
        idempotency_key text not null unique,
        amount bigint not null,
        currency text not null,
        capture_method text not null,
        status text not null,
        last_error jsonb,
        card_last4 text,
        booking_id uuid not null,
        confirmations integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create table sandbox_stripe_events (
        id text primary key,
        intent_id text not null,
        type text not null,
        payload text not null,
        delivered_at timestamptz,
        created_at timestamptz not null
      );
      create index sandbox_stripe_events_undelivered on sandbox_stripe_events (created_at) where delivered_at is null;
      create table sandbox_paybyrd_tokens (
        id text primary key,
        last4 text not null,
        scenario text not null,
        created_at timestamptz not null
      );
      create table sandbox_paybyrd_transactions (
        correlation_id text primary key,
        idempotency_key text not null unique,
        token_id text not null,
        booking_id uuid not null,
        amount numeric(14, 2) not null,
        currency text not null,
        scenario text not null,
        three_ds text not null,
        three_ds_data text,
        status text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create table crypto_invoices (
        id uuid primary key,
        booking_id uuid not null unique,
        coin text not null,
        network text not null,
        address text not null unique,
        amount numeric(14, 2) not null,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );
      create table crypto_deposits (
        id uuid primary key,
        invoice_id uuid not null,
        tx_hash text not null unique,
        amount numeric(14, 2) not null,
        confirm_at timestamptz not null,
        created_at timestamptz not null
      );
      create index crypto_deposits_invoice on crypto_deposits (invoice_id);
    `,
  },
  {
    // Members club accounts (issue 9): customers per white-label, sessions and one-time tokens kept
    // only as SHA-256 hashes, invitations, the waiting list, favourites, the wallet ledger, the
    // affiliate tree (invited_by), partner user directories, contact messages and rate-limit counters.
    id: '0200_accounts',
    sql: `
      create table customers (
        id uuid primary key,
        white_label text not null,
        email text not null,
        email_key text not null,
        password_hash text not null,
        name text not null default '',
        surname text not null default '',
        phone text not null default '',
        is_vip boolean not null default false,
        consents jsonb not null default '{"personalisedOffers": false, "partnerSharing": false, "analytics": false}',
        newsletter boolean not null default false,
        sms_deals boolean not null default false,
        deals_and_offers boolean not null default false,
        travel_upgrades boolean not null default false,
        subscription_token text not null unique,
        invited_by uuid references customers (id),
        invitation_code text,
        referral_code text,
        cvex_ref text,
        cvex_sub_ref text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      );
      create unique index customers_email on customers (white_label, email_key) where deleted_at is null;
      create index customers_invited_by on customers (invited_by) where invited_by is not null;
      create table deleted_emails (
        white_label text not null,
        email_hash text not null,
        deleted_at timestamptz not null default now(),
        primary key (white_label, email_hash)
      );
      create table sessions (
        id uuid primary key,
        customer_id uuid not null references customers (id),
        white_label text not null,
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      );
      create index sessions_customer on sessions (customer_id) where revoked_at is null;
      create table password_resets (
        id uuid primary key,
        customer_id uuid not null references customers (id),
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create table confirmation_codes (
        white_label text not null,
        email_key text not null,
        code_hash text not null,
        expires_at timestamptz not null,
        attempts integer not null default 0,
        primary key (white_label, email_key)
      );
      create table invitations (
        id uuid primary key,
        white_label text not null,
        code text not null,
        created_by uuid references customers (id),
        created_at timestamptz not null,
        expires_at timestamptz,
        uses integer not null default 0
      );
      create unique index invitations_code on invitations (white_label, upper(code));
      create index invitations_created_by on invitations (created_by, created_at desc);
      create table waiting_list (
        white_label text not null,
        email_key text not null,
        email text not null,
        created_at timestamptz not null default now(),
        primary key (white_label, email_key)
      );
      create table newsletter_signups (
        white_label text not null,
        email_key text not null,
        email text not null,
        created_at timestamptz not null default now(),
        primary key (white_label, email_key)
      );
      create table partner_users (
        white_label text not null,
        email_key text not null,
        partner_ref text not null,
        created_at timestamptz not null default now(),
        primary key (white_label, email_key)
      );
      create table favorites (
        customer_id uuid not null references customers (id),
        hotel_id integer not null,
        created_at timestamptz not null default now(),
        primary key (customer_id, hotel_id)
      );
      create table wallets (
        customer_id uuid not null references customers (id),
        asset text not null,
        primary key (customer_id, asset)
      );
      create table wallet_ledger (
        id uuid primary key,
        seq bigint generated always as identity,
        customer_id uuid not null references customers (id),
        asset text not null,
        kind text not null check (kind in ('withdrawal', 'credit', 'refund')),
        amount numeric(18, 2) not null,
        fee numeric(18, 2) not null default 0,
        address text,
        status text not null check (status in ('Completed', 'Pending', 'Failed')),
        note text,
        created_at timestamptz not null,
        processed_at timestamptz
      );
      create index wallet_ledger_customer on wallet_ledger (customer_id, seq);
      create table contact_messages (
        id uuid primary key,
        white_label text not null,
        customer_id uuid references customers (id),
        subject text not null,
        booking_id text,
        email text not null,
        first_name text not null,
        last_name text not null,
        message text not null,
        phone text,
        created_at timestamptz not null default now()
      );
      create table rate_limits (
        key text primary key,
        window_start bigint not null,
        hits integer not null
      );
    `,
  },
  {
    // Refunds on cancellation (issue 9): one refund (or authorisation release) per payment, written
    // in the cancel transaction and issued through the provider by the refund processor (right after
    // the cancel, then by the sweeper until done). next_attempt_at is the claim lease and the back-off.
    id: '0300_refunds',
    sql: `
      create table refunds (
        id uuid primary key,
        booking_id uuid not null,
        payment_id uuid not null unique,
        provider text not null,
        provider_ref text not null,
        kind text not null check (kind in ('refund', 'release')),
        amount numeric(14, 2) not null,
        currency text not null,
        amount_eur numeric(12, 2) not null,
        status text not null check (status in ('pending', 'done', 'failed')),
        provider_refund_ref text,
        attempts integer not null default 0,
        last_error text,
        next_attempt_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index refunds_pending on refunds (created_at) where status = 'pending';
      create index refunds_booking on refunds (booking_id);
      alter table crypto_deposits add column refund_ref text;
    `,
  },
  {
    // Money never kept without a booking (issues 16 and 17): a payment that arrives after the hold
    // (late_payment: open → completed or refunded, and the traveller's mail about it), why a refund
    // is owed (cancel, late, duplicate, expired) and when support heard of one that failed for good,
    // and the sandboxes' partial refunds (how much of a charge went back, each refund once by key).
    id: '0400_money',
    sql: `
      alter table bookings add column late_payment text check (late_payment in ('open', 'completed', 'refunded'));
      alter table bookings add column late_mail_sent_at timestamptz;
      alter table refunds add column reason text not null default 'cancel' check (reason in ('cancel', 'late', 'duplicate', 'expired'));
      alter table refunds add column support_notified_at timestamptz;
      create index refunds_failed on refunds (created_at) where status = 'failed';
      alter table sandbox_stripe_intents add column amount_refunded bigint not null default 0;
      alter table sandbox_paybyrd_transactions add column amount_refunded numeric(14, 2) not null default 0;
      create table sandbox_refunds (
        idempotency_key text primary key,
        provider text not null,
        payment_ref text not null,
        amount numeric(14, 2) not null,
        created_at timestamptz not null
      );
    `,
  },
  {
    // E-mails in the reader's language and the brand's look (issue 16, item 12): the HTML part, the
    // language and the Reply-To (the brand's support address) and From of each message.
    id: '0410_mail_html_language_reply_to',
    sql: `
      alter table mail_outbox add column html text;
      alter table mail_outbox add column language text;
      alter table mail_outbox add column reply_to text;
      alter table mail_outbox add column sender text;
    `,
  },
  {
    // Unpaid holds (issue 17, item 8): the client address a booking was made from (the per-source cap
    // on open unpaid holds), the deadline by which a pay-at-hotel booking without a card must be
    // confirmed from its e-mail and when it was, the secret of the e-mail's manage link (a guest
    // cancels with it). Unlock links for members locked out by failed sign-ins (item 9).
    id: '0500_unpaid_holds',
    sql: `
      alter table bookings add column source_address text;
      alter table bookings add column guarantee_due_at timestamptz;
      alter table bookings add column guaranteed_at timestamptz;
      alter table bookings add column manage_token text;
      create index bookings_source_open on bookings (source_address, status);
      create index bookings_guarantee_due on bookings (guarantee_due_at) where guarantee_due_at is not null and guaranteed_at is null;
      create table account_unlocks (
        id uuid primary key,
        customer_id uuid not null references customers (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index account_unlocks_customer on account_unlocks (customer_id, created_at);
    `,
  },
  {
    // Crypto on a real EVM chain (issue 20): the BIP32 child index of each invoice's deposit address,
    // every Transfer log seen to an invoice address once per (network, tx hash, log index) with its
    // block and whether it pays the invoice, amounts to the token's 6 decimals, and the durable cursor
    // of the watcher: the last block processed per network.
    id: '0510_crypto_chain',
    sql: `
      create sequence crypto_address_index minvalue 0 start 0;
      alter table crypto_invoices add column address_index integer;
      create unique index crypto_invoices_address_index on crypto_invoices (address_index) where address_index is not null;
      alter table crypto_deposits add column network text;
      alter table crypto_deposits add column chain_tx_hash text;
      alter table crypto_deposits add column log_index integer;
      alter table crypto_deposits add column block_number bigint;
      alter table crypto_deposits add column block_hash text;
      alter table crypto_deposits add column token text;
      alter table crypto_deposits add column from_address text;
      alter table crypto_deposits add column raw_amount numeric(78, 0);
      alter table crypto_deposits add column kind text not null default 'payment' check (kind in ('payment', 'wrong-token', 'wrong-network'));
      create unique index crypto_deposits_log on crypto_deposits (network, chain_tx_hash, log_index) where chain_tx_hash is not null;
      alter table crypto_deposits alter column amount type numeric(24, 6);
      alter table payments alter column amount type numeric(24, 6);
      alter table refunds alter column amount type numeric(24, 6);
      create table crypto_chain_cursors (
        network text primary key,
        block_number bigint not null,
        updated_at timestamptz not null
      );
    `,
  },
  {
    // On-chain refunds: the address the traveller confirmed, and the signed transaction kept before it
    // is broadcast (a restart re-sends the same bytes or reads its receipt; it never signs a second one).
    id: '0520_crypto_refunds',
    sql: `
      alter table crypto_deposits add column own_wallet boolean not null default false;
      alter table refunds add column refund_address text;
      alter table refunds add column refund_address_at timestamptz;
      alter table refunds add column chain_network text;
      alter table refunds add column chain_nonce bigint;
      alter table refunds add column chain_tx_hash text;
      alter table refunds add column chain_raw_tx text;
      alter table refunds add column chain_explorer_url text;
      alter table wallet_ledger alter column amount type numeric(24, 6);
    `,
  },
  {
    // Pay with wallet: the transactions the checkout's wallet sent to an invoice (lower-case hash). A
    // deposit from one is the traveller's own wallet (crypto_deposits.own_wallet): a refund is prefilled
    // with its sender.
    id: '0530_crypto_wallet_payments',
    sql: `
      create table crypto_wallet_payments (
        invoice_id uuid not null references crypto_invoices (id) on delete cascade,
        chain_tx_hash text not null,
        created_at timestamptz not null,
        primary key (invoice_id, chain_tx_hash)
      );
    `,
  },
  {
    // Bad input on chain (issue 20, item 5): a transfer that pays nothing (another coin, another
    // network) is refunded at once, reason `unmatched`, its deposit's id standing for the payment id.
    id: '0540_crypto_unmatched_refunds',
    sql: `
      alter table refunds drop constraint refunds_reason_check;
      alter table refunds add constraint refunds_reason_check check (reason in ('cancel', 'late', 'duplicate', 'expired', 'unmatched'));
    `,
  },
  {
    // The outbox retries (issue 21, item 6): a message the SMTP server did not take stays queued with
    // its next attempt's time; next_attempt_at is null for a message that is only the sandbox
    // mailbox's (recorded without SMTP), which is never sent later. List-Unsubscribe of newsletters.
    id: '0550_mail_outbox_retries',
    sql: `
      alter table mail_outbox add column list_unsubscribe text;
      alter table mail_outbox add column attempts integer not null default 0;
      alter table mail_outbox add column next_attempt_at timestamptz;
      create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'queued' and next_attempt_at is not null;
    `,
  },
];

const MIGRATION_LOCK = 7_240_001;

export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

/** Splits a migration on semicolons that end a line; migrations keep one statement per line end. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

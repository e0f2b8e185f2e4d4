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
];

const MIGRATION_LOCK = 7_240_001;

export async function migrate(db: Db, list: Migration[] = migrations): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
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

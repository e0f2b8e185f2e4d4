import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '#db/db.ts';
import { openPglite } from '#db/pglite.ts';
import { openPostgres } from '#db/postgres.ts';

interface Storage {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
  /** Drops what open() created. */
  cleanup(): Promise<void>;
}

/**
 * The storages the integration tests run against: PGlite always, and PostgreSQL when DATABASE_URL is
 * set. Each PostgreSQL run gets a database of its own, dropped afterwards.
 */
export function storages(): Storage[] {
  const list: Storage[] = [
    { name: 'pglite', open: () => openPglite(undefined), cleanup: async () => undefined },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    const created: string[] = [];
    list.push({
      name: 'postgres',
      async open() {
        const name = `clubstay_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        created.push(name);
        const target = new URL(url);
        target.pathname = `/${name}`;
        return openPostgres(target.toString(), () => undefined);
      },
      async cleanup() {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        for (const name of created.splice(0)) {
          // Let connections that are closing finish first (a pool ending waits for its checked-out
          // clients): a forced drop terminates what is left, and a client terminated in the middle
          // of its work raises an error nobody is listening for.
          for (let wait = 0; wait < 50; wait++) {
            const { rows } = await admin.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            );
            if (!rows[0]?.n) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await admin.query(`drop database if exists ${name} with (force)`);
        }
        await admin.end();
      },
    });
  }
  return list;
}

/** A view of a database whose close() does nothing, so a restarted server reuses its pool. */
export const keepOpen = (db: Db): Db => ({
  ...db,
  transaction: db.transaction.bind(db),
  query: db.query.bind(db),
  close: async () => undefined,
});

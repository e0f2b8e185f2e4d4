import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Db, type Queryable, withTimeout } from './db.ts';

/** Embedded PostgreSQL (WASM) on a data folder; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  let closed = false;

  const query = async <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) => {
    const result = await pg.query<Row>(sql, params as unknown[]);
    return result.rows;
  };

  return {
    kind: 'pglite',
    query,
    async transaction(work) {
      return pg.transaction(async (tx) => {
        const scoped: Queryable = {
          query: async <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
        };
        return work(scoped);
      });
    },
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error('database closed');
      await withTimeout(pg.query('select 1'), timeoutMs, 'database ping');
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

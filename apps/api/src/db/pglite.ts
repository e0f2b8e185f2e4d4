import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Db, type Queryable, toCsv, withTimeout } from './db.ts';

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
    async bulkInsert(table, columns, values) {
      const chunk = 100_000;
      const length = values[0]?.length ?? 0;
      for (let from = 0; from < length; from += chunk) {
        const csv = toCsv(values.map((column) => column.slice(from, from + chunk)));
        await pg.query(`copy ${table} (${columns.map((c) => c.name).join(', ')}) from '/dev/blob' with (format csv)`, [], {
          blob: new Blob([csv]),
        });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

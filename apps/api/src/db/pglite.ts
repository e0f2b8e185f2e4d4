import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Db, type Queryable, toCsv, withTimeout } from './db.ts';

/** Embedded PostgreSQL (WASM) on a data folder; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  let closed = false;
  const locks = new Map<number, Promise<unknown>>();
  // PGlite runs one statement at a time on its one connection: calls beyond the first wait in its queue.
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };

  const query = <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
    counted(async () => (await pg.query<Row>(sql, params as unknown[])).rows);

  return {
    kind: 'pglite',
    query,
    stats: () => ({ total: closed ? 0 : 1, idle: closed || inFlight > 0 ? 0 : 1, waiting: Math.max(0, inFlight - 1), max: 1 }),
    async transaction(work) {
      return counted(() => pg.transaction(async (tx) => {
        const scoped: Queryable = {
          query: async <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
        };
        return work(scoped);
      }));
    },
    withLock(key, work) {
      // One process, but calls of it may overlap: one after another per key.
      const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
      locks.set(key, run.catch(() => undefined));
      return run;
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

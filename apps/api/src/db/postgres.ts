import pg from 'pg';
import { type Db, insertByUnnest, type Queryable, withTimeout } from './db.ts';

/** Connections per pool (and per process): size `max_connections` for processes × this. */
const POOL_MAX = 10;

/** A PostgreSQL server through a connection pool. Connection failures never crash the process. */
export function openPostgres(url: string, onError: (error: Error) => void): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // Search statements are short and many: JIT compilation (on by default where LLVM is built in)
    // costs more than it saves on them, and turned country searches into 0.5 s outliers.
    options: '-c jit=off',
  });
  pool.on('error', onError);

  const query = async <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) => {
    const result = await pool.query<Row>(sql, params as unknown[]);
    return result.rows;
  };

  return {
    kind: 'postgres',
    query,
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: async <Row extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<Row>(sql, params as unknown[])).rows,
        };
        const result = await work(scoped);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withLock(key, work) {
      // The lock belongs to one session: hold a connection of its own for the whole work. A session
      // whose lock or unlock failed is closed, not pooled, so a lock can never stay held by a pooled
      // connection (closing the session releases it).
      const client = await pool.connect();
      let sound = false;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
          sound = true;
        }
      } finally {
        client.release(!sound);
      }
    },
    async ping(timeoutMs = 2000) {
      await withTimeout(pool.query('select 1'), timeoutMs, 'database ping');
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async bulkInsert(table, columns, values) {
      await insertByUnnest({ query }, table, columns, values);
    },
    async close() {
      await pool.end();
    },
  };
}

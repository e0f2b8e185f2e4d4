import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Db, type Queryable, toCsv, withTimeout } from './db.ts';

/** A second process on a data folder another process holds: it would silently lose the other's writes. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid}. PGlite serves one process only: ` +
        `stop that process, give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several. ` +
        `(If no such process runs, delete ${lockFileOf(dataDir)}.)`,
    );
  }
}

/** The lock file sits beside the data folder (PGlite owns what is inside it). */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process: creates its lock file exclusively, naming our pid. A lock
 * left by a process that is gone (a crash, or our own pid reused after a container restart) is taken
 * over; a live holder is a DataDirInUse. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }), {
        flag: 'wx',
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST')
          throw new DataDirInUse(dataDir, holderOf(file) ?? 0);
        throw error;
      }
      const holder = holderOf(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder))
        throw new DataDirInUse(dataDir, holder);
      try {
        unlinkSync(file);
      } catch {
        // another process cleared it first; the retry decides
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (holderOf(file) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number((JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Embedded PostgreSQL (WASM) on a data folder; `dataDir` undefined keeps it in memory (tests). One
 * process per folder: the folder is locked while open (DataDirInUse for a second process).
 */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
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
    stats: () => ({
      total: closed ? 0 : 1,
      idle: closed || inFlight > 0 ? 0 : 1,
      waiting: Math.max(0, inFlight - 1),
      max: 1,
    }),
    async transaction(work) {
      return counted(() =>
        pg.transaction(async (tx) => {
          const scoped: Queryable = {
            query: async <Row extends Record<string, unknown>>(
              sql: string,
              params: readonly unknown[] = [],
            ) => (await tx.query<Row>(sql, params as unknown[])).rows,
          };
          return work(scoped);
        }),
      );
    },
    withLock(key, work) {
      // One process, but calls of it may overlap: one after another per key.
      const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
      locks.set(
        key,
        run.catch(() => undefined),
      );
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
        await pg.query(
          `copy ${table} (${columns.map((c) => c.name).join(', ')}) from '/dev/blob' with (format csv)`,
          [],
          {
            blob: new Blob([csv]),
          },
        );
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The storage the API talks to: PostgreSQL, either embedded (PGlite) or a server (pg). Same SQL. */
export interface Queryable {
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/** A column of a bulk load: its name and PostgreSQL type (int4, int8, float8, text, bool...). */
export interface BulkColumn {
  name: string;
  type: string;
}

/** A connection pool's usage now (the metrics endpoint reads it). */
export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Open and not in use. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The pool's usage: a PostgreSQL pool's counts, or PGlite's single connection (busy or idle, calls queued). */
  stats(): PoolStats;
  /** Runs `work` in one transaction; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` while holding PostgreSQL's session advisory lock `key`, so that of several processes
   * only one runs it at a time (the others wait). PGlite serves one process: overlapping calls of it
   * run one after another.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Several statements separated by semicolons, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Loads many rows fast (seeding): `values` holds one array per column, all of the same length.
   * PGlite uses COPY from a blob; a server gets INSERT ... SELECT FROM unnest() in batches.
   */
  bulkInsert(
    table: string,
    columns: readonly BulkColumn[],
    values: readonly (readonly unknown[])[],
  ): Promise<void>;
}

/** INSERT ... SELECT FROM unnest(): one statement per batch, parameters as arrays. */
export async function insertByUnnest(
  db: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  values: readonly (readonly unknown[])[],
  batch = 20_000,
): Promise<void> {
  const length = values[0]?.length ?? 0;
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  for (let from = 0; from < length; from += batch) {
    await db.query(
      `insert into ${table} (${names}) select * from unnest(${arrays})`,
      values.map((column) => column.slice(from, from + batch)),
    );
  }
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return `"${value.replaceAll('"', '""')}"`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return `"${JSON.stringify(value).replaceAll('"', '""')}"`;
}

/** The rows as CSV (null unquoted and empty, text always quoted), for COPY ... FROM with format csv. */
export function toCsv(values: readonly (readonly unknown[])[]): string {
  const length = values[0]?.length ?? 0;
  const lines: string[] = new Array<string>(length);
  for (let row = 0; row < length; row++) lines[row] = values.map((column) => csvField(column[row])).join(',');
  return lines.join('\n') + '\n';
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { Env } from '#env.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL server when DATABASE_URL is set, embedded PGlite on DATA_DIR otherwise. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'dataDir'>,
  onError: (e: Error) => void,
): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, onError);
  return openPglite(env.dataDir);
}

/** The read replica for search and places (DATABASE_READ_URL), or undefined: they read from the primary. */
export function openReadDatabase(
  env: Pick<Env, 'DATABASE_READ_URL'>,
  onError: (e: Error) => void,
): Db | undefined {
  return env.DATABASE_READ_URL ? openPostgres(env.DATABASE_READ_URL, onError) : undefined;
}

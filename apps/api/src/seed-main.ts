import { readEnv } from './env.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/migrations.ts';
import { seed, seedSteps } from './seed.ts';

/**
 * Seeds the database named by DATABASE_URL (or the PGlite folder) with SEED_HOTELS hotels and exits:
 *   DATABASE_URL=postgres://... SEED_HOTELS=1000000 node apps/api/dist/seed.js
 * The server does the same at start; this runs it ahead, e.g. for a large PostgreSQL inventory.
 */
const env = readEnv();
const started = Date.now();
const log = (message: string) =>
  process.stdout.write(`[seed ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}\n`);
const db = await openDatabase(env, (error) => log(`database error: ${error.message}`));
try {
  const applied = await migrate(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  await seed(db, seedSteps({ hotels: env.SEED_HOTELS }, log), log);
  const [row] = await db.query<{ hotels: number; cities: number }>(
    'select count(*)::int as hotels, count(distinct city_id)::int as cities from hotels',
  );
  log(`done: ${row?.hotels ?? 0} hotels in ${row?.cities ?? 0} cities on ${db.kind}`);
} finally {
  await db.close();
}

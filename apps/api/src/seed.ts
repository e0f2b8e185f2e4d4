import type { Db } from './db/db.ts';
import { hotelsSeedStep } from './inventory/seed-hotels.ts';
import { type InventoryOptions, placesSeedStep } from './inventory/seed-places.ts';

/**
 * Seeds the database once per seed version: a second start with the same version skips it (the
 * hotels step's version holds SEED_HOTELS, so a new size reseeds).
 */
export interface SeedStep {
  name: string;
  version: string;
  run(db: Db): Promise<void>;
}

/** The advisory lock of seeding (the migrations hold 7_240_001). */
export const SEED_LOCK = 7_240_002;

/**
 * Runs the steps whose version the database does not hold yet. Under an advisory lock: of several
 * API processes starting together on an empty PostgreSQL one seeds, the others wait and then find
 * every step done.
 */
export async function seed(db: Db, steps: SeedStep[], log: (message: string) => void): Promise<void> {
  await db.withLock(SEED_LOCK, async () => {
    for (const step of steps) {
      const rows = await db.query<{ version: string }>('select version from seed_state where name = $1', [
        step.name,
      ]);
      if (rows[0]?.version === step.version) continue;
      const started = Date.now();
      await step.run(db);
      await db.query(
        `insert into seed_state (name, version) values ($1, $2)
         on conflict (name) do update set version = excluded.version, seeded_at = now()`,
        [step.name, step.version],
      );
      log(`seeded ${step.name}@${step.version} in ${Date.now() - started} ms`);
    }
  });
}

/** The seed of a start: places, then the hotel inventory of `options.hotels` hotels. */
export function seedSteps(options: InventoryOptions, log?: (message: string) => void): SeedStep[] {
  return [placesSeedStep(options), hotelsSeedStep(options, log)];
}

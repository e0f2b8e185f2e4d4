/**
 * Search answers before and after a change, field by field (not a test: CI does not run it).
 *
 *   DATABASE_URL=... pnpm --filter @clubstay/bench bench:answers -- --hotels 1000000 --record before
 *   (change the API)
 *   DATABASE_URL=... pnpm --filter @clubstay/bench bench:answers -- --hotels 1000000 --compare before
 *
 * Runs 200 fixed searches (cities, points of interest and countries, every filter and sort, fixed
 * dates, first and later pages) through the API's HTTP interface, each computed from the database
 * (`Cache-Control: no-cache`), and writes the answers to `.data/answers/<name>.json` (git-ignored).
 * `--compare NAME` records the answers again (as `<NAME>-now`) and prints every field that differs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@clubstay/api/db/db';
import { migrate } from '@clubstay/api/db/migrations';
import { openPglite } from '@clubstay/api/db/pglite';
import { openPostgres } from '@clubstay/api/db/postgres';
import { seed, seedSteps } from '@clubstay/api/seed';
import { createServer } from '@clubstay/api/server';
import { benchArgs } from '#common.ts';
import { differences, fixedSearches } from './answers-core.ts';

const args = benchArgs();
const hotels = Number(args.get('hotels') ?? 100_000);
const record = args.get('record');
const compare = args.get('compare');
if (!record && !compare) throw new Error('usage: answers --record NAME | --compare NAME');
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.resolve(here, '..', '.data', 'answers');

async function open(): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl, (error) => console.error(error.message));
  return openPglite(path.resolve(here, '..', '.data', `pglite-${hotels}`));
}

const db = await open();
await migrate(db);
await seed(db, seedSteps({ hotels }, console.log), console.log);
const server = await createServer({ db, checkResponses: false, logger: false });
server.database.start();
await server.database.whenReady();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

const answers: Record<string, unknown> = {};
for (const query of fixedSearches()) {
  const answer = await fetch(`${base}/api/search?${query}`, {
    headers: { 'cache-control': 'no-cache', 'accept-language': 'en' },
  });
  answers[query] = { status: answer.status, body: await answer.json() };
}
await server.app.close();

mkdirSync(folder, { recursive: true });
const name = record ?? `${compare}-now`;
writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(answers, null, 1));
console.log(
  `${Object.keys(answers).length} answers written to ${path.relative(process.cwd(), path.join(folder, `${name}.json`))}`,
);

if (compare) {
  const before = JSON.parse(readFileSync(path.join(folder, `${compare}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const found = differences(before, answers);
  const count = (value: unknown): number =>
    value !== null && typeof value === 'object'
      ? Object.values(value).reduce((sum: number, item) => sum + count(item), 0)
      : 1;
  const fields = count(answers);
  console.log(
    `${Object.keys(before).length} searches, ${fields} fields compared: ${found.length} differences`,
  );
  for (const line of found.slice(0, 40)) console.log(`  ${line}`);
  if (found.length) process.exitCode = 1;
}

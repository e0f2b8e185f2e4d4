/**
 * Search API benchmark (not a test: it prints figures, CI does not run it).
 *
 *   pnpm --filter @clubstay/bench bench:search -- --hotels 100000                  # PGlite, in process
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/clubstay_bench \
 *     pnpm --filter @clubstay/bench bench:search -- --hotels 1000000               # PostgreSQL
 *
 * Seeds N hotels (skipped when the database already holds that seed), starts the real API server
 * in this process on a free port, then runs a fixed mix of searches through HTTP: city, country and
 * point-of-interest destinations, with and without filters, every sort, and deep pages. Each first
 * page is sent with `Cache-Control: no-cache` so the API computes it from the database, and the same
 * statements are then timed on the same connection as raw SQL. Deep pages of a searchId are timed
 * separately: they reuse the result set.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSearchKey, searchQuerySchema, type SortOption } from '@clubstay/contract/search';
import { openPglite } from '@clubstay/api/db/pglite';
import { openPostgres } from '@clubstay/api/db/postgres';
import type { Db } from '@clubstay/api/db/db';
import { migrate } from '@clubstay/api/db/migrations';
import { seed, seedSteps } from '@clubstay/api/seed';
import { createServer } from '@clubstay/api/server';
import { pageStatement, searchStatement } from '@clubstay/api/search/search-sql';
import { SearchService } from '@clubstay/api/search/search-service';
import { benchArgs, percentile } from '#common.ts';
import { CITIES, COUNTRIES, FILTERS, POIS, SORTS, time } from './destinations.ts';

const args = benchArgs();
const hotels = Number(args.get('hotels') ?? 100_000);
const rounds = Number(args.get('rounds') ?? 1);
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const CITY_RADII = [2000, 5000, 10000, 15000, 25000];
const POI_RADII = [10000, 25000, 50000];

interface Case {
  kind: 'city' | 'country' | 'poi';
  query: string;
}

/** The mix; each round moves the dates a week so that no round reuses another's searchIds. */
function cases(round: number): Case[] {
  const list: Case[] = [];
  const shift = 7 * round;
  const k = encodeURIComponent(
    formatSearchKey(day(60 + shift), day(63 + shift), [{ adults: 2, children: [] }]),
  );
  const k2 = encodeURIComponent(
    formatSearchKey(day(120 + shift), day(127 + shift), [
      { adults: 2, children: [6] },
      { adults: 1, children: [] },
    ]),
  );
  let n = 0;
  const add = (kind: Case['kind'], destination: string) => {
    const filter = FILTERS[n % FILTERS.length] ?? '';
    const [prop, dir] = (SORTS[Math.floor(n / 2) % SORTS.length] ?? '').split('-');
    const query = [
      `k=${n % 3 === 0 ? k2 : k}`,
      destination,
      filter,
      `s.prop=${prop}&s.dir=${dir}`,
      'p.limit=60',
    ]
      .filter(Boolean)
      .join('&');
    list.push({ kind, query });
    n++;
  };
  for (const city of CITIES) for (const radius of CITY_RADII) add('city', `d.dd=${city}&d.r=${radius}`);
  for (const country of COUNTRIES) for (let i = 0; i < 3; i++) add('country', `d.dd=${country}`);
  for (const poi of POIS) for (const radius of POI_RADII) add('poi', `d.dd=${poi}&d.r=${radius}`);
  return list;
}

async function open(): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl, (error) => console.error(error.message));
  // The bundle runs from dist/: the data folder is tooling/bench/.data.
  return openPglite(path.resolve(here, '..', '.data', `pglite-${hotels}`));
}

const db = await open();
console.log(
  `storage: ${db.kind}${databaseUrl ? ` (${databaseUrl.replace(/\/\/[^@]*@/, '//')})` : ''}, hotels: ${hotels}`,
);
const [seedMs] = await time(async () => {
  await migrate(db);
  await seed(db, seedSteps({ hotels }, console.log), console.log);
});
console.log(`seed ready in ${(seedMs / 1000).toFixed(1)} s (0 when it was already there)`);

const server = await createServer({ db, checkResponses: false, logger: false });
server.database.start();
await server.database.whenReady();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
const service = new SearchService(db);

interface Sample {
  kind: Case['kind'];
  api: number;
  sql: number;
  total: number;
}
const samples: Sample[] = [];
const deep: { api: number; sql: number }[] = [];
const resorts: { kind: Case['kind']; api: number; sql: number }[] = [];

async function runCase(entry: Case, record: boolean): Promise<void> {
  const [api, response] = await time(async () => {
    const answer = await fetch(`${base}/api/search?${entry.query}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()} for ${entry.query}`);
    return (await answer.json()) as { totalCount: number; hotels: { id: number }[] };
  });
  const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(entry.query)));
  const resolved = await service.resolve(query);
  const main = searchStatement(resolved.key, resolved.destination, resolved.filters, resolved.sort);
  const [sql] = await time(async () => {
    const [row] = await db.query<{ ids: number[] }>(main.sql, main.params);
    const page = pageStatement(resolved.key, resolved.destination, (row?.ids ?? []).slice(0, 60).map(Number));
    await db.query(page.sql, page.params);
  });
  if (!record) return;
  samples.push({ kind: entry.kind, api, sql, total: response.totalCount });
  // Another sort on the same destination and stay: the API reuses the destination's metadata.
  const [prop, dir] = entry.query.includes('s.prop=Price&s.dir=asc')
    ? ['TrustYouScore', 'desc']
    : ['Price', 'asc'];
  const resorted = entry.query.replace(/s\.prop=\w+&s\.dir=\w+/, `s.prop=${prop}&s.dir=${dir}`);
  const [resortApi] = await time(async () => {
    const answer = await fetch(`${base}/api/search?${resorted}`);
    if (!answer.ok) throw new Error(`${answer.status} for ${resorted}`);
    await answer.json();
  });
  const idsOnly = searchStatement(
    resolved.key,
    resolved.destination,
    resolved.filters,
    `${prop}-${dir}` as SortOption,
    1000,
    false,
  );
  const [resortSql] = await time(async () => {
    const [row] = await db.query<{ ids: number[] }>(idsOnly.sql, idsOnly.params);
    const page = pageStatement(resolved.key, resolved.destination, (row?.ids ?? []).slice(0, 60).map(Number));
    await db.query(page.sql, page.params);
  });
  resorts.push({ kind: entry.kind, api: resortApi, sql: resortSql });
  // A deep page of the same searchId: the API slices the kept result set.
  if (response.totalCount > 960) {
    const start = 15 * 60; // page 16: still inside the ids the API keeps for a searchId
    const deepQuery = entry.query.replace('p.limit=60', `p.start=${start}&p.limit=60`);
    const [deepApi] = await time(async () => {
      const answer = await fetch(`${base}/api/search?${deepQuery}`);
      if (!answer.ok) throw new Error(`${answer.status} for ${deepQuery}`);
      await answer.json();
    });
    const deeper = searchStatement(
      resolved.key,
      resolved.destination,
      resolved.filters,
      resolved.sort,
      start + 60,
    );
    const [deepSql] = await time(async () => {
      const [row] = await db.query<{ ids: number[] }>(deeper.sql, deeper.params);
      const page = pageStatement(
        resolved.key,
        resolved.destination,
        (row?.ids ?? []).slice(start, start + 60).map(Number),
      );
      await db.query(page.sql, page.params);
    });
    deep.push({ api: deepApi, sql: deepSql });
  }
}

for (const entry of cases(-1).slice(0, 20)) await runCase(entry, false);
for (let round = 0; round < rounds; round++) for (const entry of cases(round)) await runCase(entry, true);

function line(label: string, rows: { api: number; sql: number }[]): string {
  const api = rows.map((row) => row.api);
  const sql = rows.map((row) => row.sql);
  const f = (value: number) => value.toFixed(1).padStart(7);
  return `${label.padEnd(34)} ${String(rows.length).padStart(4)} | API p50 ${f(percentile(api, 50))} p95 ${f(percentile(api, 95))} p99 ${f(percentile(api, 99))} | SQL p50 ${f(percentile(sql, 50))} p95 ${f(percentile(sql, 95))} p99 ${f(percentile(sql, 99))} | ratio p50 ${(percentile(api, 50) / percentile(sql, 50)).toFixed(2)} p95 ${(percentile(api, 95) / percentile(sql, 95)).toFixed(2)}`;
}

const byKind = (kind: Case['kind']) => samples.filter((sample) => sample.kind === kind);
console.log(
  `\n${samples.length + resorts.length + deep.length} searches (ms; first pages computed from the database, Cache-Control: no-cache)`,
);
console.log(line('all first pages', samples));
console.log(line('city, with metadata', byKind('city')));
console.log(
  line(
    'city, dense (>= 1000 hotels)',
    byKind('city').filter((s) => s.total >= 1000),
  ),
);
console.log(line('country', byKind('country')));
console.log(line('point of interest', byKind('poi')));
console.log(
  line(
    'city, new sort (metadata reused)',
    resorts.filter((r) => r.kind === 'city'),
  ),
);
console.log(line('deep page of a searchId (kept set)', deep));
const totals = samples.map((sample) => sample.total);
console.log(
  `result sizes: p50 ${percentile(totals, 50)} p95 ${percentile(totals, 95)} max ${Math.max(...totals)}`,
);

await server.app.close();

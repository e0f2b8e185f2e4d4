/**
 * Fresh searches against their SQL floor (not a test: it prints figures, CI does not run it).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/clubstay_bench \
 *     pnpm --filter @clubstay/bench bench:fresh -- --hotels 1000000 [--seconds 3] [--passes 2]
 *   pnpm --filter @clubstay/bench bench:fresh -- --hotels 100000                       # PGlite
 *
 * A fresh search is a destination and dates nobody asked for recently: the API computes the result
 * set, the metadata and the first page from the database (`Cache-Control: no-cache`, and dates no
 * earlier request of the run used). Each is measured against two hand-written statements on the same
 * table and indexes (./floor.ts): the minimal one and the pricing one, which also prices the stay.
 * They run interleaved in the same run: one at a time, API and floors in turn for every search; 16 at
 * a time, short alternating phases of each. A profile of the API's time (PostgreSQL planning and
 * execution, the round trip with row decoding, the page statement, building the answer, HTTP and
 * JSON) comes from the same searches run in the bench process.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatSearchKey,
  parseSearchKey,
  type SearchKey,
  searchQuerySchema,
} from '@clubstay/contract/search';
import type { Db } from '@clubstay/api/db/db';
import { migrate } from '@clubstay/api/db/migrations';
import { openPglite } from '@clubstay/api/db/pglite';
import { openPostgres } from '@clubstay/api/db/postgres';
import { seed, seedSteps } from '@clubstay/api/seed';
import { createServer } from '@clubstay/api/server';
import { pageStatement, searchStatement } from '@clubstay/api/search/search-sql';
import { SearchService } from '@clubstay/api/search/search-service';
import { startBuiltApi } from '@clubstay/test-kit/built-api';
import { benchArgs, percentile } from '#common.ts';
import { CITIES, COUNTRIES, POIS, time } from './destinations.ts';
import { type FloorDestination, type FloorKind, floorStatement } from './floor.ts';

const args = benchArgs();
const hotels = Number(args.get('hotels') ?? 100_000);
const seconds = Number(args.get('seconds') ?? 3);
const passes = Number(args.get('passes') ?? 2);
const parts = new Set((args.get('parts') ?? 'serial,concurrent,profile').split(','));
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));

type Kind = 'city 10 km' | 'city 25 km' | 'poi 10 km' | 'poi 25 km' | 'country';
const ALL_KINDS: { kind: Kind; destinations: string[] }[] = [
  { kind: 'city 10 km', destinations: CITIES.map((city) => `d.dd=${city}&d.r=10000`) },
  { kind: 'city 25 km', destinations: CITIES.map((city) => `d.dd=${city}&d.r=25000`) },
  { kind: 'poi 10 km', destinations: POIS.map((poi) => `d.dd=${poi}&d.r=10000`) },
  { kind: 'poi 25 km', destinations: POIS.map((poi) => `d.dd=${poi}&d.r=25000`) },
  { kind: 'country', destinations: COUNTRIES.map((country) => `d.dd=${country}`) },
];
const only = args.get('kinds')?.split(',');
const KINDS = only ? ALL_KINDS.filter(({ kind }) => only.includes(kind)) : ALL_KINDS;

/**
 * Stays nobody asked for in this run: every call takes the next check-in date (a day later), so no
 * two searches share a searchId or the metadata of a destination and dates.
 */
let calls = 0;
function freshKey(): string {
  const n = calls++;
  const offset = 30 + (n % 450);
  const nights = 2 + (Math.floor(n / 450) % 5);
  const adults = 1 + (Math.floor(n / 2250) % 3);
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  return formatSearchKey(day(offset), day(offset + nights), [{ adults, children: [] }]);
}

async function open(): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl, (error) => console.error(error.message));
  return openPglite(path.resolve(here, '..', '.data', `pglite-${hotels}`));
}

const db = await open();
console.log(
  `storage: ${db.kind}${databaseUrl ? ` (${databaseUrl.replace(/\/\/[^@]*@/, '//')})` : ''}, hotels: ${hotels}`,
);
await migrate(db);
await seed(db, seedSteps({ hotels }, console.log), console.log);
// With PostgreSQL the API runs as in production, the built server in its own process (so the
// bench's client and floors do not share its thread); PGlite lives in one process, so there the
// server runs in this one, on the same database handle as the floors.
const root = path.resolve(here, '../../..');
const main = path.resolve(args.get('main') ?? path.join(root, 'apps/api/dist/main.js'));
let base: string;
let stop: () => Promise<void>;
if (databaseUrl) {
  const built = await startBuiltApi({
    main,
    env: {
      NODE_ENV: 'production',
      SEED_HOTELS: String(hotels),
      LOG_LEVEL: 'warn',
      GUEST_TOKEN_SECRET: process.env.GUEST_TOKEN_SECRET ?? 'clubstay-bench-guest-token-secret',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_clubstay_bench_webhook_secret',
    },
    timeoutMs: 30 * 60_000,
  });
  base = built.base;
  stop = () => built.stop();
  console.log(`API: ${path.relative(root, main)} in its own process`);
} else {
  const server = await createServer({ db, checkResponses: false, logger: false });
  server.database.start();
  await server.database.whenReady();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  stop = () => server.app.close();
  console.log('API: createServer in this process (PGlite)');
}
const service = new SearchService(db);

/** The destination of each search, resolved once (the API's place lookup is cached too). */
const resolved = new Map<string, FloorDestination>();
for (const { destinations } of KINDS) {
  for (const destination of destinations) {
    const query = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`k=${freshKey()}&${destination}`)),
    );
    const { destination: d } = await service.resolve(query);
    resolved.set(destination, { lat: d.lat, lng: d.lng, radius: d.radius, countryCode: d.countryCode });
  }
}

const url = (destination: string, k: string) =>
  `${base}/api/search?k=${encodeURIComponent(k)}&${destination}&s.prop=PopularityScore&s.dir=desc&p.limit=60`;

async function api(destination: string, encoding?: string): Promise<number> {
  const [ms] = await time(async () => {
    const headers: Record<string, string> = { 'cache-control': 'no-cache' };
    if (encoding) headers['accept-encoding'] = encoding;
    const answer = await fetch(url(destination, freshKey()), { headers });
    if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()} for ${destination}`);
    await answer.json();
  });
  return ms;
}

async function floor(kind: FloorKind, destination: string): Promise<number> {
  const key = parseSearchKey(freshKey()).key as SearchKey;
  const statement = floorStatement(kind, key, resolved.get(destination) as FloorDestination);
  const [ms] = await time(() => db.query(statement.sql, statement.params));
  return ms;
}

/** The API's own two statements (search with metadata, then the first page), raw, without HTTP. */
async function apiSql(destination: string): Promise<number> {
  const query = searchQuerySchema.parse(
    Object.fromEntries(
      new URLSearchParams(`k=${freshKey()}&${destination}&s.prop=PopularityScore&s.dir=desc&p.limit=60`),
    ),
  );
  const r = await service.resolve(query);
  const main = searchStatement(r.key, r.destination, r.filters, r.sort);
  const [ms] = await time(async () => {
    const [row] = await db.query<{ ids: number[] }>(main.sql, main.params);
    const page = pageStatement(r.key, r.destination, (row?.ids ?? []).slice(0, 60).map(Number));
    await db.query(page.sql, page.params);
  });
  return ms;
}

type Runner = (destination: string) => Promise<number>;
const RUNNERS: [string, Runner][] = [
  ['API', (d) => api(d)],
  ['minimal floor', (d) => floor('minimal', d)],
  ['pricing floor', (d) => floor('pricing', d)],
  ["API's SQL", apiSql],
];

/** One at a time: for every search, the API and both floors in turn (the order rotating). */
async function serial(destinations: string[], rounds: number): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>(RUNNERS.map(([name]) => [name, []]));
  let n = 0;
  for (let round = 0; round < rounds; round++) {
    for (const destination of destinations) {
      for (let i = 0; i < RUNNERS.length; i++) {
        const [name, run] = RUNNERS[(n + i) % RUNNERS.length] as [string, Runner];
        times.get(name)?.push(await run(destination));
      }
      n++;
    }
  }
  return times;
}

interface Throughput {
  done: number;
  ms: number;
  times: number[];
}

/** `concurrency` workers calling `run` over the destinations for `seconds`. */
async function load(run: Runner, destinations: string[], concurrency: number): Promise<Throughput> {
  const times: number[] = [];
  let next = 0;
  const until = Date.now() + seconds * 1000;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) times.push(await run(destinations[next++ % destinations.length] as string));
    }),
  );
  return { done: times.length, ms: Date.now() - start, times };
}

/** 16 at a time: `passes` rounds of one phase per runner, alternating, summed per runner. */
async function concurrent(destinations: string[]): Promise<Map<string, Throughput>> {
  const totals = new Map<string, Throughput>(RUNNERS.map(([name]) => [name, { done: 0, ms: 0, times: [] }]));
  for (let pass = 0; pass < passes; pass++) {
    for (let i = 0; i < RUNNERS.length; i++) {
      const [name, run] = RUNNERS[(pass + i) % RUNNERS.length] as [string, Runner];
      const result = await load(run, destinations, 16);
      const total = totals.get(name) as Throughput;
      total.done += result.done;
      total.ms += result.ms;
      total.times.push(...result.times);
    }
  }
  return totals;
}

/** Where the API's time goes, one search at a time, in this process (means over the searches). */
async function profile(destinations: string[]): Promise<Record<string, number>> {
  const sums: Record<string, number> = {};
  const add = (name: string, ms: number) => (sums[name] = (sums[name] ?? 0) + ms / destinations.length);
  for (const destination of destinations) {
    const k = freshKey();
    const query = searchQuerySchema.parse(
      Object.fromEntries(
        new URLSearchParams(`k=${k}&${destination}&s.prop=PopularityScore&s.dir=desc&p.limit=60`),
      ),
    );
    const [resolveMs, r] = await time(() => service.resolve(query));
    const main = searchStatement(r.key, r.destination, r.filters, r.sort);
    const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, timing off, summary, format json) ${main.sql}`,
      main.params,
    );
    const explained = (
      typeof plan?.['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan?.['QUERY PLAN']
    ) as [{ 'Planning Time': number; 'Execution Time': number }];
    const [searchMs, rows] = await time(() => db.query<{ ids: number[] }>(main.sql, main.params));
    const page = pageStatement(r.key, r.destination, (rows[0]?.ids ?? []).slice(0, 60).map(Number));
    const [pageMs] = await time(() => db.query(page.sql, page.params));
    const [serviceMs] = await time(() => service.search({ ...query, k: freshKey() }, 'en', { fresh: true }));
    const httpMs = await api(destination);
    const identityMs = await api(destination, 'identity');
    add('resolve (place lookup)', resolveMs);
    add('search statement: PostgreSQL planning', explained[0]['Planning Time']);
    add('search statement: PostgreSQL execution', explained[0]['Execution Time']);
    add('search statement: round trip (incl. the above, decoding)', searchMs);
    add('page statement: round trip (60 rows, priced)', pageMs);
    add('service.search in process (both statements, building)', serviceMs);
    add('API through HTTP (routing, validation, JSON, compression, socket)', httpMs);
    add('API through HTTP, uncompressed (accept-encoding: identity)', identityMs);
  }
  return sums;
}

const f = (value: number) => value.toFixed(1).padStart(6);
const warm = KINDS.flatMap(({ destinations }) => destinations).slice(0, 20);
for (const destination of warm) for (const [, run] of RUNNERS) await run(destination);

if (parts.has('serial')) {
  console.log(`\nOne at a time (ms), ${passes} rounds per kind; ratio = API / pricing floor`);
  console.log(
    "| kind | n | API p50 | API p95 | minimal p50 | minimal p95 | pricing p50 | pricing p95 | API's SQL p50 | API's SQL p95 | ratio p50 | ratio p95 |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, destinations } of KINDS) {
    const times = await serial(destinations, passes);
    const p = (name: string, q: number) => percentile(times.get(name) ?? [], q);
    console.log(
      `| ${kind} | ${times.get('API')?.length} | ${f(p('API', 50))} | ${f(p('API', 95))} | ${f(p('minimal floor', 50))} | ${f(p('minimal floor', 95))} | ${f(p('pricing floor', 50))} | ${f(p('pricing floor', 95))} | ${f(p("API's SQL", 50))} | ${f(p("API's SQL", 95))} | ${(p('API', 50) / p('pricing floor', 50)).toFixed(2)} | ${(p('API', 95) / p('pricing floor', 95)).toFixed(2)} |`,
    );
  }
}

if (parts.has('concurrent')) {
  console.log(
    `\n16 at a time, ${passes} alternating phases of ${seconds} s each; share = API req/s / pricing floor per s`,
  );
  console.log(
    "| kind | API req/s | API p50 | API p95 | minimal /s | minimal p95 | pricing /s | pricing p50 | pricing p95 | API's SQL /s | API's SQL p95 | share |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, destinations } of KINDS) {
    const totals = await concurrent(destinations);
    const rate = (name: string) => {
      const t = totals.get(name) as Throughput;
      return (t.done * 1000) / t.ms;
    };
    const p = (name: string, q: number) => percentile(totals.get(name)?.times ?? [], q);
    console.log(
      `| ${kind} | ${rate('API').toFixed(0)} | ${f(p('API', 50))} | ${f(p('API', 95))} | ${rate('minimal floor').toFixed(0)} | ${f(p('minimal floor', 95))} | ${rate('pricing floor').toFixed(0)} | ${f(p('pricing floor', 50))} | ${f(p('pricing floor', 95))} | ${rate("API's SQL").toFixed(0)} | ${f(p("API's SQL", 95))} | ${((100 * rate('API')) / rate('pricing floor')).toFixed(0)} % |`,
    );
  }
}

if (parts.has('profile')) {
  console.log('\nProfile of a fresh search, one at a time (mean ms per search)');
  const profiled = KINDS.filter(({ kind }) => kind !== 'country');
  const profiles = [];
  for (const { destinations } of profiled) profiles.push(await profile(destinations));
  const stages = Object.keys(profiles[0] ?? {});
  console.log(`| stage | ${profiled.map(({ kind }) => kind).join(' | ')} |`);
  console.log(`|---|${profiled.map(() => '---').join('|')}|`);
  for (const stage of stages)
    console.log(`| ${stage} | ${profiles.map((sums) => f(sums[stage] ?? NaN)).join(' | ')} |`);
}

await stop();
await db.close();

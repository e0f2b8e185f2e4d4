/**
 * Load benchmark (not a test: it prints figures, CI does not run it).
 *
 *   pnpm --filter @clubstay/api build
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/clubstay_bench \
 *     pnpm --filter @clubstay/bench bench:load -- --hotels 1000000
 *   pnpm --filter @clubstay/bench bench:load -- --hotels 100000        # embedded PGlite, one process
 *
 * Starts the built API (apps/api/dist/main.js) as real processes — one, then two on the same
 * PostgreSQL (PGlite is embedded: one process only) — and drives each of four calls with
 * autocannon at concurrency 1, 16 and 64: search (a rotating mix of cities, filters and sorts),
 * hotel details, rooms polling and config. Prints req/s, p50/p95/p99 latency and errors, and the
 * throughput ratio of two processes over one.
 *
 * Server-rendered pages (issue 18): the HTML of home, the search results and a hotel page, as an
 * anonymous guest of bitrefill (a brand that admits guests, so the pages carry data and are rendered,
 * not redirected), driven like the calls: the render time per page is the latency of its row. Then
 * the cost of rendering to the API: search at concurrency 16 alone, and again while the three pages
 * are asked beside it, one connection each, in the same process (`search with pages`), with the ratio.
 */
import autocannon from 'autocannon';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSearchKey } from '@clubstay/contract/search';
import { startBuiltApi, type BuiltApi } from '@clubstay/test-kit/built-api';
import { benchArgs, percentile } from '#common.ts';

const args = benchArgs();
const hotels = Number(args.get('hotels') ?? 100_000);
const seconds = Number(args.get('seconds') ?? 10);
const concurrencies = (args.get('concurrency') ?? '1,16,64').split(',').map(Number);
/** `--calls search,config` drives only those calls; `--processes 1` skips the two-process pass. */
const calls = args.get('calls')?.split(',');
const processesArg = args.get('processes');
const databaseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/** `--main path/to/main.js` runs another build of the API (to compare two builds in the same conditions). */
const main = path.resolve(args.get('main') ?? path.join(root, 'apps/api/dist/main.js'));

function startApi(): Promise<BuiltApi> {
  // Production refuses the development secrets: the bench's own, unless the caller's environment has some.
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    SEED_HOTELS: String(hotels),
    LOG_LEVEL: 'warn',
    GUEST_TOKEN_SECRET: process.env.GUEST_TOKEN_SECRET ?? 'clubstay-bench-guest-token-secret',
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_clubstay_bench_webhook_secret',
  };
  if (!databaseUrl) {
    const dataDir = path.join(root, 'tooling/bench/.data', `load-pglite-${hotels}`);
    mkdirSync(dataDir, { recursive: true });
    env.DATA_DIR = dataDir;
  }
  return startBuiltApi({
    main,
    env,
    // Seeding 1,000,000 hotels the first time takes minutes; later starts are seconds.
    timeoutMs: 30 * 60_000,
    pollMs: 1000,
    ready: async (health, base) =>
      health.ok &&
      (await fetch(`${base}/api/search?${searchQueries()[0]}`, { headers: { 'x-white-label': 'clubstay' } }))
        .ok,
  });
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
const K = encodeURIComponent(formatSearchKey(day(60), day(63), [{ adults: 2, children: [] }]));
const CITIES = [
  'city-2988507',
  'city-2643743',
  'city-5128581',
  'city-1850147',
  'city-745044',
  'city-3117735',
  'city-3169070',
  'city-2950159',
  'city-2759794',
  'city-2657896',
];
const FILTERS = [
  '',
  'f.stars=4,5',
  'f.facilities=22',
  'f.rating=3,4&f.hideSoldOut=true',
  'f.priceFrom=60&f.priceTo=250',
  'f.name=grand',
];
const SORTS = [
  's.prop=PopularityScore&s.dir=desc',
  's.prop=Price&s.dir=asc',
  's.prop=Price&s.dir=desc',
  's.prop=TrustYouScore&s.dir=desc',
];

/** 240 distinct first pages: 10 cities × 6 filters × 4 sorts, radius 10 km. */
function searchQueries(): string[] {
  const list: string[] = [];
  for (const city of CITIES)
    for (const filter of FILTERS)
      for (const sort of SORTS) {
        list.push(
          [`k=${K}`, `d.dd=${city}`, 'd.r=10000', filter, sort, 'p.limit=60'].filter(Boolean).join('&'),
        );
      }
  return list;
}

interface Target {
  name: string;
  paths: string[];
  /** The page targets ask as a browser of that brand's host does (Host header), not by X-White-Label. */
  host?: string;
}

const PAGE_HOST = 'bitrefill.localhost';
const compact = (iso: string) => iso.replaceAll('-', '');

async function targets(base: string): Promise<Target[]> {
  const headers = { 'x-white-label': 'clubstay' };
  const answer = await fetch(`${base}/api/search?${searchQueries()[0]}`, { headers });
  const page = (await answer.json()) as { searchId: string; hotels: { id: number; es?: string }[] };
  const picked = page.hotels.slice(0, 40);
  return [
    { name: 'search', paths: searchQueries().map((query) => `/api/search?${query}`) },
    {
      name: 'hotel details',
      paths: picked.map(
        (hotel) => `/api/hotel/${hotel.id}?searchId=${encodeURIComponent(page.searchId)}&locale=en`,
      ),
    },
    {
      name: 'rooms polling',
      paths: picked.map(
        (hotel) =>
          `/api/v2/hotel/${hotel.id}/rooms?hotelId=${hotel.id}&searchId=${encodeURIComponent(page.searchId)}${hotel.es ? `&es=${encodeURIComponent(hotel.es)}` : ''}`,
      ),
    },
    { name: 'config', paths: ['/api/config'] },
    { name: 'page home', host: PAGE_HOST, paths: ['/'] },
    {
      name: 'page search',
      host: PAGE_HOST,
      paths: CITIES.map(
        (city) => `/search?placeId=${city}&dates=${compact(day(60))},${compact(day(63))}&rooms=2`,
      ),
    },
    {
      name: 'page hotel',
      host: PAGE_HOST,
      paths: picked.map(
        (hotel) => `/hotel/${hotel.id}?s_dates=${compact(day(60))},${compact(day(63))}&s_room=2`,
      ),
    },
  ];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

interface Row {
  processes: number;
  target: string;
  concurrency: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function drive(bases: string[], target: Target, concurrency: number, processes: number): Promise<Row> {
  let next = 0;
  const latencies: number[] = [];
  const options: autocannon.Options = {
    // autocannon spreads connections over the URLs: round-robin between processes, as a load balancer would.
    url: (bases.length === 1 ? bases[0] : bases) as string,
    connections: concurrency,
    duration: seconds,
    headers: target.host ? { host: target.host } : { 'x-white-label': 'clubstay' },
    requests: [
      {
        setupRequest: (request) => {
          request.path = target.paths[next++ % target.paths.length] ?? '/api/config';
          return request;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, answer) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
        : resolve(answer),
    );
    // autocannon's histogram has p90 and p97.5 but no p95: keep every response time and read it exactly.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    processes,
    target: target.name,
    concurrency,
    rps: result.requests.average,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const rows: Row[] = [];
const maxProcesses = databaseUrl ? Math.min(2, Number(processesArg ?? 2)) : 1;
console.log(
  `storage: ${databaseUrl ? 'postgres' : 'pglite (embedded)'}, hotels: ${hotels}, ${seconds} s per cell`,
);
const first = await startApi();
const running = [first];
try {
  const list = await targets(first.base);
  for (let processes = 1; processes <= maxProcesses; processes++) {
    while (running.length < processes) running.push(await startApi());
    const bases = running.map((api) => api.base);
    for (const target of list) {
      if (calls && !calls.includes(target.name)) continue;
      // A warm-up pass so every process has its connections and the search metadata in place.
      await drive(bases, target, 4, processes);
      for (const concurrency of concurrencies) {
        const row = await drive(bases, target, concurrency, processes);
        rows.push(row);
        console.log(
          `${processes} proc | ${row.target.padEnd(13)} | c=${String(concurrency).padStart(2)} | ${row.rps.toFixed(0).padStart(6)} req/s | p50 ${row.p50} ms | p95 ${row.p95} ms | p99 ${row.p99} ms | errors ${row.errors} | non-2xx ${row.non2xx}`,
        );
      }
    }
  }
  // The cost of page renders to the API: search alone, then with the pages asked beside it (one process).
  const search = list.find((target) => target.name === 'search');
  const pages = list.filter((target) => target.host);
  if (search && (!calls || calls.includes('search with pages'))) {
    const bases = [first.base];
    const alone = await drive(bases, search, 16, 1);
    const [beside, ...pageRows] = await Promise.all([
      drive(bases, search, 16, 1),
      ...pages.map((page) => drive(bases, page, 1, 1)),
    ]);
    if (beside) {
      rows.push({ ...alone, target: 'search alone' }, { ...beside, target: 'search with pages' });
      for (const row of pageRows) rows.push({ ...row, target: `${row.target} (beside search)` });
      console.log(
        `search c=16: ${alone.rps.toFixed(0)} req/s alone, ${beside.rps.toFixed(0)} req/s with pages rendering beside it (${(beside.rps / alone.rps).toFixed(2)}×; pages ${pageRows.map((row) => `${row.target} ${row.rps.toFixed(0)} req/s p50 ${row.p50} ms`).join(', ')})`,
      );
    }
  }
} finally {
  for (const api of running) api.child.kill('SIGTERM');
}

console.log(
  '\n| processes | call | concurrency | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |\n|---|---|---|---|---|---|---|---|---|',
);
for (const row of rows) {
  console.log(
    `| ${row.processes} | ${row.target} | ${row.concurrency} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
  );
}
if (maxProcesses === 2) {
  console.log('\nThroughput of two processes over one:');
  for (const row of rows.filter((r) => r.processes === 2)) {
    const one = rows.find(
      (r) => r.processes === 1 && r.target === row.target && r.concurrency === row.concurrency,
    );
    if (one) console.log(`- ${row.target}, c=${row.concurrency}: ${(row.rps / one.rps).toFixed(2)}×`);
  }
}

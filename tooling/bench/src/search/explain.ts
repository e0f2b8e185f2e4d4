/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the statements one search runs:
 *   DATABASE_URL=... node scripts/run.mjs src/search/explain.ts 'k=...&d.dd=city-2643743&d.r=25000'
 */
import { searchQuerySchema } from '@clubstay/contract/search';
import { openPostgres } from '@clubstay/api/db/postgres';
import { pageStatement, searchStatement } from '@clubstay/api/search/search-sql';
import { SearchService } from '@clubstay/api/search/search-service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = openPostgres(url, (error) => console.error(error.message));
const query = searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(process.argv[3] ?? '')));
const resolved = await new SearchService(db).resolve(query);
const main = searchStatement(resolved.key, resolved.destination, resolved.filters, resolved.sort);
for (let i = 0; i < 2; i++) await db.query(main.sql, main.params);
const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${main.sql}`, main.params);
console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
const [row] = await db.query<{ ids: number[] }>(main.sql, main.params);
const page = pageStatement(resolved.key, resolved.destination, (row?.ids ?? []).slice(0, 60));
const pagePlan = await db.query<{ 'QUERY PLAN': string }>(
  `explain (analyze, buffers) ${page.sql}`,
  page.params,
);
console.log(pagePlan.map((r) => r['QUERY PLAN']).join('\n'));
await db.close();

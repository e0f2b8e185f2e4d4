/**
 * The main thread's work while a server-rendered page loads and hydrates, from a Chromium trace (not a
 * test: it prints figures). Each task's **thread time** (CPU the renderer's main thread spent, not the
 * wall clock) is taken ×4, as a phone's slower CPU would spend it, so the figures hold on a machine
 * busy with other work, where Lighthouse's and the long-task observer's wall-clock figures swing
 * widely. Printed per page: the main thread's CPU (×4), the blocking time ×4 (the sum over tasks after
 * the first contentful paint of what each exceeds 50 ms) and the long tasks ×4. Median of `--runs`.
 *
 *   PORT=4600 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) NODE_ENV=test SEED_HOTELS=20000 node apps/api/dist/main.js
 *   pnpm --filter @clubstay/bench bench:blocking -- --port 4600 [--brands bitrefill] [--pages search,hotel]
 *     [--runs 5] [--desktop]
 *
 * The visitor is a guest (the skip flag's cookie). search is Paris for two adults, two nights 30 days
 * ahead; hotel is the first hotel of that search, opened from its link.
 */
import type { Browser } from 'playwright-core';
import { benchArgs } from '#common.ts';
import { brandOrigin, launchChromium } from './browser.ts';
import { median } from './report.ts';

const args = benchArgs();
const port = Number(args.get('port') ?? 3000);
const brands = (args.get('brands') ?? 'bitrefill').split(',');
const pageNames = (args.get('pages') ?? 'home,search,hotel').split(',');
const runs = Number(args.get('runs') ?? 5);
const desktop = args.has('desktop');

const origin = (brand: string) => brandOrigin(brand, port);

function compact(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}
const searchPath = `/search?q=${encodeURIComponent('Paris, France')}&placeId=city-2988507&dates=${compact(30)},${compact(32)}&rooms=2`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const contextOptions = desktop
  ? { viewport: { width: 1366, height: 900 } }
  : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function guestContext(browser: Browser, brand: string) {
  const context = await browser.newContext(contextOptions);
  await context.addCookies([{ name: 'skipAccessCheck', value: 'true', url: origin(brand) }]);
  return context;
}

async function hotelPath(browser: Browser, brand: string): Promise<string> {
  const context = await guestContext(browser, brand);
  const page = await context.newPage();
  await page.goto(`${origin(brand)}${searchPath}`);
  const href = await page.locator('ul[aria-label="Hotels"] a[href*="/hotel/"]').first().getAttribute('href');
  await context.close();
  if (!href) throw new Error(`${brand}: the search found no hotel to open`);
  return href;
}

async function measure(browser: Browser, brand: string, path: string) {
  const context = await guestContext(browser, brand);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(`${origin(brand)}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await context.close();
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error(`${brand} ${path}: no first contentful paint in the trace`);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid,
  );
  const cpu = (event: TraceEvent) => (4 * (event.tdur ?? event.dur ?? 0)) / 1000;
  const after = tasks.filter((event) => event.ts >= paint.ts);
  return {
    cpu: tasks.reduce((sum, event) => sum + cpu(event), 0),
    blocking: after.reduce((sum, event) => sum + Math.max(0, cpu(event) - 50), 0),
    long: after.filter((event) => cpu(event) > 50).map((event) => Math.round(cpu(event))),
  };
}

const browser = await launchChromium();
console.log(
  `port ${port}, ${desktop ? 'desktop 1366 px' : 'phone 390 px'}, a guest; thread time ×4; median of ${runs} runs`,
);
console.log('brand        page      main-thread CPU ms   blocking ms   long tasks ms (median run)');
for (const brand of brands) {
  for (const name of pageNames) {
    const path = name === 'home' ? '/' : name === 'search' ? searchPath : await hotelPath(browser, brand);
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, brand, path));
    const blocking = median(results.map((result) => result.blocking));
    const middle = results.find((result) => result.blocking === blocking);
    console.log(
      `${brand.padEnd(12)} ${name.padEnd(9)} ${String(Math.round(median(results.map((result) => result.cpu)))).padStart(18)}   ${String(Math.round(blocking)).padStart(11)}   ${middle?.long.join(' ') ?? ''}`,
    );
  }
}
await browser.close();

/**
 * Time to first byte and first contentful paint of the served apps, with and without server rendering
 * (not a test: it prints figures). Headless Chromium (Debian's), a fresh context per run, the CPU
 * slowed 4× and the network shaped like Lighthouse's mobile preset (150 ms RTT, 1.6 Mbps down, 750 kbps
 * up) through the DevTools protocol. Each page is loaded `--runs` times (default 3): the median is shown.
 *
 *   PORT=4563 SERVER_RENDERING=on node apps/api/dist/main.js     # in another shell (=off for "before")
 *   pnpm --filter @clubstay/bench bench:first-paint -- --port 4563 [--brands clubstay,wirex] [--runs 3]
 *
 * home is measured as a guest (the skip flag's cookie: a members club sends anonymous visitors to
 * sign-in), sign-in as an anonymous visitor.
 */
import { benchArgs } from '#common.ts';
import { brandOrigin, launchChromium } from './browser.ts';
import { median } from './report.ts';

const args = benchArgs();
const port = Number(args.get('port') ?? 3000);
const brands = (args.get('brands') ?? 'clubstay,wirex').split(',');
const runs = Number(args.get('runs') ?? 3);
const pages: Record<string, { path: string; guest: boolean }> = {
  home: { path: '/', guest: true },
  'sign-in': { path: '/auth/sign-in', guest: false },
};

/** What the bench reads of the page's `performance`. */
interface PerformanceLike {
  getEntriesByType(type: string): { responseStart?: number }[];
  getEntriesByName(name: string): { startTime: number }[];
}

const origin = (brand: string) => brandOrigin(brand, port);

const browser = await launchChromium();
console.log(`port ${port}, CPU 4x slower, 150 ms RTT, 1.6 Mbps down; median of ${runs} runs`);
console.log('brand        page      TTFB ms   FCP ms');
for (const brand of brands) {
  for (const [name, { path, guest }] of Object.entries(pages)) {
    const ttfb: number[] = [];
    const fcp: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (guest) await context.addCookies([{ name: 'skipAccessCheck', value: 'true', url: origin(brand) }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(`${origin(brand)}${path}`, { waitUntil: 'load' });
      // The page's own timings (the bench's types have no DOM library: the few members used are named here).
      const figures = await page.evaluate(
        () =>
          new Promise<{ ttfb: number; fcp: number }>((resolve) => {
            const perf = (globalThis as unknown as { performance: PerformanceLike }).performance;
            const started = Date.now();
            const poll = () => {
              const navigation = perf.getEntriesByType('navigation')[0];
              const paint = perf.getEntriesByName('first-contentful-paint')[0];
              if (paint || Date.now() - started > 15_000)
                resolve({ ttfb: navigation?.responseStart ?? NaN, fcp: paint?.startTime ?? NaN });
              else setTimeout(poll, 50);
            };
            poll();
          }),
      );
      ttfb.push(figures.ttfb);
      fcp.push(figures.fcp);
      await context.close();
    }
    console.log(
      `${brand.padEnd(12)} ${name.padEnd(8)} ${median(ttfb).toFixed(0).padStart(8)} ${median(fcp).toFixed(0).padStart(8)}`,
    );
  }
}
await browser.close();

/**
 * Web performance of the served apps (not a test: it prints figures, CI does not run it).
 *
 *   npm start                                            # in another shell: the built apps on :3000
 *   pnpm --filter @clubstay/bench bench:web -- [--port 3000] [--brands clubstay,wirex]
 *        [--pages home,sign-in,search,hotel,checkout] [--presets mobile,desktop] [--anonymous]
 *        [--runs 3] [--save dir]
 *
 * Lighthouse 12 drives Debian's Chromium (headless, no sandbox, background networking off) against
 * each brand's host (`<brand>.localhost:<port>`) for the home page, the search results for Paris, a
 * hotel page and checkout, with the mobile and desktop presets, and prints the performance score,
 * LCP, TBT, CLS and the JavaScript transferred. Every page is measured as a signed-in traveller of
 * that brand sees it (most brands are members clubs: an anonymous visitor only sees sign-in): the
 * script joins each brand through the sandbox (confirmation code from the sandbox mailbox, the
 * brand's invitation code; xportal as a sandbox partner user) and puts the session in the browser's
 * `token` cookie; brands-for-employees, which has no sign-up, gets a sandbox guest token in `id_token`.
 * `--anonymous` measures what a visitor without a session sees instead (the page it landed on is
 * printed). Lighthouse clears the HTTP cache before each run but keeps cookies. The session cookie is
 * put in the jar as the API sets it (HttpOnly, SameSite=Lax); a signed-in run that lands on an /auth/
 * page was not signed in, and is marked so.
 *
 * `--runs N` (default 1) runs each page N times and prints the median of each figure with its spread
 * (min–max). A page whose median misses a goal (mobile: score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 100 ms,
 * CLS ≤ 0.02; desktop: score ≥ 98, same LCP, TBT and CLS) gets a profile line from its median run: the
 * LCP element, the LCP phases, the main-thread breakdown and the longest tasks.
 * Pages: home, sign-in (/auth/sign-in), search, hotel, checkout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { formatSearchKey } from '@clubstay/contract/search';
import { benchArgs } from '#common.ts';
import {
  type Figures,
  figuresOf,
  type Lhr,
  median,
  missedGoals,
  profileOf,
  range,
  type Row,
} from './report.ts';

const args = benchArgs();
const port = Number(args.get('port') ?? 3000);
const brands = (args.get('brands') ?? BRAND_IDS.join(',')).split(',');
const pages = (args.get('pages') ?? 'home,search,hotel,checkout').split(',');
const presets = (args.get('presets') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const anonymous = args.has('anonymous');
const runs = Math.max(1, Number(args.get('runs') ?? 1));
/**
 * `--throttling devtools`: Lighthouse's applied throttling (the page really loads over the shaped link
 * with the CPU slowed) instead of the default `simulate` (Lantern: an unthrottled load, then a model).
 */
const throttling = args.get('throttling') === 'devtools' ? 'devtools' : 'simulate';
/** `--save <dir>`: keep each run's Lighthouse report (JSON) there, as the profile of a page. */
const saveDir = args.get('save');
const api = `http://127.0.0.1:${port}`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const compact = (iso: string) => iso.replaceAll('-', '');
const [from, to] = [day(45), day(48)];
const PARIS = 'city-2988507';

/** A Paris hotel with its searchId and es, and a package of it for checkout, from the API. */
async function samples(): Promise<{ hotel: string; checkout: string | undefined }> {
  const k = encodeURIComponent(formatSearchKey(from, to, [{ adults: 2, children: [] }]));
  const answer = await fetch(`${api}/api/search?k=${k}&d.dd=${PARIS}&d.r=10000&p.limit=5`, {
    headers: { 'x-white-label': 'clubstay' },
  });
  if (!answer.ok) throw new Error(`search answered ${answer.status}: is npm start running on port ${port}?`);
  const page = (await answer.json()) as { searchId: string; hotels: { id: number; es?: string }[] };
  const first = page.hotels[0];
  if (!first) throw new Error('no hotel in Paris');
  const hotel = `/hotel/${first.id}?s_dates=${compact(from)},${compact(to)}&s_room=2&searchId=${encodeURIComponent(page.searchId)}${first.es ? `&es=${encodeURIComponent(first.es)}` : ''}`;
  // Checkout needs a package of finished rooms: poll the supplier sandbox until it has them.
  let checkout: string | undefined;
  for (let attempt = 0; attempt < 15 && !checkout; attempt++) {
    const rooms = await fetch(
      `${api}/api/v2/hotel/${first.id}/rooms?hotelId=${first.id}&searchId=${encodeURIComponent(page.searchId)}${first.es ? `&es=${encodeURIComponent(first.es)}` : ''}`,
      {
        headers: { 'x-white-label': 'clubstay' },
      },
    );
    const body = (await rooms.json()) as {
      isFinished?: boolean;
      hotelDetails?: { rooms: { groups?: { id?: string; packageId?: string }[] }[] };
    };
    const item = body.hotelDetails?.rooms[0]?.groups?.[0];
    const packageId = item?.packageId ?? item?.id;
    if (body.isFinished && packageId) {
      checkout = `/checkout?hotel=${first.id}&package=${encodeURIComponent(packageId)}&search=${encodeURIComponent(page.searchId)}${first.es ? `&es=${encodeURIComponent(first.es)}` : ''}`;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  return { hotel, checkout };
}

async function call<T>(brand: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-white-label': brand },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path} for ${brand} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A session cookie for a new traveller of the brand: a member who joined by invitation, or a partner guest. */
async function session(brand: string): Promise<{ name: string; value: string }> {
  if (brand === 'brands-for-employees') {
    const { token } = await call<{ token: string }>(brand, '/api/sandbox/guest-token', { whiteLabel: brand });
    return { name: 'id_token', value: token };
  }
  const email = `bench-${brand}-${Date.now()}@example.com`;
  if (brand === 'xportal')
    await call(brand, '/api/sandbox/partner-users', {
      whiteLabel: brand,
      email,
      partnerRef: `bench-${Date.now()}`,
    });
  const { invitationCodes } = await call<{ invitationCodes: Record<string, string> }>(
    brand,
    '/api/sandbox/accounts',
  );
  await call(brand, '/api/customers/register/confirmation-code', { email });
  const mails = await call<{ subject: string }[]>(
    brand,
    `/api/sandbox/mailbox/messages?to=${encodeURIComponent(email)}&whiteLabel=${brand}`,
  );
  const confirmationCode = mails.map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1]).find(Boolean);
  if (!confirmationCode) throw new Error(`no confirmation code mailed to ${email}`);
  const { token } = await call<{ token: string }>(brand, '/api/customers/register', {
    email,
    password: 'Bench-Horse-9-staple',
    confirmationCode,
    enableSubscriptions: false,
    inviteLink: invitationCodes[brand],
  });
  return { name: 'token', value: token };
}

const { hotel, checkout } = await samples();
const paths: Record<string, string | undefined> = {
  home: '/',
  'sign-in': '/auth/sign-in',
  search: `/search?q=${encodeURIComponent('Paris, France')}&placeId=${PARIS}&dates=${compact(from)},${compact(to)}&rooms=2`,
  hotel,
  checkout,
};

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});
// The same browser, driven over CDP, to put each brand's session cookie in its jar.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const jar = browser.contexts()[0];
if (!jar) throw new Error('the launched Chromium has no default context');
console.log(
  `port ${port}, ${anonymous ? 'anonymous' : 'signed in'}, throttling ${throttling}, ${runs} run(s) per page, median shown; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
const rows: Row[] = [];
try {
  for (const brand of brands) {
    const origin = `http://${brand}.localhost:${port}`;
    if (!anonymous) {
      // As the API sets it: HttpOnly, SameSite=Lax, the whole host (no script of the page reads it).
      const cookie = await session(brand);
      await jar.addCookies([
        { ...cookie, domain: `${brand}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    for (const page of pages) {
      const pagePath = paths[page];
      if (!pagePath) {
        console.log(`${brand} ${page}: skipped (no sample)`);
        continue;
      }
      const url = `${origin}${pagePath}`;
      for (const preset of presets) {
        const measured: { figures: Figures; lhr: Lhr }[] = [];
        for (let run = 0; run < runs; run++) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod: throttling,
          };
          const result: RunnerResult | undefined = await lighthouse(
            url,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no result for ${url}`);
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            const suffix = runs > 1 ? `-${run + 1}` : '';
            writeFileSync(
              path.join(saveDir, `${brand}-${page}-${preset}${suffix}.json`),
              JSON.stringify(lhr),
            );
          }
          const figures = figuresOf(lhr);
          measured.push({ figures, lhr });
          if (runs > 1)
            console.log(
              `  run ${run + 1}: ${brand} ${page} ${preset} score ${figures.score} | LCP ${figures.lcp} | TBT ${figures.tbt} | CLS ${figures.cls} | landed ${figures.landed}`,
            );
        }
        const of = (key: keyof Omit<Figures, 'landed'>) => measured.map(({ figures }) => figures[key]);
        // The profile comes from the run with the median score (then LCP).
        const middle = [...measured].sort(
          (a, b) => a.figures.score - b.figures.score || a.figures.lcp - b.figures.lcp,
        )[Math.floor(measured.length / 2)];
        if (!middle) continue;
        const landed = [...new Set(measured.map(({ figures }) => figures.landed))].join(' + ');
        const base = {
          brand,
          page,
          preset,
          score: median(of('score')),
          fcp: median(of('fcp')),
          lcp: median(of('lcp')),
          tbt: median(of('tbt')),
          script: median(of('script')),
          cls: median(of('cls')),
          jsKb: median(of('jsKb')),
          benchmark: median(of('benchmark')),
          landed,
          signedOut: !anonymous && measured.some(({ figures }) => figures.landed.startsWith('/auth/')),
          spread: runs > 1 ? `${range(of('score'))} / ${range(of('lcp'))} / ${range(of('tbt'))}` : '',
        };
        const missed = missedGoals(base);
        const row: Row = {
          ...base,
          profile: missed.length ? `misses ${missed.join(', ')}: ${profileOf(middle.lhr)}` : '',
        };
        rows.push(row);
        console.log(
          `${brand.padEnd(20)} ${page.padEnd(8)} ${preset.padEnd(7)} score ${String(row.score).padStart(3)} | FCP ${row.fcp} ms | LCP ${row.lcp} ms | TBT ${row.tbt} ms | script ${row.script} ms | CLS ${row.cls} | JS ${row.jsKb} KB | landed ${row.landed} | benchmarkIndex ${row.benchmark}${row.signedOut ? ' | NOT SIGNED IN' : ''}${row.spread ? ` | spread score/LCP/TBT ${row.spread}` : ''}`,
        );
        if (row.profile) console.log(`  ${row.profile}`);
      }
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
}

console.log(
  `\n| brand | page | preset | score | FCP ms | LCP ms | TBT ms | script ms | CLS | JS KB (transferred) | landed on | benchmarkIndex |${runs > 1 ? ' spread (min–max) score / LCP / TBT |' : ''}\n|---|---|---|---|---|---|---|---|---|---|---|---|${runs > 1 ? '---|' : ''}`,
);
for (const row of rows) {
  console.log(
    `| ${row.brand} | ${row.page} | ${row.preset} | ${row.score} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.script} | ${row.cls} | ${row.jsKb} | ${row.landed}${row.signedOut ? ' (NOT SIGNED IN)' : ''} | ${row.benchmark} |${runs > 1 ? ` ${row.spread} |` : ''}`,
  );
}
const misses = rows.filter((row) => row.profile);
if (misses.length) {
  console.log('\nProfiles of the pages that miss a goal (median run):');
  for (const row of misses) console.log(`- ${row.brand} ${row.page} ${row.preset}: ${row.profile}`);
}
const signedOut = rows.filter((row) => row.signedOut);
if (signedOut.length)
  console.log(
    `\nNOT SIGNED IN (landed on /auth/): ${signedOut.map((row) => `${row.brand} ${row.page} ${row.preset}`).join(', ')}`,
  );

// Per page and preset over the brands: the spread, and how many brands meet each goal of issue 10
// (mobile score ≥ 95; LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02).
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted[sorted.length - 1]}`;
};
console.log(
  '\n| page | preset | brands | score min / median / max | LCP ms min / median / max | TBT ms min / median / max | CLS max | score ≥ goal | LCP ≤ 1500 | TBT ≤ 100 | CLS ≤ 0.02 |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const page of pages) {
  for (const preset of presets) {
    const group = rows.filter((row) => row.page === page && row.preset === preset);
    if (!group.length) continue;
    const count = (ok: (row: Row) => boolean) => `${group.filter(ok).length}/${group.length}`;
    console.log(
      `| ${page} | ${preset} | ${group.length} | ${spread(group.map((row) => row.score))} | ${spread(group.map((row) => row.lcp))} | ${spread(group.map((row) => row.tbt))} | ${Math.max(...group.map((row) => row.cls))} | ${count((row) => row.score >= (preset === 'desktop' ? 98 : 95))} | ${count((row) => row.lcp <= 1500)} | ${count((row) => row.tbt <= 100)} | ${count((row) => row.cls <= 0.02)} |`,
    );
  }
}

/**
 * Web performance of the served apps (not a test: it prints figures, CI does not run it).
 *
 *   npm start                                            # in another shell: the built apps on :3000
 *   pnpm --filter @clubstay/bench bench:web -- [--port 3000] [--brands clubstay,wirex]
 *        [--pages home,search,hotel,checkout] [--presets mobile,desktop] [--anonymous] [--save dir]
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
 * printed). Lighthouse clears the HTTP cache before each run but keeps cookies.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { formatSearchKey } from '@clubstay/contract/search';
import { benchArgs } from '../common.ts';

const args = benchArgs();
const port = Number(args.get('port') ?? 3000);
const brands = (args.get('brands') ?? BRAND_IDS.join(',')).split(',');
const pages = (args.get('pages') ?? 'home,search,hotel,checkout').split(',');
const presets = (args.get('presets') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const anonymous = args.has('anonymous');
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

interface Row {
  brand: string;
  page: string;
  preset: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Script evaluation, parse and compile on the main thread (Lighthouse's bootup-time), ms. */
  script: number;
  cls: number;
  jsKb: number;
  landed: string;
}

const { hotel, checkout } = await samples();
const paths: Record<string, string | undefined> = {
  home: '/',
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
  ],
});
// The same browser, driven over CDP, to put each brand's session cookie in its jar.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const jar = browser.contexts()[0];
if (!jar) throw new Error('the launched Chromium has no default context');
const rows: Row[] = [];
try {
  for (const brand of brands) {
    const origin = `http://${brand}.localhost:${port}`;
    if (!anonymous) await jar.addCookies([{ ...(await session(brand)), url: origin }]);
    for (const page of pages) {
      const pagePath = paths[page];
      if (!pagePath) {
        console.log(`${brand} ${page}: skipped (no sample)`);
        continue;
      }
      const url = `${origin}${pagePath}`;
      for (const preset of presets) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
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
          writeFileSync(path.join(saveDir, `${brand}-${page}-${preset}.json`), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items?.find((item) => item.resourceType === 'script');
        const row: Row = {
          brand,
          page,
          preset,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: Math.round(audit('first-contentful-paint')),
          lcp: Math.round(audit('largest-contentful-paint')),
          tbt: Math.round(audit('total-blocking-time')),
          script: Math.round(audit('bootup-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          jsKb: Math.round((scripts?.transferSize ?? 0) / 102.4) / 10,
          landed: new URL(lhr.finalDisplayedUrl).pathname,
        };
        rows.push(row);
        console.log(
          `${brand.padEnd(20)} ${page.padEnd(8)} ${preset.padEnd(7)} score ${String(row.score).padStart(3)} | FCP ${row.fcp} ms | LCP ${row.lcp} ms | TBT ${row.tbt} ms | script ${row.script} ms | CLS ${row.cls} | JS ${row.jsKb} KB | landed ${row.landed}`,
        );
      }
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
}

console.log(
  '\n| brand | page | preset | score | FCP ms | LCP ms | TBT ms | script ms | CLS | JS KB (transferred) | landed on |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const row of rows) {
  console.log(
    `| ${row.brand} | ${row.page} | ${row.preset} | ${row.score} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.script} | ${row.cls} | ${row.jsKb} | ${row.landed} |`,
  );
}

// Per page and preset over the brands: the spread, and how many brands meet each goal of issue 10
// (mobile score ≥ 95; LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02).
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted[sorted.length - 1]}`;
};
console.log(
  '\n| page | preset | brands | score min / median / max | LCP ms min / median / max | TBT ms min / median / max | CLS max | score ≥ 95 | LCP ≤ 1500 | TBT ≤ 100 | CLS ≤ 0.02 |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const page of pages) {
  for (const preset of presets) {
    const group = rows.filter((row) => row.page === page && row.preset === preset);
    if (!group.length) continue;
    const count = (ok: (row: Row) => boolean) => `${group.filter(ok).length}/${group.length}`;
    console.log(
      `| ${page} | ${preset} | ${group.length} | ${spread(group.map((row) => row.score))} | ${spread(group.map((row) => row.lcp))} | ${spread(group.map((row) => row.tbt))} | ${Math.max(...group.map((row) => row.cls))} | ${count((row) => row.score >= 95)} | ${count((row) => row.lcp <= 1500)} | ${count((row) => row.tbt <= 100)} | ${count((row) => row.cls <= 0.02)} |`,
    );
  }
}

import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { BRAND_APPS } from './brand-apps.ts';
import { openPage, viewports } from './browser.ts';
import { bookReady, chooseOffer, join } from './journeys.ts';
import type { RunningServer } from './server.ts';

/**
 * Issue 16 item 17: axe-core's colour contrast on the four pages of a booking, home, search results,
 * a hotel page with its room choices and checkout, in every brand, as the traveller the brand admits.
 * One browser, one server, the pages in sequence; the brands are the matrix's with an app
 * (`BRAND_APPS`), so a new brand is checked without touching this file.
 *
 * Only the contrast rule runs here: it is the one a brand's palette decides. Every other rule runs on
 * the same four pages in the journeys (home, search, hotel, checkout, coca-visitor .e2e), and running
 * all of them 56 times was 60% of this file's time (283 s against 177 s alone on an idle machine; it
 * was the slowest file of the CI run that went over 30 minutes).
 */
const brands = [...BRAND_APPS].sort();

/** What GET /api/config says about who a brand lets in. */
interface Admission {
  access: Record<string, readonly string[] | 'never'>;
  shell: Record<string, unknown>;
}

const SEARCH = (dates: string) =>
  `/search?q=${encodeURIComponent('Paris, France')}&placeId=city-2988507&dates=${dates}&rooms=2`;
const compact = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** Each brand's checkout address (an available offer, chosen through the API up front, in parallel). */
const offers = new Map<string, string>();

test.beforeAll(async ({ server }) => {
  test.setTimeout(180_000);
  const chosen = await Promise.all(brands.map((id) => chooseOffer(server, id)));
  brands.forEach((id, index) => offers.set(id, chosen[index] ?? ''));
});

/**
 * Lets in the traveller the brand admits, on home: a partner guest by signed token where the brand
 * validates one, a member where the brand has no self-service guests (its partner's app user where
 * only those may register), else a guest through /skipAccessCheck.
 */
async function enter(page: Page, server: RunningServer, id: string) {
  const origin = server.url(id);
  const config = (await (
    await fetch(`${server.url()}/api/config`, { headers: { 'x-white-label': id } })
  ).json()) as {
    whiteLabel: Admission;
  };
  const { access, shell } = config.whiteLabel;
  if (shell.guestTokenValidation === true) {
    const minted = await fetch(`${server.url()}/api/sandbox/guest-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ whiteLabel: id }),
    });
    const { token } = (await minted.json()) as { token: string };
    await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
  } else if (
    access.skipAccess === 'never' ||
    (Array.isArray(access.checkout) && !access.checkout.includes('guest'))
  ) {
    const email = `contrast-${id}-${Date.now()}@example.com`;
    if (shell.partnerUsersOnly === true) {
      await fetch(`${server.url()}/api/sandbox/partner-users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ whiteLabel: id, email }),
      });
    }
    await join(page, server, origin, email, `${id.toUpperCase()}-WELCOME`, 'Member-Horse-42');
  } else {
    await page.goto(`${origin}/skipAccessCheck`);
  }
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
}

/**
 * Serious and critical violations, without react-aria's live announcer (not page content); a
 * contrast failure names the colours, the ratio and the text size axe measured. Of the results'
 * 25 cards (one component, the same colours) the first three are read: the rest doubled axe's time
 * on the page (3.4 s against 1.5 s on an idle machine) and found nothing the first three do not.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['color-contrast'])
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .exclude('[data-live-announcer]')
    .exclude('ul[aria-label="Hotels"] > li:nth-child(n+4)')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const data = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor: string; bgColor: string; contrastRatio: number; fontSize: string; fontWeight: string }
          | undefined;
        const detail = data
          ? ` ${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1 at ${data.fontSize} ${data.fontWeight}`
          : '';
        return `${violation.id}: ${node.target.join(' ')}${detail} ${node.html.slice(0, 160)}`;
      }),
    );
}

test.describe('axe finds no serious violation on home, results, hotel and checkout of any brand', () => {
  test('knows all 14 brands', () => {
    expect(brands).toHaveLength(14);
  });

  for (const id of brands) {
    test(`${id}`, async ({ browser, server }) => {
      test.setTimeout(300_000);
      const page = await openPage(browser, viewports.desktop);
      try {
        const found: Record<string, string[]> = {};

        await enter(page, server, id);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 20_000 })
          .toBeGreaterThan(0);
        await expect
          .poll(() => page.locator('[data-place-id]').count(), { timeout: 20_000 })
          .toBeGreaterThan(0);
        found.home = await violations(page);

        await page.goto(`${server.url(id)}${SEARCH(`${compact(30)},${compact(32)}`)}`);
        await expect
          .poll(
            () =>
              page.getByRole('list', { name: 'Hotels' }).first().getByRole('heading', { level: 3 }).count(),
            {
              timeout: 30_000,
            },
          )
          .toBeGreaterThan(0);
        found.results = await violations(page);

        const checkout = new URL(offers.get(id) ?? '', server.url(id));
        const hotel = checkout.searchParams.get('hotel') ?? '';
        const search = checkout.searchParams.get('search') ?? '';
        const es = checkout.searchParams.get('es') ?? '';
        await page.goto(`${server.url(id)}/hotel/${hotel}?searchId=${encodeURIComponent(search)}&es=${es}`);
        const rooms = page.getByRole('list', { name: 'Available rooms' }).getByRole('article');
        await expect.poll(() => rooms.count(), { timeout: 30_000 }).toBeGreaterThan(0);
        await expect
          .poll(() => page.getByRole('progressbar', { name: 'Finding the best rates' }).count(), {
            timeout: 30_000,
          })
          .toBe(0);
        // The guaranteed offer is checked once the rates are in, with its Book disabled (dimmed) until then.
        const bookNow = page.getByRole('button', { name: /^Book now/ }).first();
        await bookReady(bookNow);
        found.hotel = await violations(page);

        await page.goto(checkout.href);
        await page.getByRole('heading', { name: 'Guest details' }).waitFor({ timeout: 30_000 });
        // The price check runs first, with Book disabled (dimmed): axe reads the page once it is done
        // and Book has faded in (a half-faded button would be measured mid-transition).
        const book = page.getByRole('button', { name: /^Book/ }).first();
        await bookReady(book);
        found.checkout = await violations(page);

        expect(found).toEqual({ home: [], results: [], hotel: [], checkout: [] });
      } finally {
        await page.context().close();
      }
    });
  }
});

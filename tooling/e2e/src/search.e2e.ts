import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { openPage, seriousViolations, viewports } from './browser.ts';

const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/** How react-aria names a calendar day: "Wednesday, December 10, 2026". */
function dayName(offsetDays: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  return day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** The per-night prices shown, in EUR as the API answered them (the visible text is in the chosen currency). */
async function shownPrices(page: Page): Promise<number[]> {
  const list = page.getByRole('list', { name: 'Hotels' }).first();
  return list
    .getByTestId('hotel-price')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-eur'))));
}

/** The address's dates of a stay `from` to `to` days from today: yyyyMMdd,yyyyMMdd. */
function stayParam(from: number, to: number): string {
  const compact = (offset: number) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
  };
  return `${compact(from)},${compact(to)}`;
}

/** Types "par" in the home form's destination and picks Paris, France from the menu. */
async function chooseParis(page: Page): Promise<void> {
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.click();
  await destination.fill('par');
  const paris = page.getByRole('option', { name: /^Paris, .*France/ }).first();
  await paris.waitFor({ timeout: 15_000 });
  await paris.click();
  await expect.poll(() => destination.inputValue()).toMatch(/^Paris/);
}

async function hotelNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Hotels' })
    .first()
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

test.describe('a guest searches for hotels', () => {
  test('finds Paris, picks dates and two rooms, compares views, filters, sorts, reloads and is asked to sign in to save a favourite', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/skipAccessCheck`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    // The 12 featured destinations.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Popular destinations' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('[data-place-id]').count()).toBe(12);

    // Destination: type "par", pick Paris.
    await chooseParis(page);

    // Dates: a 3-night stay a month ahead, in 4 months side by side.
    await page.getByRole('button', { name: /Check-in – check-out/ }).click();
    await expect.poll(() => page.getByRole('grid').count()).toBe(4);
    const tops = await Promise.all(
      (await page.getByRole('grid').all()).map(async (grid) =>
        Math.round((await grid.boundingBox())?.y ?? -1),
      ),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: new RegExp(`^${dayName(30)}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${dayName(33)}`) }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Check-in – check-out/ }).textContent())
      .toContain('3 nights');

    // Two rooms, the second with a child.
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    await page.getByRole('button', { name: 'Add a room' }).click();
    // The second room's "Children" stepper.
    await page.getByRole('button', { name: 'Increase Children' }).last().click();
    await expect.poll(() => page.getByRole('button', { name: 'Age of child 1' }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent())
      .toContain('5 guests · 2 rooms');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('rooms')).toBe('2;2-8');
    expect(url.searchParams.get('dates')).toMatch(/^\d{8},\d{8}$/);
    await expect
      .poll(() => hotelNames(page).then((names) => names.length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'search-list-desktop.png') });

    // Cards, then the map.
    await page.getByRole('tab', { name: 'Cards' }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Map' }).click();
    // The map's box, and once drawn its canvas too (maplibre makes its focusable canvas a region), are
    // named so: the first is the box.
    await expect
      .poll(() => page.getByRole('region', { name: 'Map of the hotels' }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.locator('[data-map-state]').getAttribute('data-map-state'), { timeout: 20_000 })
      .not.toBe('loading');
    await page.screenshot({ path: path.join(shots, 'search-map-desktop.png') });
    await page.getByRole('tab', { name: 'List' }).click();

    // Filter: 5 stars only and a price range.
    const filters = page.getByRole('complementary', { name: 'Filter results' });
    // The star rating group's own boxes: the popular filters may have a "5 stars" box too.
    const stars = filters.getByRole('group', { name: 'Star rating' });
    await stars.getByRole('checkbox', { name: '4 stars' }).uncheck({ force: true });
    await stars.getByRole('checkbox', { name: '5 stars' }).check({ force: true });
    await expect.poll(() => new URL(page.url()).searchParams.get('stars')).toBe('5');
    await expect
      .poll(() => hotelNames(page).then((names) => names.length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const before = await shownPrices(page);
    const low = Math.floor(Math.min(...before));
    const high = Math.ceil(Math.max(...before));
    await filters.getByRole('textbox', { name: 'From' }).fill(String(low + 1));
    await filters.getByRole('textbox', { name: 'From' }).press('Tab');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('priceFrom'), { timeout: 5_000 })
      .not.toBeNull();
    await filters.getByRole('textbox', { name: 'To' }).fill(String(high));
    await filters.getByRole('textbox', { name: 'To' }).press('Tab');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('priceTo'), { timeout: 5_000 })
      .not.toBeNull();
    // The slider's thumbs follow the typed prices; moving one moves the input and, a moment later, the results.
    const lowest = filters.getByRole('slider', { name: /Lowest price/ });
    const highest = filters.getByRole('slider', { name: /Highest price/ });
    expect(Number(await lowest.inputValue())).toBeGreaterThan(0);
    const priceTo = Number(new URL(page.url()).searchParams.get('priceTo'));
    await highest.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => filters.getByRole('textbox', { name: 'To' }).inputValue())
      .toBe(await highest.inputValue());
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('priceTo')), { timeout: 5_000 })
      .toBeLessThan(priceTo);
    const range = new URL(page.url()).searchParams;
    await expect
      .poll(
        async () => {
          const prices = await shownPrices(page);
          return (
            prices.length > 0 &&
            prices.every(
              (price) => price >= Number(range.get('priceFrom')) && price <= Number(range.get('priceTo')),
            )
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Sort by price, lowest first: the prices shown are in order.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: lowest first' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sorting')).toBe('Price-asc');
    await expect
      .poll(
        async () => {
          const prices = await shownPrices(page);
          return (
            prices.length > 0 &&
            prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price)
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const sorted = await hotelNames(page);

    // A reload shows the same results.
    await page.reload();
    await expect.poll(() => hotelNames(page), { timeout: 20_000 }).toEqual(sorted);

    // Going back in history resets the form to that page's values: a change not searched is dropped.
    const businessTrip = page.getByRole('checkbox', { name: "I'm travelling for work" });
    await businessTrip.check({ force: true });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sorting')).toBeNull();
    await expect.poll(() => businessTrip.isChecked()).toBe(false);
    await page.goForward();
    await expect.poll(() => hotelNames(page), { timeout: 20_000 }).toEqual(sorted);

    // A guest who saves a favourite is asked to sign in.
    const heart = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    await heart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.context().close();
  });

  test('keeps the chosen sort when searching again from the home page (spec 1 §2, issue 16)', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/skipAccessCheck`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    await page.goto(
      `${server.url()}/search?q=Paris%2C%20France&placeId=city-2988507&dates=${stayParam(30, 33)}&rooms=2`,
    );
    await expect
      .poll(() => hotelNames(page).then((names) => names.length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price: lowest first' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sorting')).toBe('Price-asc');

    // Home, then Search: the new search sorts the same way. Home's screen is held on its way, as on a
    // slow network: the address says "/" while the results still show, and a tap on their Search then
    // must not act (it once searched from home and left the traveller on "/?q=…").
    let releaseHome = () => {};
    const homeHeld = new Promise<void>((resolve) => (releaseHome = resolve));
    await page.route(/\/assets\/home-screen-[^/]*\.js$/, async (route) => {
      await homeHeld;
      await route.continue();
    });
    const oldSearch = await page.getByRole('button', { name: 'Search', exact: true }).first().boundingBox();
    await page.getByRole('link', { name: 'Clubstay' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(oldSearch).not.toBeNull();
    if (oldSearch)
      await page.mouse.click(oldSearch.x + oldSearch.width / 2, oldSearch.y + oldSearch.height / 2);
    releaseHome();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    expect(new URL(page.url()).search).toBe('');
    // Paris again, not home's random featured destination: with the journeys' 20,000 hotels some
    // of those have none that pass the default filters (Cancún: 19 hotels, no 4–5-star hotel), and
    // an empty list cannot show its order.
    await chooseParis(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('sorting')).toBe('Price-asc');
    expect(new URL(page.url()).searchParams.get('placeId')).toBe('city-2988507');
    // Sorted by price, lowest first; if not, the failure says what the page showed (seen once in CI,
    // not reproduced here under load: the page's address, status line and prices).
    await expect
      .poll(
        async () => {
          const prices = await shownPrices(page);
          const sorted = prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
          if (prices.length > 0 && sorted) return 'sorted by price';
          const status = await page
            .getByRole('status')
            .allTextContents()
            .catch(() => []);
          return `${page.url()} ${JSON.stringify(status)} ${JSON.stringify(prices)}`;
        },
        { timeout: 20_000 },
      )
      .toBe('sorted by price');
    await page.context().close();
  });

  test('works on a phone in another brand: destination, dates and rooms open full screen', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.phone);
    await page.goto(`${server.url('wirex')}/skipAccessCheck`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    await page.getByRole('button', { name: /^Destination:/ }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Where are you going?' }).isVisible())
      .toBe(true);
    // The field opens on home's preset place; what the traveller types replaces it.
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await expect.poll(() => destination.evaluate((input) => input === document.activeElement)).toBe(true);
    await destination.pressSequentially('lond', { delay: 60 });
    await expect.poll(() => destination.inputValue()).toBe('lond');
    await page
      .getByRole('option', { name: /^London/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Destination: London/ }).isVisible())
      .toBe(true);

    // Dates: a long list of months filling the screen under the dialog's header.
    await page.getByRole('button', { name: /Check-in – check-out/ }).click();
    const dates = page.getByRole('dialog', { name: 'Check-in – check-out' });
    await expect.poll(() => dates.isVisible()).toBe(true);
    const list = dates.getByTestId('calendar-scroller');
    // The month list fills the dialog under its header, hint and weekday row: 488 px of 844 measured.
    await expect
      .poll(async () => (await list.boundingBox())?.height ?? 0)
      .toBeGreaterThan(viewports.phone.height * 0.55);
    await page.getByRole('button', { name: new RegExp(`^${dayName(2)}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${dayName(4)}`) }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Check-in – check-out/ }).textContent())
      .toContain('2 nights');

    // Rooms: a full-screen dialog, closed with Done.
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    const rooms = page.getByRole('dialog', { name: 'Rooms and guests' });
    await expect.poll(() => rooms.isVisible()).toBe(true);
    await rooms.getByRole('button', { name: 'Add a room' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await rooms.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent())
      .toContain('4 guests · 2 rooms');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => hotelNames(page).then((names) => names.length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'search-list-phone.png') });
    const violations = await seriousViolations(page);
    if (violations.length) {
      const ids = violations.map((line) => /\(#([^)\s,]+)/.exec(line)?.[1]).filter(Boolean);
      const html = await Promise.all(
        ids.map((id) =>
          page
            .locator(`[id="${id}"]`)
            .evaluate((node) => node.outerHTML.slice(0, 400))
            .catch(() => ''),
        ),
      );
      console.log(html);
    }
    expect(violations).toEqual([]);

    // On the results the form folds into a summary bar (issue 18 item 6): the stay and the party, and
    // a button that unfolds the form; the results come first on the screen.
    const change = page.getByRole('button', { name: 'Change search' });
    expect(await change.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('2 rooms · 4 adults · 0 children').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Rooms and guests/ }).isVisible()).toBe(false);
    const firstHotel = page
      .getByRole('list', { name: 'Hotels' })
      .first()
      .getByRole('heading', { level: 3 })
      .first();
    expect((await firstHotel.boundingBox())?.y ?? Infinity).toBeLessThan(viewports.phone.height);
    await change.click();
    await expect.poll(() => page.getByRole('button', { name: /Rooms and guests/ }).isVisible()).toBe(true);
    expect(await change.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  test('filters a results page from the server on a phone in the drawer, unfolds its form, and the hidden column follows at a desktop width', async ({
    browser,
    server,
  }) => {
    // The filter column is hidden on a phone and not hydrated there (issue 18: it cost half the page's
    // blocking time); the drawer has its own panel, and the column hydrates when it shows.
    const page = await openPage(browser, viewports.phone);
    const base = server.url('bitrefill');
    await page.goto(`${base}/skipAccessCheck`);
    await page.goto(
      `${base}/search?q=${encodeURIComponent('Paris, France')}&placeId=city-2988507&dates=${stayParam(30, 32)}&rooms=2`,
    );
    await expect.poll(() => hotelNames(page).then((names) => names.length)).toBeGreaterThan(0);
    const column = page.getByRole('complementary', { name: 'Filter results' });
    expect(await column.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter results' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const stars = drawer.getByRole('group', { name: 'Star rating' });
    // A person presses the box's label (react-aria's input is visually hidden, here below the fold).
    await stars.getByText('4 stars', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stars')).toBe('5');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // The folded form (not hydrated while hidden either) unfolds and works.
    await page.getByRole('button', { name: 'Change search' }).click();
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    const rooms = page.getByRole('dialog', { name: 'Rooms and guests' });
    await expect.poll(() => rooms.isVisible()).toBe(true);
    await rooms.getByRole('button', { name: 'Add a room' }).click();
    await rooms.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent())
      .toContain('2 rooms');

    // Wider: the column shows, with the filter chosen in the drawer, and works.
    await page.setViewportSize(viewports.desktop);
    await expect.poll(() => column.isVisible()).toBe(true);
    const columnStars = column.getByRole('group', { name: 'Star rating' });
    expect(await columnStars.getByRole('checkbox', { name: '4 stars' }).isChecked()).toBe(false);
    expect(await columnStars.getByRole('checkbox', { name: '5 stars' }).isChecked()).toBe(true);
    await columnStars.getByRole('checkbox', { name: '4 stars' }).check({ force: true });
    await expect.poll(() => new URL(page.url()).searchParams.get('stars')).toBe('4,5');
    await page.context().close();
  });
});

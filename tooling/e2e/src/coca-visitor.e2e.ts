import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { openPage, seriousViolations, viewports } from './browser.ts';
import {
  agree,
  bookReady,
  chooseOffer,
  expectConfirmed,
  fillBilling,
  fillCard,
  fillGuest,
} from './journeys.ts';
import type { RunningServer } from './server.ts';

/**
 * Coca (shared/brands.md): anyone may press Book and go on to checkout without signing in (spec 2 §4
 * "for one brand anyone may proceed"). A visitor who follows a hotel link, with no session, no guest
 * token and no /skipAccessCheck, opens the hotel page, books, pays and sees the confirmation.
 */
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

const violations = (page: Page) => seriousViolations(page, ['[data-live-announcer]']);

/** The hotel page of a bookable offer on coca (its guaranteed offer confirmed Available). */
async function hotelAddress(server: RunningServer): Promise<string> {
  const checkout = new URL(await chooseOffer(server, 'coca'), 'http://x');
  const hotel = checkout.searchParams.get('hotel') ?? '';
  const query = new URLSearchParams({
    searchId: checkout.searchParams.get('search') ?? '',
    es: checkout.searchParams.get('es') ?? '',
  });
  return `/hotel/${hotel}?${query.toString()}`;
}

async function openHotelAsVisitor(
  browser: Browser,
  server: RunningServer,
  viewport: { width: number; height: number },
) {
  const page = await openPage(browser, viewport);
  const address = await hotelAddress(server);
  await page.goto(`${server.url('coca')}${address}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 20_000 })
    .toBe(true);
  // Not sent to sign-in: the visitor stays on the hotel page.
  expect(new URL(page.url()).pathname).toBe(address.split('?')[0]);
  const book = page.getByRole('button', { name: /^Book now/ });
  await book.first().waitFor({ timeout: 30_000 });
  return { page, book };
}

test.describe('coca: a visitor without a session books', () => {
  test('presses Book on the hotel page, pays by card and sees the confirmation, never asked to sign in', async ({
    browser,
    server,
  }) => {
    test.setTimeout(300_000);
    const { page, book } = await openHotelAsVisitor(browser, server, viewports.desktop);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'coca-visitor-hotel-desktop.png') });
    await expect.poll(() => book.first().isEnabled(), { timeout: 20_000 }).toBe(true);
    await book.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('checkout'), { timeout: 20_000 })
      .toMatch(/^[\w-]{32}$/);
    await page.getByRole('heading', { name: 'Guest details' }).waitFor({ timeout: 20_000 });
    await bookReady(page.getByRole('button', { name: /^Book and pay/ }));
    expect(await violations(page)).toEqual([]);
    await fillGuest(page, 'coca-visitor@example.com');
    await fillCard(page, '4242 4242 4242 4242');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(shots, 'coca-visitor-confirmation-desktop.png'),
      fullPage: true,
    });
    // Still a visitor: no member session and no guest token were ever stored.
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain('token');
    expect(cookies).not.toContain('id_token');
    // A reload of the confirmation keeps it (the offerKey is the visitor's proof).
    await page.reload();
    await expect.poll(() => page.getByTestId('reference-id').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });

  test('on a phone, Book opens the checkout', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const { page, book } = await openHotelAsVisitor(browser, server, viewports.phone);
    await expect.poll(() => book.first().isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.screenshot({ path: path.join(shots, 'coca-visitor-hotel-phone.png') });
    await book.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    await page.getByRole('heading', { name: 'Guest details' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(shots, 'coca-visitor-checkout-phone.png') });
    await page.context().close();
  });

  test('home and search stay the club’s: a visitor is asked to sign in there', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('coca')}/search?q=Paris`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/auth/sign-in');
    await page.context().close();
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { expect, test as journeyTest } from './fixtures.ts';
import { expectMissingTranslations, openPage, seriousViolations, viewports } from './browser.ts';
import { member } from './journeys.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * Shell gaps of issue 16: the newsletter sign-up, the error screen for an unusable config, missing
 * translations in production, the loyalty entry's one rule on every entry point, and the webview flag.
 */
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/**
 * Beside the worker's server, the same app rendered in the browser only (SERVER_RENDERING=off, also
 * what a page falls back to when its server render fails): the config and translation journeys below
 * fake the browser's own answers, which a server-rendered page has already received on the server.
 */
const test = journeyTest.extend<object, { clientOnly: RunningServer }>({
  clientOnly: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      const server = await startServer({ SERVER_RENDERING: 'off' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The error reports (POST /api/web/check) a page sends, as their `error` texts. */
function reports(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/web/check') {
      const body = request.postDataJSON() as { error?: string } | null;
      if (body?.error) seen.push(body.error);
    }
  });
  return seen;
}

test.describe('newsletter sign-up (POST /customers/join-newsletter)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`a visitor subscribes from the footer and lands on the thank-you page (${name})`, async ({
      browser,
      server,
    }) => {
      test.setTimeout(150_000);
      const page = await openPage(browser, viewport);
      await page.goto(`${server.url()}/faq`);
      const form = page.getByRole('form', { name: 'Deals by e-mail' });
      await form.waitFor({ timeout: 20_000 });
      const field = form.getByRole('textbox', { name: 'Send the deals to' });
      await field.fill('not-an-address');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe('Enter a valid e-mail address.');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `newsletter-footer-${name}.png`) });
      await field.fill(`news-${name}@example.com`);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/newsletter/thankyou');
      await page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `newsletter-thankyou-${name}.png`) });
      await page.context().close();
    });
  }
});

test.describe('an unusable config (spec 1 §5)', () => {
  for (const body of ['{}', 'null', '{"currencies":{}}']) {
    test(`shows the error screen, not a blank page, for the answer ${body}, and reports it`, async ({
      browser,
      clientOnly,
    }) => {
      const page = await openPage(browser, viewports.desktop);
      const sent = reports(page);
      await page.route('**/api/config', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      await page.goto(`${clientOnly.url()}/faq`);
      await page
        .getByRole('heading', { level: 1, name: 'Oops. Something went wrong!' })
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: 'Back to the home page' }).isVisible()).toBe(true);
      await expect.poll(() => sent.some((error) => error.startsWith('Config answer is unusable'))).toBe(true);
      if (body === '{}') {
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(shots, 'config-error-desktop.png') });
      }
      await page.context().close();
    });
  }
});

test.describe('a missing translation in production (spec 1 §8)', () => {
  test('shows the English text instead of the raw key and reports the key', async ({
    browser,
    clientOnly,
  }) => {
    const page = await openPage(browser, viewports.phone);
    expectMissingTranslations(page);
    const sent = reports(page);
    await page.route('**/i18n/translations/de.json', async (route) => {
      const response = await route.fetch();
      const messages = (await response.json()) as { FAQ: Record<string, string> };
      delete messages.FAQ.TITLE;
      await route.fulfill({ response, json: messages });
    });
    await page.goto(`${clientOnly.url()}/faq?locale=de`);
    await page
      .getByRole('heading', { level: 1, name: 'Frequently asked questions' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText('FAQ.TITLE').count()).toBe(0);
    // The rest of the page stays in German.
    expect(await page.getByRole('link', { name: /^Datenschutz/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => sent).toContain('Missing translation "FAQ.TITLE" in de');
    await page.screenshot({ path: path.join(shots, 'missing-translation-phone.png') });
    await page.context().close();
  });
});

test.describe('the loyalty entry: one rule for every entry point (spec 1 §2)', () => {
  test('the account page shows loyalty disabled with "Soon", like the header menu, while ShowLoyaltyProgram is off', async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const actor = member('clubstay', 'loyalty');
    const page = await openPage(browser, viewports.desktop);
    await actor.enter(page, server.url(), server);
    await page.goto(`${server.url()}/account/bookings`);
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    await nav.waitFor({ timeout: 20_000 });
    expect(await nav.getByRole('link', { name: 'My bookings' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: /Loyalty programme/ }).count()).toBe(0);
    const entry = nav.getByText('Loyalty programme');
    expect(await entry.isVisible()).toBe(true);
    expect(await nav.locator('[aria-disabled="true"]').filter({ hasText: 'Soon' }).count()).toBe(1);
    // The header's account menu says the same.
    await page
      .getByRole('button', { name: /loyalty-clubstay|Account/ })
      .first()
      .click();
    const item = page.getByRole('menuitem', { name: /Loyalty programme/ });
    await item.waitFor();
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'account-loyalty-soon-desktop.png') });
    await page.context().close();
  });
});

test.describe('the webview flag (spec 1 §9): a partner app opens the product in its webview', () => {
  test('leaves out the cookie banner, the app and social links, and opens footer links in place, until ?webview=0', async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const page = await openPage(browser, viewports.phone);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    const footer = page.getByRole('contentinfo');
    const privacy = footer.getByRole('link', { name: /^Privacy policy/ });
    // entravel shows a cookie banner and social links to any other visitor.
    await page.goto(`${server.url('entravel')}/faq?webview=1`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await privacy.waitFor();
    expect(await banner.count()).toBe(0);
    expect(await footer.getByRole('group', { name: 'Follow us' }).count()).toBe(0);
    expect(await privacy.getAttribute('target')).toBeNull();
    await page.screenshot({ path: path.join(shots, 'webview-entravel-phone.png'), fullPage: true });
    // Kept in local storage: a later address without the parameter, and a reload, keep it.
    await privacy.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/privacy-policy');
    await page.reload();
    await privacy.waitFor({ timeout: 20_000 });
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('webview'))).toBe('true');
    // ?webview=0 turns it off: the banner, the social links and new tabs come back.
    await page.goto(`${server.url('entravel')}/faq?webview=0`);
    await expect.poll(() => banner.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await footer.getByRole('group', { name: 'Follow us' }).count()).toBe(1);
    expect(await privacy.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  test('leaves out the app-store links on clubstay (desktop)', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const page = await openPage(browser, viewports.desktop);
    const apps = page.getByRole('contentinfo').getByRole('group', { name: 'Get the app' });
    await page.goto(`${server.url()}/faq`);
    await apps.waitFor({ timeout: 20_000 });
    await page.goto(`${server.url()}/faq?webview=true`);
    await page.getByRole('contentinfo').getByRole('link', { name: /^FAQ/ }).waitFor({ timeout: 20_000 });
    expect(await apps.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'webview-clubstay-desktop.png'), fullPage: true });
    await page.context().close();
  });
});

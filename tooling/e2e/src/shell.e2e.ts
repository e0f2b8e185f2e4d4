import { expect, test } from './fixtures.ts';
import { openPage, seriousViolations, viewports } from './browser.ts';

const path = (url: string) => new URL(url).pathname;

test.describe('access rules per brand', () => {
  test('bitunix opens home to anyone but sends an anonymous visitor from /search to sign-in', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(server.url('bitunix'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    await page.goto(`${server.url('bitunix')}/search?q=Paris`);
    await expect.poll(() => path(page.url())).toBe('/auth/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/search?q=Paris');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to Bitunix Travel' }).isVisible())
      .toBe(true);
    // The skip-access route is never allowed there.
    expect(await page.getByRole('link', { name: 'Look around as a guest' }).count()).toBe(0);
    await page.goto(`${server.url('bitunix')}/skipAccessCheck`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This offer is exclusive' }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  test('brands-for-employees refuses /auth/sign-up with the no-rights page and its partner button', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('brands-for-employees')}/auth/sign-up`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This offer is exclusive' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Go to the partner site' }).getAttribute('href')).toBe(
      'https://brandsforemployees.example',
    );
    expect(await page.getByRole('link', { name: 'Join the club' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('brands-for-employees lets in a guest with a valid partner token, and not with a forged one', async ({
    browser,
    server,
  }) => {
    const minted = await fetch(`http://127.0.0.1:${server.port}/api/sandbox/guest-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ whiteLabel: 'brands-for-employees' }),
    });
    const { token } = (await minted.json()) as { token: string };
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('brands-for-employees')}/?token=${encodeURIComponent(`${token}x`)}`);
    await expect.poll(() => path(page.url())).toBe('/auth/sign-in');
    await page.goto(`${server.url('brands-for-employees')}/?token=${encodeURIComponent(token)}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    // The token is kept in the guest cookie: the next visit needs no token.
    await page.goto(server.url('brands-for-employees'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Members-only hotel prices');
    expect(await page.getByText('Prices in CHF').isVisible()).toBe(true);
    await page.context().close();
  });

  test('an anonymous visitor is sent from the account to sign-in, and a guest too', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/account/bookings`);
    await expect.poll(() => path(page.url())).toBe('/auth/sign-in');
    await page.goto(`${server.url()}/skipAccessCheck`);
    await expect.poll(() => path(page.url())).toBe('/');
    await page.goto(`${server.url()}/account/bookings`);
    await expect.poll(() => path(page.url())).toBe('/auth/sign-in');
    await page.context().close();
  });

  test('serves the impressum only on vivid, and no about page on coca', async ({ browser, server }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('vivid')}/impressum`);
    await expect.poll(() => page.getByRole('heading', { name: 'Impressum' }).isVisible()).toBe(true);
    await page.goto(`${server.url('wirex')}/impressum`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.goto(`${server.url('coca')}/about`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

test.describe('languages and currencies', () => {
  test('bit2me offers only English and Spanish, and prices in EUR only', async ({ browser, server }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('bit2me')}/skipAccessCheck`);
    await expect.poll(() => path(page.url())).toBe('/');
    await page.getByRole('button', { name: /Language/ }).click();
    // The header's pickers load react-aria on first interaction: the list opens once it has.
    await page.getByRole('listbox').waitFor();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['English', 'Español']);
    await page.keyboard.press('Escape');
    expect(await page.getByText('Prices in EUR').isVisible()).toBe(true);
    await page.context().close();
  });

  test('switching clubstay to German changes the text and the date format, and is remembered', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/terms-and-conditions`);
    await expect.poll(() => page.getByText('Last updated: 01 Mar 2025').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByText(/01 März 2025/).isVisible()).toBe(true);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).not.toBe('Terms and conditions');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.reload();
    await expect.poll(() => page.getByText(/01 März 2025/).isVisible()).toBe(true);
    await page.context().close();
  });

  test('changing the currency writes it to the address and keeps it on reload', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/faq`);
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('option', { name: 'GBP' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('GBP');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /Currency/ }).textContent()).toContain('GBP');
    // It follows the visitor: through a link, and through the guard's redirect to sign-in.
    await page.getByRole('banner').getByRole('link', { name: 'Clubstay' }).click();
    await expect.poll(() => path(page.url())).toBe('/auth/sign-in');
    expect(new URL(page.url()).searchParams.get('currency')).toBe('GBP');
    await page.context().close();
  });
});

test.describe('the chrome', () => {
  test('opens and closes the side menu with the keyboard on a phone', async ({ browser, server }) => {
    const page = await openPage(browser, viewports.phone);
    await page.goto(`${server.url()}/faq`);
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    await menuButton.waitFor();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Privacy policy' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  test('shows the crypto-club promotion on wide screens until it is closed', async ({ browser, server }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('crypto-club')}/faq`);
    const promo = page.getByRole('complementary', { name: 'Promotion' });
    await expect.poll(() => promo.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close the promotion' }).click();
    await expect.poll(() => promo.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await promo.count()).toBe(0);
    await page.context().close();
  });

  test('shows the entravel cookie banner until accepted, and hides the footer on auth pages', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.phone);
    await page.goto(`${server.url('entravel')}/faq`);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.goto(`${server.url('entravel')}/auth/sign-in`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });

  test('marks every brand but clubstay no-index', async ({ browser, server }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url('wirex')}/faq`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });
});

import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { openPage, viewports } from './browser.ts';
import type { RunningServer } from './server.ts';
import { chooseOffer, join } from './journeys.ts';

/**
 * Pages are server-rendered (README "Server rendering"): the HTML carries the page's text before any
 * script runs, and the browser hydrates it without a mismatch or a console error.
 */

const compact = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}`;
};
const DATES = `${compact(35)},${compact(38)}`;
const SEARCH = `/search?q=${encodeURIComponent('Paris, France')}&placeId=city-2988507&dates=${DATES}&rooms=2`;

/** The page's HTML as a client without JavaScript gets it, with the skip flag's cookie when asked. */
async function html(
  server: RunningServer,
  path: string,
  cookie?: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url()}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Holds the app's entry script back, as on a slow phone: the server's page is there, its script is
 * not, until the returned function lets it come.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/**
 * Playwright's trace recorder puts its snapshot script into every frame; in the hotel page's reviews
 * frame, sandboxed without scripts on purpose, Chromium blocks it and says so. (The reviews page has
 * no script of its own: xss.e2e checks that frame.)
 */
const TRACE_RECORDER_BLOCKED =
  /^Blocked script execution in '[^']*\/api\/hotel\/\d+\/reviews\?[^']*' because the document's frame is sandboxed/;

/** Console errors and React's hydration warnings while `visit` runs. */
async function watchConsole(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (TRACE_RECORDER_BLOCKED.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await visit();
  return problems;
}

test.describe('server-rendered pages', () => {
  test('sends the sign-in page with its text, and sends an anonymous visitor of the club from home to it', async ({
    server,
  }) => {
    const home = await html(server, '/');
    expect(home.status).toBe(307);
    const signIn = await html(server, '/auth/sign-in');
    expect(signIn.status).toBe(200);
    expect(signIn.text).toContain('Sign in to Clubstay');
    expect(signIn.text).toContain('<body class="brand-clubstay">');
    // The stylesheets are in the head, inline: none blocks the first paint with a request of its own.
    expect(signIn.text).toContain('<style>');
    expect(
      signIn.text.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.includes(' disabled')),
    ).toBe(true);
  });

  test('sends the home page with its text to a guest (skip flag cookie), in the brand of the host', async ({
    server,
  }) => {
    const home = await html(server, '/', 'skipAccessCheck=true');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Members-only hotel prices');
    // The 12 featured destinations come with the page (the home route's loader), links included.
    expect(home.text.match(/data-place-id="/g)?.length).toBe(12);
    expect(home.text).toContain('Paris');
    const wirex = await new Promise<string>((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/auth/sign-in',
          headers: { host: `wirex.localhost:${server.port}` },
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve(text));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(wirex).toContain('Sign in to Wirex Travel');
    expect(wirex).toContain('<body class="brand-wirex">');
  });

  test('sends a hotel page with its details and facilities, readable without JavaScript (the route loader)', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url('bitrefill')}/hotel/1000?s_dates=${DATES}`);
    expect(answer?.status()).toBe(200);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name.trim().length).toBeGreaterThan(3);
    // The description names the hotel; the facilities and the children's policy are there as text.
    await page.getByRole('heading', { name: 'Hotel information' }).waitFor();
    expect(await page.getByText(`${name.trim()}, a `).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Facilities', exact: true }).first().waitFor();
    await page.getByText('Children and extra beds').first().waitFor();
    await context.close();

    // With JavaScript, the browser hydrates on the details the page carried: it does not ask for them
    // again (it asks for the details of the search it prices next, spec 2 §4, which carry a searchId).
    const live = await openPage(browser, viewports.phone);
    const asked: string[] = [];
    live.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/hotel/1000' && !url.searchParams.has('searchId')) asked.push(request.url());
    });
    await live.goto(`${server.url('bitrefill')}/hotel/1000?s_dates=${DATES}`);
    await live.waitForLoadState('networkidle');
    await expect.poll(() => live.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(asked, asked.join(' ')).toEqual([]);
    await live.context().close();
  });

  test('sends the search results with their first page of hotels and prices, readable without JavaScript (the route loader)', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url('bitrefill')}${SEARCH}`);
    expect(answer?.status()).toBe(200);
    const results = page.getByRole('list', { name: 'Hotels' }).first();
    const names = await results.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(10);
    const prices = await results.getByTestId('hotel-price').allTextContents();
    expect(prices.length).toBe(names.length);
    expect(prices.every((price) => /\d/.test(price))).toBe(true);
    // Each result links to its hotel page.
    expect(await page.getByRole('link', { name: /^See the rooms of / }).count()).toBe(names.length);
    await context.close();

    // With JavaScript, the browser hydrates on the answer the page carried: it does not search again.
    // And nothing moves when it does (a card that grew at hydration on a phone took the tap meant
    // for a hotel: the first cards' places are the same before the script and after).
    const live = await openPage(browser, viewports.phone);
    const searched: string[] = [];
    live.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searched.push(request.url());
    });
    const release = await holdAppScript(live);
    await live.goto(`${server.url('bitrefill')}${SEARCH}`, { waitUntil: 'commit' });
    const cards = live.getByRole('list', { name: 'Hotels' }).first().getByRole('article');
    await cards.nth(2).waitFor();
    await live.evaluate(() => document.fonts.ready.then(() => undefined));
    const places = () =>
      Promise.all([0, 1, 2].map(async (index) => JSON.stringify(await cards.nth(index).boundingBox())));
    const served = await places();
    release();
    await live.waitForLoadState('networkidle');
    expect(await places()).toEqual(served);
    await expect
      .poll(() =>
        live
          .getByRole('list', { name: 'Hotels' })
          .first()
          .getByRole('heading', { level: 3 })
          .allTextContents(),
      )
      .toEqual(names);
    expect(searched, searched.join(' ')).toEqual([]);
    await live.context().close();
  });

  test('sends the checkout with its stay, price and form, readable without JavaScript (the route loader), and keeps what was typed across a reload', async ({
    browser,
    server,
  }) => {
    const address = await chooseOffer(server, 'bitrefill');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url('bitrefill')}${address}`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Complete your booking' }).waitFor();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    expect(await page.getByText('Loading your booking').count()).toBe(0);
    const summary = page.getByRole('complementary', { name: 'Your booking' });
    expect(await summary.getByText('Total price').count()).toBe(1);
    expect(await page.getByRole('timer').textContent()).toMatch(/\d+:\d\d/);
    await context.close();

    // With JavaScript, the page names its checkout in the address (a reload resumes it, never makes
    // another), and what the traveller typed survives the reload.
    const live = await openPage(browser, viewports.phone);
    const created: string[] = [];
    live.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/checkout/create') created.push(request.url());
    });
    await live.goto(`${server.url('bitrefill')}${address}`);
    await expect.poll(() => new URL(live.url()).searchParams.get('checkout')).toMatch(/^[\w-]{32}$/);
    const checkoutId = new URL(live.url()).searchParams.get('checkout');
    await live.waitForLoadState('networkidle');
    await live.getByRole('textbox', { name: 'First name' }).first().fill('Ada');
    await live.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await live.reload();
    await live.waitForLoadState('networkidle');
    await expect
      .poll(() => live.getByRole('textbox', { name: 'First name' }).first().inputValue())
      .toBe('Ada');
    expect(await live.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('ada@example.com');
    expect(new URL(live.url()).searchParams.get('checkout')).toBe(checkoutId);
    expect(created).toEqual([]);
    await live.context().close();
  });

  test("sends a member's account sections filled in, readable without JavaScript (the route loader), and hydrates them", async ({
    browser,
    server,
  }) => {
    const live = await openPage(browser, viewports.phone);
    const base = server.url('wirex');
    const email = `ssr-account-${Date.now()}@example.com`;
    await join(live, server, base, email, 'WIREX-WELCOME', 'Wirex-Member-77');
    // The member's session cookie in a browser without JavaScript: the server's page is all it shows.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewports.phone,
      storageState: await live.context().storageState(),
    });
    const page = await context.newPage();
    expect((await page.goto(`${base}/account/personal-info`))?.status()).toBe(200);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    await page.goto(`${base}/account/bookings`);
    await page.getByText('No bookings yet.').waitFor();
    for (const section of ['settings', 'wallet-balance', 'favorites']) {
      await page.goto(`${base}/account/${section}`);
      await page.getByRole('navigation', { name: 'Account sections' }).waitFor();
      expect(await page.getByRole('progressbar', { name: 'Loading…' }).count(), section).toBe(0);
    }
    await context.close();

    // With JavaScript, the section hydrates on the data the page carried (the journey fails on a
    // mismatch) and does not ask for it again; a section opened later asks for its own.
    const asked: string[] = [];
    live.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/customers') asked.push(request.url());
    });
    await live.goto(`${base}/account/personal-info`);
    await live.waitForLoadState('networkidle');
    expect(await live.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    expect(asked, asked.join(' ')).toEqual([]);
    await live.getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await live.context().close();
  });

  test('sends home on a phone as the phone shows it: the search form does not change when the script arrives', async ({
    browser,
    server,
  }) => {
    // The destination was a text field in the server's page and a button after hydration (chosen in
    // script), and the fields moved by a pixel or two under a tap already on its way.
    const live = await openPage(browser, viewports.phone);
    const release = await holdAppScript(live);
    await live.goto(`${server.url('bitrefill')}/`, { waitUntil: 'commit' });
    const form = live.getByRole('form', { name: 'Hotel search' });
    const destination = form.getByRole('button', { name: /^Destination: / });
    await destination.waitFor();
    await live.evaluate(() => document.fonts.ready.then(() => undefined));
    const fields = [
      destination,
      form.getByRole('button', { name: /^Check-in – check-out/ }),
      form.getByRole('button', { name: /^Rooms and guests/ }),
      form.getByRole('button', { name: 'Search', exact: true }),
    ];
    const places = () => Promise.all(fields.map(async (field) => JSON.stringify(await field.boundingBox())));
    const served = await places();
    expect(await form.getByRole('combobox').count()).toBe(0);
    release();
    await live.waitForLoadState('networkidle');
    expect(await places()).toEqual(served);
    await live.context().close();
  });

  test('hydrates home, sign-in, the search results and a hotel page without a console error or hydration warning', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    const problems = await watchConsole(page, async () => {
      await page.goto(`${server.url()}/auth/sign-in`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Sign in to Clubstay' }).isVisible())
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await page.goto(`${server.url()}/skipAccessCheck`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Members-only hotel prices');
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.goto(`${server.url()}${SEARCH}`);
      const links = page.getByRole('link', { name: /^See the rooms of / });
      await expect.poll(() => links.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const href = await links.first().getAttribute('href');
      await page.goto(`${server.url()}${href ?? '/'}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 30_000 })
        .toBe(true);
      await page.waitForLoadState('networkidle');
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('keeps what a traveller does before the app\u2019s script has arrived: a press, typing and a sent form', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.phone);
    const release = await holdAppScript(page);
    await page.goto(`${server.url('wirex')}/auth/sign-in`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'New here? Join with an invitation' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('early@example.com');
    release();
    // The press opened the join form once the app ran, with the e-mail typed meanwhile carried over.
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('early@example.com');

    // Signing in before the script: the form is not sent to the server as a plain form (a reload that
    // loses the typing); the app sends it and answers in place.
    const again = await openPage(browser, viewports.phone);
    const releaseAgain = await holdAppScript(again);
    const posts: string[] = [];
    again.on('request', (request) => {
      if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(request.url());
    });
    await again.goto(`${server.url('wirex')}/auth/sign-in`, { waitUntil: 'commit' });
    await again.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await again.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
    await again.getByRole('button', { name: 'Sign in' }).last().click();
    releaseAgain();
    await again
      .getByRole('alert')
      .filter({ hasText: /e-mail or password/i })
      .waitFor()
      .catch(async (error: unknown) => {
        // Seen once in CI, not reproduced under load: say what the page showed instead.
        const form = await again
          .locator('form')
          .last()
          .innerText()
          .catch(() => '(no form)');
        const fields = await again.evaluate(() =>
          [...document.querySelectorAll('input')].map(
            (input) => `${input.name || input.type}=${input.value.length}`,
          ),
        );
        throw new Error(
          `no sign-in failure shown at ${again.url()}; form: ${JSON.stringify(form)}; fields ${fields.join(' ')}; posts ${JSON.stringify(posts)}`,
          { cause: error },
        );
      });
    expect(posts).toEqual([]);
    expect(await again.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('nobody@example.com');
    await Promise.all([page.context().close(), again.context().close()]);
  });
});

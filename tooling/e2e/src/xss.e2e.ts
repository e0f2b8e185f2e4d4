import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test as journeyTest } from './fixtures.ts';
import { openPage, seriousViolations, viewports } from './browser.ts';
import {
  agree,
  expectConfirmed,
  fillBilling,
  fillCard,
  fillGuest,
  member,
  newestMail,
  openCheckout,
} from './journeys.ts';
import { openServerData, type RunningServer, startServer } from './server.ts';

/**
 * The security suite's XSS journeys (issue 10 §4): hostile text in every place a visitor or the
 * inventory can put text, and everywhere that text is shown again, in Chromium. Each screen must show
 * the payload as literal text: no script ran (`window.__xss` stays undefined, no dialog opened) and no
 * element, event handler or `javascript:` link came out of it.
 *
 * Where the text comes from:
 * - hotel text: the inventory's own free text is the hotel name and the city name (the address and
 *   the description are built from them; room names, facilities and policies are fixed vocabularies).
 *   The journey seeds, stops the server, writes the payloads into the first 400 hotels (where the
 *   checkout's offer finder looks) and a city of their own in the PGlite data folder, and starts again.
 * - a member's names (personal information), the contact form (names, subject, message, booking id),
 *   the checkout's special requests; echoed on the confirmation, under My bookings and favourites, and
 *   in the e-mails (the sandbox mailbox page shows them as the inbox would).
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';
const TEMPLATE = "{{constructor.constructor('window.__xss=1')()}}";
const JS_URL = 'javascript:window.__xss=1';
const HOTEL_NAME = `Hôtel ${IMG} ${SVG} ${JS_URL}`;
const CITY_NAME = `Ville ${SCRIPT} ${TEMPLATE}`;
const CITY_ID = 990_000_001;
const ALL = [IMG, SCRIPT, SVG, TEMPLATE, JS_URL].join(' ');

/** Writes the hostile hotel and city names into a seeded data folder (the server is stopped). */
async function plantHotelPayloads(dataDir: string): Promise<void> {
  const db = await openServerData(dataDir);
  try {
    await db.query(
      `insert into places (id, type, name, name_key, full_key, country_code, lat, lng)
       select 'city-' || $1::text, 'city', $2, lower($2), lower($2), 'FR', 48.85, 2.35`,
      [String(CITY_ID), CITY_NAME],
    );
    await db.query(
      `update hotels set name = $1, name_key = lower($1), city_id = $2,
         has_provider = true, score = coalesce(score, 8.4), category = coalesce(category, 4)
       where id <= 400`,
      [HOTEL_NAME, CITY_ID],
    );
  } finally {
    await db.close();
  }
}

/** This file's server: seeded, stopped, given the hostile names above, and started again. */
const test = journeyTest.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'clubstay-xss-'));
      const seeding = await startServer({}, 'healthy', { dataDir });
      await seeding.stop();
      await plantHotelPayloads(dataDir);
      const server = await startServer({}, 'healthy', { dataDir });
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

/** A page that records every dialog (and dismisses it, so nothing hangs). */
function watch(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Everything a payload could have turned into, in the page's DOM. */
async function injected(page: Page) {
  return page.evaluate(() => {
    const marked = (value: string) => value.includes('__xss');
    const elements = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      imgX: document.querySelectorAll('img[src="x"]').length,
      svgOnload: document.querySelectorAll('svg[onload]').length,
      // Scripts that run (a data block, such as the hotel's JSON-LD or the boot state, carries the
      // text as escaped JSON and never runs; that it cannot close its element is checked below).
      scripts: [...document.querySelectorAll('script')].filter(
        (s) => !/^application\/(ld\+)?json$/i.test(s.type) && marked(s.textContent ?? ''),
      ).length,
      dataBlocksBroken: [...document.querySelectorAll('script[type$="json"]')].filter((s) => {
        try {
          JSON.parse(s.textContent ?? '');
          return false;
        } catch {
          return true;
        }
      }).length,
      handlers: elements.filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on') && marked(a.value)),
      ).length,
      javascriptLinks: [
        ...document.querySelectorAll('a[href], area[href], iframe[src], form[action]'),
      ].filter((el) =>
        /^\s*javascript:/i.test(
          el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '',
        ),
      ).length,
    };
  });
}

const CLEAN = {
  xss: undefined,
  imgX: 0,
  svgOnload: 0,
  scripts: 0,
  dataBlocksBroken: 0,
  handlers: 0,
  javascriptLinks: 0,
};

/** Each text is shown literally, and nothing ran or was injected. */
async function expectInert(page: Page, dialogs: string[], texts: string[], where: string) {
  for (const text of texts) {
    await expect
      .poll(() => page.getByText(text).first().isVisible(), { timeout: 20_000, message: `${where}: ${text}` })
      .toBe(true);
  }
  // An onerror or onload fires once the element loads or fails: give the page a turn of its event loop.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await injected(page), where).toEqual(CLEAN);
  expect(dialogs, where).toEqual([]);
}

/** Serious axe violations, without react-aria's transient live announcer (see checkout.e2e.ts). */
const violations = (page: Page) => seriousViolations(page, ['[data-live-announcer]']);

test.describe('the detector', () => {
  test('sees each payload when it is rendered as HTML (a negative control for the checks below)', async ({
    browser,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    const dialogs = watch(page);
    await page.setContent(
      `<main>${[IMG, SVG].join('')}<a href="${JS_URL}">link</a><p onclick="window.__xss=2">p</p></main>`,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const found = await injected(page);
    expect(found.xss).toBe(1);
    expect(found).toMatchObject({ imgX: 1, svgOnload: 1, handlers: 3, javascriptLinks: 1 });
    await page.evaluate((script) => document.body.insertAdjacentHTML('beforeend', script), SCRIPT);
    expect((await injected(page)).scripts).toBe(1);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});

test.describe('XSS payloads are inert text', () => {
  const booker = member('clubstay', 'xss');
  const email = booker.email('xss');
  let page: Page;
  let dialogs: string[];
  let hotelId = '';
  let reference = '';

  test('member names: the payloads are refused as names, shown back as typed, and nothing runs', async ({
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    page = await openPage(browser, viewports.desktop);
    dialogs = watch(page);
    await booker.enter(page, server.url(), server);
    await page.goto(`${server.url()}/account/personal-info`);
    // Each within the name fields' length (the template payload is longer: it goes into the message below).
    for (const [field, value] of [
      ['First name', IMG],
      ['Last name', SCRIPT],
    ] as const) {
      await page.getByRole('textbox', { name: field }).fill(value);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Only letters, with spaces or hyphens between them').first().isVisible())
      .toBe(true);
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(IMG);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(SCRIPT);
    await expectInert(page, dialogs, [], 'personal information');
    // The API refuses them too (the form is not the only way in).
    const status = await page.evaluate(
      async (name) =>
        (
          await fetch('/api/customers', {
            method: 'PATCH',
            headers: {
              'content-type': 'application/json',
              'x-white-label': 'clubstay',
            },
            body: JSON.stringify({ name, surname: 'Lovelace' }),
          })
        ).status,
      IMG,
    );
    expect(status).toBe(400);
  });

  test('hotel text: name, address and description on the hotel page; the reviews frame', async ({
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    const checkout = await openCheckout(browser, server, booker, { page, refundable: true });
    hotelId = new URL(checkout.url()).searchParams.get('hotel') ?? '';
    expect(hotelId).toMatch(/^\d+$/);
    // The checkout's own summary names the hotel.
    await expectInert(page, dialogs, [HOTEL_NAME], 'checkout summary');

    const hotelPage = await openPage(browser, viewports.desktop);
    const hotelDialogs = watch(hotelPage);
    await hotelPage.context().addCookies(await page.context().cookies());
    await hotelPage.goto(`${server.url()}/hotel/${hotelId}`);
    await expect
      .poll(() => hotelPage.getByRole('heading', { level: 1, name: HOTEL_NAME }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    // The address ends with the city; the description opens with the hotel and its city.
    await expectInert(hotelPage, hotelDialogs, [HOTEL_NAME, CITY_NAME, SCRIPT, TEMPLATE], 'hotel page');
    expect(await violations(hotelPage)).toEqual([]);

    // The reviews frame: a server-rendered page without scripts; its title carries the hotel name.
    const frame = hotelPage.locator(`iframe[src="/api/hotel/${hotelId}/reviews?lang=en"]`);
    await expect.poll(() => frame.count(), { timeout: 15_000 }).toBe(1);
    expect(await frame.getAttribute('title')).toBe(`Guest reviews of ${HOTEL_NAME}`);
    const reviews = await openPage(browser, viewports.desktop);
    const reviewDialogs = watch(reviews);
    await reviews.goto(`${server.url()}/api/hotel/${hotelId}/reviews?lang=en`);
    expect(await reviews.title()).toContain(HOTEL_NAME);
    await expectInert(reviews, reviewDialogs, [], 'reviews frame');
    await hotelPage.context().close();
    await reviews.context().close();
  });

  test('special requests: booked with payloads, shown on the confirmation, under My bookings and in the e-mail', async ({
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    await fillGuest(page, email);
    await page.getByRole('textbox', { name: 'Special requests' }).first().fill(ALL);
    await fillCard(page, '4242 4242 4242 4242');
    await fillBilling(page);
    await agree(page);
    await expectInert(page, dialogs, [], 'checkout form');
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    reference = await expectConfirmed(page, /Your booking is confirmed/);
    await expectInert(page, dialogs, [HOTEL_NAME, ALL], 'confirmation');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Manage booking' }).click();
    const card = page
      .getByRole('list', { name: 'My bookings' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('heading', { level: 3, name: HOTEL_NAME }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: `Cancel booking at ${HOTEL_NAME}` }).count()).toBe(1);
    await expectInert(page, dialogs, [HOTEL_NAME], 'my bookings');

    // Favourites list the hotel by its name.
    await page.evaluate(
      async (id) =>
        fetch(`/api/customers/favorites/${id}`, {
          method: 'POST',
          headers: {
            'x-white-label': 'clubstay',
          },
        }),
      hotelId,
    );
    await page.goto(`${server.url()}/account/favorites`);
    await expect
      .poll(() => page.getByRole('link', { name: HOTEL_NAME }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectInert(page, dialogs, [HOTEL_NAME], 'favourites');

    // The confirmation e-mail, as the sandbox mailbox shows it.
    const mailbox = await openPage(browser, viewports.desktop);
    const mailDialogs = watch(mailbox);
    await mailbox.goto(`${server.url()}/api/sandbox/mailbox?to=${encodeURIComponent(email)}`);
    await expectInert(mailbox, mailDialogs, [HOTEL_NAME, reference], 'confirmation e-mail');
    await mailbox.context().close();
  });

  test('contact form: hostile names are refused, hostile subject, booking id and message are acknowledged and mailed as text', async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${server.url()}/contact`);
    const subject = `Late check-in ${IMG}`;
    const message = `We arrive after midnight. ${SCRIPT} ${SVG} ${TEMPLATE}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: /^Booking ID/ }).fill(JS_URL);
    await page.getByRole('textbox', { name: 'First name' }).fill(IMG);
    await page.getByRole('textbox', { name: 'Last name' }).fill(SVG);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByText('Only letters, with spaces or hyphens between them').first().isVisible())
      .toBe(true);
    await expectInert(page, dialogs, [], 'contact form refused');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('button', { name: 'Send message' }).click();
    const success = page.getByRole('dialog', { name: 'Message sent' });
    await expect.poll(() => success.isVisible()).toBe(true);
    await expectInert(page, dialogs, [], 'contact acknowledgement');
    await success.getByRole('button', { name: 'Got it' }).click();
    expect((await newestMail(server, email)).kind).toBe('contact-received');

    const mailbox = await openPage(browser, viewports.desktop);
    const mailDialogs = watch(mailbox);
    await mailbox.goto(`${server.url()}/api/sandbox/mailbox?to=${encodeURIComponent(email)}`);
    await expectInert(mailbox, mailDialogs, [subject, SCRIPT, SVG, TEMPLATE], 'contact e-mail');
    await mailbox.context().close();
  });

  test('a javascript: or off-site address to return to after signing in is not followed', async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const fresh = await openPage(browser, viewports.desktop);
    const freshDialogs = watch(fresh);
    for (const target of [JS_URL, '/\\example.org/', '//example.org/']) {
      await fresh.goto(`${server.url()}/auth/sign-in?redirect=${encodeURIComponent(target)}`);
      await fresh.getByRole('textbox', { name: 'E-mail' }).fill(booker.email(''));
      await fresh.getByLabel('Password', { exact: true }).fill('Member-Horse-42');
      await fresh.getByRole('button', { name: 'Sign in' }).last().click();
      // Home, or (for the backslash) a page of this site that does not exist: never another origin.
      await expect.poll(() => new URL(fresh.url()).pathname).not.toBe('/auth/sign-in');
      expect(new URL(fresh.url()).origin).toBe(server.url());
      await expectInert(fresh, freshDialogs, [], `redirect ${target}`);
      await fresh.context().clearCookies();
    }
    await fresh.context().close();
    await page.context().close();
  });
});

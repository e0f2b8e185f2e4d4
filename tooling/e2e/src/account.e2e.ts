import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { openPage, seriousViolations, viewports } from './browser.ts';
import {
  agree,
  expectConfirmed,
  fillBilling,
  fillCard,
  fillGuest,
  join,
  mailAbout,
  mailbox,
  member,
  newestMail,
  openCheckout,
} from './journeys.ts';
import type { RunningServer } from './server.ts';

/**
 * A member's life in the club (issue 9): join with an invitation code and the mailed confirmation
 * code, sign in, favourite a hotel from the results and find it under favourites, set a new password
 * through the link in the sandbox mailbox, withdraw from the wallet, send the contact form; axe on
 * every account screen; and book a refundable stay through the checkout, find it under My bookings and
 * cancel it, with the cancellation e-mail in the mailbox.
 */
const shots = process.env.E2E_SHOTS ?? '/tmp/accounts-shots';
mkdirSync(shots, { recursive: true });

const api = (server: RunningServer, url: string) => `http://127.0.0.1:${server.port}${url}`;
const post = (server: RunningServer, url: string, body: unknown) =>
  fetch(api(server, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function axe(page: Page, name: string) {
  // react-aria's Button announces the end of a pending press through its live region with
  // aria-labelledby pointing at the button; once a modal closes, that id is gone until the
  // announcement expires (7 s). Wait for it, so axe judges the page a user settles on.
  await expect.poll(() => page.locator('[role="log"] [role="img"]').count(), { timeout: 10_000 }).toBe(0);
  expect(await seriousViolations(page), name).toEqual([]);
}

test.describe('a member of the club', () => {
  test('joins by invitation, saves a favourite, resets the password by mail, withdraws and writes to support', async ({
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    const page = await openPage(browser, viewports.desktop);
    const base = server.url();
    const email = `ada-${Date.now()}@example.com`;

    // Wrong codes are refused in the user's words before anything is created.
    await page.goto(`${base}/auth/sign-in`);
    await axe(page, 'sign-in page');
    await page.getByRole('button', { name: 'New here? Join with an invitation' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a confirmation code to ${email}.`).waitFor();
    await page.getByRole('textbox', { name: 'Confirmation code' }).fill('000000');
    await page.getByRole('textbox', { name: 'Invitation code' }).fill('NOT-A-CODE');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => page.getByText('Add an upper-case letter').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByLabel('Repeat the password').fill('Correct-Horse-9');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Wrong invitation code');
    await axe(page, 'sign-up form with errors');
    await page.screenshot({ path: path.join(shots, 'e2e-signup-errors-desktop.png'), fullPage: true });

    // Join with the sandbox invitation code.
    await join(page, server, base, email, 'CLUBSTAY-WELCOME', 'Correct-Horse-9');
    await page
      .getByRole('button', { name: 'Ada' })
      .or(page.getByRole('button', { name: email }))
      .first()
      .click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await page.keyboard.press('Escape');

    // Favourite a hotel from the search results, then find it under favourites.
    const dates = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    await page.goto(
      `${base}/search?q=${encodeURIComponent('Paris, France')}&placeId=city-2988507&dates=${dates(30)},${dates(32)}&rooms=2`,
    );
    const heart = page.getByRole('button', { name: /^Save .* to favorites$/ }).first();
    await heart.waitFor({ timeout: 30_000 });
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const hotel = label.replace(/^Save (.*) to favorites$/, '$1');
    await heart.click();
    await expect
      .poll(() => page.getByRole('button', { name: `Remove ${hotel} from favorites` }).count())
      .toBeGreaterThan(0);
    await page.goto(`${base}/account/favorites`);
    await expect
      .poll(() => page.getByRole('link', { name: hotel }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await axe(page, 'favourites');

    // Every account section opens and passes axe.
    for (const section of ['bookings', 'personal-info', 'settings', 'loyalty']) {
      await page.goto(`${base}/account/${section}`);
      await page.getByRole('navigation', { name: 'Account sections' }).waitFor();
      await expect.poll(() => page.getByRole('progressbar', { name: 'Loading…' }).count()).toBe(0);
      await axe(page, section);
    }
    await page.goto(`${base}/account/bookings`);
    await expect.poll(() => page.getByText('No bookings yet.').isVisible()).toBe(true);

    // Personal information: the name rules speak, then the name is saved and shown in the header.
    await page.goto(`${base}/account/personal-info`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ad4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Only letters, with spaces or hyphens between them').isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Your details are saved.').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Ada' }).isVisible())
      .toBe(true);

    // Sign out, forget the password, and set a new one through the mailbox link.
    await page.getByRole('banner').getByRole('button', { name: 'Ada' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto(`${base}/auth/reset-password`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/a link to set a new password is on its way/).waitFor();
    expect((await newestMail(server, email)).kind).toBe('password-reset');
    await page.goto(api(server, `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`));
    const link = page.getByRole('link', { name: /\/reset-password\?token=/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    // The link points at the brand's own address; the browser follows it to this server.
    expect(href).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/reset-password\?token=/);
    await page.goto(`${base}${new URL(href).pathname}${new URL(href).search}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await axe(page, 'reset-password page');
    await page.getByLabel('New password', { exact: true }).fill('Second-Horse-10');
    await page.getByLabel('Repeat the password').fill('Second-Horse-10');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password is changed. Sign in with the new one.').waitFor();
    await page.goto(`${base}/auth/sign-in?redirect=%2Faccount%2Fwallet-balance`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('E-mail or password incorrect');
    await page.getByLabel('Password', { exact: true }).fill('Second-Horse-10');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/wallet-balance');

    // Withdraw from the wallet (credited by the sandbox, as rewards need completed stays).
    expect(
      (await post(server, '/api/sandbox/wallet-credit', { whiteLabel: 'clubstay', email, amount: 60 }))
        .status,
    ).toBe(201);
    await page.reload();
    await expect.poll(() => page.getByText('60.00 USDC').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw from your wallet' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('80');
    await dialog.getByRole('textbox', { name: /Wallet address/ }).fill(`0x${'ab'.repeat(20)}`);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => dialog.getByText('The maximum is 60.00 USDC').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
    await expect.poll(() => dialog.getByText('23.50 USDC').isVisible()).toBe(true);
    await axe(page, 'withdraw modal');
    await page.screenshot({ path: path.join(shots, 'e2e-withdraw-desktop.png') });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect
      .poll(() =>
        page.getByText('Withdrawal requested: you will receive 23.50 USDC within 24 hours.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'Pending' }).isVisible()).toBe(true);
    await axe(page, 'wallet');

    // Invite a friend from the affiliate dashboard.
    await page.goto(`${base}/affiliate-dashboard`);
    await page.getByRole('button', { name: 'Create a code' }).click();
    await expect.poll(() => page.getByRole('cell', { name: /\/auth\/sign-up\?code=/ }).count()).toBe(1);
    await axe(page, 'affiliate dashboard');

    // Write to support: the form's rules, then the success pop-up.
    await page.goto(`${base}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Late check-in');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We arrive after midnight. <b>Is that fine?</b>');
    await page.getByRole('button', { name: 'Send message' }).click();
    const success = page.getByRole('dialog', { name: 'Message sent' });
    await expect.poll(() => success.isVisible()).toBe(true);
    await axe(page, 'contact success');
    await success.getByRole('button', { name: 'Got it' }).click();
    expect((await newestMail(server, email)).kind).toBe('contact-received');

    // Subscriptions by token: unsubscribe and back.
    const me = await page.evaluate(
      async () =>
        (await (
          await fetch('/api/customers', {
            headers: {
              'x-white-label': 'clubstay',
            },
          })
        ).json()) as { subscriptionToken: string },
    );
    await page.goto(`${base}/unsubscribe?token=${me.subscriptionToken}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'You are unsubscribed' }).isVisible())
      .toBe(true);
    await axe(page, 'unsubscribe');
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are subscribed' }).isVisible()).toBe(true);
    await page.context().close();
    // A long journey on a shared two-core machine: about a minute, with room to spare.
  });

  test('books a refundable stay, finds it under My bookings and cancels it: the list, the refund and the mail agree', async ({
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    const desktop = { width: 1280, height: 900 };
    const booker = member('clubstay', 'booker');
    const email = booker.email('cancel');
    // Joins by invitation, then books through the checkout, as on the hotel page's Book.
    const page = await openCheckout(browser, server, booker, {
      refundable: true,
      viewport: desktop,
    });
    await fillGuest(page, email);
    await fillCard(page, '4242 4242 4242 4242');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    const reference = await expectConfirmed(page, /Your booking is confirmed/);

    // The confirmation sends a member to the account, where the booking is listed.
    await page.getByRole('link', { name: 'Manage booking' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/bookings');
    const list = page.getByRole('list', { name: 'My bookings' });
    const card = list.getByRole('listitem').filter({ hasText: reference });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await list.getByRole('listitem').count()).toBe(1);
    const hotel = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    expect(hotel).not.toBe('');
    expect(await card.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/^Free cancellation until /).isVisible()).toBe(true);
    // The amount under the card's Total term (a card booking is paid in full, so that is the refund).
    const totalFact = card
      .locator('div', { has: page.getByRole('term').filter({ hasText: /^Total$/ }) })
      .last();
    const total = ((await totalFact.getByRole('definition').textContent()) ?? '').trim();
    expect(total).toMatch(/\d/);
    await axe(page, 'bookings with a booking');
    await page.screenshot({ path: path.join(shots, 'account-bookings-desktop.png'), fullPage: true });
    await page.setViewportSize(viewports.phone);
    await expect.poll(() => card.isVisible()).toBe(true);
    await axe(page, 'bookings with a booking, phone');
    await page.screenshot({ path: path.join(shots, 'account-bookings-phone.png'), fullPage: true });
    await page.setViewportSize(desktop);

    // Cancel: the pop-up says what happens, then the list, the banner and the mail say it happened.
    await card.getByRole('button', { name: `Cancel booking at ${hotel}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      `Your stay at ${hotel} will be cancelled and ${total} refunded`,
    );
    await axe(page, 'cancel pop-up');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Booking ${reference} is cancelled.` })
          .textContent(),
      )
      .toBe(`Booking ${reference} is cancelled. ${total} will be refunded.`);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: `Cancel booking at ${hotel}` }).count()).toBe(0);
    // The refund is under way or already done (the sandbox refunds right after the cancel commits):
    // either way the card names the amount going back to the payment method.
    const amount = total.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const refundLine = new RegExp(
      `Refund of ${amount} to your payment method|${amount} refunded to your payment method`,
    );
    await expect.poll(() => card.getByText(refundLine).isVisible()).toBe(true);
    const mail = await mailAbout(server, email, reference, 'booking-cancellation');
    expect(mail.subject).toBe(`Your booking ${reference} is cancelled`);
    expect(mail.text).toContain(hotel);
    await axe(page, 'bookings after cancelling');
    await page.screenshot({
      path: path.join(shots, 'account-bookings-cancelled-desktop.png'),
      fullPage: true,
    });
    await page.setViewportSize(viewports.phone);
    await expect.poll(() => card.isVisible()).toBe(true);
    await axe(page, 'bookings after cancelling, phone');
    await page.screenshot({ path: path.join(shots, 'account-bookings-cancelled-phone.png'), fullPage: true });

    // What the server keeps: still cancelled after a reload, and one cancellation mail.
    await page.reload();
    await expect
      .poll(() => card.getByText('Cancelled', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const cancellations = (await mailbox(server, email)).filter(
      (message) => message.kind === 'booking-cancellation',
    );
    expect(cancellations).toHaveLength(1);
    await page.context().close();
  });

  test('on a phone in wirex: joins from the side menu\u2019s sign-in, and the profile block shows name and e-mail', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.phone);
    const base = server.url('wirex');
    const email = `wirex-${Date.now()}@example.com`;
    await join(page, server, base, email, 'WIREX-WELCOME', 'Wirex-Member-77');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(email);
    await page.keyboard.press('Escape');
    for (const section of ['bookings', 'wallet-balance', 'settings']) {
      await page.goto(`${base}/account/${section}`);
      await page.getByRole('navigation', { name: 'Account sections' }).waitFor();
      await expect.poll(() => page.getByRole('progressbar', { name: 'Loading…' }).count()).toBe(0);
      await axe(page, `wirex ${section}`);
      await page.screenshot({ path: path.join(shots, `e2e-wirex-${section}-phone.png`), fullPage: true });
    }
    // A wirex session is not a clubstay session.
    const other = await page.evaluate(
      async () =>
        (
          await fetch('/api/customers', {
            headers: {
              'x-white-label': 'clubstay',
            },
          })
        ).status,
    );
    expect(other).toBe(401);
    await page.context().close();
  });

  test('keeps the session in an HttpOnly cookie no script reads: signed in across a reload, signed out by Log out', async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    let page = await openPage(browser, viewports.desktop);
    const base = server.url();
    const email = `http-only-${Date.now()}@example.com`;
    await join(page, server, base, email, 'CLUBSTAY-WELCOME', 'Correct-Horse-9');
    const accountButton = page.getByRole('banner').getByRole('button', { name: email });
    const signInLink = () => page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect.poll(() => accountButton.isVisible()).toBe(true);

    // The API set the session cookie: HttpOnly, SameSite=Lax, the whole site; no script sees it.
    const session = (await page.context().cookies(base)).find((cookie) => cookie.name === 'token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(session?.value).toMatch(/\S{20,}/);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)token=/);

    // A reload, and a member page straight from the server: still signed in.
    await page.reload();
    await expect.poll(() => accountButton.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)token=/);
    await page.goto(`${base}/account/personal-info`);
    await page.getByRole('navigation', { name: 'Account sections' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/personal-info');
    // The page's own calls carry the cookie (and their Origin): a change is accepted.
    const saved = await page.evaluate(
      async () =>
        (
          await fetch('/api/customers', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', 'x-white-label': 'clubstay' },
            body: JSON.stringify({ name: 'Grace' }),
          })
        ).status,
    );
    expect(saved).toBe(200);

    // A session an older app kept in a cookie its JavaScript wrote still works, and the next page
    // writes it again HttpOnly. In a context of its own: an earlier page's call still on its way,
    // answered with the cookie written again HttpOnly, would rewrite it first (seen under load).
    await page.context().close();
    page = await openPage(browser, viewports.desktop);
    await page
      .context()
      .addCookies([
        { name: 'token', value: session?.value ?? '', url: base, httpOnly: false, sameSite: 'Lax' },
      ]);
    // Script-readable, as an older app wrote it. (Read from the browser's store: a page's
    // `document.cookie` followed a cookie added from outside only some time later, under load.)
    expect((await page.context().cookies(base)).find((cookie) => cookie.name === 'token')).toMatchObject({
      value: session?.value,
      httpOnly: false,
    });
    await page.goto(`${base}/`);
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Grace' }).isVisible())
      .toBe(true);
    expect((await page.context().cookies(base)).find((cookie) => cookie.name === 'token')).toMatchObject({
      value: session?.value,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)token=/);

    // Log out: the API clears the cookie; a reload stays signed out.
    await page.getByRole('banner').getByRole('button', { name: 'Grace' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => signInLink().isVisible()).toBe(true);
    await expect
      .poll(async () => (await page.context().cookies(base)).some((cookie) => cookie.name === 'token'))
      .toBe(false);
    await page.reload();
    await expect.poll(() => signInLink().isVisible()).toBe(true);
    await page.goto(`${base}/account/personal-info`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.context().close();
  });

  test('opens sign-in as a modal over the page from the header, and brands-for-employees offers no sign-up', async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    await page.goto(`${server.url()}/faq`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign in to Clubstay' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/faq');
    await axe(page, 'sign-in modal');
    await modal.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Reset your password' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${server.url('brands-for-employees')}/auth/sign-in`);
    await page.getByRole('heading', { name: 'Sign in to Brands for Employees' }).waitFor();
    expect(await page.getByRole('button', { name: 'New here? Join with an invitation' }).count()).toBe(0);
    await page.context().close();
  });
});

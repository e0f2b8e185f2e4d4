import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';
import { seriousViolations, viewports } from './browser.ts';
import {
  type Actor,
  agree,
  bookReady,
  bookWithCrypto,
  challengeFrame,
  expectConfirmed,
  fillBilling,
  fillCard,
  fillGuest,
  guest,
  mailFor,
  member,
  openCheckout,
} from './journeys.ts';

/**
 * Checkout journeys (issue 8): a traveller books with each payment way and sees an honest
 * confirmation. Each journey is written against an `Actor` (how the traveller gets in: a guest
 * through /skipAccessCheck, or a member who joins by invitation and signs in; see journeys.ts).
 */
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/**
 * Serious and critical axe violations, leaving out react-aria's live announcer: after a combobox
 * choice it briefly holds an empty node labelled by the (already closed) option, which is not page
 * content and goes away by itself.
 */
const violations = (page: Page) => seriousViolations(page, ['[data-live-announcer]']);

/** A screenshot's path: the guest's keep their names, a member's say so. */
const shot = (actor: Actor, name: string) =>
  path.join(shots, actor.kind === 'guest' ? `${name}.png` : `${name}-${actor.name}.png`);

/** Where the confirmation sends the traveller to change or cancel: a member to the account, a guest to support. */
async function expectManageLink(page: Page, actor: Actor) {
  const manage = page.getByRole('link', { name: 'Manage booking' });
  expect(await manage.getAttribute('href')).toBe(actor.kind === 'member' ? '/account/bookings' : '/contact');
  expect(await page.getByText('To change or cancel this booking, write to our support.').isVisible()).toBe(
    actor.kind === 'guest',
  );
}

/**
 * The member's subset. Signing in changes who owns the checkout and the booking (the API writes the
 * member's customer id and reads them only with that session) and where the confirmation sends them
 * to manage it; it does not change how a payment provider charges. So a member runs the card journey
 * (form validation, axe, the confirmation e-mail) and pay at the hotel (a refundable rate, nothing or
 * a guarantee charged), both with the checkout's own create, check and book; the 3DS, declined-card,
 * crypto, Paybyrd-style and price-change journeys are provider and offer paths that never look at
 * the caller. Run twice they would add about two minutes (five journeys of 20-30 s each on the shared
 * two-core CI machine) to `npm test`, which has to stay well under 30 minutes, for no code the guest
 * runs do not already cover.
 */
const signedInMember = member('clubstay');

for (const actor of [guest, signedInMember]) {
  test.describe(`checkout as ${actor.name}`, () => {
    test('books with 4242 4242 4242 4242: confirmation, e-mail, no accessibility violations', async ({
      browser,
      server,
    }) => {
      test.setTimeout(150_000);
      const page = await openCheckout(browser, server, actor);
      await bookReady(page.getByRole('button', { name: /^Book and pay/ }));
      expect(await violations(page)).toEqual([]);
      // Nothing typed yet: the page says what is missing, in words.
      await page.getByRole('button', { name: /^Book and pay/ }).click();
      await expect.poll(() => page.getByText('This field is required').first().isVisible()).toBe(true);
      const email = actor.email('card');
      await fillGuest(page, email);
      await fillCard(page, '4242 4242 4242 4242');
      await fillBilling(page);
      await agree(page);
      await page.screenshot({ path: shot(actor, 'checkout-card-desktop'), fullPage: true });
      await page.getByRole('button', { name: /^Book and pay/ }).click();
      const reference = await expectConfirmed(page, /Your booking is confirmed/);
      expect(await violations(page)).toEqual([]);
      await expectManageLink(page, actor);
      await page.screenshot({ path: shot(actor, 'confirmation-desktop'), fullPage: true });
      await mailFor(server, email, reference);
      await page.context().close();
    });

    test('books and pays at the hotel', async ({ browser, server }) => {
      test.setTimeout(150_000);
      const page = await openCheckout(browser, server, actor, { refundable: true });
      await fillGuest(page, actor.email('hotel'));
      await page.getByRole('radio', { name: /Pay at the hotel/ }).check({ force: true });
      // 4 and 5 star hotels ask for a card guarantee (a pre-authorisation).
      if (await page.getByRole('textbox', { name: 'Card number' }).isVisible()) {
        await fillCard(page, '4242 4242 4242 4242');
        await fillBilling(page);
      }
      await agree(page);
      await page.getByRole('button', { name: 'Book now, pay at the hotel' }).click();
      await expectConfirmed(
        page,
        /Your booking is confirmed: (you pay at the hotel|your card is pre-authorised)/,
      );
      await expectManageLink(page, actor);
      await page.context().close();
    });
  });
}

test.describe('checkout: the other payment ways, as guest', () => {
  const actor = guest;
  test('passes the 3DS challenge of 4000 0027 6000 3184', async ({ browser, server }) => {
    test.setTimeout(150_000);
    const page = await openCheckout(browser, server, actor, { viewport: viewports.phone });
    await fillGuest(page, actor.email('threeds'));
    await fillCard(page, '4000 0027 6000 3184');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    const frame = await challengeFrame(page);
    await page.screenshot({ path: path.join(shots, 'checkout-3ds-phone.png') });
    await frame.getByRole('button', { name: 'Complete' }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });

  test("shows a declined card's message, then pays with another card", async ({ browser, server }) => {
    test.setTimeout(150_000);
    const page = await openCheckout(browser, server, actor);
    await fillGuest(page, actor.email('declined'));
    await fillCard(page, '4000 0000 0000 0002');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Sorry, your payment failed' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(
      await page.getByRole('alert').filter({ hasText: 'You have not been charged' }).count(),
    ).toBeGreaterThan(0);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });

  test('pays with crypto in two partial deposits', async ({ browser, server }) => {
    test.setTimeout(180_000);
    const page = await openCheckout(browser, server, actor);
    await fillGuest(page, actor.email('crypto'));
    await bookWithCrypto(page);
    expect(await page.getByRole('img', { name: 'QR code of the payment address' }).isVisible()).toBe(true);
    // The sandbox runs on no chain: no wallet to pay with (wallet.e2e.ts pays on the local chain).
    expect(await page.getByRole('button', { name: 'Pay with wallet' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    const address = (await page.getByTestId('crypto-address').textContent()) ?? '';
    const amount = Number(await page.getByTestId('crypto-amount').getAttribute('data-amount'));
    const first = Math.floor(amount * 40) / 100;
    const deposit = (value: number) =>
      fetch(`${server.url()}/api/sandbox/crypto/deposit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address, amount: value }),
      });
    expect((await deposit(first)).status).toBe(200);
    await expect
      .poll(() => page.getByTestId('crypto-paid').getAttribute('data-amount'), { timeout: 30_000 })
      .toBe(String(first));
    await page.screenshot({ path: path.join(shots, 'checkout-crypto-partial.png'), fullPage: true });
    // "I have paid" with money still missing: the confirmation says the payment is incomplete.
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect
      .poll(() => page.getByText('Incomplete payment').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    const left = Math.round((amount - first) * 100) / 100;
    expect((await deposit(left)).status).toBe(200);
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });

  test('pays through the Paybyrd-style provider on vivid, passing its 3DS frame', async ({
    browser,
    server,
  }) => {
    test.setTimeout(150_000);
    const vivid: Actor = { ...actor, brand: 'vivid' };
    const page = await openCheckout(browser, server, vivid);
    await fillGuest(page, actor.email('paybyrd'));
    await fillCard(page, '4000 0027 6000 3184');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    const frame = await challengeFrame(page);
    await frame.getByRole('button', { name: 'Complete' }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });

  test('shows the price-changed popup and books at the new price', async ({ browser, server }) => {
    test.setTimeout(150_000);
    const page = await openCheckout(browser, server, actor, { scenario: 'price-change' });
    const dialog = page.getByRole('alertdialog', { name: 'The price has changed' });
    await dialog.waitFor({ timeout: 20_000 });
    const before = Number(await page.getByTestId('checkout-total').getAttribute('data-eur'));
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue at the new price' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const after = Number(await page.getByTestId('checkout-total').getAttribute('data-eur'));
    expect(after).toBeGreaterThan(before);
    await fillGuest(page, actor.email('price'));
    await fillCard(page, '4242 4242 4242 4242');
    await fillBilling(page);
    await agree(page);
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });
});

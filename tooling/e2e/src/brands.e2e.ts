import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { openPage, viewports } from './browser.ts';
import { BRANDS } from '@clubstay/contract/brands';
import { BRAND_APPS } from './brand-apps.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shots = path.join(root, 'tooling/e2e/screenshots');
mkdirSync(shots, { recursive: true });

/** Every brand of the matrix that has its app (its look in apps/<id>), with its display name. */
const brands = BRAND_APPS.map((id) => ({ id, name: BRANDS[id].displayName }));

test.describe('every brand opens under its own host name with its own look', () => {
  test('knows all 14 brands', () => {
    expect(brands).toHaveLength(14);
  });

  const looks = new Map<string, { primary: string; surface: string; heading: string }>();

  for (const { id, name } of brands) {
    test(`${id}: name, title, favicon, no-index rule and theme`, async ({ browser, server }) => {
      const page = await openPage(browser, viewports.desktop);
      await page.goto(server.url(id));
      // brands-for-employees sends a visitor without a partner token to sign-in: the shell is the same.
      const logo = page.getByRole('link', { name, exact: true }).first();
      await expect.poll(() => logo.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.title()).toBe(name);

      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toBe('/favicon.svg');
      // Fetched by the page: only the browser resolves <brand>.localhost.
      const favicon = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { type: response.headers.get('content-type') ?? '', text: await response.text() };
      }, icon ?? '');
      expect(favicon.type).toContain('svg');
      expect(favicon.text).toContain(`<title>${name}</title>`);

      const robots = page.locator('meta[name="robots"]');
      if (id === 'clubstay') expect(await robots.count()).toBe(0);
      else expect(await robots.getAttribute('content')).toBe('noindex, nofollow');

      const look = await logo.evaluate((link) => {
        const mark = link.querySelector('[aria-hidden]') ?? link;
        return {
          primary: getComputedStyle(mark).backgroundColor,
          surface: getComputedStyle(document.body).backgroundColor,
          heading: getComputedStyle(mark).fontFamily,
        };
      });
      looks.set(id, look);
      if (['wirex', 'bit2me', 'vivid', 'clubstay'].includes(id)) {
        await page.screenshot({ path: path.join(shots, `brand-${id}-desktop.png`) });
      }
      await page.context().close();
    });
  }

  test('no two brands share a primary colour, and their fonts differ', () => {
    const primaries = new Set([...looks.values()].map((look) => look.primary));
    expect(primaries.size).toBe(brands.length);
    const headings = new Set([...looks.values()].map((look) => look.heading));
    expect(headings.size).toBeGreaterThanOrEqual(10);
    const surfaces = new Set([...looks.values()].map((look) => look.surface));
    expect(surfaces.size).toBeGreaterThan(3);
  });
});

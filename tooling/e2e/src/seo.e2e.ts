import { expect, test } from './fixtures.ts';
import { openPage, viewports } from './browser.ts';

/**
 * Search engines (README "Search engines"): clubstay's robots.txt names its sitemap, whose hotel pages
 * carry a title, description, canonical address, hreflang for the 15 languages and the hotel's
 * schema.org JSON-LD in the page a browser loads; another brand's pages carry noindex.
 */

test.describe('search engines', () => {
  test("finds a hotel page through clubstay's robots.txt and sitemap, and reads its head", async ({
    browser,
    server,
  }) => {
    const robots = await (await fetch(`${server.url()}/robots.txt`)).text();
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemap).toBe(`${server.url()}/sitemap.xml`);
    const index = await (await fetch(sitemap ?? '')).text();
    const hotelsFile = /<loc>([^<]*\/sitemaps\/hotels-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(hotelsFile).toBeDefined();
    const hotels = await (await fetch(hotelsFile ?? '')).text();
    const hotelUrl = /<loc>([^<]*\/hotel\/\d+)<\/loc>/.exec(hotels)?.[1] ?? '';
    expect(hotelUrl).toMatch(/\/hotel\/\d+$/);

    const page = await openPage(browser, viewports.desktop);
    // The club's pages open to guests: the skip-access route makes this visitor one.
    await page.goto(`${server.url()}/skipAccessCheck`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // The flag (and its cookie, which the server reads) is set once the page has gone home.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const response = await page.goto(hotelUrl);
    expect(response?.status()).toBe(200);
    const served = (await response?.text()) ?? '';
    expect(/<title>([^<]+) \| Clubstay<\/title>/.test(served)).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 30_000 })
      .toBe(true);

    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        lang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    }));
    expect(head.robots).toBeNull();
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.canonical).toBe(hotelUrl);
    expect(head.hreflang).toHaveLength(16);
    expect(head.hreflang.map((link) => link.lang)).toContain('x-default');
    expect(head.hreflang.find((link) => link.lang === 'de')?.href).toBe(`${hotelUrl}?locale=de`);
    expect(head.jsonLd).toHaveLength(1);
    const hotel = JSON.parse(head.jsonLd[0] ?? '') as {
      '@type': string;
      name: string;
      geo: unknown;
      address: unknown;
    };
    expect(hotel['@type']).toBe('Hotel');
    expect(hotel.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(hotel.address).toMatchObject({ '@type': 'PostalAddress' });
    // The name the page shows is the one the search engines read.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(hotel.name);

    // The German version of the page is its own address, rendered in German.
    const german = await page.goto(`${hotelUrl}?locale=de`);
    expect(await german?.text()).toMatch(/<html lang="de"/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${hotelUrl}?locale=de`);
    await page.context().close();
  });

  test("keeps wirex's pages out: noindex, no hreflang, robots.txt disallows everything", async ({
    browser,
    server,
  }) => {
    const page = await openPage(browser, viewports.desktop);
    const response = await page.goto(`${server.url('wirex')}/auth/sign-in`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await page.goto(`${server.url('wirex')}/robots.txt`);
    expect(await page.locator('body').textContent()).toContain('Disallow: /');
    await page.context().close();
  });
});

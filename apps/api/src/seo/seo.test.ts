import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@clubstay/contract/locales';
import type { PageRenderer } from '#web/pages.ts';
import { seed, seedSteps } from '#seed.ts';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;

/**
 * Two brand builds: clubstay with what the server renderer needs (index.html around the root and
 * Vite's manifest), wirex with only its index.html (the client-rendered fallback), each with an asset
 * and the build's brotli and gzip copies of it.
 */
function fakeApps(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubstay-seo-'));
  for (const id of ['clubstay', 'wirex']) {
    const dist = path.join(dir, id, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const robots = id === 'clubstay' ? '' : '<meta name="robots" content="noindex, nofollow" />';
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${robots}<title>${id}</title></head><body><div id="root"></div></body></html>`,
    );
    if (id === 'clubstay') {
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    }
    writeFileSync(path.join(dist, 'assets', 'main-abc.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'main-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'main-abc.js.gz'), gzipSync(SCRIPT));
  }
  return dir;
}

/**
 * A stand-in renderer: a page for every address; it sets the guest cookie when the address brings a
 * token, and calls /checkout and /confirmation one visitor's own (as the router's `personal` routes).
 */
const renderer: PageRenderer = {
  ROUTE_SOURCES: {},
  async renderPage(request) {
    const url = new URL(request.url);
    const token = url.searchParams.get('token');
    return {
      kind: 'page',
      status: 200,
      cookies: token ? [{ name: 'id_token', value: token }] : [],
      language: url.searchParams.get('locale') ?? 'en',
      routeIds: [],
      personal: /^\/(checkout|confirmation)$/.test(url.pathname),
      images: [],
      bootScript: '',
      stream(handlers) {
        handlers.onShellReady(Readable.from(['<main>page</main>']));
      },
    };
  },
};

/** The tags of a page's head, read back as data. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const unescape = (text: string | undefined) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const links = [...head.matchAll(/<link rel="alternate"[^>]*>/g)].map((found) => ({
    hreflang: attr(found[0], 'hreflang'),
    href: unescape(attr(found[0], 'href')),
  }));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (found) => found[1] ?? '',
  );
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((found) => unescape(found[1])),
    description: unescape(attr(/<meta name="description"[^>]*>/.exec(head)?.[0] ?? '', 'content')),
    canonical: unescape(attr(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href')),
    robots: attr(/<meta name="robots"[^>]*>/.exec(head)?.[0] ?? '', 'content'),
    links,
    jsonLd,
  };
}

for (const storage of storages()) {
  describe(`search engines and caching on ${storage.name}`, () => {
    let server: Server;
    let hotel: {
      id: number;
      name: string;
      city: string;
      country: string;
      lat: number;
      lng: number;
      stars: number;
    };
    let cityId: string;
    const get = (url: string, headers: Record<string, string> = {}) =>
      server.app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

    beforeAll(async () => {
      server = await createServer({
        db: await storage.open(),
        appsDir: fakeApps(),
        pageRenderer: renderer,
        afterMigrate: (target) =>
          seed(target, seedSteps({ hotels: 300, countries: ['FR'] }), () => undefined),
      });
      server.database.start();
      await server.database.whenReady();
      // A hotel whose name carries markup: it is text, never HTML, in the head and in the JSON-LD.
      const [row] = await server.database.db.query<{ id: number; city_id: number }>(
        'select id, city_id from hotels where score is not null order by id limit 1',
      );
      if (!row) throw new Error('no hotel seeded');
      await server.database.db.query(`update hotels set name = $1 where id = $2`, [
        'Le "Grand" </script><script>alert(1)</script> & Spa',
        row.id,
      ]);
      const answer = (await get(`/api/hotel/${row.id}`)).json<
        typeof hotel & { geo: { lat: number; lng: number } }
      >();
      hotel = { ...answer, lat: answer.geo.lat, lng: answer.geo.lng };
      cityId = `city-${row.city_id}`;
    }, 120_000);
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it("gives the clubstay hotel page a title, description, canonical, hreflang for 15 languages and the hotel's JSON-LD", async () => {
      const page = await get(`/hotel/${hotel.id}?s_dates=20270101,20270103&utm_source=mail`);
      expect(page.statusCode).toBe(200);
      const head = headOf(page.body);
      expect(head.titles).toEqual([`${hotel.name}, ${hotel.city}, ${hotel.country} | Clubstay`]);
      expect(head.description).toContain(hotel.name);
      expect(head.description?.length).toBeLessThanOrEqual(160);
      expect(head.robots).toBeUndefined();
      expect(head.canonical).toBe(`http://localhost:3000/hotel/${hotel.id}`);
      expect(head.links).toHaveLength(16);
      expect(head.links.map((link) => link.hreflang)).toEqual([...UI_LANGUAGES, 'x-default']);
      for (const link of head.links) {
        expect(link.href).toBe(
          link.hreflang === 'en' || link.hreflang === 'x-default'
            ? `http://localhost:3000/hotel/${hotel.id}`
            : `http://localhost:3000/hotel/${hotel.id}?locale=${link.hreflang}`,
        );
      }
      // The name's markup never closes the script: the only script end is the JSON-LD's own.
      expect(page.body).not.toContain('</script><script>alert(1)');
      expect(head.jsonLd).toHaveLength(1);
      const data = JSON.parse(head.jsonLd[0] ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: hotel.name,
        url: `http://localhost:3000/hotel/${hotel.id}`,
        address: { '@type': 'PostalAddress', addressLocality: hotel.city, addressCountry: 'FR' },
        geo: { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lng },
        starRating: { '@type': 'Rating', ratingValue: hotel.stars },
        aggregateRating: { '@type': 'AggregateRating', bestRating: 10 },
      });
      expect(String(data.priceRange)).toMatch(/^EUR \d+-\d+$/);
      expect(String((data.address as { streetAddress: string }).streetAddress)).toMatch(/^\d+ /);
    });

    it('points the canonical address of a language version at itself, and titles it in that language', async () => {
      const page = await get(`/hotel/${hotel.id}?locale=de`);
      const head = headOf(page.body);
      expect(head.canonical).toBe(`http://localhost:3000/hotel/${hotel.id}?locale=de`);
      expect(head.titles[0]).toContain('Frankreich');
      expect(head.links).toHaveLength(16);
      // A language the brand does not offer is the default's address.
      expect(headOf((await get(`/hotel/${hotel.id}?locale=xx`)).body).canonical).toBe(
        `http://localhost:3000/hotel/${hotel.id}`,
      );
    });

    it('gives a destination page its title, canonical and hreflang, and other pages none', async () => {
      const page = await get(`/search?placeId=${cityId}&q=whatever&dates=20270101,20270103&locale=fr`);
      const head = headOf(page.body);
      expect(head.titles[0]).toMatch(/ \| Clubstay$/);
      expect(head.canonical).toMatch(
        new RegExp(`^http://localhost:3000/search\\?q=[^&]+&placeId=${cityId}&locale=fr$`),
      );
      expect(head.links).toHaveLength(16);
      expect(head.jsonLd).toHaveLength(0);
      for (const url of ['/search?placeId=city-0&q=x', '/hotel/999999999', '/faq']) {
        const other = headOf((await get(url)).body);
        expect(other.titles).toEqual(['clubstay']);
        expect(other.canonical).toBeUndefined();
        expect(other.links).toHaveLength(0);
      }
    });

    it('keeps other brands out of search engines: noindex on their pages, no head, robots.txt disallows all, no sitemap', async () => {
      const page = await get(`/hotel/${hotel.id}`, { host: 'wirex.localhost:3000' });
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      const head = headOf(page.body);
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.titles).toEqual(['wirex']);
      expect(head.links).toHaveLength(0);
      expect(head.jsonLd).toHaveLength(0);
      const robots = await get('/robots.txt', { host: 'wirex.localhost:3000' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get('/sitemap.xml', { host: 'wirex.localhost:3000' })).statusCode).toBe(404);
      expect((await get('/sitemaps/hotels-1.xml', { host: 'wirex.localhost:3000' })).statusCode).toBe(404);
      expect((await get('/robots.txt', { host: 'evil.example' })).statusCode).toBe(404);
    });

    it("lists clubstay's hotel and destination pages in a sitemap index that robots.txt names", async () => {
      const robots = await get('/robots.txt');
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body).toMatch(/^Disallow: \/account$/m);
      expect(robots.body).not.toMatch(/^Disallow: \/$/m);

      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toContain('application/xml');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]);
      expect(files).toEqual([
        'http://localhost:3000/sitemaps/hotels-1.xml',
        'http://localhost:3000/sitemaps/destinations-1.xml',
      ]);

      const hotels = await get('/sitemaps/hotels-1.xml');
      expect(hotels.statusCode).toBe(200);
      const hotelUrls = [...hotels.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]);
      const count = await server.database.db.query<{ n: number }>('select count(*)::int as n from hotels');
      expect(hotelUrls).toHaveLength(count[0]?.n ?? -1);
      expect(hotelUrls).toContain(`http://localhost:3000/hotel/${hotel.id}`);
      expect(hotels.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(hotels.body.trimEnd().endsWith('</urlset>')).toBe(true);

      const destinations = await get('/sitemaps/destinations-1.xml');
      const destinationUrls = [...destinations.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) =>
        found[1]?.replace(/&amp;/g, '&'),
      );
      const cities = await server.database.db.query<{ n: number }>(
        'select count(distinct city_id)::int as n from hotels',
      );
      expect(destinationUrls).toHaveLength(cities[0]?.n ?? -1);
      expect(destinationUrls.some((url) => url?.endsWith(`&placeId=${cityId}`))).toBe(true);
      // Spaces as %20, as the app writes them (its router reads no `+` as a space).
      expect(destinationUrls.every((url) => url && !url.includes('+') && /\?q=[^&]+%2C%20/.test(url))).toBe(
        true,
      );
      // Each one is the canonical address its page names.
      const one = destinationUrls.find((url) => url?.endsWith(`&placeId=${cityId}`)) ?? '';
      expect(headOf((await get(new URL(one).pathname + new URL(one).search)).body).canonical).toBe(one);

      expect((await get('/sitemaps/hotels-2.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/nothing.xml')).statusCode).toBe(404);
    });

    it('lets a shared cache keep anonymous pages, by Cookie, and never a member’s or a guest’s', async () => {
      const anonymous = await get(`/hotel/${hotel.id}`);
      expect(anonymous.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(String(anonymous.headers.vary)).toMatch(/\bCookie\b/i);
      expect(String(anonymous.headers.vary)).not.toMatch(/accept-language/i);
      // The saved language or the skip flag change the page, not who it belongs to.
      const skip = await get('/', { cookie: 'skipAccessCheck=true; language=de' });
      expect(skip.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');

      const personalHeaders: Record<string, string>[] = [
        { cookie: 'token=abc' },
        { cookie: 'language=de; id_token=abc' },
        { authorization: 'Bearer abc' },
      ];
      for (const headers of personalHeaders) {
        const personal = await get(`/hotel/${hotel.id}`, headers);
        expect(personal.headers['cache-control']).toBe('private, no-store');
      }
      // A page that hands out a guest token is that guest's.
      const handsOut = await get('/?token=guest-token');
      expect(handsOut.headers['set-cookie']).toBeDefined();
      expect(handsOut.headers['cache-control']).toBe('private, no-store');

      // A checkout or a booking is one visitor's own even without a cookie (a guest-by-default brand
      // creates the checkout for the address; an e-mail link's manage token).
      for (const own of ['/checkout?hotel=1&package=p&search=s', '/confirmation?offerKey=k&manage=m']) {
        expect((await get(own)).headers['cache-control'], own).toBe('private, no-store');
      }

      // The client-rendered fallback (wirex has no server build) follows the same rule.
      const fallback = await get('/search', { host: 'wirex.localhost:3000' });
      expect(fallback.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(String(fallback.headers.vary)).toMatch(/\bCookie\b/i);
      const member = await get('/search', { host: 'wirex.localhost:3000', cookie: 'token=abc' });
      expect(member.headers['cache-control']).toBe('private, no-store');
    });

    it('serves hashed assets immutable, the build’s brotli or gzip copy by Accept-Encoding, varying on it', async () => {
      const host = 'wirex.localhost:3000';
      const br = await get('/assets/main-abc.js', { host, 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

      const gz = await get('/assets/main-abc.js', { host, 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const plain = await get('/assets/main-abc.js', { host, 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    });

    it('sends a page form posted before its script ran back to the page, and the API still takes JSON only', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const page = await server.app.inject({
        method: 'POST',
        url: '/auth/sign-in?redirect=%2Faccount',
        headers: { host: 'localhost:3000', ...form },
        payload: 'email=ada%40example.com&password=secret',
      });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe('/auth/sign-in?redirect=%2Faccount');
      expect(page.headers['cache-control']).toBe('no-store');
      for (const url of ['//evil.example/x', '/\\evil.example/x']) {
        const away = await server.app.inject({
          method: 'POST',
          url,
          headers: { host: 'localhost:3000', ...form },
          payload: 'a=1',
        });
        expect(String(away.headers.location), url).toMatch(/^\/[^/\\]/);
      }
      const api = await server.app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: { host: 'localhost:3000', ...form },
        payload: 'email=ada%40example.com&password=secret',
      });
      expect(api.statusCode).toBe(415);
    });
  });
}

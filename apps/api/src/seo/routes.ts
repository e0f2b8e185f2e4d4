import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRANDS, type BrandId, brandForHost } from '@clubstay/contract/brands';
import type { DatabaseState } from '#database-state.ts';
import { escapeHtml } from '#html.ts';
import { destinationUrl } from './head.ts';
import { destinationCities, hotelIdBatches, maxHotelId, type SeoPlaceRecord } from './sql.ts';

/** The most addresses one sitemap file may list (sitemaps.org). */
const SITEMAP_PAGE_SIZE = 50_000;
/** Robots and sitemaps change with the inventory, not per request: caches keep them an hour. */
const CACHE = 'public, max-age=3600';
/** The destination list is one pass over the hotels: computed at most this often per process. */
const DESTINATIONS_TTL_MS = 60 * 60 * 1000;

interface SeoRouteDeps {
  database: DatabaseState;
  brandHosts: Record<string, BrandId>;
}

/** `https://host` of a request (the brand's own host, so every address stays on it). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

const XML = 'application/xml; charset=utf-8';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlEntry(loc: string): string {
  return `<url><loc>${escapeHtml(loc)}</loc></url>\n`;
}

/**
 * robots.txt and the sitemaps of each brand host. The indexable brand (clubstay) lets crawlers in to
 * its pages and names its sitemap index; every other brand disallows everything (its pages also carry
 * `noindex`). The index lists the hotel pages in slices of 50,000 ids (each slice streamed from SQL by
 * key) and the destination pages (cities with hotels) in pages of 50,000.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: SeoRouteDeps): void {
  const brandOf = (request: FastifyRequest) => brandForHost(request.headers.host, deps.brandHosts);
  const db = () => deps.database.read;
  let destinations: { at: number; list: Promise<SeoPlaceRecord[]> } | undefined;
  const destinationList = () => {
    if (!destinations || Date.now() - destinations.at > DESTINATIONS_TTL_MS) {
      const list = destinationCities(db());
      destinations = { at: Date.now(), list };
      // A failed read is not kept.
      list.catch(() => (destinations = undefined));
    }
    return destinations.list;
  };
  const noBrand = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/plain')
      .send(`No brand is served on host "${request.headers.host ?? ''}".`);
  const notReady = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '30').type('text/plain').send('The inventory is still loading');

  app.get('/robots.txt', async (request, reply) => {
    const brand = brandOf(request);
    if (!brand) return noBrand(request, reply);
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8');
    if (!BRANDS[brand].shell.indexable) return reply.send('User-agent: *\nDisallow: /\n');
    return reply.send(
      [
        'User-agent: *',
        // A visitor's own pages, and the API (except the hotel pictures the pages show).
        'Disallow: /account',
        'Disallow: /affiliate-dashboard',
        'Disallow: /auth/',
        'Disallow: /checkout',
        'Disallow: /confirmation',
        'Disallow: /subscriptions-management/',
        'Disallow: /unsubscribe',
        'Disallow: /api/',
        'Allow: /api/images/',
        'Allow: /',
        '',
        `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const brand = brandOf(request);
    if (!brand) return noBrand(request, reply);
    if (!BRANDS[brand].shell.indexable) return reply.code(404).type('text/plain').send('Not found');
    if (!deps.database.isMigrated) return notReady(reply);
    const origin = requestOrigin(request);
    const hotelPages = Math.ceil((await maxHotelId(db())) / SITEMAP_PAGE_SIZE);
    const destinationPages = Math.max(1, Math.ceil((await destinationList()).length / SITEMAP_PAGE_SIZE));
    const files = [
      ...Array.from({ length: hotelPages }, (_, n) => `hotels-${n + 1}.xml`),
      ...Array.from({ length: destinationPages }, (_, n) => `destinations-${n + 1}.xml`),
    ];
    const body =
      XML_HEAD +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      files
        .map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file}`)}</loc></sitemap>\n`)
        .join('') +
      '</sitemapindex>\n';
    return reply.header('cache-control', CACHE).type(XML).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const brand = brandOf(request);
    if (!brand) return noBrand(request, reply);
    const found = /^(hotels|destinations)-(\d{1,6})\.xml$/.exec(request.params.file);
    const page = Number(found?.[2]);
    if (!BRANDS[brand].shell.indexable || !found || !(page >= 1))
      return reply.code(404).type('text/plain').send('Not found');
    if (!deps.database.isMigrated) return notReady(reply);
    const origin = requestOrigin(request);
    let entries: AsyncIterable<string> | Iterable<string>;
    if (found[1] === 'hotels') {
      const from = (page - 1) * SITEMAP_PAGE_SIZE;
      if (from >= (await maxHotelId(db()))) return reply.code(404).type('text/plain').send('Not found');
      const batches = hotelIdBatches(db(), from, from + SITEMAP_PAGE_SIZE);
      entries = (async function* () {
        for await (const ids of batches) yield ids.map((id) => urlEntry(`${origin}/hotel/${id}`)).join('');
      })();
    } else {
      const list = (await destinationList()).slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
      if (page > 1 && !list.length) return reply.code(404).type('text/plain').send('Not found');
      entries = [list.map((place) => urlEntry(destinationUrl(origin, place).href)).join('')];
    }
    const body = Readable.from(
      (async function* () {
        yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
        yield* entries;
        yield '</urlset>\n';
      })(),
    );
    return reply.header('cache-control', CACHE).type(XML).send(body);
  });
}

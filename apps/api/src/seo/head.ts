import type { BrandSettings } from '@clubstay/contract/brands';
import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';
import type { Queryable } from '#db/db.ts';
import { escapeHtml } from '#html.ts';
import { hotelAddressParts, hotelDescription, hotelImage } from '#inventory/hotel-view.ts';
import { countryName } from '#inventory/world.ts';
import { type SeoHotelRecord, type SeoPlaceRecord, seoCity, seoHotel } from './sql.ts';

/**
 * The search engines' head of the indexable brand's hotel and destination pages (README "Search
 * engines"): title, description, canonical address, one hreflang link per language plus x-default,
 * and for a hotel its schema.org Hotel as JSON-LD. Every other page, and every page of a brand that
 * is not indexable, gets none (those carry `noindex`).
 */
interface SeoHead {
  title: string;
  /** The tags that go into the head after the title (description, canonical, hreflang, JSON-LD). */
  tags: string;
}

/** The query parameter that picks a page's language: every language version has its own address. */
const LANGUAGE_PARAM = 'locale';
/** The same cookie the page renderer reads (@clubstay/i18n's LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'language';

const DESCRIPTION_LENGTH = 160;

/**
 * JSON inside a script element: the hotel's text is data, never markup, so nothing in it may close
 * the element (`</script>`) or open a comment; JSON.parse reads it back unchanged.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function readCookie(name: string, header: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The page's language as the renderer picks it: `locale` of the address, the saved choice, the brand default. */
function pageLanguage(brand: BrandSettings, query: URLSearchParams, cookies: string): UiLanguage {
  for (const candidate of [query.get(LANGUAGE_PARAM), readCookie(LANGUAGE_COOKIE, cookies)]) {
    if (isUiLanguage(candidate) && brand.languages.includes(candidate)) return candidate;
  }
  return brand.languages[0] ?? 'en';
}

/**
 * The address of one language version: the brand's default language lives at the bare address (which
 * is also x-default), every other one at `?locale=xx`.
 */
function languageUrl(base: URL, brand: BrandSettings, language: UiLanguage | null): string {
  // Appended as text: URLSearchParams would write the other values' spaces as `+`, which the app's
  // router does not read back as spaces.
  if (!language || language === brand.languages[0]) return base.href;
  return `${base.href}${base.search ? '&' : '?'}${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;
}

function links(base: URL, brand: BrandSettings, canonicalLanguage: UiLanguage): string {
  const tags = [`<link rel="canonical" href="${escapeHtml(languageUrl(base, brand, canonicalLanguage))}">`];
  for (const language of brand.languages)
    tags.push(
      `<link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(base, brand, language))}">`,
    );
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(base, brand, null))}">`,
  );
  return tags.join('');
}

function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

/**
 * A double room's price per night over the year, EUR: the base price through the season (0.82 to 1.32,
 * 12 % more at weekends), the per-date spread (±10 %) and the hotel's discount (inventory/pricing.ts).
 */
function priceRange(record: SeoHotelRecord): string {
  const base = Number(record.base_price) * ((100 - record.discount) / 100);
  const low = Math.floor(base * 0.82 * 0.9);
  const high = Math.ceil(base * 1.32 * 1.12 * 1.1);
  return `EUR ${low}-${high}`;
}

/** schema.org Hotel of one hotel, from its own row. */
function hotelJsonLd(record: SeoHotelRecord, url: string, origin: string, description: string) {
  const address = hotelAddressParts(record);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: record.name,
    url,
    description,
    ...(record.images_count > 0 ? { image: `${origin}${hotelImage(record.id, 1)}` } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postcode,
      addressLocality: address.city,
      addressCountry: record.country_code,
    },
    geo: { '@type': 'GeoCoordinates', latitude: record.lat, longitude: record.lng },
    starRating: { '@type': 'Rating', ratingValue: record.stars },
    ...(record.score !== null && record.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(record.score * 10) / 10,
            bestRating: 10,
            worstRating: 0,
            reviewCount: record.reviews_count,
          },
        }
      : {}),
    priceRange: priceRange(record),
  };
}

interface SeoRequest {
  brand: BrandSettings;
  /** `https://host` of the request. */
  origin: string;
  /** The request's path and query. */
  url: string;
  cookies: string;
  db: Queryable;
  /** The translations of one language (for the destination page's title). */
  loadMessages: (language: UiLanguage) => Promise<Record<string, unknown>>;
}

/** A destination's one address: the place and its text as the destination field writes them. */
export function destinationUrl(origin: string, place: SeoPlaceRecord): URL {
  const q = encodeURIComponent(`${place.name}, ${countryName(place.country_code, 'en')}`);
  return new URL(`/search?q=${q}&placeId=${encodeURIComponent(place.id)}`, origin);
}

const HOTEL_PATH = /^\/hotel\/(\d{1,10})\/?$/;
const CITY_ID = /^city-\d{1,10}$/;

function message(messages: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** The head of a hotel or destination page of the indexable brand; null for anything else. */
export async function seoHead(request: SeoRequest): Promise<SeoHead | null> {
  const { brand } = request;
  if (!brand.shell.indexable) return null;
  const url = new URL(request.url, request.origin);
  const language = pageLanguage(brand, url.searchParams, request.cookies);
  // The canonical address follows the address alone (a crawler sends no cookie).
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  const canonicalLanguage =
    isUiLanguage(asked) && brand.languages.includes(asked) ? asked : (brand.languages[0] ?? 'en');

  const hotelId = HOTEL_PATH.exec(url.pathname)?.[1];
  if (hotelId) {
    const id = Number(hotelId);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    const record = await seoHotel(request.db, id);
    if (!record) return null;
    const base = new URL(`/hotel/${record.id}`, request.origin);
    const city = record.city_name ? `${record.city_name}, ` : '';
    const title = `${record.name}, ${city}${countryName(record.country_code, language)} | ${brand.displayName}`;
    const description = clip(hotelDescription(record, language).split('\n\n')[0] ?? record.name);
    const canonical = languageUrl(base, brand, canonicalLanguage);
    const jsonLd = hotelJsonLd(record, canonical, request.origin, description);
    return {
      title,
      tags:
        `<meta name="description" content="${escapeHtml(description)}">` +
        links(base, brand, canonicalLanguage) +
        `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    };
  }

  const placeId = url.searchParams.get('placeId');
  if (url.pathname === '/search' && placeId && CITY_ID.test(placeId)) {
    const place = await seoCity(request.db, placeId);
    if (!place) return null;
    const base = destinationUrl(request.origin, place);
    const where = `${place.name}, ${countryName(place.country_code, language)}`;
    const messages = await request.loadMessages(language).catch(() => ({}));
    const heading = (message(messages, 'SEARCH.TITLE') ?? 'Hotels in {{place}}').replace('{{place}}', where);
    const description = `${heading}: ${brand.displayName}`;
    return {
      title: `${heading} | ${brand.displayName}`,
      tags:
        `<meta name="description" content="${escapeHtml(description)}">` +
        links(base, brand, canonicalLanguage),
    };
  }
  return null;
}

/** Puts the head into a page's HTML: its title replaces the brand's, its tags follow the title. */
export function applySeoHead(html: string, head: SeoHead | null): string {
  if (!head) return html;
  const title = `<title>${escapeHtml(head.title)}</title>${head.tags}`;
  return /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
}

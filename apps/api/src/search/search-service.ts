import { createHash } from 'node:crypto';
import { SCORE_CATEGORIES } from '@clubstay/contract/config';
import type { UiLanguage } from '@clubstay/contract/locales';
import { RADIUS_RULES } from '@clubstay/contract/places';
import {
  DEFAULT_SORT,
  type FilterMetadata,
  parseSearchKey,
  type SearchHotel,
  type SearchKey,
  type SearchQuery,
  type SearchResponse,
  searchPlaceType,
  type SortOption,
} from '@clubstay/contract/search';
import type { Queryable } from '#db/db.ts';
import { HttpError } from '#http.ts';
import { facilityIds, type HotelRecord, type Priced, searchHotel } from '#inventory/hotel-view.ts';
import { normalise } from '#inventory/normalise.ts';
import { COUNTRY_BY_CODE } from '#inventory/world.ts';
import { FACILITIES, HOT_FILTERS } from '#reference/catalogue.ts';
import { findPlace } from '#places/places.ts';
import { TimedCache } from '#timed-cache.ts';
import {
  type Destination,
  type Filters,
  pageStatement,
  type SearchRow,
  searchStatement,
} from './search-sql.ts';

/** Ids kept per search at first: 16 pages of 60; a deeper page asks the database for more. */
const KEEP_IDS = 1000;

/**
 * Priced pages kept per searchId, start, limit and language: as long as the answer tells clients
 * they may reuse it (`cache-control: private, max-age=60`), so a page asked again (a reload, back
 * navigation, the app's server render then its client, another traveller with the same search) is
 * not read, priced and built again. 600 pages of 60 hotels hold about 30 MB.
 */
const PAGE_CACHE_ENTRIES = 600;
const PAGE_CACHE_MS = 60_000;

interface CachedSearch {
  /** The first ids of the result set in sort order (all of them when total is small). */
  ids: number[];
  total: number;
  metadata: FilterMetadata;
  at: number;
}

/**
 * Keeps the sorted ids and metadata of recent searches so that the pages of one searchId are
 * slices of one result set (a page after the first is a primary-key fetch of `limit` rows).
 * Bounded by entries and by the ids held; entries expire after ten minutes.
 */
class ResultCache {
  private readonly entries = new Map<string, CachedSearch>();
  private held = 0;
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxIds = 5_000_000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  get(key: string): CachedSearch | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at > this.ttlMs) {
      this.held -= entry.ids.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedSearch): void {
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.ids.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.held += entry.ids.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxIds) break;
      this.entries.delete(oldest);
      this.held -= value.ids.length;
    }
  }
}

const FACILITY_IDS = new Set(FACILITIES.map((facility) => facility.id));

function bits(mask: number, max: number): number[] {
  const list: number[] = [];
  for (let bit = 0; bit <= max; bit++) if (mask & (1 << bit)) list.push(bit);
  return list;
}

export function metadataOf(row: SearchRow): FilterMetadata {
  const facilitiesSet = facilityIds(row.facilities);
  const stars = bits(row.stars, 5);
  const ratings = bits(row.ratings, 4);
  const hotFiltersSet = HOT_FILTERS.filter((filter) =>
    Object.entries(filter.aliases).every(([field, values]) => {
      if (field === 'facilities') return values.some((value) => facilitiesSet.includes(Number(value)));
      if (field === 'stars') return values.some((value) => stars.includes(Number(value)));
      if (field === 'rating') return values.some((value) => ratings.includes(Number(value)));
      if (field === 'hideSoldOut') return row.any_sold_out;
      return true;
    }),
  ).map((filter) => filter.id);
  return {
    priceMin: row.price_min,
    priceMax: row.price_max,
    distanceMin: row.distance_min,
    distanceMax: row.distance_max,
    rating: Object.fromEntries(
      SCORE_CATEGORIES.map((name, index) => [name, ratings.includes(index)]),
    ) as FilterMetadata['rating'],
    facilitiesSet,
    hotFiltersSet,
    propertyTypes: bits(row.types, 27),
    stars,
    suitableTypes: bits(row.suitable, 5),
  };
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

export interface ResolvedSearch {
  key: SearchKey;
  destination: Destination;
  filters: Filters;
  sort: SortOption;
}

export class SearchService {
  private readonly cache = new ResultCache();
  private readonly metadataCache = new TimedCache<FilterMetadata>(5000, 10 * 60_000);
  private readonly pageCache = new TimedCache<SearchHotel[]>(PAGE_CACHE_ENTRIES, PAGE_CACHE_MS);

  constructor(private readonly db: Queryable) {}

  /** Turns a validated query into a destination, filters and sort; 400 for an unknown place or country. */
  async resolve(query: SearchQuery): Promise<ResolvedSearch> {
    const parsed = parseSearchKey(query.k);
    if (!parsed.key)
      throw new HttpError(400, 'Invalid query', [
        { field: 'query.k', code: 'custom', message: parsed.problems.join('; ') },
      ]);
    const type = searchPlaceType(query);
    const placeId = query['d.dd'] ?? null;
    const place = placeId ? await findPlace(this.db, placeId) : undefined;
    if (placeId && !place) {
      throw new HttpError(400, 'Invalid query', [
        { field: 'query.d.dd', code: 'not_found', message: `No place ${placeId}` },
      ]);
    }
    let destination: Destination;
    if (type === 'country') {
      const code = place?.country_code ?? query['d.countryCode'] ?? '';
      const country = COUNTRY_BY_CODE.get(code);
      if (!country) {
        throw new HttpError(400, 'Invalid query', [
          { field: 'query.d.countryCode', code: 'not_found', message: `No country ${code}` },
        ]);
      }
      destination = {
        type,
        placeId,
        name: place?.name ?? country.name,
        countryCode: code,
        lat: place?.lat ?? country.lat,
        lng: place?.lng ?? country.lng,
        radius: null,
      };
    } else if (type === 'city' || type === 'poi') {
      const lat = query['d.lat'] ?? place?.lat;
      const lng = query['d.lng'] ?? place?.lng;
      if (lat === undefined || lng === undefined) {
        throw new HttpError(400, 'Invalid query', [
          { field: 'query.d.lat', code: 'custom', message: 'Give d.lat and d.lng or a place id' },
        ]);
      }
      destination = {
        type,
        placeId,
        name: place?.name ?? null,
        countryCode: place?.country_code ?? query['d.countryCode'] ?? null,
        lat,
        lng,
        radius: query['d.r'] ?? RADIUS_RULES[type].default,
      };
    } else {
      throw new HttpError(400, 'Invalid query', [
        { field: 'query.d.dd', code: 'custom', message: 'No destination' },
      ]);
    }
    const unknown = (query['f.facilities'] ?? []).filter((id) => !FACILITY_IDS.has(id));
    if (unknown.length) {
      throw new HttpError(400, 'Invalid query', [
        {
          field: 'query.f.facilities',
          code: 'not_found',
          message: `Unknown facilities ${unknown.join(', ')}`,
        },
      ]);
    }
    const name = query['f.name'] ? normalise(query['f.name']) : undefined;
    return {
      key: parsed.key,
      destination,
      filters: {
        name: name || undefined,
        distanceToPointMax: query['f.distanceToPointMax'],
        priceFrom: query['f.priceFrom'],
        priceTo: query['f.priceTo'],
        stars: query['f.stars'],
        suitableTypes: query['f.suitableTypes'],
        facilities: query['f.facilities'],
        rating: query['f.rating'],
        hideSoldOut: query['f.hideSoldOut'],
        propertyTypes: query['f.propertyTypes'],
      },
      sort:
        query['s.prop'] && query['s.dir']
          ? (`${query['s.prop']}-${query['s.dir']}` as SortOption)
          : DEFAULT_SORT,
    };
  }

  private metadataKeyOf(k: string, destination: Destination): string {
    return createHash('sha256')
      .update(JSON.stringify([destination, parseSearchKey(k).key]))
      .digest('base64url');
  }

  searchIdOf(k: string, resolved: ResolvedSearch): string {
    const canonical = JSON.stringify([resolved.destination, resolved.filters, resolved.sort, k]);
    return `${base64url(k)}.${createHash('sha256').update(canonical).digest('base64url').slice(0, 16)}`;
  }

  async search(
    query: SearchQuery,
    lang: UiLanguage,
    options: { fresh?: boolean } = {},
  ): Promise<SearchResponse> {
    const resolved = await this.resolve(query);
    const { key, destination, filters, sort } = resolved;
    const searchId = this.searchIdOf(query.k, resolved);
    const start = query['p.start'];
    const limit = query['p.limit'];
    let result = options.fresh ? undefined : this.cache.get(searchId);
    let reused = true;
    if (!result || (start + limit > result.ids.length && result.ids.length < result.total)) {
      reused = false;
      const keep = Math.max(KEEP_IDS, start + limit);
      // The metadata belongs to the destination and the stay, not to the filters or the sort: a new
      // filter or sort on the same destination reuses it and only counts and orders the hits.
      const metadataKey = this.metadataKeyOf(query.k, destination);
      const known = options.fresh ? undefined : (result?.metadata ?? this.metadataCache.get(metadataKey));
      const statement = searchStatement(key, destination, filters, sort, keep, !known);
      const [row] = await this.db.query<SearchRow>(statement.sql, statement.params);
      if (!row) throw new Error('search returned no row');
      const metadata = known ?? metadataOf(row);
      if (!known) this.metadataCache.set(metadataKey, metadata);
      result = { ids: row.ids.map(Number), total: row.total, metadata, at: Date.now() };
      this.cache.set(searchId, result);
    }
    // A page of a kept result set is the same page as long as it is kept (the ids are those of the
    // result set, the prices those of the stay); a recomputed result set builds its pages again.
    const pageKey = `${searchId}|${start}|${limit}|${lang}`;
    let hotels = reused ? this.pageCache.get(pageKey) : undefined;
    if (!hotels) {
      hotels = await this.hotels(key, destination, result.ids.slice(start, start + limit), query.k, lang);
      this.pageCache.set(pageKey, hotels);
    }
    return {
      searchId,
      destination,
      stay: key,
      sort,
      start,
      limit,
      totalCount: result.total,
      hotels,
      metadata: result.metadata,
    };
  }

  /** Priced hotels in the order of `ids`. */
  async hotels(
    key: SearchKey,
    destination: Destination,
    ids: readonly number[],
    k: string,
    lang: UiLanguage,
  ): Promise<SearchHotel[]> {
    if (!ids.length) return [];
    const statement = pageStatement(key, destination, ids);
    const rows = await this.db.query<HotelRecord & Priced>(statement.sql, statement.params);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [searchHotel(row, key.nights, k, lang)] : [];
    });
  }
}

import ky, { type KyInstance } from 'ky';
import { z } from 'zod';
import type { BrandId } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import type { UiLanguage } from '@clubstay/contract/locales';
import type { WebCheckRequest } from '@clubstay/contract/web-check';
import { AUTH_COOKIE, readCookie } from './cookies.ts';
import { ApiError } from './errors.ts';
import { type QueryValue, stringifyQuery } from './query.ts';

export interface ApiClientOptions {
  /** Origin the API lives on; '' means the page's own origin. @default '' */
  baseUrl?: string;
  whiteLabel: BrandId;
  /** The current UI language, sent as Accept-Language on every call. */
  getLanguage: () => string;
  /** The member's token; defaults to the `token` cookie. */
  getToken?: () => string | null;
  buildVersion: string;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
  /** Environment facts for error reports; defaults to the browser's. */
  environment?: () => Pick<WebCheckRequest['meta'], 'userAgent' | 'viewportHeight' | 'viewportWidth' | 'timezoneOffset'> & {
    pageUrl: string;
  };
}

/** Calls never reported when they fail: the report call itself, and the healthcheck (maintenance says it). */
const UNREPORTED = new Set<string>([endpoints.webCheck.path, endpoints.healthcheck.path]);

function browserEnvironment() {
  const w = globalThis.window as (Window & typeof globalThis) | undefined;
  return {
    userAgent: globalThis.navigator?.userAgent ?? 'unknown',
    viewportHeight: w?.innerHeight ?? 0,
    viewportWidth: w?.innerWidth ?? 0,
    timezoneOffset: new Date().getTimezoneOffset(),
    pageUrl: w?.location.href ?? '',
  };
}

export interface ApiClient {
  http: KyInstance;
  get<T extends z.ZodType>(path: string, schema: T, query?: Record<string, QueryValue>, init?: CallInit): Promise<z.output<T>>;
  send<T extends z.ZodType>(method: 'post' | 'patch' | 'delete', path: string, schema: T, body?: unknown, init?: CallInit): Promise<z.output<T>>;
  report(report: Pick<WebCheckRequest, 'error' | 'errorInfo' | 'type'>): Promise<void>;
  healthcheck(): Promise<z.output<typeof endpoints.healthcheck.response>>;
  config(): Promise<z.output<typeof endpoints.config.response>>;
  validateGuest(token: string): Promise<z.output<typeof endpoints.validateGuest.response>>;
  getCustomer(): Promise<z.output<typeof endpoints.getCustomer.response>>;
  /** GET /places/autocomplete: at most 10 places whose name starts with `q`. */
  autocompletePlaces(q: string, lang: UiLanguage, signal?: AbortSignal): Promise<z.output<typeof endpoints.placesAutocomplete.response>>;
  /** GET /places/{placeId}. */
  getPlace(placeId: string, lang: UiLanguage): Promise<z.output<typeof endpoints.place.response>>;
  /** GET /places/featured: the 12 destinations of the home page. */
  featuredPlaces(lang: UiLanguage): Promise<z.output<typeof endpoints.featuredPlaces.response>>;
  /** GET /search: one page of hotels with the filter metadata. */
  searchHotels(query: SearchRequest, signal?: AbortSignal): Promise<z.output<typeof endpoints.search.response>>;
  /** POST /customers/favorites/{id}: throws on failure or on an errorCode in the answer. */
  addFavorite(hotelId: number | string): Promise<void>;
  /** DELETE /customers/favorites/{id}: throws on failure or on an errorCode in the answer. */
  removeFavorite(hotelId: number | string): Promise<void>;
}

/** Per-call extras: headers of that call only (Guest-Authorization on the book call) and an abort signal. */
export interface CallInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The query of GET /search as the app sends it (spec 1 §3 "Search query parameters built from a place"). */
export type SearchRequest = { k: string } & Partial<
  Record<
    | 'd.countryCode'
    | 'd.dd'
    | 'd.r'
    | 'd.lat'
    | 'd.lng'
    | 'f.name'
    | 'f.distanceToPointMax'
    | 'f.priceFrom'
    | 'f.priceTo'
    | 'f.stars'
    | 'f.suitableTypes'
    | 'f.facilities'
    | 'f.rating'
    | 'f.hideSoldOut'
    | 'f.propertyTypes'
    | 'tfb'
    | 'utcOffset'
    | 's.prop'
    | 's.dir'
    | 'p.start'
    | 'p.limit',
    QueryValue
  >
>;

/**
 * The favourites answer is the accounts feature's to define; until then any JSON (or no body) is
 * accepted and an `errorCode` other than 0 is a failure (spec 1 §7).
 */
const favoriteAnswerSchema = z
  .union([z.object({ errorCode: z.number().optional() }).loose(), z.null()])
  .transform((answer, ctx) => {
    if (answer?.errorCode) ctx.addIssue({ code: 'custom', message: `errorCode ${answer.errorCode}` });
    return answer;
  });

/**
 * The ky instance and one typed function per endpoint. Every call carries Accept-Language,
 * X-White-Label and, when signed in, Authorization; a failed call is reported to /web/check and
 * thrown as an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const getToken = options.getToken ?? (() => readCookie(AUTH_COOKIE));
  const environment = options.environment ?? browserEnvironment;
  const apiBase = `${options.baseUrl ?? ''}/api`;

  const http = ky.create({
    fetch: options.fetch,
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('Accept-Language', options.getLanguage());
          request.headers.set('X-White-Label', options.whiteLabel);
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  const url = (path: string, query?: Record<string, QueryValue>) => {
    const search = query ? stringifyQuery(query) : '';
    const full = `${apiBase}${path}`;
    return search ? `${full}?${search}` : full;
  };

  const report: ApiClient['report'] = async ({ error, errorInfo, type }) => {
    const { pageUrl, ...meta } = environment();
    const body: WebCheckRequest = {
      error: error.slice(0, 4000),
      errorInfo: { ...errorInfo, pageUrl: errorInfo.pageUrl ?? pageUrl.slice(0, 2000) },
      type,
      meta: { buildVersion: options.buildVersion, ...meta },
    };
    try {
      await http.post(url(endpoints.webCheck.path), { json: body });
    } catch {
      // Reporting must never break the page.
    }
  };

  async function call<T extends z.ZodType>(
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    schema: T,
    init: { query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await http(url(path, init.query), {
        method,
        ...(init.body === undefined ? {} : { json: init.body }),
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.headers ? { headers: init.headers } : {}),
      });
    } catch (cause) {
      // An aborted call (a newer lookup replaced it) is not a failure worth reporting.
      if (init.signal?.aborted) throw cause;
      const error = new ApiError(cause instanceof Error ? cause.message : 'Network error', 0, '', null, [], path);
      if (!UNREPORTED.has(path)) void report({ error: error.message, errorInfo: { path, requestParams: init.query ?? init.body ?? null }, type: 'endpoint' });
      throw error;
    }
    if (!response.ok) {
      const error = await ApiError.fromResponse(response, path);
      if (!UNREPORTED.has(path)) {
        void report({
          error: error.message,
          errorInfo: { path, status: error.status, response: error.data, requestParams: init.query ?? init.body ?? null },
          type: 'endpoint',
        });
      }
      throw error;
    }
    const data: unknown = response.status === 204 ? null : await response.json();
    return schema.parse(data);
  }

  return {
    http,
    get: (path, schema, query, init) => call('get', path, schema, { query, ...init }),
    send: (method, path, schema, body, init) => call(method, path, schema, { body, ...init }),
    report,
    healthcheck: () => call('get', endpoints.healthcheck.path, endpoints.healthcheck.response, {}),
    config: () => call('get', endpoints.config.path, endpoints.config.response, {}),
    validateGuest: (token) => call('post', endpoints.validateGuest.path, endpoints.validateGuest.response, { body: { token } }),
    getCustomer: () => call('get', endpoints.getCustomer.path, endpoints.getCustomer.response, {}),
    autocompletePlaces: (q, lang, signal) =>
      call('get', endpoints.placesAutocomplete.path, endpoints.placesAutocomplete.response, { query: { q, lang }, signal }),
    getPlace: (placeId, lang) =>
      call('get', endpoints.place.path.replace('{placeId}', encodeURIComponent(placeId)), endpoints.place.response, {
        query: { lang },
      }),
    featuredPlaces: (lang) => call('get', endpoints.featuredPlaces.path, endpoints.featuredPlaces.response, { query: { lang } }),
    searchHotels: (query, signal) => call('get', endpoints.search.path, endpoints.search.response, { query, signal }),
    addFavorite: async (hotelId) => {
      await call('post', `/customers/favorites/${encodeURIComponent(String(hotelId))}`, favoriteAnswerSchema, {});
    },
    removeFavorite: async (hotelId) => {
      await call('delete', `/customers/favorites/${encodeURIComponent(String(hotelId))}`, favoriteAnswerSchema, {});
    },
  };
}

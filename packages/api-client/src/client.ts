import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { BrandId } from '@clubstay/contract/brands';
import type { EndpointName, endpoints } from '@clubstay/contract/endpoints';
import type { UiLanguage } from '@clubstay/contract/locales';
import type { WebCheckRequest } from '@clubstay/contract/web-check';
import { ApiError } from './errors.ts';
import { type QueryValue, stringifyQuery } from './query.ts';

export interface ApiClientOptions {
  /** Origin the API lives on; '' means the page's own origin. @default '' */
  baseUrl?: string;
  whiteLabel: BrandId;
  /** The current UI language, sent as Accept-Language on every call. */
  getLanguage: () => string;
  /**
   * The member's token, sent as Authorization: the server's page renderer passes the request's
   * cookie. In the browser there is none: the HttpOnly session cookie goes with every call by itself.
   * @default none
   */
  getToken?: () => string | null;
  buildVersion: string;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
  /**
   * Check the answers of the built-in calls (healthcheck, config, places, search, member...) against
   * the contract's schemas, loaded on demand. Brand apps turn it off in production builds, so the
   * schemas and zod stay out of the first script; the API checks its own answers outside production.
   * Calls through `get` and `send` always check with the schema they are given. @default true
   */
  checkResponses?: boolean;
  /** Environment facts for error reports; defaults to the browser's. */
  environment?: () => Pick<
    WebCheckRequest['meta'],
    'userAgent' | 'viewportHeight' | 'viewportWidth' | 'timezoneOffset'
  > & {
    pageUrl: string;
  };
}

/**
 * Paths of the built-in calls, written out so that the client needs no schema at run time;
 * `client.test.ts` holds them to the contract's `endpoints`.
 */
export const BUILT_IN_PATHS = {
  webCheck: '/web/check',
  healthcheck: '/healthcheck',
  config: '/config',
  validateGuest: '/customers/wl-validate-guest',
  getCustomer: '/customers',
  placesAutocomplete: '/places/autocomplete',
  place: '/places/{placeId}',
  featuredPlaces: '/places/featured',
  search: '/search',
} as const satisfies Partial<Record<keyof typeof endpoints, string>>;
type Out<K extends keyof typeof endpoints> = z.output<(typeof endpoints)[K]['response']>;

/** What checks an answer: a zod schema, or any object with its `parse`. */
export interface ResponseCheck<T> {
  parse(data: unknown): T;
  /** The endpoint whose contract schema `parse` loads: a client that does not check answers skips it. */
  endpoint?: EndpointName;
}

/**
 * The answer of one of the contract's calls, checked against its schema, which is loaded on demand:
 * the apps' calls name their endpoint instead of importing its schema, so neither zod nor the schemas
 * are in the browser's scripts, and a production build (`checkResponses: false`) never loads them.
 */
export function answerOf<K extends EndpointName>(name: K): ResponseCheck<Promise<Out<K>>> {
  return {
    endpoint: name,
    parse: async (data) => {
      const { endpoints } = await import('@clubstay/contract/endpoints');
      return endpoints[name].response.parse(data) as Out<K>;
    },
  };
}

/** Calls never reported when they fail: the report call itself, and the healthcheck (maintenance says it). */
const UNREPORTED = new Set<string>([BUILT_IN_PATHS.webCheck, BUILT_IN_PATHS.healthcheck]);

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
  /** A GET whose answer `check` reads: a zod schema, or `answerOf(endpoint)` (the contract's, on demand). */
  get<T>(
    path: string,
    check: ResponseCheck<T>,
    query?: Record<string, QueryValue>,
    init?: CallInit,
  ): Promise<Awaited<T>>;
  send<T>(
    method: 'post' | 'patch' | 'delete',
    path: string,
    check: ResponseCheck<T>,
    body?: unknown,
    init?: CallInit,
  ): Promise<Awaited<T>>;
  report(report: Pick<WebCheckRequest, 'error' | 'errorInfo' | 'type'>): Promise<void>;
  healthcheck(): Promise<Out<'healthcheck'>>;
  config(): Promise<Out<'config'>>;
  validateGuest(token: string): Promise<Out<'validateGuest'>>;
  /**
   * GET /customers. `probe`: the browser asks whether its (HttpOnly, unreadable) session cookie is a
   * session; a 401 then only means "not signed in" and is not reported.
   */
  getCustomer(options?: { probe?: boolean }): Promise<Out<'getCustomer'>>;
  /** GET /places/autocomplete: at most 10 places whose name starts with `q`. */
  autocompletePlaces(q: string, lang: UiLanguage, signal?: AbortSignal): Promise<Out<'placesAutocomplete'>>;
  /** GET /places/{placeId}. */
  getPlace(placeId: string, lang: UiLanguage): Promise<Out<'place'>>;
  /** GET /places/featured: the 12 destinations of the home page. */
  featuredPlaces(lang: UiLanguage): Promise<Out<'featuredPlaces'>>;
  /** GET /search: one page of hotels with the filter metadata. */
  searchHotels(query: SearchRequest, signal?: AbortSignal): Promise<Out<'search'>>;
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
 * The favourites answer is the accounts feature's to define; until then any JSON object (or no body)
 * is accepted and an `errorCode` other than 0 is a failure (spec 1 §7).
 */
export const favoriteAnswerCheck: ResponseCheck<{ errorCode?: number } | null> = {
  parse(answer) {
    if (answer === null) return null;
    if (typeof answer !== 'object' || Array.isArray(answer))
      throw new TypeError('Unexpected favourites answer');
    const { errorCode } = answer as { errorCode?: unknown };
    if (errorCode !== undefined && typeof errorCode !== 'number')
      throw new TypeError('Unexpected favourites answer');
    if (errorCode) throw new TypeError(`errorCode ${errorCode}`);
    return answer;
  },
};

/**
 * The ky instance and one typed function per endpoint. Every call carries Accept-Language,
 * X-White-Label and, when the caller gives a token, Authorization (in the browser the HttpOnly session
 * cookie goes along by itself); a failed call is reported to /web/check and
 * thrown as an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const getToken = options.getToken ?? (() => null);
  const environment = options.environment ?? browserEnvironment;
  const apiBase = `${options.baseUrl ?? ''}/api`;

  // ky loads with the first call, not with the page: no page needs it before the traveller acts
  // (the server renders the first screen's data), so it stays out of every route's first script.
  let httpInstance: Promise<KyInstance> | undefined;
  const http = () =>
    (httpInstance ??= import('ky').then(
      ({ default: ky }) => createHttp(ky),
      (error: unknown) => {
        httpInstance = undefined; // a chunk that failed to load (offline) is asked for again next call
        throw error;
      },
    ));
  const createHttp = (ky: KyInstance) =>
    ky.create({
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
      await (await http()).post(url(BUILT_IN_PATHS.webCheck), { json: body });
    } catch {
      // Reporting must never break the page.
    }
  };

  const checkResponses = options.checkResponses ?? true;

  async function call<T>(
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    schema: ResponseCheck<T>,
    init: {
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      /** An answer with this status is thrown but not reported (an expected answer). */
      unreported?: number;
    },
  ): Promise<Awaited<T>> {
    let response: Response;
    try {
      response = await (
        await http()
      )(url(path, init.query), {
        method,
        ...(init.body === undefined ? {} : { json: init.body }),
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.headers ? { headers: init.headers } : {}),
      });
    } catch (cause) {
      // An aborted call (a newer lookup replaced it) is not a failure worth reporting.
      if (init.signal?.aborted) throw cause;
      const error = new ApiError(
        cause instanceof Error ? cause.message : 'Network error',
        0,
        '',
        null,
        [],
        path,
      );
      if (!UNREPORTED.has(path))
        void report({
          error: error.message,
          errorInfo: { path, requestParams: init.query ?? init.body ?? null },
          type: 'endpoint',
        });
      throw error;
    }
    if (!response.ok) {
      const error = await ApiError.fromResponse(response, path);
      if (!UNREPORTED.has(path) && response.status !== init.unreported) {
        void report({
          error: error.message,
          errorInfo: {
            path,
            status: error.status,
            response: error.data,
            requestParams: init.query ?? init.body ?? null,
          },
          type: 'endpoint',
        });
      }
      throw error;
    }
    const data: unknown = response.status === 204 ? null : await response.json();
    // An endpoint's contract check is skipped where answers are not checked (production builds).
    if (schema.endpoint && !checkResponses) return data as Awaited<T>;
    return await schema.parse(data);
  }

  return {
    get: (path, schema, query, init) => call('get', path, schema, { query, ...init }),
    send: (method, path, schema, body, init) => call(method, path, schema, { body, ...init }),
    report,
    healthcheck: () => call('get', BUILT_IN_PATHS.healthcheck, answerOf('healthcheck'), {}),
    config: () => call('get', BUILT_IN_PATHS.config, answerOf('config'), {}),
    validateGuest: (token) =>
      call('post', BUILT_IN_PATHS.validateGuest, answerOf('validateGuest'), { body: { token } }),
    getCustomer: (probe) =>
      call(
        'get',
        BUILT_IN_PATHS.getCustomer,
        answerOf('getCustomer'),
        probe?.probe ? { unreported: 401 } : {},
      ),
    autocompletePlaces: (q, lang, signal) =>
      call('get', BUILT_IN_PATHS.placesAutocomplete, answerOf('placesAutocomplete'), {
        query: { q, lang },
        signal,
      }),
    getPlace: (placeId, lang) =>
      call('get', BUILT_IN_PATHS.place.replace('{placeId}', encodeURIComponent(placeId)), answerOf('place'), {
        query: { lang },
      }),
    featuredPlaces: (lang) =>
      call('get', BUILT_IN_PATHS.featuredPlaces, answerOf('featuredPlaces'), { query: { lang } }),
    searchHotels: (query, signal) =>
      call('get', BUILT_IN_PATHS.search, answerOf('search'), { query, signal }),
    addFavorite: async (hotelId) => {
      await call(
        'post',
        `/customers/favorites/${encodeURIComponent(String(hotelId))}`,
        favoriteAnswerCheck,
        {},
      );
    },
    removeFavorite: async (hotelId) => {
      await call(
        'delete',
        `/customers/favorites/${encodeURIComponent(String(hotelId))}`,
        favoriteAnswerCheck,
        {},
      );
    },
  };
}

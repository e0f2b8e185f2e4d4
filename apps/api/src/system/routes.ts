import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANDS, developmentHosts, type BrandId } from '@clubstay/contract/brands';
import type { ConfigResponse } from '@clubstay/contract/config';
import { endpoints } from '@clubstay/contract/endpoints';
import { LANGUAGE_LABELS } from '@clubstay/contract/locales';
import { buildOpenApiDocument } from '@clubstay/contract/openapi';
import { HttpError, route } from '#http.ts';
import type { DatabaseState } from '#database-state.ts';
import { whiteLabelOf } from '#white-label.ts';
import { type Clock, systemClock } from '#clock.ts';
import { RATE_RULES, RateLimiter } from '#accounts/rate-limit.ts';
import { insertWebReport, trimWebReports } from './sql.ts';
import {
  COUNTRIES,
  CURRENCY_RATES,
  FACILITIES,
  FACILITY_GROUPS,
  HOT_FILTERS,
  PROPERTY_TYPES,
  SCORE_CATEGORY_ORDER,
  SUITABLE_TYPES,
} from '#reference/catalogue.ts';

interface SystemDeps {
  database: DatabaseState;
  brandHosts: Record<string, BrandId>;
  version: string;
  checkResponses: boolean;
  /** The rate-limit windows' clock. @default the system clock */
  clock?: Clock;
  /** How many error reports the table keeps (the newest). @default WEB_REPORTS_KEPT */
  webReportsKept?: number;
}

/** The largest error report accepted (POST /web/check): a stack and a request's params fit. */
const WEB_REPORT_MAX_BYTES = 32 * 1024;
/** The error reports kept: the newest; older ones are dropped as new ones arrive. */
const WEB_REPORTS_KEPT = 10_000;

/** The settings of one white-label (GET /config). */
function buildConfig(id: BrandId, brandHosts: Record<string, BrandId>): ConfigResponse {
  const brand = BRANDS[id];
  const hosts = [
    ...developmentHosts(id),
    ...Object.entries(brandHosts)
      .filter(([, owner]) => owner === id)
      .map(([host]) => host),
  ];
  const language = brand.languages[0] ?? 'en';
  const defaultCurrency = brand.currency.code;
  const currencies =
    brand.currency.mode === 'forced'
      ? { [defaultCurrency]: CURRENCY_RATES[defaultCurrency] ?? 1 }
      : CURRENCY_RATES;
  return {
    defaultSettings: Object.fromEntries(hosts.map((host) => [host, { language, defaultCurrency }])),
    locales: Object.fromEntries(brand.languages.map((code) => [code, LANGUAGE_LABELS[code]])),
    currencies,
    countries: COUNTRIES,
    facilities: FACILITIES,
    hotelFacilityGroups: [...FACILITY_GROUPS],
    propertyTypes: PROPERTY_TYPES,
    suitableTypes: SUITABLE_TYPES,
    hotelScoreCategoryOrder: [...SCORE_CATEGORY_ORDER],
    hotFilters: HOT_FILTERS,
    featureToggles: brand.featureToggles,
    whiteLabel: {
      id: brand.id,
      displayName: brand.displayName,
      languages: [...brand.languages],
      currency: brand.currency,
      access: Object.fromEntries(
        Object.entries(brand.access).map(
          ([key, rule]): [string, 'never' | ('none' | 'guest' | 'member')[]] => [
            key,
            rule === 'never' ? 'never' : [...rule],
          ],
        ),
      ),
      initialAccessGuest: brand.initialAccessGuest,
      shell: Object.fromEntries(
        Object.entries(brand.shell).map(([key, value]: [string, unknown]) => [
          key,
          Array.isArray(value) ? value.map(String) : (value as boolean | string | null),
        ]),
      ),
      partnerSiteUrl: brand.partnerSiteUrl,
    },
  };
}

export function registerSystemRoutes(app: FastifyInstance, deps: SystemDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const openapi = buildOpenApiDocument(deps.version);

  route(
    app,
    endpoints.healthcheck,
    async (_input, _request, reply) => {
      const up = await deps.database.isUp();
      reply.header('cache-control', 'no-store');
      if (!up) reply.code(503);
      return {
        status: up ? 'ok' : 'unavailable',
        database: up ? 'up' : 'down',
        storage: deps.database.db.kind,
        version: deps.version,
      } as const;
    },
    options,
  );

  route(
    app,
    endpoints.config,
    async (_input, request, reply) => {
      const id = whiteLabelOf(request, deps.brandHosts);
      reply.header('cache-control', 'public, max-age=60').header('vary', 'X-White-Label, Host');
      return buildConfig(id, deps.brandHosts);
    },
    options,
  );

  const limiter = new RateLimiter(() => deps.database.db, deps.clock ?? systemClock);
  const kept = deps.webReportsKept ?? WEB_REPORTS_KEPT;
  route(
    app,
    endpoints.webCheck,
    async ({ body }, request) => {
      const whiteLabel = whiteLabelOf(request, deps.brandHosts);
      if (!deps.database.isMigrated) throw new HttpError(503, 'Database unavailable');
      await limiter.check([RATE_RULES.webReportAddress, request.ip]);
      const id = randomUUID();
      await insertWebReport(deps.database.db, {
        id,
        whiteLabel,
        type: body.type,
        error: body.error,
        errorInfo: body.errorInfo,
        meta: body.meta,
        userAgent: request.headers['user-agent'] ?? null,
      });
      // The table stays bounded: the newest reports are kept.
      await trimWebReports(deps.database.db, kept);
      request.log.warn({ report: id, type: body.type, path: body.errorInfo.path }, 'client error reported');
      return { id, isSuccessful: true } as const;
    },
    { ...options, bodyLimit: WEB_REPORT_MAX_BYTES },
  );

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(openapi),
  );
}

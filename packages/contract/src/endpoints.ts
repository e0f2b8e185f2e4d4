import { z } from 'zod';
import { configResponseSchema } from './config.ts';
import { apiErrorBodySchema } from './errors.ts';
import { healthResponseSchema } from './health.ts';
import { webCheckRequestSchema, webCheckResponseSchema } from './web-check.ts';

/**
 * One entry per call of the API. The server registers its routes from these, the client types its
 * functions from them, and the OpenAPI document is generated from them.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api (or the root for static files), with `{param}` placeholders. */
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer (200 unless `status` says otherwise). */
  response: z.ZodType;
  status?: number;
  /** Under /api unless false. */
  underApi?: boolean;
}

export const errorResponses = { body: apiErrorBodySchema } as const;

export const endpoints = {
  healthcheck: {
    method: 'GET',
    path: '/healthcheck',
    operationId: 'healthcheck',
    summary: 'Liveness and database reachability; 503 when the database is down (the apps then show maintenance).',
    tags: ['system'],
    response: healthResponseSchema,
  },
  config: {
    method: 'GET',
    path: '/config',
    operationId: 'getConfig',
    summary: 'Settings for the white-label named in the X-White-Label header (400 for an unknown one).',
    tags: ['system'],
    response: configResponseSchema,
  },
  webCheck: {
    method: 'POST',
    path: '/web/check',
    operationId: 'reportWebError',
    summary: 'Stores an error report from an app: a failed call or a render crash.',
    tags: ['system'],
    body: webCheckRequestSchema,
    response: webCheckResponseSchema,
    status: 201,
  },
  translations: {
    method: 'GET',
    path: '/i18n/translations/{code}.json',
    operationId: 'getTranslations',
    summary: 'The UI messages of one language, as nested keys.',
    tags: ['i18n'],
    params: z.object({ code: z.string() }),
    response: z.record(z.string(), z.unknown()),
    underApi: false,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

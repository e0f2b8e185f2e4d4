import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ApiErrorBody, type FieldError, toFieldErrors } from '@clubstay/contract/errors';
import type { Endpoint } from '@clubstay/contract/endpoints';

/** An error the API answers with on purpose: a status, a message and field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly errorCode?: number,
    /** More data the client needs to recover (e.g. `oldConsents` of a failed PATCH /customers). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorBody(
  status: number,
  message: string,
  errors: FieldError[] = [],
  errorCode?: number,
  data?: Record<string, unknown>,
): ApiErrorBody {
  const body: ApiErrorBody =
    errorCode === undefined ? { status, message, errors } : { status, message, errors, errorCode };
  return data ? { ...data, ...body } : body;
}

interface Parsed<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
}

type Handler<E extends Endpoint> = (
  input: Parsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw new HttpError(400, `Invalid ${part}`, toFieldErrors(result.error, part));
  return result.data;
}

/**
 * Registers one endpoint of the contract: parses params, query and body with its schemas (400 with
 * field errors on failure) and, outside production, checks the answer against the response schema.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: {
    checkResponses: boolean;
    /** This route's largest body in bytes. @default the server's */ bodyLimit?: number;
  },
): void {
  const url = (endpoint.underApi === false ? '' : '/api') + endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.route({
    method: endpoint.method,
    url,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const input = {
        params: parsePart(endpoint.params, request.params, 'params'),
        query: parsePart(endpoint.query, request.query, 'query'),
        body: parsePart(endpoint.body, request.body, 'body'),
      } as Parsed<E>;
      const answer = await handler(input, request, reply);
      if (reply.sent) return reply;
      if (options.checkResponses) {
        const checked = endpoint.response.safeParse(answer);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues },
            `response of ${endpoint.operationId} breaks the contract`,
          );
          throw new HttpError(500, 'Response does not match the contract');
        }
      }
      // A handler that chose a status (the healthcheck's 503) keeps it.
      if (reply.statusCode === 200 && endpoint.status) reply.code(endpoint.status);
      return reply.send(answer);
    },
  });
}

/** The path of the first string (or key) holding a NUL character, e.g. `body.customerInfo.specialRequests`. */
export function nulField(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, `${at}.${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${at}.${key.replaceAll('\u0000', '')}`;
    const found = nulField(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

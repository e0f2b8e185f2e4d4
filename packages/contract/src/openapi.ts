import { z } from 'zod';
import { apiErrorBodySchema } from './errors.ts';
import { endpoints, type Endpoint } from './endpoints.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, object] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!object) continue;
    const shape = object.shape as Record<string, z.ZodType>;
    for (const [name, type] of Object.entries(shape)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !type.safeParse(undefined).success,
        schema: schemaOf(type, 'input'),
      });
    }
  }
  list.push(
    { name: 'X-White-Label', in: 'header', required: false, schema: { type: 'string' } },
    { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
  );
  return list;
}

/** The OpenAPI 3.1 document, generated from the contract's endpoint table. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    const url = endpoint.underApi === false ? endpoint.path : `/api${endpoint.path}`;
    const status = String(endpoint.status ?? 200);
    paths[url] ??= {};
    paths[url][endpoint.method.toLowerCase()] = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags: endpoint.tags,
      parameters: parametersOf(endpoint),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
            },
          }
        : {}),
      responses: {
        [status]: {
          description: 'Success',
          content: {
            [endpoint.contentType ?? 'application/json']: { schema: schemaOf(endpoint.response, 'output') },
          },
        },
        '400': {
          description: 'Invalid input, with field errors',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Clubstay API', version },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { ApiError: schemaOf(apiErrorBodySchema, 'output') } },
  };
}

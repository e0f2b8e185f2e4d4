import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS } from '@clubstay/contract/brands';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { buildOpenApiDocument } from '@clubstay/contract/openapi';
import type { Db } from './db/db.ts';
import { seed, seedSteps } from './seed.ts';
import { createServer, type Server } from './server.ts';
import { storages } from './test/storages.ts';

/**
 * A schema-driven fuzzer: walks every operation of the OpenAPI document with malformed and hostile
 * requests (wrong types, injection strings, oversized values, broken JSON, foreign brands and
 * forged tokens) and checks that the API never answers 5xx, that every rejection is a 4xx in the
 * error shape (a 400 always names the fields), and that no rejected call changes the database.
 * The run is deterministic (fixed seed) so a failure reproduces; FUZZ_SEED and FUZZ_RUNS override.
 * `npm test` sends 1,500 requests per database (about 17 per operation). 3,000 took 80 s for both
 * databases alone and 250 s beside the rest of `npm test` on CI's 2 cores, the longest API file, while
 * the run was over its 30 minutes. A deeper run: FUZZ_RUNS=20000 with another FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema: Json }[];
  body?: Json;
}

function operations(): Operation[] {
  const document = buildOpenApiDocument('fuzz') as { paths: Record<string, Record<string, Json>> };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: Json }> } | undefined)
        ?.content;
      list.push({
        method: method.toUpperCase(),
        path,
        operationId: String(operation.operationId),
        parameters: (operation.parameters as Operation['parameters'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return list;
}

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; drop table hotels; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  '${7*7}',
  '{{7*7}}',
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'true',
  'a'.repeat(5000),
  '20261301-20261399~0',
  '00000000-0000-0000-0000-000000000000',
  '😀'.repeat(50),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Property names of an object schema, looking through anyOf/oneOf/allOf. */
function propertiesOf(schema: Json | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys((schema.properties as Json | undefined) ?? {});
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    ((schema[key] as Json[] | undefined) ?? []).flatMap(propertiesOf),
  );
  return [...new Set([...own, ...nested])];
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const bodyProperties = propertiesOf(operation.body);
  // Lone surrogates cannot be percent-encoded; a client would send U+FFFD instead.
  const asText = (value: unknown) =>
    (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    );

  const path = fc
    .tuple(...pathParams.map(() => hostileValue))
    .map((values) =>
      pathParams.reduce(
        (url, param, index) => url.replace(`{${param.name}}`, encodeURIComponent(asText(values[index]))),
        operation.path,
      ),
    );
  const query = fc.dictionary(
    fc.oneof(
      { weight: 3, arbitrary: queryParams.length ? fc.constantFrom(...queryParams) : hostileString },
      hostileString,
    ),
    hostileValue,
    { maxKeys: 5 },
  );
  const headers = fc.record(
    {
      'x-white-label': fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...BRAND_IDS) }, hostileString),
      authorization: fc.oneof(
        hostileString.map((token) => `Bearer ${token}`),
        hostileString,
      ),
      'guest-authorization': hostileString,
      'accept-language': hostileString,
    },
    { requiredKeys: ['x-white-label'] },
  );
  const nearValidBody = fc
    .dictionary(
      bodyProperties.length
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...bodyProperties) }, hostileString)
        : hostileString,
      hostileValue,
      {
        maxKeys: Math.max(1, bodyProperties.length + 1),
      },
    )
    .map((body) => JSON.stringify(body));
  const payload = fc.oneof(
    { weight: 4, arbitrary: nearValidBody },
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '\u0000', 'a'.repeat(2000)),
  );

  return fc
    .record({
      path,
      query,
      headers,
      payload,
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    })
    .map(({ path: url, query: params, headers: head, payload: body, contentType }) => {
      const search = new URLSearchParams(
        Object.entries(params).map(([key, value]): [string, string] => [asText(key), asText(value)]),
      ).toString();
      const safeHeaders = Object.fromEntries(
        Object.entries(head)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          // HTTP headers cannot carry control or non-Latin-1 characters; the client would refuse to send them.
          .map(([key, value]) => [key, value.replace(/[^\x20-\x7e]/g, '?')]),
      );
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      return {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        headers: hasBody ? { ...safeHeaders, 'content-type': contentType } : safeHeaders,
        payload: hasBody ? body : undefined,
      };
    });
}

/**
 * A fingerprint of what the calls may change: row counts of every table and a hash of every small
 * table's rows (the seeded inventory is too large to hash per call and no call writes it; its count
 * is still compared).
 */
async function fingerprint(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    // Rate-limit counters count attempts, refused ones included: that is their job (accounts).
    if (name === 'rate_limits') continue;
    if (name === 'hotels' || name === 'places') {
      const [row] = await db.query<{ n: string }>(`select count(*)::text as n from "${name}"`);
      parts.push(`${name}:${row?.n}`);
    } else {
      const [row] = await db.query<{ n: string; h: string | null }>(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      );
      parts.push(`${name}:${row?.n}:${row?.h}`);
    }
  }
  return parts.join(',');
}

for (const storage of storages()) {
  describe(`fuzzing every endpoint on ${storage.name}`, () => {
    let server: Server;

    beforeAll(async () => {
      const db = await storage.open();
      server = await createServer({
        db,
        afterMigrate: (target) =>
          seed(target, seedSteps({ hotels: 200, countries: ['FR'] }), () => undefined),
      });
      server.database.start();
      await server.database.whenReady();
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await storage.cleanup();
    });

    it(`answers ${RUNS} malformed or hostile requests without a 5xx, in the error shape, leaving the database as it was`, async () => {
      const list = operations();
      expect(list.length).toBeGreaterThan(10);
      const requests = fc.sample(fc.oneof(...list.map(requestArbitrary)), { seed: SEED, numRuns: RUNS });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let before = await fingerprint(server.database.db);
      for (const request of requests) {
        const response = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const label = `${request.method} ${request.url.slice(0, 160)} → ${status}`;
        if (status >= 500) failures.push(`${label}: ${response.body.slice(0, 200)}`);
        if (status >= 400 && status < 500 && response.headers['content-type']?.toString().includes('json')) {
          const body = apiErrorBodySchema.safeParse(response.json());
          if (!body.success) failures.push(`${label}: not the error shape`);
          else if (status === 400 && body.data.errors.length === 0)
            failures.push(`${label}: 400 without field errors`);
        }
        if (request.method !== 'GET') {
          const after = await fingerprint(server.database.db);
          if (status >= 400 && after !== before)
            failures.push(`${label}: a rejected call changed the database`);
          before = after;
        }
        if (failures.length >= 20) break;
      }
      console.info(
        `fuzz on ${storage.name}: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect(failures).toEqual([]);
    }, 600_000);
  });
}

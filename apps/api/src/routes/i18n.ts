import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import { isUiLanguage } from '@clubstay/contract/locales';
import { HttpError, route } from '../http.ts';

/** Serves packages/i18n/translations/{code}.json for the 15 UI languages; 404 for any other code. */
export function registerI18nRoutes(app: FastifyInstance, translationsDir: string, checkResponses: boolean): void {
  const cache = new Map<string, Record<string, unknown>>();
  route(
    app,
    endpoints.translations,
    async ({ params }, _request, reply) => {
      if (!isUiLanguage(params.code)) {
        throw new HttpError(404, `No translations for "${params.code}"`, [
          { field: 'params.code', code: 'invalid_value', message: 'Not a UI language' },
        ]);
      }
      let messages = cache.get(params.code);
      if (!messages) {
        messages = JSON.parse(await readFile(path.join(translationsDir, `${params.code}.json`), 'utf8')) as Record<
          string,
          unknown
        >;
        cache.set(params.code, messages);
      }
      reply.header('cache-control', 'public, max-age=300');
      return messages;
    },
    { checkResponses },
  );
}

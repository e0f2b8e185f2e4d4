import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import { mergeMessages, type MessagePart } from '@clubstay/i18n/merge';
import { isMessagePart, isUiLanguage, type MessagePartName } from '@clubstay/contract/locales';
import { HttpError, route } from '#http.ts';

/**
 * The messages of one language: the shell's `{code}.json` merged with every feature's
 * `{feature}/{code}.json` (see @clubstay/i18n/merge).
 */
async function readMessages(translationsDir: string, code: string): Promise<Record<string, unknown>> {
  const entries = await readdir(translationsDir, { withFileTypes: true });
  const files = [
    `${code}.json`,
    ...entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.name, `${code}.json`))
      .sort(),
  ];
  const parts: MessagePart[] = [];
  for (const file of files) {
    const text = await readFile(path.join(translationsDir, file), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && file !== `${code}.json`) return undefined;
        throw error;
      },
    );
    if (text !== undefined)
      parts.push({ source: file, messages: JSON.parse(text) as Record<string, unknown> });
  }
  return mergeMessages(parts);
}

/** One part of a language: the shell's file, or one feature's. */
async function readMessagePart(
  translationsDir: string,
  part: MessagePartName,
  code: string,
): Promise<Record<string, unknown>> {
  const file = part === 'shell' ? `${code}.json` : path.join(part, `${code}.json`);
  return JSON.parse(await readFile(path.join(translationsDir, file), 'utf8')) as Record<string, unknown>;
}

function checkLanguage(code: string): void {
  if (!isUiLanguage(code)) {
    throw new HttpError(404, `No translations for "${code}"`, [
      { field: 'params.code', code: 'invalid_value', message: 'Not a UI language' },
    ]);
  }
}

/**
 * Serves the merged translations of the 15 UI languages, and each of their parts (contract
 * `MESSAGE_PARTS`); 404 for any other code or part.
 */
export function registerI18nRoutes(
  app: FastifyInstance,
  translationsDir: string,
  checkResponses: boolean,
): void {
  const cache = new Map<string, Record<string, unknown>>();
  route(
    app,
    endpoints.translations,
    async ({ params }, _request, reply) => {
      checkLanguage(params.code);
      let messages = cache.get(params.code);
      if (!messages) {
        messages = await readMessages(translationsDir, params.code);
        cache.set(params.code, messages);
      }
      reply.header('cache-control', 'public, max-age=300');
      return messages;
    },
    { checkResponses },
  );
  const parts = new Map<string, Record<string, unknown>>();
  route(
    app,
    endpoints.translationsPart,
    async ({ params }, _request, reply) => {
      checkLanguage(params.code);
      const { part } = params;
      if (!isMessagePart(part)) {
        throw new HttpError(404, `No translations part "${part}"`, [
          { field: 'params.part', code: 'invalid_value', message: 'Not a part of the messages' },
        ]);
      }
      const key = `${part}/${params.code}`;
      let messages = parts.get(key);
      if (!messages) {
        messages = await readMessagePart(translationsDir, part, params.code);
        parts.set(key, messages);
      }
      reply.header('cache-control', 'public, max-age=300');
      return messages;
    },
    { checkResponses },
  );
}

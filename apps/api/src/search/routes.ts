import type { FastifyInstance } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';
import { parseSearchKey } from '@clubstay/contract/search';
import type { DatabaseState } from '#database-state.ts';
import { HttpError, route } from '#http.ts';
import type { SearchService } from './search-service.ts';

interface SearchDeps {
  database: DatabaseState;
  search: SearchService;
  checkResponses: boolean;
}

/** The language of names in answers: the first Accept-Language tag the API knows, else en. */
function languageOf(header: string | undefined): UiLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isUiLanguage(tag)) return tag;
    const base = tag.split('-')[0] ?? '';
    if (isUiLanguage(base)) return base;
  }
  return 'en';
}

export function registerSearchRoutes(app: FastifyInstance, deps: SearchDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const ready = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The inventory is still loading');
  };

  route(
    app,
    endpoints.search,
    async ({ query }, request, reply) => {
      ready();
      // `Cache-Control: no-cache` recomputes the result set instead of reusing the searchId's (benchmarks).
      const fresh = /no-cache/.test(request.headers['cache-control'] ?? '');
      reply.header('cache-control', 'private, max-age=60');
      return deps.search.search(query, languageOf(request.headers['accept-language']), { fresh });
    },
    options,
  );

  route(
    app,
    endpoints.searchByHotelId,
    async ({ query }, request) => {
      ready();
      const parsed = parseSearchKey(query.k);
      if (!parsed.key)
        throw new HttpError(400, 'Invalid query', [
          { field: 'query.k', code: 'custom', message: parsed.problems.join('; ') },
        ]);
      const ids = [...new Set(query['d.hids'])];
      const hotels = await deps.search.hotels(
        parsed.key,
        {
          type: 'poi',
          placeId: null,
          name: null,
          countryCode: null,
          lat: query['d.lat'] ?? 0,
          lng: query['d.lng'] ?? 0,
          radius: null,
        },
        ids,
        query.k,
        languageOf(request.headers['accept-language']),
      );
      if (!hotels.length)
        throw new HttpError(404, 'No such hotels', [
          { field: 'query.d.hids', code: 'not_found', message: 'No hotel with these ids' },
        ]);
      const searchId = `${Buffer.from(query.k).toString('base64url')}.h${ids.join('-').slice(0, 60)}`;
      return { searchId, stay: parsed.key, hotels };
    },
    options,
  );
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints } from '@clubstay/contract/endpoints';
import { UI_LANGUAGES } from '@clubstay/contract/locales';
import { FEATURED_PLACE_IDS } from '@clubstay/contract/places';
import type { DatabaseState } from '#database-state.ts';
import { HttpError, route } from '#http.ts';
import { TimedCache } from '#timed-cache.ts';
import { autocomplete, findPlace, hotelCounts, toPlace } from './places.ts';

interface PlacesDeps {
  database: DatabaseState;
  checkResponses: boolean;
}

/** A short line per featured destination, as the home page shows it. */
const FEATURED_TEXT: Record<string, string> = {
  'city-2988507': 'Cafés, museums and evenings along the Seine.',
  'city-2643743': 'Royal parks, West End theatres and markets.',
  'city-3128760': 'Gaudí, tapas and the Mediterranean at the door.',
  'city-2759794': 'Canals, bikes and the Golden Age masters.',
  'city-2950159': 'History, galleries and nights that never end.',
  'city-3169070': 'Three thousand years of history on every corner.',
  'city-5506956': 'Shows, lights and the desert beyond the Strip.',
  'city-5128581': 'Skyline, Broadway and a different borough every day.',
  'city-3531673': 'Turquoise water, white sand and Mayan ruins nearby.',
  'city-292223': 'Towers, souks and the desert by the sea.',
  'city-4164138': 'Art Deco, beaches and Latin rhythm.',
  'city-264371': 'The Acropolis, tavernas and islands a ferry away.',
};

/** How long a featured answer is kept, in the process and in browsers. */
const FEATURED_KEPT_MS = 300_000;
type FeaturedAnswer = z.output<typeof endpoints.featuredPlaces.response>;
type FeaturedLanguage = z.output<typeof endpoints.featuredPlaces.query>['lang'];

export function registerPlacesRoutes(app: FastifyInstance, deps: PlacesDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const db = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The places are still loading');
    // Places are read-only for the API: a read replica serves them when configured.
    return deps.database.read;
  };

  route(
    app,
    endpoints.placesAutocomplete,
    async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { predictions: await autocomplete(db(), query.q, query.lang) };
    },
    options,
  );

  // The featured destinations change only with the inventory, but counting their hotels reads every
  // hotel of 12 big cities (about 150 ms at 1,000,000 hotels): one answer per language is kept for
  // as long as browsers may keep it, and callers at the same moment share one reading.
  const featuredAnswers = new TimedCache<Promise<FeaturedAnswer>>(UI_LANGUAGES.length, FEATURED_KEPT_MS);
  const featured = async (lang: FeaturedLanguage): Promise<FeaturedAnswer> => {
    const counts = await hotelCounts(db(), FEATURED_PLACE_IDS);
    const destinations = [];
    for (const id of FEATURED_PLACE_IDS) {
      const place = await findPlace(db(), id);
      if (!place) continue;
      destinations.push({
        ...toPlace(place, lang),
        image: `/api/images/place/${id}.svg`,
        text: FEATURED_TEXT[id] ?? '',
        hotelsCount: counts.get(id) ?? 0,
      });
    }
    return { destinations };
  };

  route(
    app,
    endpoints.featuredPlaces,
    async ({ query }, _request, reply) => {
      let kept = featuredAnswers.get(query.lang);
      if (!kept) {
        kept = featured(query.lang);
        featuredAnswers.set(query.lang, kept);
        // A failed reading (the database away) is not kept: the next caller reads again.
        kept.catch(() => featuredAnswers.delete(query.lang));
      }
      const answer = await kept;
      reply.header('cache-control', `public, max-age=${FEATURED_KEPT_MS / 1000}`);
      return answer;
    },
    options,
  );

  route(
    app,
    endpoints.place,
    async ({ params, query }, _request, reply) => {
      const place = await findPlace(db(), params.placeId);
      if (!place) throw new HttpError(404, `No place ${params.placeId}`);
      reply.header('cache-control', 'public, max-age=3600');
      return toPlace(place, query.lang);
    },
    options,
  );
}

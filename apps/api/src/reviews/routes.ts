import type { FastifyInstance } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import type { DatabaseState } from '#database-state.ts';
import { HttpError, route } from '#http.ts';
import { trustYouId } from '#inventory/hotel-view.ts';
import { generateReviews, REVIEWS_PAGE_CSP, renderReviewsPage } from './reviews-page.ts';
import { reviewedHotel } from './sql.ts';

interface ReviewsDeps {
  database: DatabaseState;
  /** Serve the sandbox reviews page when no provider widget is configured. */
  sandbox: boolean;
  checkResponses: boolean;
  /**
   * The reviews provider's widget, with `{id}` (the hotel's provider id) and `{lang}` placeholders,
   * e.g. `https://api.trustyou.com/hotels/{id}/meta_review.html?lang={lang}`. When set the frame is
   * redirected there (and the apps' CSP allows framing its origin).
   */
  widgetUrl?: string | undefined;
  /** The clock the review dates count back from. @default Date.now */
  now?: () => number;
}

/** The origin of a widget URL template, for the apps' `frame-src`; undefined when it is not an http(s) URL. */
export function widgetOrigin(widgetUrl: string | undefined): string | undefined {
  if (!widgetUrl) return undefined;
  try {
    const url = new URL(widgetUrl.replaceAll('{id}', 'id').replaceAll('{lang}', 'en'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/hotel/{hotelId}/reviews: the reviews frame (spec 2 §2), see `@clubstay/contract/reviews`. */
export function registerReviewsRoutes(app: FastifyInstance, deps: ReviewsDeps): void {
  const now = deps.now ?? Date.now;
  route(
    app,
    endpoints.hotelReviews,
    async ({ params, query }, _request, reply) => {
      if (!deps.database.isMigrated) throw new HttpError(503, 'The inventory is still loading');
      const row = await reviewedHotel(deps.database.db, params.hotelId);
      if (!row)
        throw new HttpError(404, `No hotel ${params.hotelId}`, [
          { field: 'params.hotelId', code: 'not_found', message: 'No such hotel' },
        ]);
      if (!row.has_provider || row.score === null || row.category === null) {
        throw new HttpError(404, 'This hotel has no reviews', [
          {
            field: 'params.hotelId',
            code: 'not_found',
            message: 'The reviews provider does not cover this hotel',
          },
        ]);
      }
      if (deps.widgetUrl) {
        const target = deps.widgetUrl
          .replaceAll('{id}', encodeURIComponent(trustYouId(row.id)))
          .replaceAll('{lang}', encodeURIComponent(query.lang));
        void reply.header('cache-control', 'no-store').redirect(target, 302);
        return '';
      }
      if (!deps.sandbox) throw new HttpError(404, 'No reviews provider is configured');
      const today = new Date(now()).toISOString().slice(0, 10);
      const page = generateReviews(
        {
          id: row.id,
          name: row.name,
          score: row.score,
          category: row.category,
          reviewsCount: row.reviews_count,
        },
        query.lang,
        today,
      );
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', REVIEWS_PAGE_CSP);
      return renderReviewsPage(page, query.lang);
    },
    { checkResponses: deps.checkResponses },
  );
}

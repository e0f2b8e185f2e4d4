import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { UI_LANGUAGES } from '@clubstay/contract/locales';
import { hotelReviewsPath } from '@clubstay/contract/reviews';
import type { Db } from '#db/db.ts';
import { trustYouId } from '#inventory/hotel-view.ts';
import { generateReviews } from './reviews-page.ts';
import { seed, seedSteps } from '#seed.ts';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';

const SEED = { hotels: 300, countries: ['FR'] };

for (const storage of storages()) {
  describe(`the reviews frame on ${storage.name}`, () => {
    let db: Db;
    let server: Server;
    let reviewed: { id: number; name: string; score: number; reviews_count: number };
    let unreviewed: { id: number };

    const open = async (options: Parameters<typeof createServer>[0]) => {
      const created = await createServer(options);
      created.database.start();
      await created.database.whenReady();
      return created;
    };

    beforeAll(async () => {
      db = await storage.open();
      server = await open({ db, afterMigrate: (target) => seed(target, seedSteps(SEED), () => undefined) });
      const [withProvider] = await db.query<{
        id: number;
        name: string;
        score: number;
        reviews_count: number;
      }>(
        'select id, name, score, reviews_count from hotels where has_provider and score is not null and reviews_count > 10 order by id limit 1',
      );
      const [without] = await db.query<{ id: number }>(
        'select id from hotels where not has_provider order by id limit 1',
      );
      if (!withProvider || !without)
        throw new Error('the seed has no hotel with and without a reviews provider');
      reviewed = withProvider;
      unreviewed = without;
    }, 120_000);
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('serves a reviews page per hotel and language that only this origin may frame', async () => {
      const response = await server.app.inject({ url: hotelReviewsPath(reviewed.id, 'de') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain('Gästebewertungen');
      expect(response.body).not.toContain('<script');
      // The hotel's own score and count, in German number format.
      const score = new Intl.NumberFormat('de', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(reviewed.score);
      expect(response.body).toContain(`>${score}<`);
      expect(response.body).toContain(new Intl.NumberFormat('de').format(reviewed.reviews_count));
    });

    it('is the same page on every visit, and another language or hotel gives another page', async () => {
      const first = await server.app.inject({ url: hotelReviewsPath(reviewed.id, 'fr') });
      const again = await server.app.inject({ url: hotelReviewsPath(reviewed.id, 'fr') });
      const english = await server.app.inject({ url: hotelReviewsPath(reviewed.id, 'en') });
      expect(again.body).toBe(first.body);
      expect(english.body).not.toBe(first.body);
      expect(first.body).toContain('Avis des clients');
      expect(english.body).toContain('Guest reviews');
    });

    it('answers every UI language', async () => {
      for (const language of UI_LANGUAGES) {
        const response = await server.app.inject({ url: hotelReviewsPath(reviewed.id, language) });
        expect(response.statusCode, language).toBe(200);
        expect(response.body).toContain(`<html lang="${language}">`);
      }
    });

    it('answers 404 for a hotel the provider does not cover or an unknown hotel, 400 for a bad language', async () => {
      const uncovered = await server.app.inject({ url: hotelReviewsPath(unreviewed.id, 'en') });
      expect(uncovered.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(uncovered.json()).errors[0]?.field).toBe('params.hotelId');
      const unknown = await server.app.inject({ url: hotelReviewsPath(2_000_000_000, 'en') });
      expect(unknown.statusCode).toBe(404);
      const bad = await server.app.inject({ url: `/api/hotel/${reviewed.id}/reviews?lang=xx` });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(bad.json()).errors[0]?.field).toBe('query.lang');
    });

    it('escapes the hotel name', async () => {
      await db.query('update hotels set name = $2 where id = $1', [
        reviewed.id,
        '<img src=x onerror=alert(1)> Inn',
      ]);
      try {
        const response = await server.app.inject({ url: hotelReviewsPath(reviewed.id, 'en') });
        expect(response.body).not.toContain('<img src=x');
        expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt; Inn');
      } finally {
        await db.query('update hotels set name = $2 where id = $1', [reviewed.id, reviewed.name]);
      }
    });

    it('keeps the app pages unframable', async () => {
      const response = await server.app.inject({ url: '/api/sandbox/mailbox' });
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });

    // The extra servers below share the database and are not closed: closing one closes the database.
    it("redirects to the provider's widget when one is configured, and lets the apps frame it", async () => {
      const withProvider = await open({
        db,
        reviewsWidgetUrl: 'https://reviews.example/hotels/{id}/meta_review.html?lang={lang}',
      });
      const response = await withProvider.app.inject({ url: hotelReviewsPath(reviewed.id, 'ja') });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `https://reviews.example/hotels/${trustYouId(reviewed.id)}/meta_review.html?lang=ja`,
      );
      const mailbox = await withProvider.app.inject({ url: '/api/sandbox/mailbox' });
      expect(String(mailbox.headers['content-security-policy'])).toContain(
        "frame-src 'self' https://reviews.example",
      );
    });

    it('has no reviews page without sandbox or provider', async () => {
      const production = await open({ db, sandbox: false });
      const response = await production.app.inject({ url: hotelReviewsPath(reviewed.id, 'en') });
      expect(response.statusCode).toBe(404);
    });
  });
}

describe('generated reviews', () => {
  const hotel = { id: 42, name: 'Hotel Test', score: 8.4, category: 3, reviewsCount: 812 };

  it('scatter around the hotel score, newest first, with a tone that follows the rating', () => {
    const page = generateReviews(hotel, 'en', '2026-11-20');
    expect(page.reviews).toHaveLength(6);
    for (const review of page.reviews) {
      expect(Math.abs(review.rating - hotel.score)).toBeLessThanOrEqual(2);
      expect(review.sentiment).toBe(
        review.rating >= 8 ? 'positive' : review.rating >= 6 ? 'mixed' : 'negative',
      );
      expect(review.date < '2026-11-20').toBe(true);
    }
    const dates = page.reviews.map((review) => review.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const aspect of page.aspects) expect(Math.abs(aspect.score - hotel.score)).toBeLessThanOrEqual(1.2);
  });

  it('shows no more reviews than the hotel has', () => {
    expect(generateReviews({ ...hotel, reviewsCount: 2 }, 'en', '2026-11-20').reviews).toHaveLength(2);
  });

  it('is deterministic', () => {
    expect(generateReviews(hotel, 'sv', '2026-11-20')).toEqual(generateReviews(hotel, 'sv', '2026-11-20'));
  });
});

import type { Queryable } from '#db/db.ts';

interface ReviewedRow extends Record<string, unknown> {
  id: number;
  name: string;
  score: number | null;
  category: number | null;
  reviews_count: number;
  has_provider: boolean;
}

/** A hotel's review summary (score, category, count) and whether the reviews provider covers it. */
export async function reviewedHotel(q: Queryable, hotelId: number): Promise<ReviewedRow | undefined> {
  const [row] = await q.query<ReviewedRow>(
    'select id, name, score, category, reviews_count, has_provider from hotels where id = $1',
    [hotelId],
  );
  return row;
}

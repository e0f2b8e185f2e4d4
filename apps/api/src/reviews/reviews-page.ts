import type { UiLanguage } from '@clubstay/contract/locales';
import { hash32 } from '#inventory/seed-hotels.ts';
import { REVIEW_PHRASES, type ReviewPhrases } from './phrases.ts';
import { escapeHtml } from '#html.ts';

/** What the reviews page needs to know about a hotel. */
interface ReviewedHotel {
  id: number;
  name: string;
  /** 0 to 10. */
  score: number;
  /** 0 Poor … 4 Excellent. */
  category: number;
  reviewsCount: number;
}

interface GeneratedReview {
  name: string;
  traveller: keyof ReviewPhrases['travellers'];
  /** 2 to 10, one decimal. */
  rating: number;
  sentiment: 'positive' | 'mixed' | 'negative';
  headline: string;
  text: string;
  /** yyyy-MM-dd. */
  date: string;
}

interface ReviewsPageData {
  hotel: ReviewedHotel;
  aspects: { key: keyof ReviewPhrases['aspects']; score: number }[];
  reviews: GeneratedReview[];
}

const NAMES = [
  'Anna K.',
  'Marco R.',
  'Sofia L.',
  'James W.',
  'Yuki T.',
  'Lars N.',
  'Elena P.',
  'Pierre D.',
  'Hanna S.',
  'Miguel A.',
  'Olga V.',
  'Chen W.',
  'Emma B.',
  'Jonas H.',
  'Lucia G.',
  'Ahmed F.',
  'Ingrid M.',
  'Tom C.',
  'Aiko S.',
  'Nina J.',
];
const TRAVELLERS = ['couple', 'family', 'business', 'solo', 'friends'] as const;
const ASPECTS = ['cleanliness', 'location', 'service', 'value', 'room', 'breakfast'] as const;
const REVIEWS_SHOWN = 6;
const DAY = 86_400_000;

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const pick = <T>(list: readonly T[], seed: number): T => {
  const item = list[seed % list.length];
  if (item === undefined) throw new Error('empty phrase list');
  return item;
};

/**
 * The reviews of a hotel in a language: the same hotel and language always give the same page (the
 * review dates count back from `today`). Topic scores and review ratings scatter around the hotel's
 * own score, and each text's tone follows its rating.
 */
export function generateReviews(hotel: ReviewedHotel, language: UiLanguage, today: string): ReviewsPageData {
  const phrases = REVIEW_PHRASES[language];
  const aspects = ASPECTS.map((key, index) => ({
    key,
    score: round1(clamp(hotel.score + ((hash32(hotel.id, 9100 + index) % 21) - 12) / 10, 1, 10)),
  }));
  const count = Math.min(REVIEWS_SHOWN, hotel.reviewsCount);
  const start = Date.parse(`${today}T00:00:00Z`);
  const reviews = Array.from({ length: count }, (_, index): GeneratedReview => {
    const seed = (part: number) => hash32(hotel.id * 8 + index, 9200 + part);
    const rating = round1(clamp(hotel.score + ((seed(1) % 41) - 20) / 10, 2, 10));
    const sentiment = rating >= 8 ? 'positive' : rating >= 6 ? 'mixed' : 'negative';
    const first =
      sentiment === 'negative' ? pick(phrases.negative, seed(2)) : pick(phrases.positive, seed(2));
    const secondList = sentiment === 'positive' ? phrases.positive : phrases.mixed;
    let second = pick(secondList, seed(3));
    if (second === first) second = pick(secondList, seed(3) + 1);
    return {
      name: pick(NAMES, seed(4)),
      traveller: pick(TRAVELLERS, seed(5)),
      rating,
      sentiment,
      headline: pick(phrases.headlines[sentiment], seed(6)),
      text: `${first} ${second}`,
      // Newest first: each review a few days to weeks before the one above it.
      date: new Date(start - (2 + index * 18 + (seed(7) % 14)) * DAY).toISOString().slice(0, 10),
    };
  });
  return { hotel, aspects, reviews };
}

/** Fills `{name}` placeholders; the values are escaped, the template is ours. */
const fill = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));

/**
 * The sandbox reviews page: a self-contained HTML document (no script, inline styles only) in the
 * requested language. Every hotel or review text is escaped.
 */
export function renderReviewsPage(data: ReviewsPageData, language: UiLanguage): string {
  const phrases = REVIEW_PHRASES[language];
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const { hotel } = data;
  const category = phrases.categories[clamp(Math.round(hotel.category), 0, 4)] ?? '';
  const aspects = data.aspects
    .map(
      (aspect) => `<li><span class="aspect">${escapeHtml(phrases.aspects[aspect.key])}</span>
<span class="bar" aria-hidden="true"><span style="width:${Math.round(aspect.score * 10)}%"></span></span>
<span class="value">${escapeHtml(decimal.format(aspect.score))}</span></li>`,
    )
    .join('\n');
  const reviews = data.reviews
    .map(
      (review) => `<li><article>
<h3>${escapeHtml(review.headline)}</h3>
<p class="rating"><span class="chip ${review.sentiment}">${escapeHtml(decimal.format(review.rating))}</span>
<span class="meta">${escapeHtml(review.name)} · ${escapeHtml(phrases.travellers[review.traveller])} · <time datetime="${review.date}">${escapeHtml(month.format(new Date(`${review.date}T00:00:00Z`)))}</time></span></p>
<p>${escapeHtml(review.text)}</p>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(phrases.title)} · ${escapeHtml(hotel.name)}</title>
<style>
*{box-sizing:border-box}body{margin:0;padding:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2430;background:#fff}
h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:20px 0 8px}h3{font-size:14px;margin:0}
.summary{display:flex;gap:12px;align-items:center}.score{font-size:22px;font-weight:700;background:#0b5c3b;color:#fff;border-radius:10px 10px 10px 0;padding:8px 12px}
.summary p{margin:0}.category{font-weight:700}.muted,.meta{color:#4d5566}
ul{list-style:none;margin:0;padding:0}.aspects{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px 24px}
.aspects li{display:grid;grid-template-columns:1fr 90px 36px;gap:8px;align-items:center}.value{text-align:right;font-weight:600}
.bar{height:6px;border-radius:3px;background:#e4e7ee;overflow:hidden}.bar span{display:block;height:100%;background:#0b5c3b}
.reviews{display:grid;gap:12px}.reviews article{border:1px solid #dde1ea;border-radius:10px;padding:12px}
.rating{display:flex;gap:8px;align-items:center;margin:6px 0}.chip{font-weight:700;border-radius:6px;padding:1px 6px;color:#fff}
.positive{background:#0b5c3b}.mixed{background:#6b4e00}.negative{background:#a1262b}.reviews p{margin:6px 0 0}
footer{margin-top:16px;font-size:12px;color:#4d5566}
</style></head>
<body><main>
<h1>${escapeHtml(phrases.title)}</h1>
<div class="summary"><span class="score">${escapeHtml(decimal.format(hotel.score))}</span>
<p><span class="category">${escapeHtml(category)}</span><br><span class="muted">${fill(phrases.basedOn, { count: whole.format(hotel.reviewsCount) })} · ${fill(phrases.outOf, { score: decimal.format(hotel.score) })}</span></p></div>
<h2>${escapeHtml(phrases.aspectsTitle)}</h2>
<ul class="aspects">
${aspects}
</ul>
${data.reviews.length ? `<h2>${escapeHtml(phrases.recent)}</h2>\n<ul class="reviews">\n${reviews}\n</ul>` : ''}
</main>
<footer>${escapeHtml(phrases.sandboxNote)}</footer>
</body></html>`;
}

/**
 * The reviews page's own Content-Security-Policy: nothing but its inline styles loads, and only this
 * origin may frame it (the app's pages are never framed: `frame-ancestors 'none'`).
 */
export const REVIEWS_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

import {
  category as categoryClass,
  count as countClass,
  bubble,
  root,
  text,
  tone,
} from './score-bubble.css.ts';

/** The rating scale of spec 1 §3 / spec 2 §3, by category 0 to 4. */
export const SCORE_CATEGORIES = ['Poor', 'Fair', 'Good', 'VeryGood', 'Excellent'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

const ENGLISH: Record<ScoreCategory, string> = {
  Poor: 'Poor',
  Fair: 'Fair',
  Good: 'Good',
  VeryGood: 'Very good',
  Excellent: 'Excellent',
};

/** The category name of a category number; out-of-range numbers are clamped to 0…4. */
export function scoreCategory(value: number): ScoreCategory {
  const index = Math.max(0, Math.min(SCORE_CATEGORIES.length - 1, Math.round(value)));
  return SCORE_CATEGORIES[index] ?? 'Poor';
}

export interface ScoreBubbleProps {
  /** The review score shown in the bubble (e.g. 8.6). */
  score: number;
  /** The category, 0 (Poor) to 4 (Excellent). */
  category: number;
  /** Reviews behind the score; shown with no decimals (spec 2 §9). */
  reviewsCount?: number;
  /** Category names in the UI language. @default English */
  categoryLabels?: Record<ScoreCategory, string>;
  /** "1,234 reviews" in the UI language. @default English */
  formatCount?: (count: number) => string;
  /** Locale for the numbers. @default 'en' */
  locale?: string;
}

/** Number formats by locale and digits, built once (a results page shows a bubble on every card). */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: 0 | 1): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format;
}

/** A review score bubble with its category word (Poor…Excellent) and the review count. */
export function ScoreBubble({
  score,
  category,
  reviewsCount,
  categoryLabels = ENGLISH,
  formatCount,
  locale = 'en',
}: ScoreBubbleProps) {
  const name = scoreCategory(category);
  const label = categoryLabels[name];
  const shownScore = numberFormat(locale, 1).format(score);
  const counted =
    reviewsCount === undefined
      ? null
      : (formatCount?.(reviewsCount) ?? `${numberFormat(locale, 0).format(reviewsCount)} reviews`);
  const level = category >= 3 ? 'high' : category >= 2 ? 'mid' : 'low';
  return (
    <span className={root} data-category={name}>
      <span className={`${bubble} ${tone[level]}`}>{shownScore}</span>
      <span className={text}>
        <span className={categoryClass}>{label}</span>
        {counted ? <span className={countClass}>{counted}</span> : null}
      </span>
    </span>
  );
}

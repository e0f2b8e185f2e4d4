import { cx } from '#utils/cx.ts';
import { empty, filled, star, stars } from './star-rating.css.ts';

export interface StarRatingProps {
  /** Hotel class, 1 to 5 (spec 1 §9). */
  value: number;
  /** @default 5 */
  max?: number;
  /** Read by screen readers. @default `${value} stars` / '1 star' */
  label?: string;
  className?: string;
}

const STAR = 'M8 1.2l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 12l-4.2 2.2.8-4.7L1.2 6.2l4.7-.7z';

/** A hotel's stars, one image for screen readers ("4 stars"). */
export function StarRating({ value, max = 5, label, className }: StarRatingProps) {
  const rounded = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={label ?? `${rounded} ${rounded === 1 ? 'star' : 'stars'}`}
      className={cx(stars, className)}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 16 16" className={star} aria-hidden focusable="false">
          <path d={STAR} className={index < rounded ? filled : empty} />
        </svg>
      ))}
    </span>
  );
}

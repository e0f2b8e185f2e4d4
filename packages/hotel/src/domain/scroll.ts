/* ------------------------------------------------------------------------------------------------
 * Scrolling on the hotel page (spec 2 §5, §9): section watcher margins, scroll-to-section offset and
 * animation, scroll direction with a 3 px dead zone.
 * ---------------------------------------------------------------------------------------------- */

/** The IntersectionObserver margin of the section watcher: 62 px under the top, the lower 80 % ignored. */
export const SECTION_WATCH_MARGIN = '-62px 0px -80% 0px';
/** A section scrolled to lands 90 px under the top (clear of the sticky header). */
const SCROLL_TO_SECTION_OFFSET = 90;
export const SCROLL_TO_SECTION_MS = 500;
/** Direction changes under 3 px are ignored. */
const SCROLL_DIRECTION_THRESHOLD = 3;

export type ScrollDirection = 'up' | 'down';

/**
 * The scroll direction after a move from `previous` to `next`, or null when the move is too small to
 * count (the last direction holds).
 */
export function scrollDirection(
  previous: number,
  next: number,
  threshold = SCROLL_DIRECTION_THRESHOLD,
): ScrollDirection | null {
  const delta = next - previous;
  if (Math.abs(delta) < threshold) return null;
  return delta > 0 ? 'down' : 'up';
}

/** Ease in and out over the scroll-to-section animation (t from 0 to 1). */
export function easeInOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return clamped < 0.5 ? 2 * clamped * clamped : 1 - (-2 * clamped + 2) ** 2 / 2;
}

/** Where the window scrolls to bring a section under the sticky header. */
export function sectionScrollTarget(
  sectionTop: number,
  scrollY: number,
  offset = SCROLL_TO_SECTION_OFFSET,
): number {
  return Math.max(0, Math.round(sectionTop + scrollY - offset));
}

/**
 * Which section the watcher highlights: of the sections crossing the watched band, the first in page
 * order; when none crosses it, the last one above the band (the visitor is inside a long section).
 */
export function activeSection<K extends string>(
  order: readonly K[],
  crossing: ReadonlySet<K>,
  above: ReadonlySet<K>,
): K | undefined {
  const first = order.find((key) => crossing.has(key));
  if (first) return first;
  return [...order].reverse().find((key) => above.has(key));
}

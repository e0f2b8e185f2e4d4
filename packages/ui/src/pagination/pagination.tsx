import { cx } from '#utils/cx.ts';
import { Button } from '#button/button.tsx';
import { current, gap, list, nav, page as pageClass } from './pagination.css.ts';

/** Page numbers to show around the current page, with null for a gap ("…"). */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names for screen readers. @default English */
  labels?: { nav: string; previous: string; next: string; page: (page: number) => string };
  className?: string;
}

const ENGLISH = {
  nav: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (p: number) => `Page ${p}`,
};

/** Page buttons in a navigation landmark; the current page is marked with aria-current. */
export function Pagination({ page, pageCount, onChange, labels = ENGLISH, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={cx(nav, className)}>
      <ul className={list}>
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={page <= 1}
            onPress={() => onChange(page - 1)}
            aria-label={labels.previous}
          >
            ‹
          </Button>
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className={gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant="secondary"
                size="small"
                className={cx(pageClass, p === page && current)}
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onChange(p)}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="small"
            isDisabled={page >= pageCount}
            onPress={() => onChange(page + 1)}
            aria-label={labels.next}
          >
            ›
          </Button>
        </li>
      </ul>
    </nav>
  );
}

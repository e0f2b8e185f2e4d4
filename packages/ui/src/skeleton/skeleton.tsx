import { layout } from '@clubstay/design-tokens/layout';
import { cx } from '#utils/cx.ts';
import { block, line, list } from './skeleton.css.ts';

export interface SkeletonProps {
  /** How many placeholder rows (e.g. 10 for property types, 5 for ratings — spec 1 §9). @default 1 */
  count?: number;
  /** Height of each row in spacing units of 4 px; text-line height when absent. */
  height?: number;
  /** Read to screen readers while loading. @default 'Loading' */
  label?: string;
  className?: string;
}

/** Grey placeholder rows while content loads; one busy status for screen readers, the rows are hidden. */
export function Skeleton({ count = 1, height, label = 'Loading', className }: SkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={cx(list, className)}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden
          className={cx(block, height === undefined && line)}
          style={height === undefined ? undefined : { height: `${height * layout.spacingUnit}px` }}
        />
      ))}
    </div>
  );
}

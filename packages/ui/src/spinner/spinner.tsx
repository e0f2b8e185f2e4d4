import { ProgressBar } from 'react-aria-components';
import { circle, wrapper } from './spinner.css.ts';

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown under the circle when `showLabel`. */
  label: string;
  /** @default false */
  showLabel?: boolean;
}

/** An indeterminate progress indicator (react-aria ProgressBar, so it is announced). */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={wrapper}>
      <span className={circle} aria-hidden />
      {showLabel ? <span>{label}</span> : null}
    </ProgressBar>
  );
}

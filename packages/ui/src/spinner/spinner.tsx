import { circle, wrapper } from './spinner.css.ts';

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown under the circle when `showLabel`. */
  label: string;
  /** @default false */
  showLabel?: boolean;
}

/**
 * An indeterminate progress indicator, announced as a progress bar named by `label` (the markup of
 * react-aria's indeterminate ProgressBar, without react-aria: the app shell's pending screen uses it,
 * and it should not bring react-aria into every page's first script).
 */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={wrapper}>
      <span className={circle} aria-hidden />
      {showLabel ? <span>{label}</span> : null}
    </div>
  );
}

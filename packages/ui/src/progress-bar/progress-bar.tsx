import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { label as labelClass } from '#field/field.css.ts';
import { fill, root, track, valueText } from './progress-bar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  /** What is progressing ("Finding the best rates"). */
  label: string;
  /** @default true */
  showValue?: boolean;
  className?: string;
}

/** react-aria's ProgressBar (role progressbar with value text), e.g. the rates search ticking each second. */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={cx(root, className)}>
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          <Label className={labelClass}>{label}</Label>
          {showValue && !isIndeterminate ? <span className={valueText}>{text}</span> : <span />}
          <div className={track}>
            <div className={fill} style={{ width: `${isIndeterminate ? 100 : (percentage ?? 0)}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

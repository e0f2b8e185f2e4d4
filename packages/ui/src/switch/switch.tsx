import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { switchRoot, thumb, track } from './switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** react-aria's Switch (role switch on a real checkbox input): an on/off setting that applies at once. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(switchRoot, className)}>
      <span className={track} aria-hidden>
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}

import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { tooltip } from './tooltip.css.ts';

export { TooltipTrigger } from 'react-aria-components';

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** react-aria's Tooltip: shown on hover after a delay and on keyboard focus, described to screen readers. */
export function Tooltip({ children, className, offset = 6, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={cx(tooltip, className)}>
      {children}
    </AriaTooltip>
  );
}

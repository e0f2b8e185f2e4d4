import type { ReactNode } from 'react';
import {
  Dialog,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { popoverSurface } from '#field/field.css.ts';
import { arrow, arrowPath, content, popover, wide as wideClass } from './popover.css.ts';

export { DialogTrigger as PopoverTrigger } from 'react-aria-components';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'children'> {
  /** Names the popover's dialog for screen readers. */
  'aria-label': string;
  children: ReactNode;
  /** @default true */
  showArrow?: boolean;
  /**
   * As wide as its content asks, up to the viewport less a margin, instead of the 600 px of a
   * suggestion list (the 4-month date picker). @default false
   */
  wide?: boolean;
  className?: string;
}

/**
 * react-aria's Popover holding a non-modal Dialog (guests picker, more facility info): positioned
 * next to its trigger, flips to stay on screen, closes on Escape or an outside click.
 */
export function Popover({
  'aria-label': label,
  children,
  showArrow = true,
  wide = false,
  className,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover {...props} className={cx(popoverSurface, wide ? wideClass : popover, className)}>
      {showArrow ? (
        <OverlayArrow className={arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden>
            <path d="M0 0 L6 6 L12 0" className={arrowPath} />
          </svg>
        </OverlayArrow>
      ) : null}
      <Dialog aria-label={label} className={content}>
        {children}
      </Dialog>
    </AriaPopover>
  );
}

import type { ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import { badge } from './badge.css.ts';

export interface BadgeProps {
  children: ReactNode;
  /** @default 'neutral' */
  tone?: 'primary' | 'accent' | 'neutral' | 'success' | 'danger';
  className?: string;
}

/** A short label: "-35%", "Lowest price", "Soon". Plain text, read in place by screen readers. */
export function Badge({ children, tone, className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}

import type { ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import { Button } from '#button/button.tsx';
import { banner, body, dismiss, title as titleClass } from './banner.css.ts';

export interface BannerProps {
  title?: ReactNode;
  children: ReactNode;
  /** @default 'info' */
  tone?: 'info' | 'promo' | 'success' | 'warning' | 'danger';
  /** Shows a × button that calls this. */
  onDismiss?: () => void;
  /** @default 'Dismiss' */
  dismissLabel?: string;
  /** `alert` interrupts screen readers (errors); `status` waits; none for static notes. @default none */
  live?: 'alert' | 'status';
  action?: ReactNode;
  className?: string;
}

/** A note across the page or a card: partner cashback, the cookie notice, a failed payment. */
export function Banner({
  title,
  children,
  tone,
  onDismiss,
  dismissLabel = 'Dismiss',
  live,
  action,
  className,
}: BannerProps) {
  return (
    <div role={live} className={cx(banner({ tone }), className)}>
      <div className={body}>
        {title ? <span className={titleClass}>{title}</span> : null}
        <span>{children}</span>
      </div>
      {action}
      {onDismiss ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={dismissLabel}
          onPress={onDismiss}
          className={dismiss}
        >
          ✕
        </Button>
      ) : null}
    </div>
  );
}

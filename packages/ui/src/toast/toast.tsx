import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { close, content, region, titleText, toast } from './toast.css.ts';

/** What a toast says. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** @default 'neutral' */
  tone?: 'neutral' | 'success' | 'danger';
}

/**
 * A queue of toasts, one per app: `toasts.add({ title: 'Booking saved' }, { timeout: 5000 })`.
 * Built on react-aria's (still UNSTABLE_) toast, which announces toasts in a landmark region.
 */
export function createToastQueue(maxVisibleToasts = 3) {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts });
}
export type ToastQueue = ReturnType<typeof createToastQueue>;

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Accessible name of each toast's close button. @default 'Close' */
  closeLabel?: string;
}

/** Where a queue's toasts show: bottom right; F6 moves focus into the region (react-aria). */
export function ToastRegion({ queue, closeLabel = 'Close' }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={region}>
      {({ toast: item }) => (
        <AriaToast toast={item} className={toast} data-tone={item.content.tone ?? 'neutral'}>
          <ToastContent className={content}>
            <Text slot="title" className={titleText}>
              {item.content.title}
            </Text>
            {item.content.description ? <Text slot="description">{item.content.description}</Text> : null}
          </ToastContent>
          <Button slot="close" aria-label={closeLabel} className={close}>
            ✕
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

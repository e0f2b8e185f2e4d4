import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { Button } from '#button/button.tsx';
import { actions, dialog, dialogHeader, modal, overlay, title as titleClass } from './dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/**
 * react-aria's Modal in an overlay: focus is trapped and restored, the page behind is inert and does
 * not scroll, Escape and (when `isDismissable`) a click outside close it. 90% of the viewport up to 900 × 675.
 */
export function Modal({ children, className, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlay}>
      <AriaModal className={cx(modal, className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'children'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; they receive `close`. */
  footer?: (close: () => void) => ReactNode;
  /** Accessible name of the × button; no × when absent. @default 'Close' */
  closeLabel?: string | null;
  className?: string;
}

/** react-aria's Dialog with a heading (its name), an optional × and a footer for actions. */
export function Dialog({ title, children, footer, closeLabel = 'Close', className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(dialog, className)}>
      {({ close }) => (
        <>
          <div className={dialogHeader}>
            <Heading slot="title" className={titleClass}>
              {title}
            </Heading>
            {closeLabel ? (
              <Button variant="ghost" size="small" aria-label={closeLabel} onPress={close}>
                ✕
              </Button>
            ) : null}
          </div>
          {typeof children === 'function' ? children(close) : children}
          {footer ? <div className={actions}>{footer(close)}</div> : null}
        </>
      )}
    </AriaDialog>
  );
}

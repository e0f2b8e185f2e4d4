import type { ReactNode } from 'react';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { bottomSheet, overlay, panel, sideRight } from './drawer.css.ts';

export { DialogTrigger as DrawerTrigger } from 'react-aria-components';

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Usually a `<Dialog>`, which names the drawer and holds its content. */
  children: ReactNode;
  /** `auto`: bottom sheet on phones, right side menu from md; or force one. @default 'auto' */
  placement?: 'auto' | 'right' | 'bottom';
  className?: string;
}

/**
 * A drawer is react-aria's Modal placed at an edge: the side menu (400 px, right) on desktop and a
 * bottom sheet on phones (map, filters). Focus trap, Escape, outside click and inert page are react-aria's.
 */
export function Drawer({
  children,
  placement = 'auto',
  isDismissable = true,
  className,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <Modal
        className={cx(
          panel,
          placement === 'right' && sideRight,
          placement === 'bottom' && bottomSheet,
          className,
        )}
        data-placement={placement}
      >
        {children}
      </Modal>
    </ModalOverlay>
  );
}

import type { ReactNode } from 'react';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { media } from '@clubstay/design-tokens/layout';
import { Modal as CentredModal } from '#dialog/dialog.tsx';
import { cx } from '#utils/cx.ts';
import { useMediaQuery } from '#utils/use-media-query.ts';
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

export interface SheetOrModalProps {
  /** Usually a `<Dialog>`. */
  children: ReactNode;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether the page is laid out for a phone, where the caller knows it; else the screen's width decides. */
  phone?: boolean;
}

/**
 * An open overlay that is a bottom sheet on a phone and a centred modal elsewhere (a hotel's map, the
 * hotel page's search): mounted when it opens, closed by its `onOpenChange`.
 */
export function SheetOrModal({ children, onOpenChange, phone }: SheetOrModalProps) {
  const isPhone = useMediaQuery(media.mobile);
  return (phone ?? isPhone) ? (
    <Drawer isOpen onOpenChange={onOpenChange} placement="bottom">
      {children}
    </Drawer>
  ) : (
    <CentredModal isOpen onOpenChange={onOpenChange} isDismissable>
      {children}
    </CentredModal>
  );
}

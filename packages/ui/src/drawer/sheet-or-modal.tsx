import type { ReactNode } from 'react';
import { media } from '@clubstay/design-tokens/layout';
import { Modal as CentredModal } from '#dialog/dialog.tsx';
import { useMediaQuery } from '#utils/use-media-query.ts';
import { Drawer } from './drawer.tsx';

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

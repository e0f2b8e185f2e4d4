import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#button/button.tsx';
import { Dialog } from '#dialog/dialog.tsx';
import { Drawer, DrawerTrigger } from './drawer.tsx';
import { SheetOrModal } from './sheet-or-modal.tsx';

describe('Drawer', () => {
  it('opens as a modal dialog and closes with its close button', async () => {
    render(
      <DrawerTrigger>
        <Button>Menu</Button>
        <Drawer>
          <Dialog title="Menu">
            <a href="/account">My account</a>
          </Dialog>
        </Drawer>
      </DrawerTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SheetOrModal', () => {
  it('is a bottom sheet on a phone and a centred modal elsewhere, and closes through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(
      <SheetOrModal phone onOpenChange={onOpenChange}>
        <Dialog title="Map">map</Dialog>
      </SheetOrModal>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Map' });
    expect(sheet.closest('[data-placement]')?.getAttribute('data-placement')).toBe('bottom');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    unmount();
    render(
      <SheetOrModal phone={false} onOpenChange={onOpenChange}>
        <Dialog title="Map">map</Dialog>
      </SheetOrModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Map' }).closest('[data-placement]')).toBeNull();
  });
});

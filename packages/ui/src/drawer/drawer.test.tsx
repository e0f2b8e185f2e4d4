import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { Drawer, DrawerTrigger } from './drawer.tsx';

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

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '#button/button.tsx';
import { Dialog, DialogTrigger, Modal } from './dialog.tsx';

describe('Dialog in a Modal', () => {
  it('opens named by its title, traps focus and closes with Escape, returning focus', async () => {
    render(
      <DialogTrigger>
        <Button>Show policies</Button>
        <Modal isDismissable>
          <Dialog title="Cancellation policy">Free cancellation until 2 days before check-in.</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Show policies' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancellation policy' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

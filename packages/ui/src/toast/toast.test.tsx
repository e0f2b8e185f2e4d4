import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, ToastRegion } from './toast.tsx';

describe('Toast', () => {
  it('shows queued toasts in a region and closes them', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Booking saved', description: 'We sent you an email', tone: 'success' });
    });
    const toast = await screen.findByRole('alertdialog', { name: 'Booking saved' });
    expect(toast).toHaveAccessibleDescription('We sent you an email');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

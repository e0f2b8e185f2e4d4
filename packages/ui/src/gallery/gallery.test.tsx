import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery, wrapIndex } from './gallery.tsx';

const images = ['Lobby', 'Room', 'Pool'].map((alt) => ({ src: `${alt}.svg`, alt }));

describe('Gallery', () => {
  it('wraps around both ends', () => {
    expect([-1, 0, 3, 4].map((i) => wrapIndex(i, 3))).toEqual([2, 0, 0, 1]);
  });

  it('is a full-screen dialog that loops with buttons and arrow keys and selects the thumbnail', async () => {
    render(<Gallery title="Hotel Lisboa" images={images} defaultOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Hotel Lisboa' });
    const main = () =>
      within(dialog)
        .getAllByRole('img')
        .find((img) => !img.closest('[role="option"]'));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(main()).toHaveAttribute('alt', 'Pool');
    expect(screen.getByRole('option', { name: 'Pool' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Room' }));
    expect(main()).toHaveAttribute('alt', 'Room');
    await userEvent.click(screen.getByRole('button', { name: 'Close gallery' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoPreview } from './photo-preview.tsx';

const labels = {
  open: 'Open the photos of Hotel Lisboa',
  photo: (number: number) => `Hotel Lisboa, photo ${number}`,
  count: (total: number) => `${total} photos`,
  gallery: { close: 'Close', previous: 'Previous photo', next: 'Next photo', thumbnails: 'All photos' },
};
const images = Array.from({ length: 8 }, (_, index) => `/p/${index + 1}.svg`);

describe('PhotoPreview', () => {
  it('shows 1, 3 or 5 photos by layout and opens the gallery on press', async () => {
    const { container, rerender } = render(
      <PhotoPreview name="Hotel Lisboa" images={images} layout="large" labels={labels} />,
    );
    expect(container.querySelectorAll('button img')).toHaveLength(5);
    rerender(<PhotoPreview name="Hotel Lisboa" images={images} layout="medium" labels={labels} />);
    expect(container.querySelectorAll('button img')).toHaveLength(3);
    rerender(<PhotoPreview name="Hotel Lisboa" images={images} labels={labels} />);
    expect(container.querySelectorAll('button img')).toHaveLength(1);
    expect(screen.getByText('8 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the photos of Hotel Lisboa' }));
    expect(screen.getByRole('dialog', { name: 'Hotel Lisboa' })).toBeInTheDocument();
    expect(screen.getByText('1 / 8')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Hotel Lisboa, photo 2' })).toBeInTheDocument();
  });

  it('cannot be opened without photos', () => {
    render(<PhotoPreview name="Hotel Lisboa" images={[]} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Open the photos of Hotel Lisboa' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('is one image named by the number of stars', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: '4 stars' }).querySelectorAll('svg')).toHaveLength(5);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBubble, scoreCategory } from './score-bubble.tsx';

describe('ScoreBubble', () => {
  it('names categories 0 to 4, clamping outliers', () => {
    expect([0, 1, 2, 3, 4].map(scoreCategory)).toEqual(['Poor', 'Fair', 'Good', 'VeryGood', 'Excellent']);
    expect(scoreCategory(-1)).toBe('Poor');
    expect(scoreCategory(9)).toBe('Excellent');
  });

  it('shows the score, the category word and the count without decimals', () => {
    render(<ScoreBubble score={8.64} category={3} reviewsCount={1234.4} />);
    expect(screen.getByText('8.6')).toBeInTheDocument();
    expect(screen.getByText('Very good')).toBeInTheDocument();
    expect(screen.getByText('1,234 reviews')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    render(<ProgressBar label="Finding rates" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Finding rates' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
  });
});

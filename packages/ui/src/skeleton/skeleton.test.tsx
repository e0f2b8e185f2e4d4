import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is one busy status with hidden rows', () => {
    render(<Skeleton count={5} label="Loading ratings" />);
    const status = screen.getByRole('status', { name: 'Loading ratings' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(5);
  });
});

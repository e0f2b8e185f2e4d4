import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is an indeterminate progress bar named by its label', () => {
    render(<Spinner label="Loading rooms" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Loading rooms' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveTextContent('Loading rooms');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('turns on and off', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Show map</Switch>);
    const control = screen.getByRole('switch', { name: 'Show map' });
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('submits with Enter and clears with Escape', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<SearchField label="Hotel name" onSubmit={onSubmit} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Hotel name' });
    await userEvent.type(box, 'Ritz{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Ritz');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});

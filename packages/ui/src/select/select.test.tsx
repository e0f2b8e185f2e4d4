import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './select.tsx';

describe('Select', () => {
  it('opens a listbox and picks an option', async () => {
    const onChange = vi.fn();
    render(
      <Select label="Currency" placeholder="Pick one" onChange={onChange}>
        <SelectItem id="USD">US dollar</SelectItem>
        <SelectItem id="EUR">Euro</SelectItem>
      </Select>,
    );
    const button = screen.getByRole('button', { name: /Currency/ });
    await userEvent.click(button);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Euro' }));
    expect(onChange).toHaveBeenCalledWith('EUR');
    expect(button).toHaveTextContent('Euro');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field.tsx';

describe('NumberField', () => {
  it('steps within its bounds with the buttons and the arrow keys', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Adults" defaultValue={2} minValue={1} maxValue={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    const input = screen.getByRole('textbox', { name: 'Adults' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });
});

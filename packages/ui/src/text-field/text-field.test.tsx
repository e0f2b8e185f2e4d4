import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is named by its label and described by its help text', async () => {
    const onChange = vi.fn();
    render(<TextField label="First name" description="As on your passport" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As on your passport');
    await userEvent.type(input, 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('announces its error when invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });
});

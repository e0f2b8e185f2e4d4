import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeButton } from './native-button.tsx';

describe('NativeButton', () => {
  it('is a plain button named by its text that calls onClick', () => {
    const onClick = vi.fn();
    render(<NativeButton onClick={onClick}>Try again</NativeButton>);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

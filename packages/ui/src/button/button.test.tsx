import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is pressed with the mouse and with the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Search</Button>);
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(button).toHaveProperty('tabIndex', 0);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Book
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('Button while pending', () => {
  it('stays focusable but ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Pay now/ });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });
});

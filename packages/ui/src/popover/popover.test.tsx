import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '#button/button.tsx';
import { Popover, PopoverTrigger } from './popover.tsx';

describe('Popover', () => {
  it('opens from its trigger and closes with Escape', async () => {
    render(
      <PopoverTrigger>
        <Button>Guests</Button>
        <Popover aria-label="Guests and rooms">2 adults, 1 room</Popover>
      </PopoverTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guests' }));
    expect(screen.getByRole('dialog', { name: 'Guests and rooms' })).toHaveTextContent('2 adults');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

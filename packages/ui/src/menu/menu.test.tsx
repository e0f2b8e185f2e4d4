import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#button/button.tsx';
import { Menu, MenuItem, MenuTrigger } from './menu.tsx';

describe('Menu', () => {
  it('opens with the keyboard and runs an action', async () => {
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Button>Account</Button>
        <Menu onAction={onAction}>
          <MenuItem id="bookings">My bookings</MenuItem>
          <MenuItem id="logout">Log out</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My bookings' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('logout');
  });
});

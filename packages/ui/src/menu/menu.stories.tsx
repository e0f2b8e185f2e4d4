import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './menu.tsx';

const meta = { title: 'Overlays/Menu', component: Menu, args: { children: null } } satisfies Meta<
  typeof Menu
>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  <MenuItem key="b" id="bookings">
    My bookings
  </MenuItem>,
  <MenuItem key="w" id="wallet">
    Wallet
  </MenuItem>,
  <MenuItem key="l" id="loyalty" isDisabled>
    Loyalty (soon)
  </MenuItem>,
  <MenuSeparator key="s" />,
  <MenuItem key="o" id="logout">
    Log out
  </MenuItem>,
];

export const Open: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingBottom: 240 }}>
      <MenuTrigger defaultOpen>
        <Button variant="secondary">Account</Button>
        <Menu aria-label="Account">{items}</Menu>
      </MenuTrigger>
    </div>
  ),
};
export const Closed: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu aria-label="Account">{items}</Menu>
    </MenuTrigger>
  ),
};

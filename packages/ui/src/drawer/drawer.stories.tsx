import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Dialog } from '#dialog/dialog.tsx';
import { Drawer, DrawerTrigger } from './drawer.tsx';

const meta = { title: 'Overlays/Drawer', component: Drawer, args: { children: null } } satisfies Meta<
  typeof Drawer
>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (
  <Dialog title="Menu">
    <nav aria-label="Account">
      <p>
        <a href="#bookings">My bookings</a>
      </p>
      <p>
        <a href="#settings">Settings</a>
      </p>
    </nav>
  </Dialog>
);

export const SideMenu: Story = {
  render: () => (
    <DrawerTrigger defaultOpen>
      <Button>Open menu</Button>
      <Drawer placement="right">{menu}</Drawer>
    </DrawerTrigger>
  ),
};
export const BottomSheet: Story = {
  render: () => (
    <DrawerTrigger defaultOpen>
      <Button>Open filters</Button>
      <Drawer placement="bottom">
        <Dialog title="Filters">
          <p>Stars, price and facilities.</p>
        </Dialog>
      </Drawer>
    </DrawerTrigger>
  ),
};
export const Responsive: Story = {
  render: () => (
    <DrawerTrigger>
      <Button>Open menu</Button>
      <Drawer>{menu}</Drawer>
    </DrawerTrigger>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Popover, PopoverTrigger } from './popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { 'aria-label': 'Guests and rooms', children: null },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <div style={{ padding: 80 }}>
      <PopoverTrigger defaultOpen>
        <Button variant="secondary">2 adults · 1 room</Button>
        <Popover {...args}>
          <p>Up to 4 rooms, 4 guests and 2 children per room.</p>
        </Popover>
      </PopoverTrigger>
    </div>
  ),
};
export const Closed: Story = {
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">2 adults · 1 room</Button>
      <Popover {...args}>
        <p>Up to 4 rooms.</p>
      </Popover>
    </PopoverTrigger>
  ),
};

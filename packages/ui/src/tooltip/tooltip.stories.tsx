import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Tooltip, TooltipTrigger } from './tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'We match any lower price' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: (args) => (
    <div style={{ padding: 60 }}>
      <TooltipTrigger defaultOpen>
        <Button variant="secondary">Price guarantee</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
};
export const OnHover: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Price guarantee</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};

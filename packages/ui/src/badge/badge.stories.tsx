import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';

const meta = { title: 'Display/Badge', component: Badge, args: { children: 'Lowest price' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: 'Price guarantee' } };
export const Accent: Story = { args: { tone: 'accent', children: '-35%' } };
export const Success: Story = { args: { tone: 'success', children: 'Free cancellation' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Sold out' } };

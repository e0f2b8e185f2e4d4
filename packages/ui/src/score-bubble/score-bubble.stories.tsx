import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreBubble } from './score-bubble.tsx';

const meta = {
  title: 'Display/ScoreBubble',
  component: ScoreBubble,
  args: { score: 8.6, category: 3, reviewsCount: 1234 },
} satisfies Meta<typeof ScoreBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Poor: Story = { args: { score: 4.2, category: 0, reviewsCount: 12 } };
export const Fair: Story = { args: { score: 6.1, category: 1 } };
export const Good: Story = { args: { score: 7.4, category: 2 } };
export const VeryGood: Story = {};
export const Excellent: Story = { args: { score: 9.5, category: 4, reviewsCount: 5210 } };

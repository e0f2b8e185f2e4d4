import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Finding the best rates', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Complete: Story = { args: { value: 100 } };
export const Loading: Story = { args: { isIndeterminate: true } };

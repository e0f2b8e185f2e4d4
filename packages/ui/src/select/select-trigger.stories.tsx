import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectTrigger } from './select-trigger.tsx';

const meta = {
  title: 'Forms/SelectTrigger',
  component: SelectTrigger,
  args: { value: 'USD', 'aria-label': 'USD Currency', 'aria-haspopup': 'listbox', 'aria-expanded': false },
} satisfies Meta<typeof SelectTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Small: Story = { args: { size: 'small', value: 'English', 'aria-label': 'English Language' } };

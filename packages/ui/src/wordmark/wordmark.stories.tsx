import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wordmark } from './wordmark.tsx';

const meta = { title: 'Brand/Wordmark', component: Wordmark, args: { name: 'Clubstay' } } satisfies Meta<
  typeof Wordmark
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongName: Story = { args: { name: 'Brands for Employees' } };

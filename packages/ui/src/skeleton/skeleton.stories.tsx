import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = { args: { count: 5, label: 'Loading ratings' } };
export const Cards: Story = { args: { count: 3, height: 30, label: 'Loading hotels' } };

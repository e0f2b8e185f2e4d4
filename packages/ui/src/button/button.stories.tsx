import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';

const meta = { title: 'Actions/Button', component: Button, args: { children: 'Search' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Show on map' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Small: Story = { args: { size: 'small', children: 'Book' } };
export const Disabled: Story = { args: { isDisabled: true, children: 'Book' } };
export const Loading: Story = { args: { isPending: true, children: 'Paying…' } };

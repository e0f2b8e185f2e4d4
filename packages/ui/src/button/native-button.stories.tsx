import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeButton } from './native-button.tsx';

const meta = {
  title: 'Actions/NativeButton',
  component: NativeButton,
  args: { children: 'Try again' },
} satisfies Meta<typeof NativeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Accept cookies' } };
export const Small: Story = { args: { size: 'small', children: 'Close' } };

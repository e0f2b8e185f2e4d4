import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'First name', placeholder: 'Ada', description: 'As on your passport' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your first name', defaultValue: '' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Ada' } };
export const Multiline: Story = {
  args: { label: 'Special requests', multiline: true, description: 'Up to 1000 characters', maxLength: 1000 },
};

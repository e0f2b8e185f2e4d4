import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './number-field.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Adults',
    defaultValue: 2,
    minValue: 1,
    maxValue: 4,
    description: 'Up to 4 guests per room',
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'At most 4 guests per room' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Price: Story = {
  args: {
    label: 'Price from',
    defaultValue: 120,
    minValue: 0,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description: undefined,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from './search-field.tsx';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Hotel name', placeholder: 'Search by name' },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithText: Story = { args: { defaultValue: 'Ritz' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Type at least 3 letters', defaultValue: 'Ri' },
};
export const Disabled: Story = { args: { isDisabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, SelectItem } from './select.tsx';

const currencies = [
  { id: 'USD', name: 'US dollar' },
  { id: 'EUR', name: 'Euro' },
  { id: 'CHF', name: 'Swiss franc' },
  { id: 'GBP', name: 'Pound sterling' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Currency',
    placeholder: 'Pick a currency',
    items: currencies,
    children: (item: object) => (
      <SelectItem id={(item as { id: string }).id}>{(item as { name: string }).name}</SelectItem>
    ),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'EUR' } };
export const Small: Story = { args: { size: 'small' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick a currency' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'CHF' } };
export const Open: Story = { args: { defaultOpen: true } };

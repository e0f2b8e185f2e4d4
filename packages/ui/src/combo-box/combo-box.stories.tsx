import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox, ComboBoxItem } from './combo-box.tsx';

interface Place {
  id: string;
  name: string;
}
const places: Place[] = [
  { id: 'lisbon', name: 'Lisbon, Portugal' },
  { id: 'london', name: 'London, United Kingdom' },
  { id: 'los-angeles', name: 'Los Angeles, United States' },
  { id: 'paris', name: 'Paris, France' },
  { id: 'porto', name: 'Porto, Portugal' },
  { id: 'prague', name: 'Prague, Czechia' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox<Place>,
  args: {
    label: 'Destination',
    placeholder: 'City, region or hotel',
    defaultItems: places,
    children: (place: Place) => <ComboBoxItem id={place.id}>{place.name}</ComboBoxItem>,
  },
} satisfies Meta<typeof ComboBox<Place>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'porto' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Pick a destination from the list' } };
export const Disabled: Story = { args: { isDisabled: true } };

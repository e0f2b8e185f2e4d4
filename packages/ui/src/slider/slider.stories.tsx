import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RangeSlider } from './slider.tsx';

/** The story in a phone-wide column. */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Forms/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'Price per night',
    defaultValue: [80, 320],
    minValue: 0,
    maxValue: 500,
    step: 10,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
  decorators: [narrow],
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { isDisabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Cancellation policy',
    defaultValue: 'refundable',
    children: [
      <Radio key="r" value="refundable">
        Refundable (+ €24)
      </Radio>,
      <Radio key="n" value="non-refundable">
        Non-refundable
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Choose a policy' },
};
export const Disabled: Story = { args: { isDisabled: true } };

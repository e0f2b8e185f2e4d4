import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Hide sold out' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All facilities' } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Stars" defaultValue={['4', '5']} description="Default: 4 and 5 stars">
      {[1, 2, 3, 4, 5].map((stars) => (
        <Checkbox key={stars} value={String(stars)}>
          {stars} {stars === 1 ? 'star' : 'stars'}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
};
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Rooms" isInvalid errorMessage="Pick at least one room">
      <Checkbox value="a">Double room</Checkbox>
      <Checkbox value="b">Twin room</Checkbox>
    </CheckboxGroup>
  ),
};

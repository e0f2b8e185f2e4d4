import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Banner } from './banner.tsx';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { title: 'Cashback', children: 'Get 6% back when you pay with your partner card.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Promo: Story = {
  args: { tone: 'promo', title: 'Members save up to 65%', action: <Button size="small">Join</Button> },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Price changed', children: 'The room now costs €12 more.' },
};
export const Danger: Story = {
  args: { tone: 'danger', live: 'alert', title: 'Payment declined', children: 'Try another card.' },
};
export const Dismissable: Story = {
  args: { tone: 'success', title: 'Saved', children: 'Your details are saved.', onDismiss: () => undefined },
};

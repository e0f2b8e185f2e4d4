import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { checkoutInfo } from '#fixtures.ts';
import { Summary } from './summary.tsx';

/** The booking summary beside the checkout form (spec 2 §2). */
const meta = {
  title: 'Checkout/Summary',
  component: Summary,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: { info: checkoutInfo(), method: 'card' },
} satisfies Meta<typeof Summary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card now; the local fee is paid at the hotel. */
export const Card: Story = {};

/** Paid at the hotel: nothing now, all of it at the hotel. */
export const PayAtHotel: Story = { args: { method: 'payAtHotel' } };

/** The price details popup, opened. */
export const PriceDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await screen.findByRole('dialog');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_TIMING } from '@clubstay/contract/checkout-rules';
import { ENDPOINT_PATHS } from '@clubstay/contract/endpoint-paths';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { reservationInfo } from '#fixtures.ts';
import { ConfirmationScreen } from './confirmation-screen.tsx';

/** The story's reservation, as GET /offers/reservationInfo answers it. */
const answering = (over: Partial<ReservationInfo> | Error) => ({
  path: '/confirmation?offerKey=OK-1001',
  api: { [ENDPOINT_PATHS.reservationInfo[1]]: over instanceof Error ? over : reservationInfo(over) },
});

/**
 * /confirmation (spec 2 §2, §4): the booking's honest status, its details, the payment and the way to
 * manage it. The reservation comes from the (stubbed) API after the first paint: each story's play
 * waits for the page title, so the story counts as rendered once the status shows.
 */
const meta = {
  title: 'Checkout/Confirmation',
  component: ConfirmationScreen,
  parameters: { feature: answering({}) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 3000 });
  },
} satisfies Meta<typeof ConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Booked and paid by card; the member manages it in the account, and may still cancel. */
export const Confirmed: Story = {};

/** The payment is being processed: the page keeps asking. */
export const Processing: Story = {
  parameters: {
    feature: answering({
      state: 'processing',
      isSuccess: false,
      isFinished: false,
      bookingStatus: 'Processing',
    }),
  },
};

/** Reserved to pay at the hotel, to be confirmed from its e-mail by a deadline. */
export const PayAtHotel: Story = {
  parameters: {
    feature: answering({
      paymentMethod: 'pay-at-hotel',
      paymentTiming: PAYMENT_TIMING.NotRequired,
      totalCharged: 0,
      payAtHotelTotal: 306,
      confirmBy: '2026-11-24T12:00:00.000Z',
      canCancel: false,
    }),
  },
};

/** The card payment failed: nothing was charged. */
export const Failed: Story = {
  parameters: {
    feature: answering({
      state: 'failed',
      failure: 'paymentFailed',
      isSuccess: false,
      bookingStatus: 'Failed',
      totalCharged: 0,
      canCancel: false,
    }),
  },
};

/** Cancelled by the traveller; the refund is on its way. */
export const Cancelled: Story = {
  parameters: {
    feature: answering({
      cancellation: 'traveller',
      bookingStatus: 'Canceled',
      canCancel: false,
      refund: { status: 'pending', amount: 300 },
    }),
  },
};

/** A guest's booking: managed by writing to support. */
export const GuestBooking: Story = {
  parameters: { feature: { ...answering({ manageUrl: '/contact' }), level: 'guest' } },
};

/** The reservation could not be read: try again, or go home. */
export const CouldNotLoad: Story = {
  parameters: { feature: answering(new Error('reservation unavailable')) },
};

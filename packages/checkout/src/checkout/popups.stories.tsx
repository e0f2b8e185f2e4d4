import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKOUT_STATUS } from '@clubstay/contract/checkout-rules';
import { checkoutInfo, checkResponse } from '#fixtures.ts';
import { CheckoutPopup, SessionExpiredPopup } from './popups.tsx';

/**
 * What the checkout says when the supplier's check changed the offer, or its time ran out (spec 2 §4).
 * Each popup can only be answered, never dismissed.
 */
const meta = {
  title: 'Checkout/Popups',
  component: CheckoutPopup,
  parameters: { feature: {} },
  args: {
    popup: 'price-changed',
    check: checkResponse({
      validPrice: 324,
      price: { ...checkResponse().price, salePrice: 324, total: 324 },
    }),
    info: checkoutInfo(),
    agreeing: false,
    onAct: () => undefined,
  },
} satisfies Meta<typeof CheckoutPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The price went up: accept the new price, or see other rooms. */
export const PriceChanged: Story = {};

/** The cancellation policy changed at the same price: now non-refundable. */
export const RefundabilityChanged: Story = {
  args: {
    popup: 'refundability-changed',
    check: checkResponse({
      refundabilityChanged: true,
      isRefundable: false,
      cancellationPolicies: [{ freeUntil: null, penalty: 300 }],
    }),
  },
};

/** The offer expired: search the same stay again, or a new one. */
export const OfferExpired: Story = {
  args: { popup: 'expired', check: checkResponse({ checkoutStatus: CHECKOUT_STATUS.Expired }) },
};

/** The hotel sold out: other hotels, or a new search. */
export const HotelSoldOut: Story = {
  args: { popup: 'sold-out-hotel', check: checkResponse({ checkoutStatus: CHECKOUT_STATUS.SoldOutHotel }) },
};

/** The checkout's 20 minutes ran out. */
export const SessionExpired: Story = {
  render: () => <SessionExpiredPopup onAct={() => undefined} />,
};

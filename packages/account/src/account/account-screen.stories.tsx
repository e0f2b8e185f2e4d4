import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENDPOINT_PATHS as PATHS } from '@clubstay/contract/endpoint-paths';
import { bookings, customer, favorites, loyalty, wallet } from '#fixtures.ts';
import { AccountScreen } from './account-screen.tsx';

/** Every account call answered with the member's fixtures. */
const api = {
  [PATHS.customerBookings[1]]: bookings,
  [PATHS.getCustomer[1]]: customer,
  [PATHS.customerFavorites[1]]: favorites,
  [PATHS.wallet[1]]: wallet,
  [PATHS.loyalty[1]]: loyalty,
};
const at = (section: string, answers: Record<string, unknown> = api) => ({
  path: `/account/${section}`,
  api: answers,
});

/**
 * The member's account (spec 1 §2 "Account"): its sections and the navigation between them. The
 * section's data comes from the (stubbed) API after the first paint; each play waits until it shows.
 */
const meta = {
  title: 'Account/Account',
  component: AccountScreen,
  // An object literal: a meta's parameters written as a call were missing from the built stories.
  parameters: { feature: at('bookings') },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My bookings: confirmed, pending, part-paid and cancelled stays. */
export const Bookings: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('listitem', {}, { timeout: 3000 });
  },
};

/** No booking yet. */
export const NoBookings: Story = {
  parameters: {
    feature: at('bookings', {
      ...api,
      [PATHS.customerBookings[1]]: { ...bookings, items: [], totalCount: 0 },
    }),
  },
  // Its link to the home page ("Find a hotel") shows once the empty answer is in.
  play: async ({ canvas }) => {
    await canvas.findByText((_, element) => element?.getAttribute('href') === '/', {}, { timeout: 3000 });
  },
};

/** The wallet: balances, withdrawal and the history of rewards. */
export const Wallet: Story = {
  parameters: { feature: at('wallet-balance') },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('table', {}, { timeout: 3000 });
  },
};

/** Favourite hotels. */
export const Favourites: Story = {
  parameters: { feature: at('favorites') },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('listitem', {}, { timeout: 3000 });
  },
};

/** Personal information, editable. */
export const PersonalInfo: Story = {
  parameters: { feature: at('personal-info') },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('textbox', {}, { timeout: 3000 });
  },
};

/** Settings: password, consents, notifications, deleting the account. */
export const Settings: Story = {
  parameters: { feature: at('settings') },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('switch', {}, { timeout: 3000 });
  },
};

/** The bookings could not be loaded. */
export const BookingsFailed: Story = {
  parameters: { feature: at('bookings', { ...api, [PATHS.customerBookings[1]]: new Error('unavailable') }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, { timeout: 3000 });
  },
};

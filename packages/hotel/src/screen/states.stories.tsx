import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailsFailedScreen, LoadingScreen, NoHotelScreen } from './states.tsx';

/** The hotel page's whole-page states (spec 2 §2, §8). */
const meta = {
  title: 'Hotel/Page states',
  component: LoadingScreen,
  parameters: { feature: {} },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the hotel is priced and its details load. */
export const Loading: Story = {};

/** No such hotel: back to the home page. */
export const NoHotel: Story = { render: () => <NoHotelScreen /> };

/** The details could not be loaded: reload, or a new search. */
export const DetailsFailed: Story = { render: () => <DetailsFailedScreen onReload={() => undefined} /> };

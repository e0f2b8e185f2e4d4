import type { Meta, StoryObj } from '@storybook/react-vite';
import { lisbon, searchHotel, searchHotels } from '#fixtures.ts';
import { HotelCard } from './hotel-card.tsx';
import { cards } from './results.css.ts';

/** The stay every card links to (the hotel page's search parameters). */
const link = { s_dates: '20270512,20270515', s_room: '2', s_tfb: false, searchId: 'search-lisbon' };

// Annotated rather than `satisfies`: the declaration tsc emits for `meta` could not name HotelCard's props.
const meta: Meta<typeof HotelCard> = {
  title: 'Search/Result card',
  component: HotelCard,
  tags: ['autodocs'],
  parameters: { feature: { path: `/search?q=${encodeURIComponent(lisbon.q)}&placeId=${lisbon.placeId}` } },
  args: { hotel: searchHotel(), layout: 'list', link, priority: true },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of the results list: photos, stars, address, distance, review score, price and heart. */
export const ListRow: Story = {};

/** A card of the cards view (here three in the results' grid). */
export const Cards: Story = {
  args: { layout: 'card' },
  render: (args) => (
    <ul className={cards}>
      {searchHotels.slice(1, 4).map((hotel) => (
        <li key={hotel.id}>
          <HotelCard {...args} hotel={hotel} />
        </li>
      ))}
    </ul>
  ),
};

/** A discounted stay: the price before the discount is struck through. */
export const Discounted: Story = {
  args: { hotel: searchHotels[1] ?? searchHotel({ discount: 25 }) },
};

/** Sold out for the stay, and no reviews yet. */
export const SoldOutWithoutReviews: Story = {
  args: { hotel: searchHotel({ soldOut: true, review: null, name: 'Belém Garden Hotel' }) },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RATE_SOURCES, ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { guaranteedOffer, photo, roomsContext } from '#domain/fixtures.ts';
import { OfferCard } from './offer-card.tsx';
import { RoomsContext } from './parts.tsx';

const offer = (status: number, priceChangePercent = 0) =>
  guaranteedOffer(status, priceChangePercent, {
    images: [photo(4), photo(2), photo(5)],
    facilities: [{ name: 'Free WiFi' }, { name: 'Air conditioning' }, { name: 'City view' }],
    source: RATE_SOURCES.Trivago,
    isRefundable: true,
    cancellationDeadline: '2027-05-10T12:00:00.000Z',
  });

/**
 * The guaranteed offer (spec 2 §4 "Room availability"): the room priced as in the search result,
 * confirmed with the supplier, in each of its states.
 */
// Annotated rather than `satisfies`: the declaration tsc emits for `meta` could not name OfferCard's props.
const meta: Meta<typeof OfferCard> = {
  title: 'Hotel/Guaranteed offer',
  component: OfferCard,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: {
    offer: offer(ROOM_AVAILABILITY.Available),
    otherHotels: { q: 'Lisbon, Portugal', placeId: 'city-2267057' },
    onRefresh: () => undefined,
  },
  decorators: [
    (Story) => (
      <RoomsContext.Provider value={roomsContext()}>
        <Story />
      </RoomsContext.Provider>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Availability is being checked: Book waits. */
export const Checking: Story = { args: { offer: offer(ROOM_AVAILABILITY.Pending) } };

/** Confirmed at the searched price: Book now. */
export const Available: Story = {};

/** Confirmed, 8% dearer than in the search. */
export const PriceWentUp: Story = { args: { offer: offer(ROOM_AVAILABILITY.Available, 8) } };

/** The room is sold out: the price dimmed, a way to other hotels. */
export const SoldOutRoom: Story = { args: { offer: offer(ROOM_AVAILABILITY.SoldOutRoom) } };

/** The rates expired: refresh the prices. */
export const Expired: Story = { args: { offer: offer(ROOM_AVAILABILITY.Expired) } };

/** Not sold to the traveller's country of residence: no Book. */
export const NotForYourCountry: Story = { args: { offer: offer(ROOM_AVAILABILITY.ExpiredNi) } };

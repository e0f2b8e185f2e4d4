import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { guaranteedOffer, photo, rooms, roomsContext } from '#domain/fixtures.ts';
import { ROOMS_DISPLAY, saveDisplay } from '#domain/rooms.ts';
import { initialRoomsState, type RoomsSearchState } from '#state/rooms-store.ts';
import { RoomsContext } from './parts.tsx';
import { RoomsBlock } from './rooms-block.tsx';

/** A finished rooms search with four rooms and a confirmed guaranteed offer. */
const done: RoomsSearchState = {
  ...initialRoomsState,
  status: 'done',
  searchId: 'search-lisbon',
  rooms,
  isFinished: true,
  tradable: true,
  guaranteed: guaranteedOffer(ROOM_AVAILABILITY.Available, 0, { images: [photo(4), photo(2)] }),
  offerCheck: 'done',
  totalNights: 3,
  hasImages: true,
  progress: 100,
};

/**
 * The hotel page's rooms (spec 2 §2, §4, §8): the live search's progress, the grid or list of rooms
 * with the guaranteed offer first, and the notes when there is nothing to book.
 */
// Annotated rather than `satisfies`: the declaration tsc emits for `meta` could not name RoomsBlock's props.
const meta: Meta<typeof RoomsBlock> = {
  title: 'Hotel/Rooms',
  component: RoomsBlock,
  parameters: { feature: {} },
  args: {
    state: done,
    tradable: true,
    pastDates: false,
    pricingFailed: false,
    phone: false,
    otherHotels: { q: 'Lisbon, Portugal', placeId: 'city-2267057' },
    onChangeSearch: () => undefined,
    onRetry: () => undefined,
    onRefresh: () => undefined,
  },
  decorators: [
    (Story) => (
      <RoomsContext.Provider value={roomsContext()}>
        <Story />
      </RoomsContext.Provider>
    ),
  ],
  // The grid, whatever a visitor of this Storybook chose last (the choice is kept in local storage).
  beforeEach: () => saveDisplay(ROOMS_DISPLAY.Grid),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The rooms as a grid, after the guaranteed offer. */
export const Grid: Story = {};

/** The rooms as a list of rates. */
export const List: Story = {
  beforeEach: () => {
    saveDisplay(ROOMS_DISPLAY.List);
    return () => saveDisplay(ROOMS_DISPLAY.Grid);
  },
};

/** The search still runs: its progress, and placeholders until the first rooms come. */
export const Searching: Story = {
  args: { state: { ...initialRoomsState, status: 'running', loading: true, progress: 35 } },
};

/** The search found no room for the stay. */
export const NoRooms: Story = {
  args: { state: { ...done, rooms: [], guaranteed: null, offerCheck: 'none' } },
};

/** The search failed: try again. */
export const Failed: Story = {
  args: { state: { ...done, rooms: [], error: { kind: 'failed', message: 'timeout' } } },
};

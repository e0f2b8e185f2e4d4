import type { Meta, StoryObj } from '@storybook/react-vite';
import { roomsContext, rooms } from '#domain/fixtures.ts';
import { GridRoomCard } from './grid-card.tsx';
import { RoomsContext } from './parts.tsx';
import { grid, gridItem } from './rooms.css.ts';

const [deluxe, standard, , economy] = rooms;
if (!deluxe || !standard || !economy) throw new Error('the rooms fixture has four rooms');

const meta = {
  title: 'Hotel/Room card (grid)',
  component: GridRoomCard,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: { room: deluxe, isLowest: false },
  // The stay and the Book action every card of the page shares; a card sits in the rooms grid.
  decorators: [
    (Story) => (
      <RoomsContext.Provider value={roomsContext()}>
        <ul className={grid}>
          <li className={gridItem}>
            <Story />
          </li>
        </ul>
      </RoomsContext.Provider>
    ),
  ],
} satisfies Meta<typeof GridRoomCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Photos, facilities, the meal and cancellation choices, the stay and the price with its taxes. */
export const Default: Story = {};

/** The page's cheapest package is this room's: a "Lowest price" badge. */
export const LowestPrice: Story = { args: { room: standard, isLowest: true } };

/** A room without photos, one package only. */
export const NoPhotos: Story = { args: { room: economy } };

/** The room's rates are gone (a later answer of the search): an alert, no Book. */
export const NoRates: Story = { args: { room: { ...deluxe, groups: [] } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { roomsContext, rooms } from '#domain/fixtures.ts';
import { ListRoomCard } from './list-card.tsx';
import { RoomsContext } from './parts.tsx';
import { list } from './rooms.css.ts';

const [deluxe] = rooms;
if (!deluxe) throw new Error('the rooms fixture has four rooms');

const meta = {
  title: 'Hotel/Room card (list)',
  component: ListRoomCard,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: { room: deluxe, lowestId: '3-1-N' },
  decorators: [
    (Story) => (
      <RoomsContext.Provider value={roomsContext()}>
        <ul className={list}>
          <li>
            <Story />
          </li>
        </ul>
      </RoomsContext.Provider>
    ),
  ],
} satisfies Meta<typeof ListRoomCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every package of the room in a row, the page's lowest price marked, each with its own Book. */
export const Default: Story = {};

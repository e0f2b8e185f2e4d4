import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RangeCalendar } from './range-calendar.tsx';

// A fixed "today" keeps the stories and their interaction tests stable.
const today = new CalendarDate(2026, 3, 10);

const meta = {
  title: 'Dates/RangeCalendar',
  component: RangeCalendar,
  args: { today, 'aria-label': 'Stay dates' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RangeCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { args: { layout: 'months' } };
export const WithStay: Story = {
  args: {
    layout: 'months',
    defaultValue: {
      start: new CalendarDate(2026, 3, 14),
      end: new CalendarDate(2026, 3, 19),
      selecting: 'start',
    },
  },
};
export const Phone: Story = {
  args: { layout: 'list' },
  decorators: [
    (Story) => (
      <div style={{ height: 560, maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
};
export const Disabled: Story = { args: { layout: 'months', isDisabled: true } };

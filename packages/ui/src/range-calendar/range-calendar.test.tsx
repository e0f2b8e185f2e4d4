import { CalendarDate } from '@internationalized/date';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DateSelection } from './date-selection.ts';
import { RangeCalendar } from './range-calendar.tsx';

const today = new CalendarDate(2026, 3, 10);
/** A day of its own month (outside-month days are drawn hidden, but jsdom does not compute styles). */
const day = (name: RegExp) => {
  const found = screen
    .getAllByRole('button', { name })
    .find((cell) => !cell.hasAttribute('data-outside-month'));
  if (!found) throw new Error(`no day ${String(name)}`);
  return found;
};
const shown = (s: DateSelection | undefined) =>
  s && { start: s.start?.toString() ?? null, end: s.end?.toString() ?? null, selecting: s.selecting };

describe('RangeCalendar', () => {
  it('shows four months side by side from the current month, and disables past days', () => {
    render(<RangeCalendar layout="months" today={today} />);
    expect(screen.getAllByRole('grid')).toHaveLength(4);
    expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName(/March 2026/);
    expect(day(/March 9, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/March 10, 2026/)).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('follows the date-selection rules with the mouse', async () => {
    const onChange = vi.fn<(s: DateSelection) => void>();
    render(<RangeCalendar layout="months" today={today} onChange={onChange} />);
    await userEvent.click(day(/March 15, 2026/));
    expect(shown(onChange.mock.lastCall?.[0])).toEqual({ start: '2026-03-15', end: null, selecting: 'end' });
    // An end before the start becomes the new start.
    await userEvent.click(day(/March 12, 2026/));
    expect(shown(onChange.mock.lastCall?.[0])).toEqual({ start: '2026-03-12', end: null, selecting: 'end' });
    await userEvent.click(day(/April 2, 2026/));
    expect(shown(onChange.mock.lastCall?.[0])).toEqual({
      start: '2026-03-12',
      end: '2026-04-02',
      selecting: 'start',
    });
    expect(day(/March 20, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day(/April 3, 2026/).closest('td')).not.toHaveAttribute('aria-selected');
    // Past days do nothing.
    await userEvent.click(day(/March 2, 2026/));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('picks with the keyboard too', async () => {
    const onChange = vi.fn<(s: DateSelection) => void>();
    render(<RangeCalendar layout="months" today={today} onChange={onChange} />);
    act(() => day(/March 10, 2026/).focus());
    await userEvent.keyboard('{Enter}');
    expect(shown(onChange.mock.lastCall?.[0])).toMatchObject({ start: '2026-03-10', selecting: 'end' });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(shown(onChange.mock.lastCall?.[0])?.end).toMatch(/^2026-03-1[23]$/);
  });

  it('on phones mounts only the months on screen out of 100000', () => {
    // jsdom has no layout: give the scroll box a phone-sized rectangle.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    render(<RangeCalendar layout="list" today={today} />);
    const grids = screen.getAllByRole('grid');
    expect(grids.length).toBeGreaterThan(0);
    expect(grids.length).toBeLessThan(10);
    const scroller = screen.getByTestId('calendar-scroller');
    const inner = scroller.firstElementChild as HTMLElement;
    // 95 000-odd months (up to December 9999) at 40 px + 4–6 rows of 32 px each.
    expect(Number.parseInt(inner.style.height, 10)).toBeGreaterThan(95_000 * 160);
    vi.restoreAllMocks();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayDates } from '#state/address.ts';
import { renderInEnglish } from '#test/harness.tsx';
import { DatesField } from './dates-field.tsx';

describe('the dates field (spec 1 §4 date selection)', () => {
  beforeEach(() => {
    // Only the clock: "today" is 1 March 2027, timers stay real for react-aria.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 1, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const day = (name: RegExp) => {
    const found = screen
      .getAllByRole('button', { name })
      .find((cell) => !cell.hasAttribute('data-outside-month'));
    if (!found) throw new Error(`no day ${String(name)}`);
    return found;
  };

  it(
    'keeps the picker open after a new check-in that keeps the check-out, and closes on the check-out',
    { timeout: 20_000 },
    async () => {
      const onChange = vi.fn<(dates: StayDates) => void>();
      await renderInEnglish(<DatesField value={['2027-03-12', '2027-03-20']} onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: /Check-in – check-out/ }));
      await screen.findAllByRole('grid', {}, { timeout: 10_000 }); // the calendar is its own chunk
      expect(screen.getAllByRole('grid')).toHaveLength(4);

      // A check-in before the check-out keeps it: a whole stay already, but the picker waits for the check-out.
      await userEvent.click(day(/March 14, 2027/));
      expect(onChange).toHaveBeenLastCalledWith(['2027-03-14', '2027-03-20']);
      expect(screen.getByText('Now choose your check-out date')).toBeVisible();
      await userEvent.click(day(/March 18, 2027/));
      expect(onChange).toHaveBeenLastCalledWith(['2027-03-14', '2027-03-18']);
      await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    },
  );

  it(
    'refuses a check-out beyond the longest stay the API accepts, saying why (issue 16)',
    { timeout: 20_000 },
    async () => {
      const onChange = vi.fn<(dates: StayDates) => void>();
      await renderInEnglish(<DatesField value={['2027-03-12', '2027-03-20']} onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: /Check-in – check-out/ }));
      await screen.findAllByRole('grid', {}, { timeout: 10_000 }); // the calendar is its own chunk
      await userEvent.click(day(/March 14, 2027/));
      // 31 nights: refused, the picker stays open on the check-out with the reason.
      await userEvent.click(day(/April 14, 2027/));
      expect(onChange).toHaveBeenLastCalledWith(['2027-03-14', '2027-03-20']);
      expect(
        screen.getByText('A stay can be at most 30 nights: choose a check-out on or before 13 Apr 2027.'),
      ).toBeVisible();
      expect(screen.getAllByRole('grid')).toHaveLength(4);
      // 30 nights: taken, and the picker closes.
      await userEvent.click(day(/April 13, 2027/));
      expect(onChange).toHaveBeenLastCalledWith(['2027-03-14', '2027-04-13']);
      await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    },
  );

  it('ignores past days and shows no month before the current one', { timeout: 20_000 }, async () => {
    vi.setSystemTime(new Date(2027, 2, 10, 12));
    const onChange = vi.fn<(dates: StayDates) => void>();
    await renderInEnglish(<DatesField value={['2027-03-12', '2027-03-20']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Check-in – check-out/ }));
    await screen.findAllByRole('grid', {}, { timeout: 10_000 }); // the calendar is its own chunk
    expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName(/March 2027/);
    expect(day(/March 5, 2027/)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(/March 5, 2027/));
    expect(onChange).not.toHaveBeenCalled();
  });
});

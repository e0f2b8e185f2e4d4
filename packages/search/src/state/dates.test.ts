import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dayStatus, emptySelection, pickDay } from '@clubstay/ui/range-calendar/date-selection';
import { defaultDates, nightsBetween, resetPastDates } from './dates.ts';

const day = (iso: string) => parseDate(iso);
const today = day('2027-03-10');

describe('search dates (spec 1 §4)', () => {
  it('resets a stay with a past date to today and a month later', () => {
    expect(resetPastDates(['2027-03-01', '2027-03-05'], '2027-03-10')).toEqual(['2027-03-10', '2027-04-10']);
    expect(resetPastDates(['2027-03-12', '2027-03-15'], '2027-03-10')).toEqual(['2027-03-12', '2027-03-15']);
    expect(defaultDates('2027-01-31')).toEqual(['2027-01-31', '2027-02-28']);
    expect(nightsBetween(['2027-03-12', '2027-03-15'])).toBe(3);
  });
});

describe('date selection as the search form uses it', () => {
  it('alternates start and end, and a second pick before the start starts again', () => {
    let selection = pickDay(emptySelection, day('2027-03-12'), today);
    expect(selection).toMatchObject({ selecting: 'end', end: null });
    selection = pickDay(selection, day('2027-03-15'), today);
    expect(selection.start?.toString()).toBe('2027-03-12');
    expect(selection.end?.toString()).toBe('2027-03-15');
    expect(selection.selecting).toBe('start');
    expect(dayStatus(selection, day('2027-03-13'))).toBe('between');
    expect(dayStatus(selection, day('2027-03-15'))).toBe('end');

    // A new start after the end clears the end.
    selection = pickDay(selection, day('2027-03-20'), today);
    expect(selection.end).toBeNull();
    // An end on or before the start becomes the new start.
    selection = pickDay(selection, day('2027-03-18'), today);
    expect(selection.start?.toString()).toBe('2027-03-18');
    expect(selection.selecting).toBe('end');
  });
  it('ignores past days', () => {
    expect(pickDay(emptySelection, day('2027-03-09'), today)).toBe(emptySelection);
  });
});

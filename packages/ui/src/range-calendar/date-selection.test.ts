import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { type DateSelection, dayStatus, emptySelection, pickDay } from './date-selection.ts';

const today = new CalendarDate(2026, 3, 10);
const d = (day: number, month = 3) => new CalendarDate(2026, month, day);
const pick = (selection: DateSelection, ...days: CalendarDate[]) =>
  days.reduce((s, day) => pickDay(s, day, today), selection);
const show = (s: DateSelection) => ({
  start: s.start?.toString() ?? null,
  end: s.end?.toString() ?? null,
  selecting: s.selecting,
});

describe('date selection (spec 1 §4)', () => {
  it('alternates between start and end', () => {
    const first = pick(emptySelection, d(12));
    expect(show(first)).toEqual({ start: '2026-03-12', end: null, selecting: 'end' });
    const second = pick(first, d(15));
    expect(show(second)).toEqual({ start: '2026-03-12', end: '2026-03-15', selecting: 'start' });
  });

  it('keeps the end when a new start is before it, clears it otherwise', () => {
    const range = pick(emptySelection, d(12), d(15));
    expect(show(pick(range, d(13)))).toEqual({ start: '2026-03-13', end: '2026-03-15', selecting: 'end' });
    expect(show(pick(range, d(15)))).toEqual({ start: '2026-03-15', end: null, selecting: 'end' });
    expect(show(pick(range, d(20)))).toEqual({ start: '2026-03-20', end: null, selecting: 'end' });
  });

  it('turns an end on or before the start into a new start', () => {
    const started = pick(emptySelection, d(15));
    expect(show(pick(started, d(12)))).toEqual({ start: '2026-03-12', end: null, selecting: 'end' });
    expect(show(pick(started, d(15)))).toEqual({ start: '2026-03-15', end: null, selecting: 'end' });
  });

  it('turns an end that equals the current end into a new start', () => {
    const kept = pick(emptySelection, d(12), d(15), d(13));
    expect(show(pick(kept, d(15)))).toEqual({ start: '2026-03-15', end: null, selecting: 'end' });
  });

  it('starts anew when there is no start or the start lies in the past', () => {
    expect(show(pick({ start: null, end: null, selecting: 'end' }, d(14)))).toEqual({
      start: '2026-03-14',
      end: null,
      selecting: 'end',
    });
    const stale: DateSelection = { start: d(2), end: d(5), selecting: 'end' };
    expect(show(pick(stale, d(20)))).toEqual({ start: '2026-03-20', end: null, selecting: 'end' });
  });

  it('ignores past days', () => {
    const range = pick(emptySelection, d(12), d(15));
    expect(pick(range, d(9))).toBe(range);
    expect(pick(emptySelection, d(1))).toBe(emptySelection);
  });

  it('works across months', () => {
    expect(show(pick(emptySelection, d(30), d(2, 4)))).toEqual({
      start: '2026-03-30',
      end: '2026-04-02',
      selecting: 'start',
    });
  });

  it('gives each day a status', () => {
    const range = { start: d(12), end: d(15) };
    expect([11, 12, 13, 14, 15, 16].map((day) => dayStatus(range, d(day)))).toEqual([
      'none',
      'start',
      'between',
      'between',
      'end',
      'none',
    ]);
    expect(dayStatus({ start: d(12), end: null }, d(13))).toBe('none');
  });
});

import type { CalendarDate } from '@internationalized/date';

/** Which end of the range the next picked day sets. */
export type SelectionStep = 'start' | 'end';

/** The stay being picked: check-in, check-out (null until chosen) and which one the next pick sets. */
export interface DateSelection {
  start: CalendarDate | null;
  end: CalendarDate | null;
  selecting: SelectionStep;
}

/** How a day is drawn (spec 1 §4 "Date selection": day statuses). */
export type DayStatus = 'none' | 'start' | 'between' | 'end';

export const emptySelection: DateSelection = { start: null, end: null, selecting: 'start' };

/** Past days cannot be picked (spec 1 §4). */
export function isPastDay(day: CalendarDate, today: CalendarDate): boolean {
  return day.compare(today) < 0;
}

/**
 * The date-selection rules of spec 1 §4, as a pure function.
 * - Picking a start sets the end to null if the end is not after it, then moves to selecting the end.
 * - Picking an end: if there is no start, or the day is on or before the start, or the start is in the
 *   past, or the day equals the current end, it becomes a new start with the end cleared (and the
 *   end is picked next). Otherwise the range is set and selection returns to the start.
 * - Past days are disabled: picking one changes nothing.
 */
export function pickDay(selection: DateSelection, day: CalendarDate, today: CalendarDate): DateSelection {
  if (isPastDay(day, today)) return selection;
  const { start, end } = selection;
  if (selection.selecting === 'start') {
    return { start: day, end: end && end.compare(day) > 0 ? end : null, selecting: 'end' };
  }
  const becomesStart =
    !start || day.compare(start) <= 0 || isPastDay(start, today) || (end !== null && day.compare(end) === 0);
  if (becomesStart) return { start: day, end: null, selecting: 'end' };
  return { start, end: day, selecting: 'start' };
}

/** The status of one day for drawing: start, end, between them, or none. */
export function dayStatus(selection: Pick<DateSelection, 'start' | 'end'>, day: CalendarDate): DayStatus {
  const { start, end } = selection;
  if (start && day.compare(start) === 0) return 'start';
  if (end && day.compare(end) === 0) return 'end';
  if (start && end && day.compare(start) > 0 && day.compare(end) < 0) return 'between';
  return 'none';
}

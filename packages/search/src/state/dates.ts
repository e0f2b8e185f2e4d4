import { type CalendarDate, parseDate } from '@internationalized/date';
import type { IsoDay, StayDates } from './address.ts';

/** Today in the traveller's time zone, yyyy-MM-dd. */
export function localToday(now = new Date()): IsoDay {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds months to a day, keeping the day where the month allows. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  return parseDate(day).add({ months }).toString();
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return parseDate(day).add({ days }).toString();
}

/** The stay offered when none is chosen or a chosen one is in the past: today to one month later (spec 1 §4). */
export function defaultDates(today: IsoDay): StayDates {
  return [today, addMonths(today, 1)];
}

/**
 * Spec 1 §4 "Search dates": if a changed date is in the past, the dates reset to today and today
 * plus one month (start of day).
 */
export function resetPastDates(dates: StayDates, today: IsoDay): StayDates {
  return dates[0] < today || dates[1] < today ? defaultDates(today) : dates;
}

export function nightsBetween(dates: StayDates): number {
  return Math.round((Date.parse(`${dates[1]}T00:00:00Z`) - Date.parse(`${dates[0]}T00:00:00Z`)) / 86_400_000);
}

export const toCalendarDate = (day: IsoDay): CalendarDate => parseDate(day);

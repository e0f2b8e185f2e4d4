import type { IsoDay, StayDates } from './address.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** Today in the traveller's time zone, yyyy-MM-dd. */
export function localToday(now = new Date()): IsoDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds months to a day; a day the month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = utc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoOf(target);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
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
  return Math.round((utc(dates[1]).getTime() - utc(dates[0]).getTime()) / 86_400_000);
}

import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import type { IsoDay, StayDates } from './address.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** Today in the traveller's time zone, yyyy-MM-dd. */
export function localToday(now = new Date()): IsoDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds months to a day; a day the month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
function addMonths(day: IsoDay, months: number): IsoDay {
  const date = utc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoOf(target);
}

function addDays(day: IsoDay, days: number): IsoDay {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/**
 * The stay offered when none is chosen or a chosen one is in the past: today to one month later
 * (spec 1 §4), but never longer than the longest stay the API accepts (`MAX_NIGHTS`, 30 nights): a
 * month from a day in a 31-day month is 31 nights, so there the check-out is today plus 30 days.
 */
export function defaultDates(today: IsoDay): StayDates {
  const monthLater = addMonths(today, 1);
  const longest = addDays(today, MAX_NIGHTS);
  return [today, monthLater < longest ? monthLater : longest];
}

/** The last check-out a stay from `checkIn` may have (`MAX_NIGHTS` nights). */
export function latestCheckOut(checkIn: IsoDay): IsoDay {
  return addDays(checkIn, MAX_NIGHTS);
}

/**
 * Spec 1 §4 "Search dates": if a changed date is in the past, the dates reset to today and today
 * plus one month (start of day, at most `MAX_NIGHTS`). A stay longer than the API accepts (an old
 * saved search, a shared address) keeps its check-in and ends after `MAX_NIGHTS` nights.
 */
export function resetPastDates(dates: StayDates, today: IsoDay): StayDates {
  if (dates[0] < today || dates[1] < today) return defaultDates(today);
  return nightsBetween(dates) > MAX_NIGHTS ? [dates[0], latestCheckOut(dates[0])] : dates;
}

export function nightsBetween(dates: StayDates): number {
  return Math.round((utc(dates[1]).getTime() - utc(dates[0]).getTime()) / 86_400_000);
}

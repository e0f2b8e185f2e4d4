/**
 * Stay dates, the one place every package does day arithmetic (the API's search key, the search
 * form and results, the hotel page): days are ISO `yyyy-MM-dd` strings, counted on the UTC calendar,
 * so a day never shifts with the clock's zone or daylight saving. Plain `Date` arithmetic on purpose,
 * not `@internationalized/date`: these run on the first screen of the results and hotel pages, where
 * that library added 3.7–4.5 KB of gzip to the initial JavaScript (measured with esbuild, 2026-11-29);
 * the calendar, which needs its calendar systems, loads it on demand.
 */

/** A calendar day, yyyy-MM-dd. */
export type IsoDay = string;
/** Check-in and check-out. */
export type StayDates = readonly [IsoDay, IsoDay];

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const utcMidnight = (day: IsoDay) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (date: Date): IsoDay =>
  `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** yyyyMMdd (the address's and the search key's form) to yyyy-MM-dd, or undefined when it is not a real day. */
export function compactToIso(text: string): IsoDay | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const time = utcMidnight(iso);
  return Number.isNaN(time) || isoOf(new Date(time)) !== iso ? undefined : iso;
}

/** yyyy-MM-dd (or already yyyyMMdd) to yyyyMMdd. */
export function isoToCompact(day: IsoDay): string {
  return day.replaceAll('-', '');
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return isoOf(new Date(utcMidnight(day) + days * DAY_MS));
}

/** Adds months; a day the month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = new Date(utcMidnight(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoOf(target);
}

/** Days from `from` to `to` (the nights of a stay); negative when `to` is earlier. */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The nights of a stay. */
export function nightsOf(dates: StayDates): number {
  return daysBetween(dates[0], dates[1]);
}

/** Today on the clock's own calendar (the traveller's, in a browser). */
export function localToday(now = new Date()): IsoDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The traveller's date: UTC now shifted by utcOffset minutes, or the earliest zone (UTC-12) when unknown. */
export function travellerToday(utcOffsetMinutes: number | undefined, now = Date.now()): IsoDay {
  const offset = utcOffsetMinutes ?? -12 * 60;
  return isoOf(new Date(now + offset * 60_000));
}

/**
 * Dates in an address (`dates` of the results, `s_dates` of the hotel page): exactly two real days
 * yyyyMMdd, comma separated, the first before the second; anything else is undefined (ignored).
 */
export function parseDatesParam(param: string | undefined): StayDates | undefined {
  const parts = param?.split(',');
  if (parts?.length !== 2) return undefined;
  const [first, second] = parts.map(compactToIso);
  return first && second && first < second ? [first, second] : undefined;
}

export function formatDatesParam(dates: StayDates): string {
  return `${isoToCompact(dates[0])},${isoToCompact(dates[1])}`;
}

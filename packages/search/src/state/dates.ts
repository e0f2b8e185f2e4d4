import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { addDays, addMonths, type IsoDay, nightsOf, type StayDates } from '@clubstay/contract/stay-dates';

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
  return nightsOf(dates) > MAX_NIGHTS ? [dates[0], latestCheckOut(dates[0])] : dates;
}

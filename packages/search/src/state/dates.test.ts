import { parseDate } from '@internationalized/date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchQuerySchema } from '@clubstay/contract/search';
import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { dayStatus, emptySelection, pickDay } from '@clubstay/ui/range-calendar/date-selection';
import { validateSearch } from '#form/validate.ts';
import { nightsOf } from '@clubstay/contract/stay-dates';
import { defaultDates, resetPastDates } from './dates.ts';
import { DEFAULT_FILTERS } from './filters.ts';
import { buildSearchRequest, placeFromId } from './request.ts';
import { defaultParams, keptParams } from './search-store.ts';

const day = (iso: string) => parseDate(iso);
const today = day('2027-03-10');

describe('search dates (spec 1 §4)', () => {
  it('resets a stay with a past date to today and a month later, at most 30 nights', () => {
    // 10 March to 10 April is 31 nights: one more than the API takes.
    expect(resetPastDates(['2027-03-01', '2027-03-05'], '2027-03-10')).toEqual(['2027-03-10', '2027-04-09']);
    expect(resetPastDates(['2027-04-01', '2027-04-05'], '2027-04-10')).toEqual(['2027-04-10', '2027-05-10']);
    expect(resetPastDates(['2027-03-12', '2027-03-15'], '2027-03-10')).toEqual(['2027-03-12', '2027-03-15']);
    expect(defaultDates('2027-01-31')).toEqual(['2027-01-31', '2027-02-28']);
    expect(nightsOf(['2027-03-12', '2027-03-15'])).toBe(3);
  });

  describe('the default stay is one the API accepts, whatever the day (issue 16)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const paris = placeFromId('city-2988507');
    if (!paris) throw new Error('Paris is an API place id');
    // Every day of a year from 1 December 2026, when "a month later" first meant 31 nights, in the
    // traveller's morning and late evening.
    const days = Array.from({ length: 365 }, (_, index) => new Date(2026, 11, 1 + index));
    for (const month of Array.from({ length: 12 }, (_, index) => index)) {
      const inMonth = days.filter((date) => date.getMonth() === month);
      const label = inMonth[0]?.toLocaleDateString('en', { month: 'long', year: 'numeric' });
      it(`in ${label ?? month}: the default and the reset stay search without an error`, () => {
        for (const date of inMonth) {
          for (const hour of [0, 23]) {
            vi.useFakeTimers({ toFake: ['Date'] });
            vi.setSystemTime(new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour, 30));
            const { dates, rooms, businessTrip } = defaultParams();
            const today = dates[0];
            expect(nightsOf(dates)).toBeGreaterThanOrEqual(28);
            expect(nightsOf(dates)).toBeLessThanOrEqual(MAX_NIGHTS);
            expect(resetPastDates(['2020-01-01', '2020-01-02'], today)).toEqual(dates);
            expect(
              validateSearch(
                { destination: { q: 'Paris, France', placeId: 'city-2988507' }, dates, rooms },
                today,
              ),
            ).toEqual({});
            const request = buildSearchRequest({
              place: paris,
              dates,
              rooms,
              businessTrip,
              filters: DEFAULT_FILTERS,
              sorting: 'PopularityScore-desc',
              start: 0,
            });
            const parsed = searchQuerySchema.safeParse(request);
            expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([]);
            vi.useRealTimers();
          }
        }
      });
    }
  });

  it('keeps the check-in of a stay longer than the API accepts and ends it after the longest stay', () => {
    expect(resetPastDates(['2027-03-12', '2027-04-12'], '2027-03-10')).toEqual(['2027-03-12', '2027-04-11']);
    const kept = {
      destination: null,
      dates: ['2026-12-01', '2027-01-01'],
      rooms: [{ adults: 2, children: [] }],
    };
    expect(keptParams(kept, '2026-12-01').dates).toEqual(['2026-12-01', '2026-12-31']);
    expect(
      validateSearch(
        {
          destination: { q: 'Paris, France', placeId: 'city-2988507' },
          dates: ['2027-03-12', '2027-04-12'],
          rooms: [{ adults: 2, children: [] }],
        },
        '2027-03-10',
      ).dates,
    ).toBe('SEARCH.ERRORS.DATES_TOO_LONG');
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

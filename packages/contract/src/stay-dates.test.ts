import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compactToIso,
  daysBetween,
  formatDatesParam,
  isoToCompact,
  localToday,
  nightsOf,
  parseDatesParam,
  travellerToday,
} from './stay-dates.ts';

describe('days', () => {
  it('reads yyyyMMdd only when it is a real day', () => {
    expect(compactToIso('20270312')).toBe('2027-03-12');
    expect(compactToIso('20280229')).toBe('2028-02-29');
    expect(compactToIso('20270229')).toBeUndefined();
    expect(compactToIso('20271301')).toBeUndefined();
    expect(compactToIso('2027-03-12')).toBeUndefined();
    expect(compactToIso('')).toBeUndefined();
    expect(isoToCompact('2027-03-12')).toBe('20270312');
  });

  it('adds days and months across months, years and daylight-saving changes', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts nights', () => {
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-03-29', '2027-03-27')).toBe(-2);
    expect(nightsOf(['2026-10-24', '2026-10-26'])).toBe(2);
  });

  it("tells today on the clock's calendar and at the traveller's offset", () => {
    expect(localToday(new Date(2027, 2, 12, 23, 59))).toBe('2027-03-12');
    const noonUtc = Date.parse('2027-03-12T12:00:00Z');
    expect(travellerToday(0, noonUtc)).toBe('2027-03-12');
    expect(travellerToday(14 * 60, noonUtc)).toBe('2027-03-13');
    expect(travellerToday(undefined, Date.parse('2027-03-12T11:00:00Z'))).toBe('2027-03-11');
  });
});

describe('dates in an address', () => {
  it('reads two yyyyMMdd days, the first before the second', () => {
    expect(parseDatesParam('20270312,20270315')).toEqual(['2027-03-12', '2027-03-15']);
    expect(formatDatesParam(['2027-03-12', '2027-03-15'])).toBe('20270312,20270315');
  });
  it('ignores anything else', () => {
    expect(parseDatesParam('20270315,20270312')).toBeUndefined();
    expect(parseDatesParam('20270312,20270312')).toBeUndefined();
    expect(parseDatesParam('20270312')).toBeUndefined();
    expect(parseDatesParam('20270312,20270315,20270316')).toBeUndefined();
    expect(parseDatesParam('20270230,20270303')).toBeUndefined();
    expect(parseDatesParam('2027-03-12,2027-03-15')).toBeUndefined();
    expect(parseDatesParam(undefined)).toBeUndefined();
  });
});

import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { UI_LANGUAGES } from '@clubstay/contract/locales';
import { formatDate, formatDateTime, formatDateTimeUtc, formatDistance, formatPrice } from './format.ts';

describe('formatPrice', () => {
  it('multiplies by the rate and rounds up to whole units', () => {
    expect(formatPrice(100, { code: 'EUR', rate: 1 })).toBe('€100');
    expect(formatPrice(100.01, { code: 'EUR', rate: 1 })).toBe('€101');
    expect(formatPrice(100, { code: 'GBP', rate: 0.85 })).toBe('£85');
    // Nothing charged reads $0, not -$0 (rounding up a hair below zero gave negative zero).
    expect(formatPrice(0, { code: 'USD', rate: 1.08 })).toBe('$0');
    expect(formatPrice(99.5, { code: 'CHF', rate: 0.94 }).replace(/\s/g, ' ')).toBe('CHF 94');
    expect(formatPrice(1234, { code: 'JPY', rate: 162 })).toBe('¥199,908');
  });

  it('uses narrow symbols for dollar-like currencies', () => {
    expect(formatPrice(100, { code: 'USD', rate: 1.08 })).toBe('$108');
    expect(formatPrice(100, { code: 'AUD', rate: 1.65 })).toBe('$165');
    expect(formatPrice(100, { code: 'CAD', rate: 1.48 })).toBe('$148');
  });

  it('treats codes longer than 3 characters as USD', () => {
    expect(formatPrice(100, { code: 'USDT', rate: 1.08 })).toBe('$108');
  });

  it('falls back to USD with a warning on an invalid code', () => {
    const warn = vi.fn();
    expect(formatPrice(10, { code: 'X1', rate: 1 }, warn)).toBe('$10');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('X1'));
  });
});

describe('formatDistance', () => {
  it('rounds metres to the nearest 10 below 1000', () => {
    expect(formatDistance(0, 'en')).toBe('0 m');
    expect(formatDistance(454, 'en')).toBe('450 m');
    expect(formatDistance(455, 'en')).toBe('460 m');
    expect(formatDistance(994, 'en')).toBe('990 m');
  });
  it('switches to kilometres at 1000', () => {
    expect(formatDistance(996, 'en')).toBe('1 km');
    expect(formatDistance(1000, 'en')).toBe('1 km');
    expect(formatDistance(12345, 'en')).toBe('12.3 km');
    expect(formatDistance(12345, 'de')).toBe('12,3 km');
  });
});

describe('dates', () => {
  it('uses yyyy-MM-dd for zh-CN and ja, dd MMM yyyy otherwise', () => {
    expect(formatDate('2027-03-05', 'zh-CN')).toBe('2027-03-05');
    expect(formatDate('2027-03-05', 'ja')).toBe('2027-03-05');
    expect(formatDate('2027-03-05', 'en')).toBe('05 Mar 2027');
    expect(formatDate('2027-03-05', 'de')).toBe('05 März 2027');
  });
  it('formats date and time as DD MMMM YYYY HH:mm', () => {
    expect(formatDateTime('2027-03-05T14:07:00', 'en')).toBe('05 March 2027 14:07');
  });
  it('reads a date alone as a local date, and takes Date objects', () => {
    expect(formatDate('2027-12-31', 'en')).toBe('31 Dec 2027');
    expect(formatDate(new Date(2027, 0, 1, 23, 59), 'en')).toBe('01 Jan 2027');
    expect(formatDate('2027-09-05', 'fr')).toBe('05 sept. 2027');
    expect(formatDate('not a date', 'en')).toBe('Invalid DateTime');
  });
  it('gives what luxon gave, in every UI language and month (luxon is no longer in the first script)', () => {
    const luxon = (date: string, language: string, pattern: string) =>
      DateTime.fromISO(date).setLocale(language).toFormat(pattern);
    for (const language of UI_LANGUAGES) {
      const pattern = language === 'zh-CN' || language === 'ja' ? 'yyyy-MM-dd' : 'dd MMM yyyy';
      for (let month = 1; month <= 12; month += 1) {
        const date = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
        expect(formatDate(date, language), `${language} ${date}`).toBe(luxon(date, language, pattern));
        const time = `${date}T0${month % 10}:${String(month * 4).padStart(2, '0')}:00`;
        expect(formatDateTime(time, language), `${language} ${time}`).toBe(
          luxon(time, language, 'dd MMMM yyyy HH:mm'),
        );
      }
    }
  });
});

describe('formatDateTimeUtc', () => {
  it('reads the moment in UTC, whatever the time zone it runs in', () => {
    expect(formatDateTimeUtc('2027-03-05T14:07:00Z', 'en')).toBe('05 March 2027 14:07');
    expect(formatDateTimeUtc('2027-03-05T23:30:00-02:00', 'de')).toBe('06 März 2027 01:30');
    expect(formatDateTimeUtc('not a date', 'en')).toBe('Invalid DateTime');
  });
});

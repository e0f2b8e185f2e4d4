import { DateTime } from 'luxon';

/** Dates: yyyy-MM-dd for zh-CN and ja, dd MMM yyyy otherwise (spec 1 §9). */
export function formatDate(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? DateTime.fromISO(date) : DateTime.fromJSDate(date);
  const pattern = language === 'zh-CN' || language === 'ja' ? 'yyyy-MM-dd' : 'dd MMM yyyy';
  return value.setLocale(language).toFormat(pattern);
}

/** Date and time: DD MMMM YYYY HH:mm. */
export function formatDateTime(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? DateTime.fromISO(date) : DateTime.fromJSDate(date);
  return value.setLocale(language).toFormat('dd MMMM yyyy HH:mm');
}

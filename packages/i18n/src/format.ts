/**
 * Dates are formatted with the browser's Intl.DateTimeFormat (no date library in the first script):
 * the same output luxon gave for these patterns (format.test.ts compares the two in every UI language).
 */

/** `yyyy-MM-dd` (a local date), a local date-time without offset, or anything `Date` reads. */
function toDate(date: Date | string): Date {
  if (typeof date !== 'string') return date;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  // A date alone is local midnight (as luxon reads it), not UTC midnight (as `Date` reads it).
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(date);
}

/**
 * Intl formatters by language and options: building one costs far more than formatting with it (a
 * results page formats a hundred prices, and each new `Intl.NumberFormat` took about 1 ms of a phone's
 * hydration), so each is built once.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function numberFormat(key: string, language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    cache.set(key, format);
  }
  return format;
}

/** A language's number format for these options, built once (screens format counts and scores with it). */
export function intlNumber(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormat(`N|${language}|${JSON.stringify(options)}`, language, options);
}

/** A language's date format for these options, built once. */
export function intlDate(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `D|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    cache.set(key, format);
  }
  return format;
}

/** Digits padded to `digits` in the language's numbering system (luxon's `dd`, `MM`, `HH`, `mm`). */
function padded(value: number, digits: number, language: string): string {
  return numberFormat(`n|${language}|${digits}`, language, {
    minimumIntegerDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** The month's name as written next to a day (luxon's `MMM`/`MMMM`: the format form, not the standalone one). */
function monthName(date: Date, language: string, width: 'short' | 'long'): string {
  const key = `m|${language}|${width}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: width, day: 'numeric' });
    cache.set(key, format);
  }
  return format.formatToParts(date).find((part) => part.type === 'month')?.value ?? '';
}

function parts(date: Date | string, language: string) {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return null;
  return {
    value,
    dd: padded(value.getDate(), 2, language),
    MM: padded(value.getMonth() + 1, 2, language),
    yyyy: padded(value.getFullYear(), 4, language),
  };
}

/** Dates: yyyy-MM-dd for zh-CN and ja, dd MMM yyyy otherwise (spec 1 §9). */
export function formatDate(date: Date | string, language: string): string {
  const p = parts(date, language);
  if (!p) return 'Invalid DateTime';
  if (language === 'zh-CN' || language === 'ja') return `${p.yyyy}-${p.MM}-${p.dd}`;
  return `${p.dd} ${monthName(p.value, language, 'short')} ${p.yyyy}`;
}

/** "12 Mar" (day and short month: the summary bars of spec 2 §2 and of the results on a phone). */
export function formatDay(day: string, language: string): string {
  return intlDate(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "12 Mar – 15 Mar". */
export function formatRange(dates: readonly [string, string], language: string): string {
  return `${formatDay(dates[0], language)} – ${formatDay(dates[1], language)}`;
}

/** Date and time: DD MMMM YYYY HH:mm. */
export function formatDateTime(date: Date | string, language: string): string {
  const p = parts(date, language);
  if (!p) return 'Invalid DateTime';
  return `${p.dd} ${monthName(p.value, language, 'long')} ${p.yyyy} ${padded(p.value.getHours(), 2, language)}:${padded(p.value.getMinutes(), 2, language)}`;
}

/**
 * Date and time read in UTC: DD MMMM YYYY HH:mm. A moment the page states in GMT (a cancellation
 * deadline), and what the server writes for any moment (it does not know the traveller's time zone),
 * which the browser keeps while it hydrates the server's page.
 */
export function formatDateTimeUtc(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return 'Invalid DateTime';
  const two = (n: number) => padded(n, 2, language);
  const month = intlDate(language, { month: 'long', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(value)
    .find((part) => part.type === 'month')?.value;
  return `${two(value.getUTCDate())} ${month ?? ''} ${padded(value.getUTCFullYear(), 4, language)} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`;
}
/** Currencies written with a narrow "$"-style symbol (spec 1 §9 "dollar-like currencies"). */
const DOLLAR_LIKE = new Set(['USD', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'MXN', 'BRL', 'TWD']);

export interface PriceCurrency {
  code: string;
  /** Units of the currency per euro. */
  rate: number;
}

function currencyFormatter(code: string): Intl.NumberFormat {
  return numberFormat(`c|${code}`, 'en', {
    style: 'currency',
    currency: code,
    currencyDisplay: DOLLAR_LIKE.has(code) ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/**
 * A price stored in EUR, shown in the current currency (spec 1 §9): the amount times the rate,
 * rounded up, 0 decimals, 'en' number format. Codes longer than 3 characters (USDT, USDC) are shown
 * as USD; an invalid code falls back to USD with a warning.
 */
export function formatPrice(
  amountEur: number,
  currency: PriceCurrency,
  warn: (message: string) => void = console.warn,
): string {
  // `|| 0`: a zero amount rounds to -0, which Intl writes as "-$0".
  const value = Math.ceil(amountEur * currency.rate - 1e-9) || 0;
  let code = currency.code.toUpperCase();
  if (code.length > 3) code = 'USD';
  try {
    return currencyFormatter(code).format(value);
  } catch {
    warn(`Invalid currency code "${currency.code}", showing USD`);
    return currencyFormatter('USD').format(value);
  }
}

/** Distances: metres rounded to the nearest 10 below 1000, kilometres with one decimal from 1000. */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) {
    const rounded = Math.round(metres / 10) * 10;
    if (rounded < 1000) return `${numberFormat(`m|${language}`, language, {}).format(rounded)} m`;
  }
  const km = numberFormat(`k|${language}`, language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 0,
  }).format(metres / 1000);
  return `${km} km`;
}

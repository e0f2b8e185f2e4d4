import { DateTime } from 'luxon';

const toDateTime = (date: Date | string) => (typeof date === 'string' ? DateTime.fromISO(date) : DateTime.fromJSDate(date));

/** Dates: yyyy-MM-dd for zh-CN and ja, dd MMM yyyy otherwise (spec 1 §9). */
export function formatDate(date: Date | string, language: string): string {
  const pattern = language === 'zh-CN' || language === 'ja' ? 'yyyy-MM-dd' : 'dd MMM yyyy';
  return toDateTime(date).setLocale(language).toFormat(pattern);
}

/** Date and time: DD MMMM YYYY HH:mm. */
export function formatDateTime(date: Date | string, language: string): string {
  return toDateTime(date).setLocale(language).toFormat('dd MMMM yyyy HH:mm');
}

/** Currencies written with a narrow "$"-style symbol (spec 1 §9 "dollar-like currencies"). */
const DOLLAR_LIKE = new Set(['USD', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'MXN', 'BRL', 'TWD']);

export interface PriceCurrency {
  code: string;
  /** Units of the currency per euro. */
  rate: number;
}

function currencyFormatter(code: string): Intl.NumberFormat {
  return new Intl.NumberFormat('en', {
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
export function formatPrice(amountEur: number, currency: PriceCurrency, warn: (message: string) => void = console.warn): string {
  const value = Math.ceil(amountEur * currency.rate - 1e-9);
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
    if (rounded < 1000) return `${new Intl.NumberFormat(language).format(rounded)} m`;
  }
  const km = new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(metres / 1000);
  return `${km} km`;
}

import { formatDate, intlNumber } from '@clubstay/i18n/format';

/** Money as the account shows it: the amount in its own currency (EUR for bookings, USDC/USDT in the wallet). */
export function money(amount: number, currency: string, language: string): string {
  if (currency.length > 3) return `${amount.toFixed(2)} ${currency}`;
  try {
    return intlNumber(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function crypto(amount: number, asset: string, language: string): string {
  return `${intlNumber(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${asset}`;
}

export function day(value: string, language: string): string {
  return formatDate(value.slice(0, 10), language);
}

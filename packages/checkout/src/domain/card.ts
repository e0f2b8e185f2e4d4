/** Card entry helpers for our own card fields (sandbox Stripe, the Paybyrd-style hosted fields). */

type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (cardBrand(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228", "12/28", "12 / 2028" → { month: 12, year: 2028 }; undefined when not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = (match[2] ?? '').length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** Typing "12" gives "12 / ": the expiry field's mask. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function expiryInPast(expiry: { month: number; year: number }, now: Date): boolean {
  return (
    expiry.year < now.getFullYear() ||
    (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)
  );
}

export const cvcLength = (number: string) => (cardBrand(number) === 'amex' ? 4 : 3);

import type { SandboxCard } from '@clubstay/contract/checkout';

/** The checks the sandbox card providers (Stripe-like and Paybyrd-style) make on a test card. */

/** Luhn checksum of a card number. */
function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card checks a card network makes before anything else: number, expiry, CVC (field errors). */
export function cardProblems(
  card: SandboxCard,
  now: number,
): { field: string; code: string; message: string }[] {
  const problems: { field: string; code: string; message: string }[] = [];
  if (!luhnValid(card.number))
    problems.push({
      field: 'body.card.number',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  const date = new Date(now);
  const expired =
    card.expYear < date.getUTCFullYear() ||
    (card.expYear === date.getUTCFullYear() && card.expMonth < date.getUTCMonth() + 1);
  if (expired)
    problems.push({ field: 'body.card.expYear', code: 'expired_card', message: 'Your card has expired.' });
  const amex = /^3[47]/.test(card.number);
  if (card.cvc.length !== (amex ? 4 : 3))
    problems.push({
      field: 'body.card.cvc',
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
    });
  return problems;
}

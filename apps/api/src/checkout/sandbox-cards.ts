import type { SandboxCard } from '@clubstay/contract/checkout';
import { luhnValid } from '@clubstay/contract/luhn';

/** The checks the sandbox card providers (Stripe-like and Paybyrd-style) make on a test card. */

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

/**
 * The Luhn checksum card networks put in the last digit of a card number. One implementation for
 * the API's sandbox card providers and the checkout's card fields, so both accept the same numbers.
 * Takes digits only (the checkout strips spaces first); anything else, or a length outside 12–19,
 * is not valid.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

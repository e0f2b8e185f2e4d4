import { describe, expect, it } from 'vitest';
import { PAYMENT_TIMING } from '@clubstay/contract/checkout';
import { amountsFor, bookCurrency, chargeCurrencies, priceTotals } from './money.ts';
import { formatRemaining, remainingMs } from './countdown.ts';
import { luhnValid } from '@clubstay/contract/luhn';
import { cardBrand, digitsOnly, formatCardNumber, formatExpiry, parseExpiry } from './card.ts';

describe('price rounding (spec 2 §9)', () => {
  it('totals the sale price and the card fee to cents, and takes the included taxes off for the base', () => {
    expect(priceTotals({ salePrice: 100.005, creditCardFee: 0.004, taxAndFees: 9.091 })).toEqual({
      total: 100.01,
      basePrice: 90.91,
    });
    expect(priceTotals({ salePrice: 0.1, creditCardFee: 0.2, taxAndFees: 0 })).toEqual({
      total: 0.3,
      basePrice: 0.1,
    });
    expect(priceTotals({ salePrice: 1234.56, creditCardFee: 0, taxAndFees: 112.23 })).toEqual({
      total: 1234.56,
      basePrice: 1122.33,
    });
  });

  it('charges EUR only for guarantee and not-required card types', () => {
    expect(chargeCurrencies(PAYMENT_TIMING.Guarantee, ['USD', 'EUR'])).toEqual(['EUR']);
    expect(chargeCurrencies(PAYMENT_TIMING.NotRequired, ['USD', 'EUR'])).toEqual(['EUR']);
    expect(chargeCurrencies(PAYMENT_TIMING.ImmediatePayment, ['USD', 'EUR'])).toEqual(['USD', 'EUR']);
  });

  it('books in USD, in the coin for crypto, in EUR at the hotel', () => {
    expect(bookCurrency('card', ['USD', 'EUR'], 'USDC')).toBe('USD');
    expect(bookCurrency('card', ['EUR'], 'USDC')).toBe('EUR');
    expect(bookCurrency('crypto', ['USD', 'EUR'], 'USDT')).toBe('USDT');
    expect(bookCurrency('payAtHotel', ['EUR'], 'USDC')).toBe('EUR');
  });

  it('splits what is paid now and at the hotel', () => {
    expect(amountsFor('card', { total: 300, payAtHotelFee: 6.5 })).toEqual({ now: 300, atHotel: 6.5 });
    expect(amountsFor('payAtHotel', { total: 300, payAtHotelFee: 6.5 })).toEqual({ now: 0, atHotel: 306.5 });
  });
});

describe('countdown', () => {
  it('counts down on the server clock', () => {
    const expiresAt = '2026-11-23T12:20:00.000Z';
    expect(remainingMs(expiresAt, 0, Date.parse('2026-11-23T12:00:00Z'))).toBe(20 * 60_000);
    expect(remainingMs(expiresAt, 60_000, Date.parse('2026-11-23T12:00:00Z'))).toBe(19 * 60_000);
    expect(remainingMs(expiresAt, 0, Date.parse('2026-11-23T13:00:00Z'))).toBe(0);
    expect(formatRemaining(754_000)).toBe('12:34');
    expect(formatRemaining(999)).toBe('00:01');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
  });
});

describe('card fields', () => {
  it('checks Luhn, detects the brand, formats number and expiry', () => {
    expect(luhnValid(digitsOnly('4242 4242 4242 4242'))).toBe(true);
    expect(luhnValid(digitsOnly('4000 0027 6000 3184'))).toBe(true);
    expect(luhnValid(digitsOnly('4242 4242 4242 4241'))).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(parseExpiry('12 / 28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('00/28')).toBeUndefined();
  });
});

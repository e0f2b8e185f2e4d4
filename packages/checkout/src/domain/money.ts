import type { PaymentMethodKey } from '@clubstay/contract/checkout';
import { PAYMENT_TIMING, type PaymentTiming, priceTotals, round2 } from '@clubstay/contract/checkout-rules';

export { priceTotals };

/**
 * Charge currencies (spec 2 §4): a guarantee or not-required card type charges EUR only; otherwise
 * the currencies the checkout offers.
 */
export function chargeCurrencies(creditCardType: PaymentTiming, offered: readonly string[]): string[] {
  if (creditCardType === PAYMENT_TIMING.Guarantee || creditCardType === PAYMENT_TIMING.NotRequired)
    return ['EUR'];
  return offered.length ? [...offered] : ['USD'];
}

/**
 * The book call's currency (spec 2 §9): USD unless paying in crypto, which uses the coin; EUR when
 * the charge currencies allow only EUR (pay at hotel and guarantees).
 */
export function bookCurrency(method: PaymentMethodKey, currencies: readonly string[], coin: string): string {
  if (method === 'crypto') return coin;
  if (method === 'payAtHotel') return 'EUR';
  return currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'EUR');
}

/** What the traveller pays now and at the hotel, in EUR, for a payment way. */
export function amountsFor(method: PaymentMethodKey, price: { total: number; payAtHotelFee: number }) {
  if (method === 'payAtHotel') return { now: 0, atHotel: round2(price.total + price.payAtHotelFee) };
  return { now: price.total, atHotel: price.payAtHotelFee };
}

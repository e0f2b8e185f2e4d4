export * from './checkout-rules.ts';

/* ------------------------------------------------------------------------------------------------
 * Checkout, booking, payments and confirmation (spec 2 §2, §3, §4, §7, §8, §9).
 *
 * The checkout is a durable state machine on the server: every step is a committed row, so a
 * reload (or an API restart) resumes it. Amounts are EUR unless a field says otherwise; a charge in
 * another currency (USD for cards, USDC/USDT for crypto) is converted at the config rate and kept
 * beside the EUR amount.
 *
 * Flow: create → fetch → check (poll until isFinished) → [agree to a new price] → book (offerKey)
 * → pay (card: Stripe or the Paybyrd-style provider; pay at hotel: hold then book; crypto: an
 * invoice paid by deposits) → /confirmation polls reservationInfo every 10000 ms until isFinished.
 * ---------------------------------------------------------------------------------------------- */

export * from './checkout-payment-methods.ts';
export * from './checkout-guest.ts';
export * from './checkout-flow.ts';
export * from './checkout-payments.ts';
export * from './checkout-reservation.ts';
export * from './checkout-sandbox.ts';

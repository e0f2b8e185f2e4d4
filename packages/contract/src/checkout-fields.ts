import { z } from 'zod';

/** Id fields shared by the checkout modules (not re-exported from ./checkout.ts). */
export const checkoutIdField = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'A checkout id');
export const offerKeyField = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'An offerKey');
export const currencyField = z.string().regex(/^[A-Z]{3,4}$/, 'A currency code');

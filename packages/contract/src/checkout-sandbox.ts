import { z } from 'zod';

/* ------------------------------------------------------------------------------------------------
 * Sandbox calls (not part of the product API; served only while the sandbox is on)
 * ---------------------------------------------------------------------------------------------- */

/** Stripe's test cards, honoured by the sandbox (and by the Paybyrd-style sandbox). */
export const TEST_CARDS = {
  success: '4242424242424242',
  threeDs: '4000002760003184',
  declined: '4000000000000002',
  /** Paybyrd-style sandbox only: the pay call times out (504). */
  timeout: '4000000000000119',
} as const;

export const sandboxCardSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{1,4}$/),
  name: z.string().max(100).optional(),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: sandboxCardSchema,
});
export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'succeeded',
    'canceled',
    'refunded',
  ]),
  amount: z.number().int(),
  currency: z.string(),
  captureMethod: z.enum(['automatic', 'manual']),
  /** For requires_action: the 3DS challenge page to show in a frame. */
  nextAction: z.object({ type: z.literal('redirect_to_url'), url: z.string() }).nullable(),
  lastPaymentError: z
    .object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() })
    .nullable(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

export const sandboxTokenBodySchema = sandboxCardSchema;
export const sandboxTokenResponseSchema = z.object({
  tokenId: z.string(),
  last4: z.string(),
  brand: z.string(),
});

export const sandboxDepositBodySchema = z.object({
  address: z.string().min(10).max(100),
  amount: z.number().positive().max(1_000_000),
  /** Defaults to a random hash; the same hash twice is one deposit. */
  txHash: z
    .string()
    .regex(/^[A-Za-z0-9]{16,100}$/)
    .optional(),
});

export const sandboxAllotmentBodySchema = z.object({
  hotelId: z.number().int().min(1),
  roomId: z.number().int().min(1),
  checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOut: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  left: z.number().int().min(0).max(1000),
});

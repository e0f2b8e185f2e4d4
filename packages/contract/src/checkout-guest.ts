import { z } from 'zod';
import { TITLES, NAME_PATTERN, LIMITS, EMAIL_PATTERN } from './checkout-rules.ts';

/* ------------------------------------------------------------------------------------------------
 * Money (spec 2 §9): total = sale price + card fee, to cents; base = sale price − included taxes.
 * ---------------------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------
 * Guest details (spec 2 §5)
 * ---------------------------------------------------------------------------------------------- */

/** "+", then the country code and number, digits only, 1 to 22 digits. */
export const PHONE_PATTERN = /^\+\d{1,22}$/;
export const DIAL_CODE_PATTERN = /^\+\d{1,6}$/;

const nameField = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.nameMax)
  .regex(NAME_PATTERN, 'Latin letters only, spaces or hyphens between');
const bedTypeField = z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0);
const specialRequestsField = z.string().max(LIMITS.specialRequestsMax).default('');

export const additionalGuestSchema = z.object({
  title: z.enum(TITLES),
  firstName: nameField,
  lastName: nameField,
  bedTypes: bedTypeField,
  specialRequests: specialRequestsField,
});
export type AdditionalGuest = z.infer<typeof additionalGuestSchema>;

/** The lead guest (room 1) and the other rooms' guests (spec 2 §3 customerInfo). */
export const customerInfoSchema = z
  .object({
    title: z.enum(TITLES),
    firstName: nameField,
    lastName: nameField,
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'A valid e-mail address'),
    phoneCountryCode: z.string().regex(DIAL_CODE_PATTERN, 'A dial code such as +33'),
    /** The dial code plus the number, digits only: "+33612345678". */
    phoneNumber: z.string().regex(PHONE_PATTERN, '+ then 1 to 22 digits'),
    /** Country of residence, ISO 3166 alpha-2. */
    nationality: z.string().regex(/^[A-Z]{2}$/, 'A country code'),
    bedTypes: bedTypeField,
    specialRequests: specialRequestsField,
    /** One entry per room after the first. */
    additionalGuestsInfo: z.array(additionalGuestSchema).max(3).default([]),
  })
  .refine((info) => info.phoneNumber.startsWith(info.phoneCountryCode), {
    path: ['phoneNumber'],
    message: 'The number must start with its dial code',
  });
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const billingSchema = z.object({
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'A country code'),
  state: z.string().trim().max(100).default(''),
  zipCode: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]?$/, 'Incorrect zip code format'),
});
export type Billing = z.infer<typeof billingSchema>;

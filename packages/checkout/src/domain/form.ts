import type { BookBody, CryptoNetwork, PaymentMethodKey } from '@clubstay/contract/checkout';
import { luhnValid } from '@clubstay/contract/luhn';
import {
  type CryptoCoin,
  CRYPTO_NETWORKS,
  EMAIL_PATTERN,
  LIMITS,
  NAME_PATTERN,
  type TITLES,
} from '@clubstay/contract/checkout-rules';
import { cvcLength, digitsOnly, expiryInPast, parseExpiry } from './card.ts';

/** The /checkout form (spec 2 §2, §5). Card details are never stored; the rest survives a reload. */
export interface RoomGuestForm {
  title: (typeof TITLES)[number] | '';
  firstName: string;
  lastName: string;
  /** BED_TYPE: 0 no preference, 1 double, 2 twin beds. */
  bedType: 0 | 1 | 2;
  specialRequests: string;
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CheckoutForm {
  /** One per room; the first is the lead guest. */
  rooms: RoomGuestForm[];
  email: string;
  /** The phone's dial code, "+33", and the country it was picked for (several share +1). */
  dialCode: string;
  dialCountry: string;
  /** The number as typed, without the dial code. */
  phone: string;
  /** Country of residence, ISO alpha-2. */
  country: string;
  billing: { address: string; city: string; country: string; state: string; zipCode: string };
  paymentMethod: PaymentMethodKey;
  crypto: { coin: CryptoCoin; network: CryptoNetwork };
  /** Wirex: "do you pay from a Wirex card?" (spec 2 §5 partner-card check). */
  partnerCard: 'unanswered' | 'yes' | 'no';
  agreed: boolean;
}

/** Each field's error key (under CHECKOUT_PAGE.ERRORS), by field path. */
export type FieldErrors = Record<string, ErrorKey>;

/** Error keys, under CHECKOUT_PAGE.ERRORS. */
type ErrorKey =
  | 'REQUIRED'
  | 'ONLY_LETTERS'
  | 'NAME_TOO_LONG'
  | 'EMAIL'
  | 'PHONE'
  | 'REQUESTS_TOO_LONG'
  | 'ZIP'
  | 'CARD_NUMBER'
  | 'CARD_EXPIRY'
  | 'CARD_EXPIRED'
  | 'CARD_CVC'
  | 'AGREE'
  | 'PARTNER_CARD'
  | 'PARTNER_CARD_ANSWER';

const emptyRoom = (): RoomGuestForm => ({
  title: '',
  firstName: '',
  lastName: '',
  bedType: 0,
  specialRequests: '',
});

export function emptyForm(
  rooms: number,
  defaults: { country?: string; dialCode?: string; email?: string } = {},
): CheckoutForm {
  return {
    rooms: Array.from({ length: Math.max(1, rooms) }, emptyRoom),
    email: defaults.email ?? '',
    dialCode: defaults.dialCode ?? '',
    dialCountry: '',
    phone: '',
    country: defaults.country ?? '',
    billing: { address: '', city: '', country: defaults.country ?? '', state: '', zipCode: '' },
    paymentMethod: 'card',
    crypto: { coin: 'USDC', network: 'ethereum' },
    partnerCard: 'unanswered',
    agreed: false,
  };
}

export const emptyCard = (): CardForm => ({ number: '', expiry: '', cvc: '', name: '' });

/** Spec 2 §5: the dial code plus the full number with non-digit characters removed. */
export function fullPhoneNumber(dialCode: string, phone: string): string {
  return `+${digitsOnly(dialCode)}${digitsOnly(phone)}`;
}

function nameProblem(value: string): ErrorKey | null {
  const text = value.trim();
  if (!text) return 'REQUIRED';
  if (text.length > LIMITS.nameMax) return 'NAME_TOO_LONG';
  if (!NAME_PATTERN.test(text)) return 'ONLY_LETTERS';
  return null;
}

interface ValidateOptions {
  /** Card fields are ours (sandbox) and need checking; with Stripe Elements they check themselves. */
  ownCardFields: boolean;
  /** The chosen way needs a card now (card payment or a pay-at-hotel guarantee). */
  needsCard: boolean;
  partnerCardCheck: boolean;
  now: Date;
}

/** Every problem of the form, by field path (rooms.0.firstName, email, card.number …). */
export function validateForm(form: CheckoutForm, card: CardForm, options: ValidateOptions): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: string, key: ErrorKey | null) => {
    if (key) errors[field] = key;
  };
  form.rooms.forEach((room, index) => {
    set(`rooms.${index}.title`, room.title ? null : 'REQUIRED');
    set(`rooms.${index}.firstName`, nameProblem(room.firstName));
    set(`rooms.${index}.lastName`, nameProblem(room.lastName));
    set(
      `rooms.${index}.specialRequests`,
      room.specialRequests.length > LIMITS.specialRequestsMax ? 'REQUESTS_TOO_LONG' : null,
    );
  });
  const email = form.email.trim();
  set('email', !email ? 'REQUIRED' : EMAIL_PATTERN.test(email) ? null : 'EMAIL');
  const digits = digitsOnly(form.dialCode) + digitsOnly(form.phone);
  set(
    'phone',
    !digitsOnly(form.phone)
      ? 'REQUIRED'
      : !form.dialCode
        ? 'PHONE'
        : digits.length > LIMITS.phoneDigitsMax
          ? 'PHONE'
          : /[^\d\s().-]/.test(form.phone)
            ? 'PHONE'
            : null,
  );
  set('country', form.country ? null : 'REQUIRED');
  if (options.needsCard) {
    set('billing.address', form.billing.address.trim() ? null : 'REQUIRED');
    set('billing.city', form.billing.city.trim() ? null : 'REQUIRED');
    set('billing.country', form.billing.country ? null : 'REQUIRED');
    const zip = form.billing.zipCode.trim();
    set(
      'billing.zipCode',
      !zip ? 'REQUIRED' : /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]?$/.test(zip) ? null : 'ZIP',
    );
    if (options.ownCardFields) {
      set(
        'card.number',
        !digitsOnly(card.number) ? 'REQUIRED' : luhnValid(digitsOnly(card.number)) ? null : 'CARD_NUMBER',
      );
      const expiry = parseExpiry(card.expiry);
      set(
        'card.expiry',
        !card.expiry.trim()
          ? 'REQUIRED'
          : !expiry
            ? 'CARD_EXPIRY'
            : expiryInPast(expiry, options.now)
              ? 'CARD_EXPIRED'
              : null,
      );
      set(
        'card.cvc',
        !card.cvc
          ? 'REQUIRED'
          : digitsOnly(card.cvc).length === cvcLength(card.number) && /^\d+$/.test(card.cvc)
            ? null
            : 'CARD_CVC',
      );
    }
  }
  if (form.paymentMethod === 'crypto' && options.partnerCardCheck) {
    set(
      'partnerCard',
      form.partnerCard === 'unanswered'
        ? 'PARTNER_CARD_ANSWER'
        : form.partnerCard === 'yes'
          ? 'PARTNER_CARD'
          : null,
    );
  }
  if (
    form.paymentMethod === 'crypto' &&
    !(CRYPTO_NETWORKS[form.crypto.coin] as readonly string[]).includes(form.crypto.network)
  ) {
    set('crypto.network', 'REQUIRED');
  }
  set('agreed', form.agreed ? null : 'AGREE');
  return errors;
}

/** The book payload (spec 2 §3) from a valid form. */
export function bookBodyOf(
  form: CheckoutForm,
  checkoutId: string,
  currency: string,
  locale: string,
  includeBilling: boolean,
): BookBody {
  const [lead, ...others] = form.rooms;
  const title = (room: RoomGuestForm | undefined) => room?.title || 'Other';
  return {
    checkoutId,
    agreed: true,
    currency,
    locale,
    customerInfo: {
      title: title(lead),
      firstName: lead?.firstName.trim() ?? '',
      lastName: lead?.lastName.trim() ?? '',
      email: form.email.trim(),
      phoneCountryCode: `+${digitsOnly(form.dialCode)}`,
      phoneNumber: fullPhoneNumber(form.dialCode, form.phone),
      nationality: form.country,
      bedTypes: lead?.bedType ?? 0,
      specialRequests: lead?.specialRequests ?? '',
      additionalGuestsInfo: others.map((room) => ({
        title: title(room),
        firstName: room.firstName.trim(),
        lastName: room.lastName.trim(),
        bedTypes: room.bedType,
        specialRequests: room.specialRequests,
      })),
    },
    ...(includeBilling ? { billing: { ...form.billing, state: form.billing.state.trim() } } : {}),
    paymentMethod: form.paymentMethod,
    ...(form.paymentMethod === 'crypto' ? { crypto: form.crypto } : {}),
  };
}

/** The form as kept across reloads (no card data ever). */
export function restorableForm(saved: unknown, rooms: number): CheckoutForm | undefined {
  if (!saved || typeof saved !== 'object') return undefined;
  const value = saved as Partial<CheckoutForm>;
  if (!Array.isArray(value.rooms) || value.rooms.length !== rooms) return undefined;
  const base = emptyForm(rooms);
  return {
    ...base,
    ...value,
    rooms: value.rooms.map((room) => ({ ...emptyRoom(), ...room })),
    billing: { ...base.billing, ...value.billing },
    crypto: { ...base.crypto, ...value.crypto },
  };
}

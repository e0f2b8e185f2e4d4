/* Values of accounts.ts without zod: the apps import them from here, so neither zod nor the
 * schemas are in their scripts (accounts.ts re-exports them for the API). */

/**
 * The members club accounts (spec 1 §3, §5, §7, §8): sign-up by invitation, sign-in, passwords,
 * profile, consents, subscriptions, bookings, favourites, wallet, affiliate, loyalty and contact.
 *
 * Decisions where the spec is silent (also in the README):
 * - Accounts belong to one white-label: the same e-mail may hold a separate membership on another
 *   brand, and a session token of one brand is refused on every other.
 * - Passwords: at least 9 characters ("more than 8 symbols"), at most 128, with a lower-case and an
 *   upper-case letter, a digit and a special character (the full message set, error codes 11–15).
 * - Sign-in answers error 8 ("e-mail or password incorrect") both for an unknown e-mail and a wrong
 *   password, and a reset request always answers success, so neither tells whether an e-mail exists.
 * - Sign-up needs the invitation code (`inviteLink`, error 32 when wrong, expired or used up) and a
 *   6-digit confirmation code e-mailed to the address first (error 30 when wrong or expired).
 * - Required fields use code 160 (REQUIRED, spec 1 §5): an empty required field of sign-in, sign-up,
 *   the confirmation-code request, the waiting list, the newsletter, the reset request, the new
 *   password of a reset link, change password and account deletion answers 400 with errorCode 160
 *   and one field error per empty field (code `REQUIRED`), all of them at once and before any other
 *   rule. E-mails and codes count as empty when only spaces; passwords are taken as typed. A code
 *   that is there but wrong stays 30 (confirmation) or 32 (invitation).
 * - Codes 6 (EMPTY_CREDENTIALS) and 20 (PASSWORD_EMPTY) of spec 1 §8 are never answered any more:
 *   160 says the same per field. They stay in the table, with their messages, so an app can still
 *   name them (a cached answer, an older server); nothing new should send them.
 */

/** Account error codes of spec 1 §8 (message key USER.FORM.VALIDATION.ERROR.NAME.{name}). */
export const ACCOUNT_ERROR = {
  NONE: 0,
  SIGN_IN_REQUIRED: 2,
  SOMETHING_WRONG: 4,
  EMPTY_CREDENTIALS: 6,
  CANT_FIND_USER: 7,
  WRONG_PASSWORD: 8,
  LOWER_CASE_NEEDED: 11,
  UPPER_CASE_NEEDED: 12,
  MIN_LENGTH: 13,
  DIGIT_NEEDED: 14,
  SPECIAL_CHARACTER_NEEDED: 15,
  EMAIL_NOT_VALID: 16,
  USER_EXISTS: 17,
  PASSWORD_EMPTY: 20,
  USER_NOT_FOUND: 21,
  PASSWORDS_DO_NOT_MATCH: 22,
  WRONG_CONFIRMATION_CODE: 30,
  WRONG_REFERRAL_CODE: 32,
  USER_DELETED: 33,
  PARTNER_USER_NOT_FOUND: 36,
  /** A required field is empty (spec 1 §5); the field errors name every empty field. */
  REQUIRED: 160,
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR)[keyof typeof ACCOUNT_ERROR];
export type AccountErrorName = keyof typeof ACCOUNT_ERROR;

/** The message key name of a code: USER.FORM.VALIDATION.ERROR.NAME.<name>. */
export function accountErrorName(code: number): AccountErrorName | undefined {
  return (Object.keys(ACCOUNT_ERROR) as AccountErrorName[]).find((name) => ACCOUNT_ERROR[name] === code);
}

/** Password length rule: the message says "more than 8 symbols". */
export const PASSWORD_MIN_LENGTH = 9;

/** Account first and last name (spec 1 §5). */
export const NAME_MAX_LENGTH = 45;
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;
/** Bookings page size (spec 1 §9). */
export const BOOKINGS_PAGE_SIZE = 50;

/** The password rules in the order they are checked; each failing rule is one error code. */
export function passwordProblems(password: string): AccountErrorCode[] {
  const problems: AccountErrorCode[] = [];
  if (!/[a-z]/.test(password)) problems.push(ACCOUNT_ERROR.LOWER_CASE_NEEDED);
  if (!/[A-Z]/.test(password)) problems.push(ACCOUNT_ERROR.UPPER_CASE_NEEDED);
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(ACCOUNT_ERROR.MIN_LENGTH);
  if (!/\d/.test(password)) problems.push(ACCOUNT_ERROR.DIGIT_NEEDED);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(ACCOUNT_ERROR.SPECIAL_CHARACTER_NEEDED);
  return problems;
}

/** A practical e-mail check (one @, a dot in the domain, no spaces), as the sign-in form applies it. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Letters only, single spaces or hyphens between them (ERROR.ONLY_LETTERS), at most 45 characters. */
export const NAME_PATTERN = /^\p{L}+([ -]\p{L}+)*$/u;
/** Phone: +, the country code and digits, no spaces, 1 to 22 digits (spec 1 §5). */
export const PHONE_PATTERN = /^\+\d{1,22}$/;

export const WALLET_ASSETS = ['USDC', 'USDT'] as const;
export type WalletAsset = (typeof WALLET_ASSETS)[number];

/** An EVM address (USDC and USDT are paid out on Ethereum). */
export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export const INVITATION_EXPIRY_DAYS = [1, 7, 30] as const;

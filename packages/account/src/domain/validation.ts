import {
  ACCOUNT_ERROR,
  CONTACT_MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PHONE_PATTERN,
  WALLET_ADDRESS_PATTERN,
  accountErrorName,
  isValidEmail,
  passwordProblems,
} from '@clubstay/contract/accounts-rules';
import type { MessageKey } from '@clubstay/i18n/resources';

/**
 * The form rules of spec 1 §5, as pure functions: each returns the translation key of the message to
 * show per field (empty when the form is valid). The server applies the same rules; these spare a
 * round trip and speak the user's language at once.
 */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/**
 * An empty required field (spec 1 §5, account code 160): the same field message whether the form or
 * the API found it; the API's answer adds the form-level USER.FORM.VALIDATION.ERROR.NAME.REQUIRED.
 */
export const REQUIRED = 'GENERAL_FIELD.REQUIRED' satisfies MessageKey;
export const INCORRECT_FORMAT = 'GENERAL_FIELD.INCORRECT_FORMAT' satisfies MessageKey;
export const ONLY_LETTERS = 'ERROR.ONLY_LETTERS' satisfies MessageKey;
export const TOO_LONG = 'GENERAL_FIELD.TOO_LONG' satisfies MessageKey;

/** USER.FORM.VALIDATION.ERROR.NAME.{code name} for an account error code. */
export function codeKey(code: number): MessageKey {
  return `USER.FORM.VALIDATION.ERROR.NAME.${accountErrorName(code) ?? 'SOMETHING_WRONG'}`;
}

export function emailError(email: string): MessageKey | undefined {
  if (!email.trim()) return REQUIRED;
  if (!isValidEmail(email.trim())) return codeKey(ACCOUNT_ERROR.EMAIL_NOT_VALID);
  return undefined;
}

/** Required (code 160's field message) when empty, else the first failing password rule (11–15). */
function passwordError(password: string): MessageKey | undefined {
  if (!password) return REQUIRED;
  const first = passwordProblems(password)[0];
  return first === undefined ? undefined : codeKey(first);
}

function clean<F extends string>(errors: Record<F, MessageKey | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as FieldErrors<F>;
}

export function validateSignIn(form: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return clean({ email: emailError(form.email), password: form.password ? undefined : REQUIRED });
}

export interface SignUpForm {
  email: string;
  confirmationCode: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
}
export function validateSignUp(form: SignUpForm): FieldErrors<keyof SignUpForm> {
  return clean({
    email: emailError(form.email),
    confirmationCode: form.confirmationCode.trim() ? undefined : REQUIRED,
    ...newPasswordChecks(form),
    inviteCode: form.inviteCode.trim() ? undefined : REQUIRED,
  });
}

/** A new password's rules, and its confirmation: given, and the same. */
function newPasswordChecks(form: { password: string; confirmPassword: string }) {
  return {
    password: passwordError(form.password),
    confirmPassword: !form.confirmPassword
      ? REQUIRED
      : form.confirmPassword === form.password
        ? undefined
        : codeKey(ACCOUNT_ERROR.PASSWORDS_DO_NOT_MATCH),
  };
}

export function validateNewPassword(form: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  return clean(newPasswordChecks(form));
}

export function validateChangePassword(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> {
  const next = validateNewPassword({ password: form.newPassword, confirmPassword: form.confirmPassword });
  return clean({
    currentPassword: form.currentPassword ? undefined : REQUIRED,
    newPassword: next.password,
    confirmPassword: next.confirmPassword,
  });
}

/** Names: required, letters with spaces or hyphens between them, at most 45 characters. */
export function nameError(name: string): MessageKey | undefined {
  const value = name.trim();
  if (!value) return REQUIRED;
  if ([...value].length > NAME_MAX_LENGTH) return TOO_LONG;
  if (!NAME_PATTERN.test(value)) return ONLY_LETTERS;
  return undefined;
}

/** Phone: optional; otherwise + and 1 to 22 digits, no spaces. */
export function phoneError(phone: string): MessageKey | undefined {
  const value = phone.trim();
  return !value || PHONE_PATTERN.test(value) ? undefined : INCORRECT_FORMAT;
}

export function validatePersonalInfo(form: {
  name: string;
  surname: string;
  phone: string;
}): FieldErrors<'name' | 'surname' | 'phone'> {
  return clean({
    name: nameError(form.name),
    surname: nameError(form.surname),
    phone: phoneError(form.phone),
  });
}

export interface ContactForm {
  subject: string;
  bookingId: string;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phone: string;
}
export function validateContact(form: ContactForm): FieldErrors<keyof ContactForm> {
  const message = form.message.trim();
  return clean({
    subject: form.subject.trim() ? undefined : REQUIRED,
    bookingId: undefined,
    email: emailError(form.email),
    firstName: nameError(form.firstName),
    lastName: nameError(form.lastName),
    message: !message ? REQUIRED : [...message].length > CONTACT_MESSAGE_MAX_LENGTH ? TOO_LONG : undefined,
    phone: phoneError(form.phone),
  });
}

export function validateWithdrawal(
  form: { amount: string; address: string },
  rules: { minAmount: number; maxAmount: number },
): FieldErrors<'amount' | 'address'> {
  const amount = Number(form.amount.replace(',', '.'));
  return clean({
    amount: !form.amount.trim()
      ? REQUIRED
      : !Number.isFinite(amount) || amount <= 0
        ? 'GENERAL_FIELD.ONLY_NUMBERS'
        : amount < rules.minAmount
          ? 'ACCOUNT.WALLET.BELOW_MIN'
          : amount > rules.maxAmount
            ? 'ACCOUNT.WALLET.ABOVE_MAX'
            : undefined,
    address: !form.address.trim()
      ? REQUIRED
      : WALLET_ADDRESS_PATTERN.test(form.address.trim())
        ? undefined
        : INCORRECT_FORMAT,
  });
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

import { ACCOUNT_ERROR, type AccountErrorCode, accountErrorName } from '@clubstay/contract/accounts';
import type { FieldError } from '@clubstay/contract/errors';
import { HttpError } from '#http.ts';

/** The English texts of the account error codes (spec 1 §8 "Texts seen"); the apps show their own translations. */
const TEXTS: Record<AccountErrorCode, string> = {
  0: 'None',
  2: 'User should be signed in',
  4: 'Something went wrong',
  6: 'Your e-mail or password is missing',
  7: "Can't find user",
  8: 'E-mail or password incorrect. You can set a new password.',
  11: 'The password needs a lower-case letter',
  12: 'The password needs an upper-case letter',
  13: 'The password must be more than 8 symbols',
  14: 'The password needs a digit',
  15: 'The password needs a special character',
  16: 'Invalid e-mail format',
  17: 'This e-mail address is already in use',
  20: 'Password is missing',
  21: 'User not found',
  22: 'Passwords do not match',
  30: 'Wrong confirmation code',
  32: 'Wrong invitation code',
  33: 'This account was deleted: it cannot sign in or register again with the same e-mail',
  36: 'Log in or create an account with the partner to access the partner site',
  160: 'Please fill in the required fields',
};

/** Where a field error says it better than the answer's message. */
const FIELD_TEXTS: Partial<Record<AccountErrorCode, string>> = { 160: 'This field is required' };

/** An account error: the HTTP status, the spec's error code and, for 400s, the fields to blame. */
export function accountError(
  status: number,
  code: AccountErrorCode,
  fields: string[] = [],
  data?: Record<string, unknown>,
): HttpError {
  const name = accountErrorName(code) ?? 'SOMETHING_WRONG';
  const message = FIELD_TEXTS[code] ?? TEXTS[code];
  const errors: FieldError[] = fields.map((field) => ({ field, code: name, message }));
  return new HttpError(status, TEXTS[code], errors, code, data);
}

/**
 * Required fields (spec 1 §5, code 160): every field whose value is empty, named at once, before any
 * other rule runs. Callers pass e-mails and codes trimmed, passwords as typed; `undefined` is a field
 * the caller may leave out, and is not checked.
 */
export function requireFields(values: Record<string, string | undefined>): void {
  const empty = Object.entries(values)
    .filter(([, value]) => value === '')
    .map(([field]) => `body.${field}`);
  if (empty.length) throw accountError(400, ACCOUNT_ERROR.REQUIRED, empty);
}

/** A 400 naming the field, without an account code (contact form, wallet). */
export function fieldError(field: string, code: string, message: string, status = 400): HttpError {
  return new HttpError(status, message, [{ field, code, message }]);
}

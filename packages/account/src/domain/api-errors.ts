import { ACCOUNT_ERROR, accountErrorName } from '@clubstay/contract/accounts-rules';
import type { MessageKey } from '@clubstay/i18n/resources';
import { codeKey, INCORRECT_FORMAT, ONLY_LETTERS, REQUIRED, TOO_LONG } from './validation.ts';

/** What the screens need of a failed call (an ApiError of @clubstay/api-client, or anything thrown). */
interface FailedCall {
  status?: number;
  errorCode?: number;
  errors?: readonly { field: string; code: string }[];
  data?: unknown;
}

/**
 * The message key for a failed account call (spec 1 §8): the account error code's message when there
 * is one; for a reset link without a code the HTTP status stands in (410: expired, a new one can be
 * sent); 429 asks to wait; anything else is the generic "reload" message.
 */
export function failureKey(error: unknown): MessageKey {
  const failed = (error ?? {}) as FailedCall;
  if (typeof failed.errorCode === 'number' && failed.errorCode !== 0 && accountErrorName(failed.errorCode))
    return codeKey(failed.errorCode);
  if (failed.status === 410) return 'ACCOUNT.ERRORS.RESET_LINK_EXPIRED';
  if (failed.status === 429) return 'ACCOUNT.ERRORS.TOO_MANY';
  if (failed.status === 409) return 'ACCOUNT.ERRORS.CONFLICT';
  if (failed.status === 403) return 'ACCOUNT.ERRORS.FORBIDDEN';
  if (failed.status === 0) return 'ACCOUNT.ERRORS.OFFLINE';
  return 'ACCOUNT.ERRORS.GENERIC';
}

const FIELD_CODES: Record<string, MessageKey> = {
  required: REQUIRED,
  // Account code 160: the field says "required"; the banner (failureKey) says what to do.
  REQUIRED,
  only_letters: ONLY_LETTERS,
  too_long: TOO_LONG,
  invalid_phone: INCORRECT_FORMAT,
  invalid_address: INCORRECT_FORMAT,
  invalid_email: codeKey(16),
  insufficient_balance: 'ACCOUNT.WALLET.ABOVE_MAX',
  too_small: 'ACCOUNT.WALLET.BELOW_MIN',
};

/** The server's field errors (`body.name` → `name`) as message keys, for the fields of a form. */
export function fieldKeys(error: unknown): Record<string, MessageKey> {
  const failed = (error ?? {}) as FailedCall;
  const keys: Record<string, MessageKey> = {};
  for (const item of failed.errors ?? []) {
    const field = item.field.replace(/^body\./, '');
    const fromCode = FIELD_CODES[item.code];
    const fromAccount = (ACCOUNT_ERROR as Record<string, number>)[item.code];
    keys[field] ??= fromCode ?? (fromAccount === undefined ? INCORRECT_FORMAT : codeKey(fromAccount));
  }
  return keys;
}

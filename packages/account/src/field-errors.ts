import type { MessageKey } from '@clubstay/i18n/resources';
import type { FieldErrors } from '#domain/validation.ts';

/**
 * A form's field error props for its text fields: `{...errorProps(name)}` marks the field invalid and
 * shows its message, in the page's language, when the form's check (or the API) found one.
 */
export function fieldErrorProps<F extends string>(
  errors: FieldErrors<F>,
  translate: (key: MessageKey) => string,
): (name: F) => { isInvalid: boolean; errorMessage: string | undefined } {
  return (name) => {
    const key = errors[name];
    return { isInvalid: Boolean(key), errorMessage: key ? translate(key) : undefined };
  };
}

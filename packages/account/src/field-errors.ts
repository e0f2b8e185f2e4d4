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

/**
 * A form's text field props: its value, a change that clears the field's error (an error stays until
 * its field changes), and its error props. `{...field('name')}`.
 */
export function editableFieldProps<F extends string>(
  form: Record<F, string>,
  setForm: (next: Record<F, string>) => void,
  errors: FieldErrors<F>,
  setErrors: (next: FieldErrors<F>) => void,
  translate: (key: MessageKey) => string,
): (name: F) => {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
} {
  const errorProps = fieldErrorProps(errors, translate);
  return (name) => ({
    value: form[name],
    onChange: (value) => {
      setForm({ ...form, [name]: value });
      setErrors({ ...errors, [name]: undefined });
    },
    ...errorProps(name),
  });
}

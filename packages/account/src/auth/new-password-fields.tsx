import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { TextField } from '@clubstay/ui/text-field';
import type { FieldErrors } from '#domain/validation.ts';
import { fieldErrorProps } from '#field-errors.ts';

type NewPassword = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on sign-up, "New password" where one is replaced. */
  label: MessageKey;
  value: Record<NewPassword, string>;
  onChange: (patch: Partial<Record<NewPassword, string>>) => void;
  errors: FieldErrors<NewPassword>;
}

/** A new password and its confirmation (sign-up, reset link, settings): the rules under the first. */
export function NewPasswordFields({ label, value, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const field = fieldErrorProps(errors, t);
  return (
    <>
      <TextField
        label={t(label)}
        type="password"
        autoComplete="new-password"
        description={t('AUTH.PASSWORD_RULES')}
        value={value.password}
        onChange={(password) => onChange({ password })}
        {...field('password')}
      />
      <TextField
        label={t('AUTH.CONFIRM_PASSWORD')}
        type="password"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(confirmPassword) => onChange({ confirmPassword })}
        {...field('confirmPassword')}
      />
    </>
  );
}

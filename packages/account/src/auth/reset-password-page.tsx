import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { TextField } from '@clubstay/ui/text-field';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import { type FieldErrors, hasErrors, validateNewPassword } from '#domain/validation.ts';
import { fieldErrorProps } from '#field-errors.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { FormError } from './auth-forms.tsx';
import { openAuthModal } from './auth-modal-store.ts';

/**
 * /reset-password?token=… (the link of the reset e-mail): a new password twice. An expired or used
 * link says so and offers to send a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const token = typeof search.token === 'string' ? search.token : '';
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const field = fieldErrorProps(errors, t);
  const [failure, setFailure] = useState<MessageKey | null>(
    token ? null : 'ACCOUNT.ERRORS.RESET_LINK_EXPIRED',
  );
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || !token) return;
    setPending(true);
    try {
      await api.resetPassword(token, form.password, form.confirmPassword);
      setDone(true);
    } catch (error) {
      setFailure(failureKey(error));
      setErrors(fieldKeys(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={css.narrowPage} aria-labelledby="reset-title">
      <h1 id="reset-title" className={css.title}>
        {t('AUTH.NEW_PASSWORD_TITLE')}
      </h1>
      {done ? (
        <div className={css.card}>
          <Banner tone="success" live="status">
            {t('AUTH.NEW_PASSWORD_DONE')}
          </Banner>
          <Button onPress={() => void navigate({ to: '/auth/sign-in' })}>{t('AUTH.SIGN_IN_BUTTON')}</Button>
        </div>
      ) : (
        <form
          method="post"
          className={`${css.card} ${css.form}`}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <FormError messageKey={failure} />
          {failure === 'ACCOUNT.ERRORS.RESET_LINK_EXPIRED' ? (
            <Button variant="secondary" onPress={() => openAuthModal('reset')}>
              {t('AUTH.RESET_SEND_AGAIN')}
            </Button>
          ) : null}
          <TextField
            label={t('AUTH.NEW_PASSWORD')}
            type="password"
            autoComplete="new-password"
            description={t('AUTH.PASSWORD_RULES')}
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
            {...field('password')}
          />
          <TextField
            label={t('AUTH.CONFIRM_PASSWORD')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(confirmPassword) => setForm({ ...form, confirmPassword })}
            {...field('confirmPassword')}
          />
          <Button type="submit" isPending={pending} isDisabled={!token}>
            {t('AUTH.NEW_PASSWORD_BUTTON')}
          </Button>
        </form>
      )}
    </section>
  );
}

import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { validateNewPassword } from '#domain/validation.ts';
import { useFormSend } from '#form-send.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { FormError } from './auth-forms.tsx';
import { openAuthModal } from './auth-modal-store.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

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
  const { errors, failure, pending, send } = useFormSend<'password' | 'confirmPassword'>(
    token ? null : 'ACCOUNT.ERRORS.RESET_LINK_EXPIRED',
  );
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(
      validateNewPassword(form),
      async () => {
        await api.resetPassword(token, form.password, form.confirmPassword);
        setDone(true);
      },
      Boolean(token),
    );
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
          <NewPasswordFields
            label="AUTH.NEW_PASSWORD"
            value={form}
            onChange={(patch) => setForm({ ...form, ...patch })}
            errors={errors}
          />
          <Button type="submit" isPending={pending} isDisabled={!token}>
            {t('AUTH.NEW_PASSWORD_BUTTON')}
          </Button>
        </form>
      )}
    </section>
  );
}

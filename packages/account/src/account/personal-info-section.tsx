import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext, useAuthUser } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Spinner } from '@clubstay/ui/spinner';
import { TextField } from '@clubstay/ui/text-field';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import { type FieldErrors, hasErrors, validatePersonalInfo } from '#domain/validation.ts';
import { FormError } from '#auth/auth-forms.tsx';
import { editableFieldProps } from '#field-errors.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { useProfile, useProfileStore, usePageStart } from './account-page.ts';

type Field = 'name' | 'surname' | 'phone';

/** Personal information: first and last name (letters, spaces or hyphens, 45 at most) and phone. */
export function PersonalInfoSection() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { auth } = useAppContext();
  const user = useAuthUser();
  const { info, status, error } = useProfile();
  const store = useProfileStore();
  const start = usePageStart('customer');
  const [form, setForm] = useState<Record<Field, string> | null>(() =>
    start ? { name: start.name, surname: start.surname, phone: start.phone } : null,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    // The server's page came with the member's info: nothing to ask.
    if (start) return;
    void store
      .getState()
      .load(api, user?.email)
      .then((loaded) => {
        if (loaded) setForm({ name: loaded.name, surname: loaded.surname, phone: loaded.phone });
      });
  }, [api, start, store, user?.email]);

  if (!info || !form) {
    return error ? (
      <Banner tone="danger" live="alert">
        {t(failureKey(error))}
      </Banner>
    ) : (
      <Spinner label={t('ACCOUNT.LOADING')} showLabel />
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePersonalInfo(form);
    setErrors(found);
    setSaved(false);
    if (hasErrors(found)) return;
    try {
      const next = await store
        .getState()
        .save(api, { name: form.name.trim(), surname: form.surname.trim(), phone: form.phone.trim() });
      auth.userUpdated(next);
      setSaved(true);
    } catch (caught) {
      setErrors(fieldKeys(caught));
    }
  };
  const field = editableFieldProps(form, setForm, errors, setErrors, t);
  return (
    <form
      method="post"
      className={`${css.card} ${css.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FormError messageKey={error && !hasErrors(errors) ? failureKey(error) : null} />
      {saved ? (
        <Banner tone="success" live="status">
          {t('ACCOUNT.PERSONAL.SAVED')}
        </Banner>
      ) : null}
      <div className={css.row}>
        <TextField
          label={t('ACCOUNT.PERSONAL.FIRST_NAME')}
          autoComplete="given-name"
          maxLength={45}
          {...field('name')}
        />
        <TextField
          label={t('ACCOUNT.PERSONAL.LAST_NAME')}
          autoComplete="family-name"
          maxLength={45}
          {...field('surname')}
        />
      </div>
      <TextField
        label={t('AUTH.EMAIL')}
        value={info.email}
        isReadOnly
        description={t('ACCOUNT.PERSONAL.EMAIL_HELP')}
      />
      <TextField
        label={t('ACCOUNT.PERSONAL.PHONE')}
        type="tel"
        autoComplete="tel"
        placeholder="+441234567890"
        description={t('ACCOUNT.PERSONAL.PHONE_HELP')}
        {...field('phone')}
      />
      <div className={css.actions}>
        <Button type="submit" isPending={status === 'running'}>
          {t('ACCOUNT.SAVE')}
        </Button>
      </div>
    </form>
  );
}

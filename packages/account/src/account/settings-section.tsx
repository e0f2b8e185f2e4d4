import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import type { Consents } from '@clubstay/contract/accounts';
import { useAppContext, useAuthUser } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Spinner } from '@clubstay/ui/spinner';
import { Switch } from '@clubstay/ui/switch';
import { TextField } from '@clubstay/ui/text-field';
import { failureKey } from '#domain/api-errors.ts';
import { REQUIRED, validateChangePassword } from '#domain/validation.ts';
import { FormError } from '#auth/auth-forms.tsx';
import { NewPasswordFields } from '#auth/new-password-fields.tsx';
import { fieldErrorProps } from '#field-errors.ts';
import { useFormSend } from '#form-send.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { useProfile, useProfileStore, usePageStart } from './account-page.ts';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

function ChangePasswordForm() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [form, setForm] = useState(empty);
  const { errors, failure, pending, send } = useFormSend<PasswordField>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    await send(validateChangePassword(form), async () => {
      await api.changePassword(form);
      setForm(empty);
      setDone(true);
    });
  };
  const field = fieldErrorProps(errors, t);
  return (
    <form
      method="post"
      className={`${css.card} ${css.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="password-title"
    >
      <h2 id="password-title" className={css.subtitle}>
        {t('ACCOUNT.SETTINGS.PASSWORD_TITLE')}
      </h2>
      <FormError messageKey={failure} />
      {done ? (
        <Banner tone="success" live="status">
          {t('ACCOUNT.SETTINGS.PASSWORD_CHANGED')}
        </Banner>
      ) : null}
      <TextField
        label={t('ACCOUNT.SETTINGS.CURRENT_PASSWORD')}
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(currentPassword) => setForm({ ...form, currentPassword })}
        {...field('currentPassword')}
      />
      <div className={css.row}>
        <NewPasswordFields
          label="AUTH.NEW_PASSWORD"
          value={{ password: form.newPassword, confirmPassword: form.confirmPassword }}
          onChange={({ password: newPassword = form.newPassword, confirmPassword = form.confirmPassword }) =>
            setForm({ ...form, newPassword, confirmPassword })
          }
          errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
        />
      </div>
      <div className={css.actions}>
        <Button type="submit" isPending={pending}>
          {t('ACCOUNT.SETTINGS.CHANGE_PASSWORD')}
        </Button>
        <Link to="/auth/reset-password" className={css.link}>
          {t('AUTH.FORGOT_PASSWORD')}
        </Link>
      </div>
    </form>
  );
}

const CONSENTS: (keyof Consents)[] = ['personalisedOffers', 'partnerSharing', 'analytics'];

function PreferencesCard() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const user = useAuthUser();
  const { info, error } = useProfile();
  const store = useProfileStore();
  const started = usePageStart('customer') !== undefined;
  useEffect(() => {
    // The server's page came with the member's info: nothing to ask.
    if (started) return;
    void store.getState().load(api, user?.email);
  }, [api, started, store, user?.email]);
  if (!info)
    return error ? (
      <Banner tone="danger" live="alert">
        {t(failureKey(error))}
      </Banner>
    ) : (
      <Spinner label={t('ACCOUNT.LOADING')} showLabel />
    );
  const toggle = store.getState().toggle;
  return (
    <>
      <section className={css.card} aria-labelledby="notifications-title">
        <h2 id="notifications-title" className={css.subtitle}>
          {t('ACCOUNT.SETTINGS.NOTIFICATIONS_TITLE')}
        </h2>
        {error ? <FormError messageKey={failureKey(error)} /> : null}
        <Switch
          isSelected={info.notificationPreferences.newsletter}
          onChange={(newsletter) => void toggle(api, { notificationPreferences: { newsletter } })}
        >
          {t('ACCOUNT.SETTINGS.NEWSLETTER')}
        </Switch>
        <Switch
          isSelected={info.notificationPreferences.smsDeals}
          onChange={(smsDeals) => void toggle(api, { notificationPreferences: { smsDeals } })}
        >
          {t('ACCOUNT.SETTINGS.SMS_DEALS')}
        </Switch>
        <Link
          to="/subscriptions-management/$token"
          params={{ token: info.subscriptionToken }}
          className={css.link}
        >
          {t('ACCOUNT.SETTINGS.MANAGE_SUBSCRIPTIONS')}
        </Link>
      </section>
      <section className={css.card} aria-labelledby="consents-title">
        <h2 id="consents-title" className={css.subtitle}>
          {t('ACCOUNT.SETTINGS.CONSENTS_TITLE')}
        </h2>
        {CONSENTS.map((key) => (
          <Switch
            key={key}
            isSelected={info.consents[key]}
            onChange={(value) => void toggle(api, { consents: { [key]: value } })}
          >
            {t(`ACCOUNT.SETTINGS.CONSENT.${key}`)}
          </Switch>
        ))}
      </section>
    </>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { auth } = useAppContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!password) return setError(REQUIRED);
    setPending(true);
    try {
      await api.deleteCustomer(password);
      await auth.signOut();
      void navigate({ to: '/' });
    } catch (caught) {
      setError(failureKey(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={css.card} aria-labelledby="delete-title">
      <h2 id="delete-title" className={css.subtitle}>
        {t('ACCOUNT.SETTINGS.DELETE_TITLE')}
      </h2>
      <p className={css.muted}>{t('ACCOUNT.SETTINGS.DELETE_TEXT')}</p>
      <div className={css.actions}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('ACCOUNT.SETTINGS.DELETE_BUTTON')}
        </Button>
      </div>
      <Modal isOpen={open} onOpenChange={setOpen} isDismissable>
        <Dialog
          title={t('ACCOUNT.SETTINGS.DELETE_TITLE')}
          closeLabel={t('AUTH.CLOSE')}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t('ACCOUNT.BOOKINGS.KEEP')}
              </Button>
              <Button isPending={pending} onPress={() => void confirm()}>
                {t('ACCOUNT.SETTINGS.DELETE_CONFIRM')}
              </Button>
            </>
          )}
        >
          <p className={css.text}>{t('ACCOUNT.SETTINGS.DELETE_TEXT')}</p>
          <TextField
            label={t('AUTH.PASSWORD')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isInvalid={Boolean(error)}
            errorMessage={error ? t(error) : undefined}
          />
        </Dialog>
      </Modal>
    </section>
  );
}

/** Settings: change password, notification preferences, consents, and account deletion. */
export function SettingsSection() {
  return (
    <div className={css.form}>
      <ChangePasswordForm />
      <PreferencesCard />
      <DeleteAccount />
    </div>
  );
}

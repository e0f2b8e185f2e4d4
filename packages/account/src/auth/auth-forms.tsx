import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { REFERRAL_COOKIE, readCookie } from '@clubstay/api-client/cookies';
import { useAppContext } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Checkbox } from '@clubstay/ui/checkbox';
import { TextField } from '@clubstay/ui/text-field';
import { hotelEs, partnerRefs } from '#domain/address-context.ts';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import {
  type FieldErrors,
  hasErrors,
  validateSignIn,
  validateSignUp,
  emailError,
  type SignUpForm,
} from '#domain/validation.ts';
import { fieldErrorProps } from '#field-errors.ts';
import { useFormSend } from '#form-send.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';

import type { AuthKind } from './auth-modal-store.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

interface FormProps {
  /** After a successful sign-in or sign-up. */
  onSignedIn: () => void;
  /** To another form, with the e-mail typed here: it is carried over, not asked for again. */
  onSwitch: (kind: AuthKind, email: string) => void;
  /** The e-mail carried over from the form the visitor switched from. */
  email?: string;
}

/** A failure banner (role alert: read at once) for a form-level error. */
export function FormError({ messageKey }: { messageKey: MessageKey | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Banner tone="danger" live="alert">
      {t(messageKey)}
    </Banner>
  );
}

/** Sign in (spec 1 §5): e-mail and password; the API sets the HttpOnly session cookie, the shell learns the member. */
export function SignInForm({
  onSignedIn,
  onSwitch,
  canSignUp,
  email = '',
}: FormProps & { canSignUp: boolean }) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { auth, analytics } = useAppContext();
  const [form, setForm] = useState({ email, password: '' });
  const { errors, failure, pending, send } = useFormSend<'email' | 'password'>();
  const field = fieldErrorProps(errors, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(validateSignIn(form), async () => {
      // An unlock e-mail's link (`/auth/sign-in?unlock=…`) lifts the account-wide ceiling for its owner.
      const unlock = new URLSearchParams(window.location.search).get('unlock') ?? undefined;
      const answer = await api.login(form.email.trim(), form.password, hotelEs(window.location.href), unlock);
      auth.signedIn(answer.customerInfo);
      analytics?.track({ type: 'login' });
      onSignedIn();
    });
  };

  return (
    <form method="post" className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError messageKey={failure} />
      <TextField
        label={t('AUTH.EMAIL')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(email) => setForm({ ...form, email })}
        {...field('email')}
      />
      <TextField
        label={t('AUTH.PASSWORD')}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        {...field('password')}
      />
      <Button type="submit" isPending={pending}>
        {t('AUTH.SIGN_IN_BUTTON')}
      </Button>
      <div className={css.actions}>
        <Button variant="ghost" size="small" onPress={() => onSwitch('reset', form.email)}>
          {t('AUTH.FORGOT_PASSWORD')}
        </Button>
        {canSignUp ? (
          <Button variant="ghost" size="small" onPress={() => onSwitch('sign-up', form.email)}>
            {t('AUTH.NO_ACCOUNT')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The invitation code from a shared link (`?code=`), if any. */
function codeFromAddress(): string {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get('code')?.slice(0, 40) ?? '';
  } catch {
    return '';
  }
}

/**
 * Sign up by invitation (spec 1 §5): e-mail, a confirmation code e-mailed on request, the password
 * twice, the invitation code and the newsletter choice; without a code the visitor joins the
 * waiting list instead.
 */
export function SignUpForm({ onSignedIn, onSwitch, email = '' }: FormProps) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { auth } = useAppContext();
  const [form, setForm] = useState<SignUpForm & { newsletter: boolean }>({
    email,
    confirmationCode: '',
    password: '',
    confirmPassword: '',
    inviteCode: codeFromAddress(),
    newsletter: true,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpForm>>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState<'code' | 'join' | 'wait' | null>(null);
  const set = (patch: Partial<typeof form>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    // An error stays until its field changes.
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in patch))),
    );
  };
  const field = fieldErrorProps(errors, t);

  const sendCode = async () => {
    const problem = emailError(form.email);
    setErrors(problem ? { email: problem } : {});
    setFailure(null);
    if (problem) return;
    setPending('code');
    try {
      await api.requestConfirmationCode(form.email.trim());
      setNotice('AUTH.CODE_SENT');
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setPending(null);
    }
  };

  const joinWaitingList = async () => {
    const problem = emailError(form.email);
    setErrors(problem ? { email: problem } : {});
    setFailure(null);
    if (problem) return;
    setPending('wait');
    try {
      await api.joinWaitingList(form.email.trim());
      setNotice('AUTH.WAITING_LIST_JOINED');
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setPending(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(form);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setPending('join');
    try {
      const referral = readCookie(REFERRAL_COOKIE);
      const answer = await api.register({
        email: form.email.trim(),
        password: form.password,
        confirmationCode: form.confirmationCode.trim(),
        inviteLink: form.inviteCode.trim(),
        enableSubscriptions: form.newsletter,
        ...(referral ? { referralCode: referral } : {}),
        ...partnerRefs(window.location.href),
      });
      auth.signedIn(answer.customerInfo);
      onSignedIn();
    } catch (error) {
      setFailure(failureKey(error));
      const keys = fieldKeys(error);
      setErrors({ ...keys, ...(keys.inviteLink ? { inviteCode: keys.inviteLink } : {}) });
    } finally {
      setPending(null);
    }
  };

  return (
    <form method="post" className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={css.muted}>{t('AUTH.SIGN_UP_HELP')}</p>
      <FormError messageKey={failure} />
      {notice ? (
        <Banner tone="success" live="status">
          {t(notice, { email: form.email.trim() })}
        </Banner>
      ) : null}
      <div className={css.inline}>
        <TextField
          className={css.grow}
          label={t('AUTH.EMAIL')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => set({ email })}
          {...field('email')}
        />
        <Button variant="secondary" onPress={() => void sendCode()} isPending={pending === 'code'}>
          {t('AUTH.SEND_CODE')}
        </Button>
      </div>
      <TextField
        label={t('AUTH.CONFIRMATION_CODE')}
        description={t('AUTH.CONFIRMATION_CODE_HELP')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={form.confirmationCode}
        onChange={(confirmationCode) => set({ confirmationCode })}
        {...field('confirmationCode')}
      />
      <TextField
        label={t('AUTH.INVITATION_CODE')}
        value={form.inviteCode}
        onChange={(inviteCode) => set({ inviteCode })}
        {...field('inviteCode')}
      />
      <div className={css.row}>
        <NewPasswordFields label="AUTH.PASSWORD" value={form} onChange={set} errors={errors} />
      </div>
      <Checkbox isSelected={form.newsletter} onChange={(newsletter) => set({ newsletter })}>
        {t('AUTH.NEWSLETTER')}
      </Checkbox>
      <Button type="submit" isPending={pending === 'join'}>
        {t('AUTH.SIGN_UP_BUTTON')}
      </Button>
      <div className={css.actions}>
        <Button
          variant="ghost"
          size="small"
          onPress={() => void joinWaitingList()}
          isPending={pending === 'wait'}
        >
          {t('AUTH.JOIN_WAITING_LIST')}
        </Button>
        <Button variant="ghost" size="small" onPress={() => onSwitch('sign-in', form.email)}>
          {t('AUTH.HAVE_ACCOUNT')}
        </Button>
      </div>
    </form>
  );
}

/** Asks for a reset link; the answer is the same whether or not the e-mail belongs to a member. */
export function ResetRequestForm({ onSwitch, email: carried = '' }: Pick<FormProps, 'onSwitch' | 'email'>) {
  const { t } = useTranslation();
  const api = useAccountApi();
  const [email, setEmail] = useState(carried);
  const [error, setError] = useState<MessageKey | undefined>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      await api.requestResetPassword(email.trim());
      setSent(true);
    } catch (caught) {
      setFailure(failureKey(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" className={css.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={css.muted}>{t('AUTH.RESET_HELP')}</p>
      <FormError messageKey={failure} />
      {sent ? (
        <Banner tone="success" live="status">
          {t('AUTH.RESET_SENT', { email: email.trim() })}
        </Banner>
      ) : null}
      <TextField
        label={t('AUTH.EMAIL')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(error)}
        errorMessage={error ? t(error) : undefined}
      />
      <Button type="submit" isPending={pending}>
        {t(sent ? 'AUTH.RESET_SEND_AGAIN' : 'AUTH.RESET_BUTTON')}
      </Button>
      <Button variant="ghost" size="small" onPress={() => onSwitch('sign-in', email)}>
        {t('AUTH.BACK_TO_SIGN_IN')}
      </Button>
    </form>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { NativeButton } from '@clubstay/ui/native-button';
import { useBrand } from '#brand-context.tsx';
import * as css from './footer.css.ts';

/** An address that can receive mail; the API checks it again (400 with a field error). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter sign-up of the footer (spec 1 §7 POST /customers/join-newsletter): anyone may join;
 * on success the visitor lands on /newsletter/thankyou. The account calls load on submit, not with
 * the page.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { client } = useBrand();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError('FOOTER.NEWSLETTER_INVALID');
      return;
    }
    setError(null);
    setSending(true);
    try {
      const { accountApi } = await import('@clubstay/api-client/account');
      await accountApi(client).joinNewsletter(address);
      await navigate({ to: '/newsletter/thankyou' });
    } catch {
      setError('FOOTER.NEWSLETTER_FAILED');
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      className={css.newsletter}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className={css.columnTitle}>
        {t('FOOTER.NEWSLETTER_TITLE')}
      </h2>
      <label htmlFor={`${id}-email`} className={css.newsletterLabel}>
        {t('FOOTER.NEWSLETTER_LABEL')}
      </label>
      <div className={css.newsletterRow}>
        <input
          id={`${id}-email`}
          className={css.newsletterInput}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={error === 'FOOTER.NEWSLETTER_INVALID' || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <NativeButton type="submit" disabled={sending}>
          {t('FOOTER.NEWSLETTER_SUBMIT')}
        </NativeButton>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={css.newsletterError}>
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}

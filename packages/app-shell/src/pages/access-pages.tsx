import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@clubstay/ui/spinner';
import { useBrand } from '#brand-context.tsx';
import { actionLink, centered, muted, title } from './pages.css.ts';

/** The 403-style view: a header, a text and a button to sign in. */
export function NotAuthenticatedPage() {
  const { t } = useTranslation();
  return (
    <section className={centered} aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className={title}>
        {t('NOT_AUTHENTICATED.HEADER')}
      </h1>
      <p className={muted}>{t('NOT_AUTHENTICATED.TEXT')}</p>
      <Link to="/auth/sign-in" className={actionLink}>
        {t('NOT_AUTHENTICATED.BUTTON')}
      </Link>
    </section>
  );
}

/** /skipAccessCheck: sets the skip flag, marks the visitor as guest and goes home. */
export function SkipAccessPage() {
  const { t } = useTranslation();
  const { access, router } = useBrand();
  const navigate = useNavigate();
  useEffect(() => {
    access.getState().skipAccess();
    void router.invalidate().then(() => navigate({ to: '/', replace: true }));
  }, [access, router, navigate]);
  return (
    <section className={centered}>
      <Spinner label={t('SKIP_ACCESS.TEXT')} showLabel />
    </section>
  );
}

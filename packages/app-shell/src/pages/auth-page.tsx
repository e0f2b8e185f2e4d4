import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accessRule } from '@clubstay/router/access';
import { useBrand } from '../brand-context.tsx';
import { actionLink, centered, muted, title } from './pages.css.ts';

type AuthKind = 'SIGN_IN' | 'SIGN_UP' | 'RESET';

/**
 * The auth screens' frame. The forms themselves (sign-in, sign-up by invitation, password reset) come
 * with the accounts feature; until then the page says so and offers the guest way in where the brand
 * allows it.
 */
export function AuthPage({ kind }: { kind: AuthKind }) {
  const { t } = useTranslation();
  const { settings } = useBrand();
  const brand = settings.displayName;
  const skip = accessRule('skipAccess', settings);
  return (
    <section className={centered} aria-labelledby="auth-title">
      <h1 id="auth-title" className={title}>
        {t(`AUTH.${kind}_TITLE`, { brand })}
      </h1>
      <p className={muted}>{t(`AUTH.${kind}_TEXT`, { brand })}</p>
      <p className={muted}>{t('AUTH.COMING', { brand })}</p>
      {skip !== 'never' ? (
        <Link to="/skipAccessCheck" className={actionLink}>
          {t('AUTH.CONTINUE_AS_GUEST')}
        </Link>
      ) : null}
    </section>
  );
}

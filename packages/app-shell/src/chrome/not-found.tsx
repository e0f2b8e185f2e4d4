import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { fullScreenText, fullScreenTitle } from './chrome.css.ts';
import { notFound } from './not-found.css.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className={notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={fullScreenTitle}>
        {t('NOT_FOUND.HEADER')}
      </h1>
      <p className={fullScreenText}>{t('NOT_FOUND.TEXT')}</p>
      <Link to="/">{t('NOT_FOUND.BUTTON')}</Link>
    </section>
  );
}

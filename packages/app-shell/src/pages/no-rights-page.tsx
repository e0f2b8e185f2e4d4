import { useTranslation } from 'react-i18next';
import { useBrand } from '#brand-context.tsx';
import { actionLink, centered, muted, title } from './pages.css.ts';

/** The no-rights page of spec 1 §2: a header, a text and a button to the partner site. */
export function NoRightsPage() {
  const { t } = useTranslation();
  const { settings } = useBrand();
  return (
    <section className={centered} aria-labelledby="no-rights-title">
      <h1 id="no-rights-title" className={title}>
        {t('NO_RIGHTS_PAGE.HEADER')}
      </h1>
      <p className={muted}>{t('NO_RIGHTS_PAGE.TEXT')}</p>
      <a href={settings.partnerSiteUrl} className={actionLink} rel="noopener">
        {t('NO_RIGHTS_PAGE.BUTTON_TEXT')}
      </a>
    </section>
  );
}

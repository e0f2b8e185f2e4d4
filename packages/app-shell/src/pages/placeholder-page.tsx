import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand-context.tsx';
import { centered, muted, title } from './pages.css.ts';

export type PlaceholderKey =
  | 'SEARCH'
  | 'HOTEL'
  | 'CHECKOUT'
  | 'CONFIRMATION'
  | 'ACCOUNT'
  | 'AFFILIATE'
  | 'SUBSCRIPTIONS'
  | 'UNSUBSCRIBE'
  | 'RESET_PASSWORD';

/**
 * A route whose feature has not shipped yet says so plainly, inside the real shell and guard, so
 * access rules can be walked end to end before the feature lands.
 */
export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const { t } = useTranslation();
  const brand = useBrand().settings.displayName;
  return (
    <section className={centered} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t('PLACEHOLDER.TITLE', { page: t(`PAGES.${page}`) })}
      </h1>
      <p className={muted}>{t('PLACEHOLDER.TEXT', { brand })}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useAppContext } from '@clubstay/router/context';
import { benefit, benefits, brandLine, hero, subtitle, title } from './home-screen.css.ts';

/** The home page: the hero with the brand's promise and the club's benefits. The search panel lands with the search issue. */
export function HomeScreen() {
  const { t } = useTranslation();
  const brandName = useAppContext().brand.displayName;
  return (
    <>
      <section className={hero} aria-labelledby="home-title">
        <p className={brandLine}>{brandName}</p>
        <h1 id="home-title" className={title}>
          {t('HOME.HERO_TITLE')}
        </h1>
        <p className={subtitle}>{t('HOME.HERO_SUBTITLE')}</p>
      </section>
      <ul className={benefits} aria-label={brandName}>
        {(['BENEFIT_HOTELS', 'BENEFIT_DISCOUNTS', 'BENEFIT_PAYMENTS', 'BENEFIT_SUPPORT'] as const).map((key) => (
          <li key={key} className={benefit}>
            {t(`HOME.${key}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

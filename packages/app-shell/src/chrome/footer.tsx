import { useTranslation } from 'react-i18next';
import type { BrandApp } from '../brand-app.ts';
import { footer, footerInner } from './chrome.css.ts';

/** The copyright year the spec fixes (spec 1 §9). */
export const COPYRIGHT_YEAR = 2025;

export function Footer({ brand }: { brand: BrandApp }) {
  const { t } = useTranslation();
  return (
    <footer className={footer}>
      <div className={footerInner}>
        <span>{t('FOOTER.COPYRIGHT', { year: COPYRIGHT_YEAR, brand: brand.settings.displayName })}</span>
      </div>
    </footer>
  );
}

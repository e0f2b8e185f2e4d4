import { useTranslation } from 'react-i18next';
import { footer, footerInner } from './chrome.css.ts';

/** The copyright year the spec fixes (spec 1 §9). */
export const COPYRIGHT_YEAR = 2025;

export function Footer({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  return (
    <footer className={footer}>
      <div className={footerInner}>
        <span>{t('FOOTER.COPYRIGHT', { year: COPYRIGHT_YEAR, brand: brandName })}</span>
      </div>
    </footer>
  );
}

import { Link } from '@tanstack/react-router';
import { Wordmark } from '@clubstay/ui/wordmark';
import { useBrand } from '../brand-context.tsx';
import { header, logoLink } from './chrome.css.ts';

export function Header() {
  const { settings } = useBrand();
  return (
    <header className={header}>
      <Link to="/" className={logoLink}>
        <Wordmark name={settings.displayName} />
      </Link>
    </header>
  );
}

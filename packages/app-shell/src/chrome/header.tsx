import { Link } from '@tanstack/react-router';
import { Wordmark } from '@clubstay/ui/wordmark';
import type { BrandApp } from '../brand-app.ts';
import { header, logoLink } from './chrome.css.ts';

export function Header({ brand }: { brand: BrandApp }) {
  const { Logo } = brand;
  const name = brand.settings.displayName;
  return (
    <header className={header}>
      <Link to="/" className={logoLink} aria-label={Logo ? name : undefined}>
        {Logo ? <Logo /> : <Wordmark name={name} />}
      </Link>
    </header>
  );
}

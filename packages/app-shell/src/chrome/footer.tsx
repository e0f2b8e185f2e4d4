import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { MessageKey } from '@clubstay/i18n/resources';
import { Wordmark } from '@clubstay/ui/wordmark';
import { useBrand, useWebview } from '#brand-context.tsx';
import { APP_STORE_LINKS, informationLinks, type NavLink, socialLinks } from '#nav/links.ts';
import { newTabProps } from '#start/webview.ts';
import * as css from './footer.css.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/** The copyright year the spec fixes (spec 1 §9). */
const COPYRIGHT_YEAR = 2025;

/**
 * A footer link: opens in a new tab (spec 1 §2), and says so to screen readers; inside a partner app's
 * webview, which has no tabs, in the same view.
 */
function NewTabLink({
  to,
  external,
  className = css.link,
  children,
}: {
  to: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const webview = useWebview();
  return (
    <a href={to} {...newTabProps(webview, external)} className={className}>
      {children}
      {webview ? null : <span className={css.visuallyHidden}> {t('APP.OPENS_IN_NEW_TAB')}</span>}
    </a>
  );
}

function Column({ title, links }: { title: MessageKey; links: NavLink[] }) {
  const { t } = useTranslation();
  if (!links.length) return null;
  return (
    <nav className={css.column} aria-label={t(title)}>
      <h2 className={css.columnTitle}>{t(title)}</h2>
      <ul className={css.list}>
        {links.map((link) => (
          <li key={`${link.label}-${link.to}`}>
            <NewTabLink to={link.to} external={link.external}>
              {t(link.label)}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const Footer = memo(function Footer() {
  const { t } = useTranslation();
  const { settings, access } = useBrand();
  const webview = useWebview();
  const level = useStore(access, (state) => state.level);
  const info = informationLinks(settings);
  const company = info.filter((link) => link.label === 'FOOTER.ABOUT' || link.label === 'FOOTER.CONTACT');
  const legal = info.filter((link) =>
    ['FOOTER.PRIVACY', 'FOOTER.TERMS', 'FOOTER.IMPRESSUM'].includes(link.label),
  );
  // Terms serves for both terms and dispute (spec 1 §2).
  legal.splice(legal.findIndex((link) => link.label === 'FOOTER.TERMS') + 1, 0, {
    label: 'FOOTER.DISPUTE',
    to: '/terms-and-conditions',
  });
  const help: NavLink[] = [
    { label: 'FOOTER.FAQ', to: '/faq' },
    { label: 'FOOTER.MANAGE_TRIPS', to: level === 'member' ? '/account/bookings' : '/auth/sign-in' },
  ];
  // Social sites and app stores lead out of a partner's app: not inside its webview.
  const socials = webview ? [] : socialLinks(settings);
  const appLinks = settings.shell.appLinks && !webview;
  const brand = settings.displayName;
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <div className={css.brandColumn}>
          <Link to="/" className={css.link}>
            <Wordmark name={brand} />
          </Link>
          {socials.length ? (
            <div className={css.row} aria-label={t('FOOTER.FOLLOW')} role="group">
              {socials.map(({ network, url }) => (
                <NewTabLink key={network} to={url} external className={css.pill}>
                  {t(`FOOTER.SOCIAL_${network.toUpperCase() as Uppercase<typeof network>}`, { brand })}
                </NewTabLink>
              ))}
            </div>
          ) : null}
          {appLinks ? (
            <div className={css.row} aria-label={t('FOOTER.APPS')} role="group">
              <NewTabLink to={APP_STORE_LINKS.android} external className={css.pill}>
                {t('FOOTER.ANDROID')}
              </NewTabLink>
              <NewTabLink to={APP_STORE_LINKS.ios} external className={css.pill}>
                {t('FOOTER.IOS')}
              </NewTabLink>
            </div>
          ) : null}
          <NewsletterForm />
        </div>
        <Column title="FOOTER.COMPANY" links={company} />
        <Column title="FOOTER.HELP" links={help} />
        <Column title="FOOTER.LEGAL" links={legal} />
      </div>
      <p className={css.bottom}>{t('FOOTER.COPYRIGHT', { year: COPYRIGHT_YEAR, brand })}</p>
    </footer>
  );
});

import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '@clubstay/contract/locales';
import { SelectTrigger } from '@clubstay/ui/select-trigger';
import { Wordmark } from '@clubstay/ui/wordmark';
import { useBrand, useWebview } from '#brand-context.tsx';
import { useSettings } from '@clubstay/i18n/settings';
import * as css from './header.css.ts';
import { newTabProps } from '#start/webview.ts';
import { useAuthLink, useShellFacts } from './shell-facts.ts';
import { lazyPart, useUpgrade } from './upgrade.ts';

/**
 * The header's pickers, account menu and side menu (react-aria's Select, Menu and Drawer) load on
 * first interaction: the first render shows light triggers, plain buttons with the same names.
 */
const parts = lazyPart(() => import('./header-parts.tsx'));

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
      <path fill="currentColor" d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
    </svg>
  );
}

/** The compact currency picker; a brand with a forced currency shows it without a picker. */
function CurrencyPicker() {
  const { t } = useTranslation();
  const code = useSettings((state) => state.currency.code);
  const config = useSettings((state) => state.config);
  const { real, triggerProps } = useUpgrade(parts);
  if (!config || config.whiteLabel.currency.mode === 'forced') {
    return <span className={css.forcedCurrency}>{t('HEADER.CURRENCY_FORCED', { currency: code })}</span>;
  }
  if (real) return <real.module.HeaderCurrencyPicker start={real.start} />;
  return (
    <SelectTrigger
      aria-label={t('HEADER.CURRENCY')}
      value={code}
      size="small"
      className={css.picker}
      {...triggerProps}
    />
  );
}

/** The compact language picker: only the brand's languages. */
function LanguagePicker() {
  const { t } = useTranslation();
  const { settings } = useBrand();
  const language = useSettings((state) => state.language);
  const { real, triggerProps } = useUpgrade(parts);
  if (settings.languages.length < 2) return null;
  if (real) return <real.module.HeaderLanguagePicker start={real.start} />;
  return (
    <SelectTrigger
      aria-label={t('HEADER.LANGUAGE')}
      value={LANGUAGE_LABELS[language]}
      size="small"
      className={css.picker}
      {...triggerProps}
    />
  );
}

/** The account dropdown of wide screens (members). */
function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useShellFacts();
  const { real, triggerProps } = useUpgrade(parts);
  if (real) return <real.module.AccountMenu start={real.start} />;
  return (
    <button
      type="button"
      className={css.iconButton}
      aria-haspopup="true"
      aria-expanded="false"
      {...triggerProps}
    >
      {user?.name || user?.email || t('HEADER.ACCOUNT')}
    </button>
  );
}

/** The side menu's button; the drawer loads when it is first pressed (or hovered, or focused). */
function SideMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [drawer, setDrawer] = useState(() => parts.get());
  const prefetch = () => void parts.load().catch(() => undefined);
  const Drawer = drawer?.SideMenuDrawer;
  return (
    <div className={className}>
      <button
        type="button"
        className={css.iconButton}
        aria-label={t('HEADER.OPEN_MENU')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          // Safari does not focus a clicked button: the drawer returns focus to what had it.
          event.currentTarget.focus();
          parts.load().then(
            (module) => {
              setDrawer(module);
              setOpen(true);
            },
            () => undefined,
          );
        }}
      >
        <MenuIcon />
      </button>
      {Drawer ? <Drawer isOpen={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

export const Header = memo(function Header() {
  const { t } = useTranslation();
  const webview = useWebview();
  const facts = useShellFacts();
  const signIn = useAuthLink('sign-in');
  const signUp = useAuthLink('sign-up');
  const member = facts.level === 'member';
  return (
    <header className={css.header}>
      <Link to="/" className={css.logoLink}>
        <Wordmark name={facts.settings.displayName} />
      </Link>
      <nav className={css.actions} aria-label={t('HEADER.MAIN_NAVIGATION')}>
        <div className={css.wide}>
          <CurrencyPicker />
          {facts.languageInMenu ? null : <LanguagePicker />}
          {member && facts.settings.shell.contactLink ? (
            <a href="/contact" {...newTabProps(webview)} className={css.textLink}>
              {t('HEADER.SUPPORT')}
            </a>
          ) : null}
          {member ? (
            <AccountMenu />
          ) : (
            <>
              <Link to="/auth/sign-in" className={css.textLink} onClick={signIn}>
                {t('HEADER.SIGN_IN')}
              </Link>
              {facts.showSignUp ? (
                <Link to="/auth/sign-up" className={css.primaryLink} onClick={signUp}>
                  {t('HEADER.SIGN_UP')}
                </Link>
              ) : null}
            </>
          )}
        </div>
        <div className={css.narrow}>{facts.languageInMenu ? null : <LanguagePicker />}</div>
        <SideMenu className={facts.languageInMenu ? undefined : css.narrow} />
      </nav>
    </header>
  );
});

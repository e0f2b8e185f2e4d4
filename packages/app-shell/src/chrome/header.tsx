import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { type AuthKind, openAuthModal } from '@clubstay/account/auth-modal';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { accessRule } from '@clubstay/router/access';
import { Badge } from '@clubstay/ui/badge';
import { Dialog } from '@clubstay/ui/dialog';
import { Drawer } from '@clubstay/ui/drawer';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@clubstay/ui/menu';
import { Wordmark } from '@clubstay/ui/wordmark';
import { useBrand } from '../brand-context.tsx';
import { accountLinks, extraLinks, informationLinks, type NavLink } from '../nav/links.ts';
import { useSettings } from '@clubstay/i18n/settings';
import * as css from './header.css.ts';
import { CurrencyPicker, LanguagePicker } from './pickers.tsx';

function useShellFacts() {
  const { settings, access } = useBrand();
  const level = useStore(access, (state) => state.level);
  const user = useStore(access, (state) => state.user);
  const toggles = useSettings((state) => state.config?.featureToggles ?? settings.featureToggles);
  const signUp = accessRule('signUp', settings);
  return {
    settings,
    level,
    user,
    toggles,
    /** Sign-up: guests only, hidden in the header for the brands that hide it or never allow it. */
    showSignUp: level === 'guest' && !settings.shell.hideSignUpInHeader && signUp !== 'never',
    languageInMenu: settings.shell.languagePickerInSideMenu,
  };
}

/**
 * Sign-in and register links open the auth modal over the page (spec 1 §2); a modified click (new tab)
 * and the auth pages themselves keep the plain link.
 */
function useAuthLink(kind: AuthKind, after?: () => void) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (event: MouseEvent) => {
    after?.();
    if (
      pathname.includes('auth') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    openAuthModal(kind);
  };
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
      <path fill="currentColor" d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
    </svg>
  );
}

/** The account dropdown of wide screens (members). */
function AccountMenu() {
  const { t } = useTranslation();
  const { auth } = useBrand();
  const navigate = useNavigate();
  const { settings, toggles, user } = useShellFacts();
  const links = [...accountLinks(settings), ...extraLinks(settings, toggles)];
  return (
    <MenuTrigger>
      <AriaButton className={css.iconButton}>{user?.name || user?.email || t('HEADER.ACCOUNT')}</AriaButton>
      <Menu
        aria-label={t('HEADER.ACCOUNT')}
        onAction={(key) => {
          if (key === 'logout') void auth.signOut().then(() => navigate({ to: '/' }));
        }}
      >
        {user ? (
          <MenuItem id="profile" isDisabled textValue={`${user.name} ${user.surname} ${user.email}`}>
            <span className={css.profile}>
              <span className={css.profileName}>{`${user.name} ${user.surname}`.trim() || user.email}</span>
              <span className={css.profileEmail}>{user.email}</span>
            </span>
          </MenuItem>
        ) : null}
        {user ? <MenuSeparator /> : null}
        {links.map((link) => (
          <MenuItem
            key={link.to}
            id={link.to}
            href={link.to}
            isDisabled={link.soon}
            textValue={t(link.label)}
          >
            <span className={css.menuLine}>
              {t(link.label)}
              {link.soon ? <Badge tone="accent">{t('MENU.SOON')}</Badge> : null}
            </span>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem id="logout">{t('MENU.LOGOUT')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

function DrawerLinks({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: NavLink[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  if (!links.length) return null;
  return (
    <nav className={css.drawerSection} aria-label={t(title)}>
      <h3 className={css.drawerSectionTitle}>{t(title)}</h3>
      {links.map((link) =>
        link.external ? (
          <a
            key={link.to}
            href={link.to}
            target="_blank"
            rel="noopener noreferrer"
            className={css.drawerLink}
          >
            {t(link.label)}
          </a>
        ) : link.soon ? (
          <span key={link.to} className={css.drawerLink} aria-disabled="true">
            {t(link.label)} <Badge tone="accent">{t('MENU.SOON')}</Badge>
          </span>
        ) : (
          <Link key={link.to} to={link.to} className={css.drawerLink} onClick={onNavigate}>
            {t(link.label)}
          </Link>
        ),
      )}
    </nav>
  );
}

/** The right drawer of narrow screens (and of every width where the language picker lives in it). */
function SideMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { auth } = useBrand();
  const navigate = useNavigate();
  const facts = useShellFacts();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const signInFromMenu = useAuthLink('sign-in', close);
  const signUpFromMenu = useAuthLink('sign-up', close);
  const member = facts.level === 'member';
  return (
    <div className={className}>
      <AriaButton className={css.iconButton} aria-label={t('HEADER.OPEN_MENU')} onPress={() => setOpen(true)}>
        <MenuIcon />
      </AriaButton>
      <Drawer isOpen={open} onOpenChange={setOpen} placement="right">
        <Dialog title={t('HEADER.MENU')} closeLabel={t('HEADER.CLOSE_MENU')} className={css.drawerDialog}>
          {member && facts.user ? (
            <div className={`${css.drawerSection} ${css.profile}`}>
              <span className={css.profileName}>
                {`${facts.user.name} ${facts.user.surname}`.trim() || facts.user.email}
              </span>
              <span className={css.profileEmail}>{facts.user.email}</span>
            </div>
          ) : null}
          {member ? (
            <>
              <DrawerLinks title="MENU.PROFILE" links={accountLinks(facts.settings)} onNavigate={close} />
              <DrawerLinks
                title="MENU.VIP"
                links={extraLinks(facts.settings, facts.toggles)}
                onNavigate={close}
              />
            </>
          ) : null}
          <section className={css.drawerSection} aria-labelledby="regional-title">
            <h3 id="regional-title" className={css.drawerSectionTitle}>
              {t('MENU.REGIONAL_SETTINGS')}
            </h3>
            <CurrencyPicker label />
            {facts.languageInMenu ? <LanguagePicker label /> : null}
          </section>
          <DrawerLinks title="MENU.INFORMATION" links={informationLinks(facts.settings)} onNavigate={close} />
          <div className={css.drawerButtons}>
            {member ? (
              <AriaButton
                className={css.iconButton}
                onPress={() => {
                  close();
                  void auth.signOut().then(() => navigate({ to: '/' }));
                }}
              >
                {t('MENU.LOGOUT')}
              </AriaButton>
            ) : (
              <>
                <Link to="/auth/sign-in" className={css.primaryLink} onClick={signInFromMenu}>
                  {t('HEADER.SIGN_IN')}
                </Link>
                {facts.showSignUp ? (
                  <Link to="/auth/sign-up" className={css.textLink} onClick={signUpFromMenu}>
                    {t('HEADER.SIGN_UP')}
                  </Link>
                ) : null}
              </>
            )}
          </div>
        </Dialog>
      </Drawer>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
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
            <a href="/contact" target="_blank" rel="noopener" className={css.textLink}>
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
}

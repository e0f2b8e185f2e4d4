// The header's interactive parts, loaded on first interaction with their light triggers (header.tsx):
// the pickers (react-aria Select), the account menu (Menu) and the side menu (Drawer with a Dialog).
import { Link, useNavigate } from '@tanstack/react-router';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { Badge } from '@clubstay/ui/badge';
import { Dialog } from '@clubstay/ui/dialog';
import { Drawer } from '@clubstay/ui/drawer';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@clubstay/ui/menu';
import { useBrand, useWebview } from '#brand-context.tsx';
import { accountLinks, extraLinks, informationLinks, type NavLink } from '#nav/links.ts';
import { newTabProps } from '#start/webview.ts';
import * as css from './header.css.ts';
import { CurrencyPicker, LanguagePicker } from './pickers.tsx';
import { useAuthLink, useShellFacts } from './shell-facts.ts';
import { type Start, useStart } from './upgrade.ts';

/** `display: contents`: the anchor that finds the real trigger adds no box to the header's row. */
const contents = { display: 'contents' } as const;

/** The header's compact currency picker, in place of its light trigger. */
export function HeaderCurrencyPicker({ start }: { start: Start }) {
  const { anchor, isOpen, onOpenChange } = useStart(start);
  return (
    <span ref={anchor} style={contents}>
      <CurrencyPicker isOpen={isOpen} onOpenChange={onOpenChange} />
    </span>
  );
}

/** The header's compact language picker, in place of its light trigger. */
export function HeaderLanguagePicker({ start }: { start: Start }) {
  const { anchor, isOpen, onOpenChange } = useStart(start);
  return (
    <span ref={anchor} style={contents}>
      <LanguagePicker isOpen={isOpen} onOpenChange={onOpenChange} />
    </span>
  );
}

/** The account dropdown of wide screens (members), in place of its light trigger. */
export function AccountMenu({ start }: { start: Start }) {
  const { t } = useTranslation();
  const { auth } = useBrand();
  const navigate = useNavigate();
  const { settings, toggles, user } = useShellFacts();
  const { anchor, isOpen, onOpenChange } = useStart(start);
  const links = [...accountLinks(settings), ...extraLinks(settings, toggles)];
  return (
    <span ref={anchor} style={contents}>
      <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
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
    </span>
  );
}

function DrawerLinks({
  title,
  links,
  onNavigate,
}: {
  title: MessageKey;
  links: NavLink[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const webview = useWebview();
  if (!links.length) return null;
  return (
    <nav className={css.drawerSection} aria-label={t(title)}>
      <h3 className={css.drawerSectionTitle}>{t(title)}</h3>
      {links.map((link) =>
        link.external ? (
          <a key={link.to} href={link.to} {...newTabProps(webview, true)} className={css.drawerLink}>
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

/**
 * The right drawer of narrow screens (and of every width where the language picker lives in it). Its
 * button stays the header's plain one: the drawer is modal, and returns focus to it when it closes.
 */
export function SideMenuDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const { auth } = useBrand();
  const navigate = useNavigate();
  const facts = useShellFacts();
  const close = () => onOpenChange(false);
  const signInFromMenu = useAuthLink('sign-in', close);
  const signUpFromMenu = useAuthLink('sign-up', close);
  const member = facts.level === 'member';
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} placement="right">
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
  );
}

import { useState } from 'react';
import { Link, useLoaderData, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SECTIONS, type AccountSection } from '@clubstay/router/routes';
import { useAppContext, useAuthUser } from '@clubstay/router/context';
import { loyaltyEntry } from '@clubstay/router/entries';
import { Badge } from '@clubstay/ui/badge';
import { useSignOutOnExpiredSession } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { accountPageFor } from './account-loader.ts';
import { AccountPageContext, type AccountPage, useBookings, useProfile } from './account-page.ts';
import { createBookingsStore } from './bookings-store.ts';
import { createProfileStore } from './profile-store.ts';
import { BookingsSection } from './bookings-section.tsx';
import { FavoritesSection } from './favorites-section.tsx';
import { LoyaltySection } from './loyalty-section.tsx';
import { PersonalInfoSection } from './personal-info-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { WalletSection } from './wallet-section.tsx';

const SECTIONS: Record<AccountSection, () => React.JSX.Element> = {
  bookings: BookingsSection,
  'wallet-balance': WalletSection,
  favorites: FavoritesSection,
  'personal-info': PersonalInfoSection,
  settings: SettingsSection,
  loyalty: LoyaltySection,
};

function useCurrentSection(): AccountSection {
  const params: { sectionId?: string } = useParams({ strict: false });
  return (ACCOUNT_SECTIONS as readonly string[]).includes(params.sectionId ?? '')
    ? (params.sectionId as AccountSection)
    : 'bookings';
}

/**
 * /account and /account/{sectionId}: the member's sections with a navigation between them, on a
 * state of the page's own that starts from the server's data when the page came with it.
 */
export function AccountScreen() {
  const loaderData: unknown = useLoaderData({ strict: false });
  const user = useAuthUser();
  const current = useCurrentSection();
  const [page] = useState((): AccountPage => {
    const data = accountPageFor(loaderData, current, user?.email);
    return {
      data,
      bookings: createBookingsStore(data?.bookings),
      profile: createProfileStore(data?.customer ?? null),
    };
  });
  return (
    <AccountPageContext.Provider value={page}>
      <AccountSections current={current} />
    </AccountPageContext.Provider>
  );
}

function AccountSections({ current }: { current: AccountSection }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { brand, getToggles } = useAppContext();
  const loyalty = loyaltyEntry(brand, getToggles());
  const shown = ACCOUNT_SECTIONS.filter(
    (section) =>
      !(section === 'wallet-balance' && brand.shell.hideWalletBalance) &&
      !(section === 'loyalty' && loyalty === 'hidden'),
  );
  const Section = SECTIONS[current];
  useSignOutOnExpiredSession(useBookings((state) => state.error));
  useSignOutOnExpiredSession(useProfile((state) => state.error));
  return (
    <div className={css.page}>
      <header>
        <h1 className={css.title}>{t(`ACCOUNT.SECTIONS.${current}`)}</h1>
        {user ? <p className={css.muted}>{t('ACCOUNT.SIGNED_IN_AS', { email: user.email })}</p> : null}
      </header>
      <div className={css.layout}>
        <nav className={css.nav} aria-label={t('ACCOUNT.NAVIGATION')}>
          {shown.map((section) =>
            section === 'loyalty' && loyalty === 'soon' ? (
              // The same rule as the header and the side menu: disabled with "Soon" until it goes live.
              <span key={section} className={css.navSoon} aria-disabled="true">
                {t(`ACCOUNT.SECTIONS.${section}`)} <Badge tone="accent">{t('MENU.SOON')}</Badge>
              </span>
            ) : (
              <Link
                key={section}
                to="/account/$sectionId"
                params={{ sectionId: section }}
                className={css.navLink}
                aria-current={section === current ? 'page' : undefined}
              >
                {t(`ACCOUNT.SECTIONS.${section}`)}
              </Link>
            ),
          )}
        </nav>
        <div>
          <Section />
        </div>
      </div>
    </div>
  );
}

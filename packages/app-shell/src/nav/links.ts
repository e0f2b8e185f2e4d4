import type { BrandSettings, SocialNetwork } from '@clubstay/contract/brands';
import type { MessageKey } from '@clubstay/i18n/resources';
import { loyaltyEntry } from '@clubstay/router/entries';

/**
 * Which links the chrome shows for a brand (spec 1 §2 "Application shell" and shared/brands.md), as
 * data the header, side menu and footer all read.
 */
export interface NavLink {
  /** Translation key of the label. */
  label: MessageKey;
  /** An app path, or an absolute URL for external sites. */
  to: string;
  external?: boolean;
  /** Shown but disabled with a "Soon" badge (loyalty before the programme goes live). */
  soon?: boolean;
}

interface Toggles {
  ShowAffiliateDashboard: boolean;
  ShowLoyaltyProgram: boolean;
  ShowByBit: boolean;
}

export function accountLinks(brand: BrandSettings): NavLink[] {
  return [
    { label: 'MENU.BOOKINGS', to: '/account/bookings' },
    ...(brand.shell.hideWalletBalance
      ? []
      : [{ label: 'MENU.WALLET', to: '/account/wallet-balance' } satisfies NavLink]),
    { label: 'MENU.FAVORITES', to: '/account/favorites' },
    { label: 'MENU.PERSONAL_INFO', to: '/account/personal-info' },
    { label: 'MENU.SETTINGS', to: '/account/settings' },
  ];
}

export function extraLinks(brand: BrandSettings, toggles: Toggles): NavLink[] {
  const loyalty = loyaltyEntry(brand, toggles);
  return [
    ...(toggles.ShowAffiliateDashboard
      ? [{ label: 'MENU.AFFILIATE', to: '/affiliate-dashboard' } satisfies NavLink]
      : []),
    ...(loyalty === 'hidden'
      ? []
      : [{ label: 'MENU.LOYALTY', to: '/account/loyalty', soon: loyalty === 'soon' } satisfies NavLink]),
  ];
}

export function informationLinks(brand: BrandSettings): NavLink[] {
  const about: NavLink[] =
    brand.shell.about === 'internal'
      ? [{ label: 'FOOTER.ABOUT', to: '/about' }]
      : brand.shell.about === 'external'
        ? [{ label: 'FOOTER.ABOUT', to: brand.partnerSiteUrl, external: true }]
        : [];
  return [
    ...about,
    ...(brand.shell.contactLink ? [{ label: 'FOOTER.CONTACT', to: '/contact' } satisfies NavLink] : []),
    { label: 'FOOTER.PRIVACY', to: '/privacy-policy' },
    { label: 'FOOTER.TERMS', to: '/terms-and-conditions' },
    { label: 'FOOTER.FAQ', to: '/faq' },
    ...(brand.shell.impressum ? [{ label: 'FOOTER.IMPRESSUM', to: '/impressum' } satisfies NavLink] : []),
  ];
}

const SOCIAL_URLS: Record<SocialNetwork, (id: string) => string> = {
  x: (id) => `https://x.com/${id.replace(/-/g, '')}`,
  telegram: (id) => `https://t.me/${id.replace(/-/g, '_')}`,
  discord: (id) => `https://discord.gg/${id.replace(/-/g, '')}`,
};

export function socialLinks(brand: BrandSettings): { network: SocialNetwork; url: string }[] {
  return brand.shell.socials.map((network) => ({ network, url: SOCIAL_URLS[network](brand.id) }));
}

export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=com.clubstay.app',
  ios: 'https://apps.apple.com/app/clubstay/id0000000000',
} as const;

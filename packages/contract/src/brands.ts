import { z } from 'zod';
import { UI_LANGUAGES, type UiLanguage } from './locales.ts';

/**
 * The brand matrix of shared/brands.md, as data both the API (GET /config, host routing) and the
 * brand apps (brand.ts) read. A brand app adds only its look (theme, logo, fonts) on top.
 */
export const BRAND_IDS = [
  'clubstay',
  'bit2me',
  'coded-estate',
  'entravel',
  'wirex',
  'brands-for-employees',
  'crypto-club',
  'xportal',
  'bitrefill',
  'etherfi',
  'vivid',
  'bitunix',
  'coca',
  'belo',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];
// Pure: the API uses it, the apps do not, and their bundles drop it (and zod with it).
export const brandIdSchema = /* @__PURE__ */ z.enum(BRAND_IDS);

/** Access levels of spec 1 §2. */
export type AccessLevel = 'none' | 'guest' | 'member' | 'never';
/** Who may open a route: the levels allowed, or `never`. */
export type AccessRule = readonly ('none' | 'guest' | 'member')[] | 'never';

export type SocialNetwork = 'x' | 'telegram' | 'discord';

export interface BrandSettings {
  id: BrandId;
  displayName: string;
  /** UI languages the brand offers; the first is its default. */
  languages: readonly UiLanguage[];
  /** `forced`: the currency picker is hidden and every price is in `code`. */
  currency: { mode: 'free' | 'forced'; code: string };
  featureToggles: { ShowAffiliateDashboard: boolean; ShowLoyaltyProgram: boolean; ShowByBit: boolean };
  /** Per-route overrides of the default access rules (spec 1 §2 "Per-partner overrides"). */
  access: Partial<
    Record<'home' | 'signUp' | 'skipAccess' | 'search' | 'hotel' | 'checkout' | 'confirmation', AccessRule>
  >;
  /** Visitors start as guests rather than anonymous, and logout returns to guest. */
  initialAccessGuest: boolean;
  shell: {
    indexable: boolean;
    appLinks: boolean;
    loyaltyEntry: boolean;
    socials: readonly SocialNetwork[];
    hideWalletBalance: boolean;
    contactLink: boolean;
    /** `internal`: /about; `external`: the partner's own site; `none`: no link. */
    about: 'internal' | 'external' | 'none';
    impressum: boolean;
    cookieBanner: boolean;
    hideSignUpInHeader: boolean;
    languagePickerInSideMenu: boolean;
    /** Guest token validation at start (query `token` or cookie). */
    guestTokenValidation: boolean;
    /** Only the partner's own app users may register (error 36). */
    partnerUsersOnly: boolean;
    /** Anyone may press Book and go on to checkout without signing in. */
    anyoneMayBook: boolean;
    /** A partner note on the hotel page, as an i18n key. */
    hotelPartnerNote: string | null;
    /** Crypto payment shows the partner-card check (spec 2 §5). */
    partnerCardCheck: boolean;
  };
  /** The partner's site (no-rights page button, external about link). */
  partnerSiteUrl: string;
  /**
   * The brand's support address: the Reply-To of every e-mail the brand sends, and the way to reach
   * support on brands without a contact page (`shell.contactLink` false).
   */
  supportEmail: string;
}

const ALL_LANGUAGES: readonly UiLanguage[] = UI_LANGUAGES;

const defaults = {
  languages: ALL_LANGUAGES,
  currency: { mode: 'free', code: 'USD' },
  featureToggles: { ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: false },
  access: {},
  initialAccessGuest: false,
  shell: {
    indexable: false,
    appLinks: false,
    loyaltyEntry: false,
    socials: [],
    hideWalletBalance: false,
    contactLink: true,
    about: 'internal',
    impressum: false,
    cookieBanner: false,
    hideSignUpInHeader: false,
    languagePickerInSideMenu: false,
    guestTokenValidation: false,
    partnerUsersOnly: false,
    anyoneMayBook: false,
    hotelPartnerNote: null,
    partnerCardCheck: false,
  },
} satisfies Omit<BrandSettings, 'id' | 'displayName' | 'partnerSiteUrl' | 'supportEmail'>;

type BrandInput = Pick<BrandSettings, 'id' | 'displayName' | 'partnerSiteUrl' | 'supportEmail'> &
  Partial<Omit<BrandSettings, 'id' | 'displayName' | 'partnerSiteUrl' | 'supportEmail' | 'shell'>> & {
    shell?: Partial<BrandSettings['shell']>;
  };

function brand(input: BrandInput): BrandSettings {
  const supportEmail = input.supportEmail ?? `support@${new URL(input.partnerSiteUrl).hostname}`;
  return { ...defaults, ...input, supportEmail, shell: { ...defaults.shell, ...input.shell } };
}

export const BRANDS: Record<BrandId, BrandSettings> = {
  clubstay: brand({
    id: 'clubstay',
    displayName: 'Clubstay',
    partnerSiteUrl: 'https://clubstay.example',
    supportEmail: 'support@clubstay.example',
    // The product's own brand shows members their referral figures (issue 9: invite others and see them).
    featureToggles: { ShowAffiliateDashboard: true, ShowLoyaltyProgram: false, ShowByBit: false },
    shell: { indexable: true, appLinks: true, loyaltyEntry: true, socials: ['x', 'telegram', 'discord'] },
  }),
  bit2me: brand({
    id: 'bit2me',
    displayName: 'Bit2Me Travel',
    partnerSiteUrl: 'https://bit2me.example',
    supportEmail: 'support@bit2me.example',
    languages: ['en', 'es'],
    currency: { mode: 'forced', code: 'EUR' },
    shell: { hideWalletBalance: true, socials: ['x', 'telegram'] },
  }),
  'coded-estate': brand({
    id: 'coded-estate',
    displayName: 'Coded Estate',
    partnerSiteUrl: 'https://codedestate.example',
    supportEmail: 'support@codedestate.example',
    shell: { contactLink: false, about: 'external' },
  }),
  entravel: brand({
    id: 'entravel',
    displayName: 'Entravel',
    partnerSiteUrl: 'https://entravel.example',
    supportEmail: 'support@entravel.example',
    shell: { cookieBanner: true, socials: ['x', 'discord'] },
  }),
  wirex: brand({
    id: 'wirex',
    displayName: 'Wirex Travel',
    partnerSiteUrl: 'https://wirex.example',
    supportEmail: 'support@wirex.example',
    shell: { hotelPartnerNote: 'HOTEL_DETAILS_PAGE.PARTNER_NOTE.WIREX_CASHBACK', partnerCardCheck: true },
  }),
  'brands-for-employees': brand({
    id: 'brands-for-employees',
    displayName: 'Brands for Employees',
    partnerSiteUrl: 'https://brandsforemployees.example',
    supportEmail: 'support@brandsforemployees.example',
    currency: { mode: 'forced', code: 'CHF' },
    access: { signUp: 'never', skipAccess: 'never' },
    shell: { guestTokenValidation: true, hideSignUpInHeader: true },
  }),
  'crypto-club': brand({
    id: 'crypto-club',
    displayName: 'Crypto Club',
    partnerSiteUrl: 'https://cryptoclub.example',
    supportEmail: 'support@cryptoclub.example',
    featureToggles: { ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: true },
  }),
  xportal: brand({
    id: 'xportal',
    displayName: 'xPortal Travel',
    partnerSiteUrl: 'https://xportal.example',
    supportEmail: 'support@xportal.example',
    access: { skipAccess: 'never' },
    shell: { partnerUsersOnly: true, hideSignUpInHeader: true, socials: ['x', 'telegram'] },
  }),
  bitrefill: brand({
    id: 'bitrefill',
    displayName: 'Bitrefill Stays',
    partnerSiteUrl: 'https://bitrefill.example',
    supportEmail: 'support@bitrefill.example',
    initialAccessGuest: true,
  }),
  etherfi: brand({
    id: 'etherfi',
    displayName: 'Ether.fi Travel',
    partnerSiteUrl: 'https://etherfi.example',
    supportEmail: 'support@etherfi.example',
    initialAccessGuest: true,
  }),
  vivid: brand({
    id: 'vivid',
    displayName: 'Vivid Travel',
    partnerSiteUrl: 'https://vivid.example',
    supportEmail: 'support@vivid.example',
    currency: { mode: 'free', code: 'EUR' },
    shell: { impressum: true, hideWalletBalance: true, about: 'external' },
  }),
  bitunix: brand({
    id: 'bitunix',
    displayName: 'Bitunix Travel',
    partnerSiteUrl: 'https://bitunix.example',
    supportEmail: 'support@bitunix.example',
    access: {
      home: ['none', 'guest', 'member'],
      signUp: ['guest', 'member'],
      search: ['member'],
      hotel: ['member'],
      checkout: ['member'],
      confirmation: ['member'],
      skipAccess: 'never',
    },
    shell: { languagePickerInSideMenu: true },
  }),
  coca: brand({
    id: 'coca',
    displayName: 'Coca',
    partnerSiteUrl: 'https://coca.example',
    supportEmail: 'support@coca.example',
    // Anyone may press Book and go on (spec 2 §4): a visitor without a session opens the hotel page,
    // checks out and sees the confirmation; home and search stay the club's (guest or member).
    access: {
      hotel: ['none', 'guest', 'member'],
      checkout: ['none', 'guest', 'member'],
      confirmation: ['none', 'guest', 'member'],
    },
    shell: { contactLink: false, about: 'none', anyoneMayBook: true },
  }),
  belo: brand({
    id: 'belo',
    displayName: 'Belo',
    partnerSiteUrl: 'https://belo.example',
    supportEmail: 'support@belo.example',
    shell: { contactLink: false, about: 'none' },
  }),
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * Host names that map to a brand in development: `localhost` and `127.0.0.1` are clubstay,
 * `<id>.localhost` is that brand. Production host names come from the API's BRAND_HOSTS setting.
 */
export function developmentHosts(id: BrandId): string[] {
  return id === 'clubstay' ? ['localhost', '127.0.0.1', 'clubstay.localhost'] : [`${id}.localhost`];
}

/** The brand for a Host header (port ignored), or null when no brand owns it. */
export function brandForHost(host: string | undefined, extra: Record<string, BrandId> = {}): BrandId | null {
  if (!host) return null;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (extra[name]) return extra[name];
  for (const id of BRAND_IDS) if (developmentHosts(id).includes(name)) return id;
  return null;
}

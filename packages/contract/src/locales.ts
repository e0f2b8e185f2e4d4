import { z } from 'zod';

/** The 15 UI languages of spec 1 §1, in the order the language picker shows them. */
export const UI_LANGUAGES = [
  'en',
  'en-GB',
  'es',
  'ru',
  'pt',
  'ja',
  'nb',
  'da',
  'fi',
  'it',
  'fr',
  'de',
  'nl',
  'sv',
  'zh-CN',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
// Pure: the API uses it, the apps do not, and their bundles drop it (and zod with it).
export const uiLanguageSchema = /* @__PURE__ */ z.enum(UI_LANGUAGES);

/**
 * The UI messages come in parts (decision, spec 1 §4 leaves it open): the shell's (the chrome, home,
 * search), the shell's information pages' (`info`: about, FAQ, terms, privacy, impressum) and one per
 * feature that owns its words. A page carries the shell's
 * part and its route's; a screen brings its part when it loads. `/i18n/translations/{code}.json`
 * stays the whole language, merged.
 */
export const MESSAGE_PARTS = ['shell', 'info', 'account', 'checkout', 'hotel'] as const;
export type MessagePartName = (typeof MESSAGE_PARTS)[number];

export function isMessagePart(value: unknown): value is MessagePartName {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value);
}

/** Each language's name in its own language, as the picker shows it. */
export const LANGUAGE_LABELS: Record<UiLanguage, string> = {
  en: 'English',
  'en-GB': 'English (UK)',
  es: 'Español',
  ru: 'Русский',
  pt: 'Português',
  ja: '日本語',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  it: 'Italiano',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  sv: 'Svenska',
  'zh-CN': '简体中文',
};

/** The wider locale list of spec 1 §1 (market locales, not all of them UI languages). */
export const MARKET_LOCALES = [
  'au',
  'da',
  'de',
  'en',
  'en-GB',
  'es',
  'fi',
  'fr',
  'it',
  'ja',
  'nl',
  'nz',
  'pt',
  'nb',
  'sv',
  'ru',
  'zh-CN',
  'int',
] as const;

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the UI language for an Accept-Language header value among the ones a brand offers.
 * Falls back to the first offered language (en for every brand).
 */
export function pickLanguage(acceptLanguage: string | undefined, offered: readonly UiLanguage[]): UiLanguage {
  const fallback = offered[0] ?? 'en';
  if (!acceptLanguage) return fallback;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = offered.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = offered.find((code) => code.toLowerCase() === tag.split('-')[0]?.toLowerCase());
    if (base) return base;
  }
  return fallback;
}

import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_PARTS, type MessagePartName, type UiLanguage } from '@clubstay/contract/locales';
import type { i18n as I18n } from 'i18next';
import { changeLanguage, createI18n, ensureMessageParts, heldMessageParts, type UncheckedT } from './i18n.ts';

/** These tests' messages are made up, not the app's: their keys are not the typed ones. */
const tOf = (i18n: I18n) => i18n.t.bind(i18n) as unknown as UncheckedT;

const files: Partial<Record<UiLanguage, Record<string, unknown>>> = {
  en: {
    HOME: { TITLE: 'Members-only hotel prices', NIGHTS: 'Stay {{count}} nights', ONLY_EN: 'Only in English' },
    COUNT: { NIGHTS_one: '{{count}} night', NIGHTS_other: '{{count}} nights' },
  },
  de: { HOME: { TITLE: 'Hotelpreise nur für Mitglieder' } },
  fr: { HOME: { TITLE: 'Des prix réservés aux membres' } },
};
const load = async (code: UiLanguage) => {
  const messages = files[code];
  if (!messages) throw new Error(`404 ${code}`);
  return messages;
};

describe('missing translations in production (spec 1 §8)', () => {
  it('shows the English text of a key missing in the language, and reports the key once', async () => {
    const onMissingKey = vi.fn();
    const i18n = await createI18n({ language: 'de', load, onMissingKey });
    expect(tOf(i18n)('HOME.TITLE')).toBe('Hotelpreise nur für Mitglieder');
    expect(tOf(i18n)('HOME.NIGHTS', { count: 3 })).toBe('Stay 3 nights');
    expect(tOf(i18n)('HOME.NIGHTS', { count: 4 })).toBe('Stay 4 nights');
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    expect(onMissingKey).toHaveBeenCalledWith('HOME.NIGHTS', 'de');
  });

  it('shows the English plural form of a plural key missing in the language', async () => {
    const i18n = await createI18n({ language: 'de', load });
    expect(tOf(i18n)('COUNT.NIGHTS', { count: 1 })).toBe('1 night');
    expect(tOf(i18n)('COUNT.NIGHTS', { count: 3 })).toBe('3 nights');
  });

  it('never shows a raw key: a key missing in English too reads as words', async () => {
    const onMissingKey = vi.fn();
    const i18n = await createI18n({ language: 'en', load, onMissingKey });
    expect(tOf(i18n)('HOME.SEARCH_BUTTON')).toBe('Search button');
    expect(tOf(i18n)('HOME.GONE', { defaultValue: 'A default' })).toBe('A default');
    expect(onMissingKey).toHaveBeenCalledWith('HOME.SEARCH_BUTTON', 'en');
  });

  it('falls back to the English file when the language file cannot be loaded', async () => {
    const i18n = await createI18n({ language: 'ja', load });
    expect(i18n.language).toBe('en');
    expect(tOf(i18n)('HOME.TITLE')).toBe('Members-only hotel prices');
  });

  it('keeps English at hand after a language change', async () => {
    const i18n = await createI18n({ language: 'en', load });
    expect(await changeLanguage(i18n, 'fr', load)).toBe('fr');
    expect(tOf(i18n)('HOME.TITLE')).toBe('Des prix réservés aux membres');
    expect(tOf(i18n)('HOME.ONLY_EN')).toBe('Only in English');
  });

  it('throws on a missing key in strict mode (development and tests)', async () => {
    const i18n = await createI18n({ language: 'de', load, strict: true });
    expect(() => tOf(i18n)('HOME.NIGHTS', { count: 2 })).toThrow(/Missing translation "HOME.NIGHTS" in de/);
  });
});

describe('messages in parts (a page carries its route’s, a screen brings its own)', () => {
  const parts: Record<string, Partial<Record<MessagePartName, Record<string, unknown>>>> = {
    en: {
      shell: { HOME: { TITLE: 'Home' } },
      hotel: { HOTEL: { ROOMS: 'Rooms', ONLY_EN: 'Only in English' } },
    },
    de: { shell: { HOME: { TITLE: 'Startseite' } }, hotel: { HOTEL: { ROOMS: 'Zimmer' } } },
  };
  const loadPart = vi.fn(async (part: MessagePartName, code: UiLanguage) => {
    const messages = parts[code]?.[part];
    if (!messages) throw new Error(`404 ${part}/${code}`);
    return messages;
  });
  const shellOnly = async (code: UiLanguage) => parts[code]?.shell ?? {};

  it('adds a part in the language and in English, once, however many screens ask at once', async () => {
    loadPart.mockClear();
    const i18n = await createI18n({ language: 'de', load: shellOnly, parts: ['shell'] });
    expect(heldMessageParts(i18n, 'de')).toEqual(['shell']);
    await Promise.all([
      ensureMessageParts(i18n, ['hotel'], loadPart),
      ensureMessageParts(i18n, ['hotel'], loadPart),
    ]);
    expect(loadPart.mock.calls).toEqual([
      ['hotel', 'de'],
      ['hotel', 'en'],
    ]);
    expect(tOf(i18n)('HOTEL.ROOMS')).toBe('Zimmer');
    expect(tOf(i18n)('HOTEL.ONLY_EN')).toBe('Only in English');
    // The shell's words stay.
    expect(tOf(i18n)('HOME.TITLE')).toBe('Startseite');
    await ensureMessageParts(i18n, ['shell', 'hotel'], loadPart);
    expect(loadPart).toHaveBeenCalledTimes(2);
    expect(heldMessageParts(i18n, 'en')).toEqual(['shell', 'hotel']);
  });

  it('a part that cannot load leaves the page working, and is asked again next time', async () => {
    loadPart.mockClear();
    const i18n = await createI18n({ language: 'en', load: shellOnly, parts: ['shell'] });
    await expect(ensureMessageParts(i18n, ['checkout'], loadPart)).resolves.toBeUndefined();
    await ensureMessageParts(i18n, ['checkout'], loadPart);
    expect(loadPart).toHaveBeenCalledTimes(2);
    expect(heldMessageParts(i18n, 'en')).toEqual(['shell']);
  });

  it('a language change loads the new language whole, and English whole for its gaps', async () => {
    const whole = async (code: UiLanguage) => ({ ...parts[code]?.shell, ...parts[code]?.hotel });
    const i18n = await createI18n({ language: 'en', load: shellOnly, parts: ['shell'] });
    expect(await changeLanguage(i18n, 'de', whole)).toBe('de');
    expect(heldMessageParts(i18n, 'de')).toEqual(MESSAGE_PARTS);
    expect(heldMessageParts(i18n, 'en')).toEqual(MESSAGE_PARTS);
    expect(tOf(i18n)('HOTEL.ONLY_EN')).toBe('Only in English');
    expect(tOf(i18n)('HOME.TITLE')).toBe('Startseite');
  });
});

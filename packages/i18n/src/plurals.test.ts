import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from '@clubstay/contract/locales';
import { createI18n, type Messages } from './i18n.ts';
import { languageOfPath, mergeMessages } from './merge.ts';

const files = import.meta.glob<Messages>(['../translations/*.json', '../translations/*/*.json'], {
  eager: true,
  import: 'default',
});

/** Every language's messages merged as the API serves them. */
function messagesOf(code: UiLanguage): Messages {
  const parts = Object.keys(files)
    .filter((source) => languageOfPath(source) === code)
    .sort()
    .map((source) => ({ source, messages: files[source] ?? {} }));
  return mergeMessages(parts);
}

function leaves(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as Messages, path) : [path];
  });
}

const SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural keys: any key English writes with an i18next plural suffix (`COUNT.NIGHTS_one`…). */
const PLURAL_KEYS = [
  ...new Set(
    leaves(messagesOf('en'))
      .filter((key) => SUFFIX.test(key))
      .map((key) => key.replace(SUFFIX, '')),
  ),
].sort();

const categories = (code: UiLanguage) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

describe('plural keys', () => {
  it('exist (the counted words of the UI)', () => {
    expect(PLURAL_KEYS).toEqual(
      expect.arrayContaining(['COUNT.NIGHTS', 'COUNT.GUESTS', 'COUNT.ROOMS', 'SEARCH.FOUND']),
    );
  });

  it.each(UI_LANGUAGES)(
    '%s has exactly the plural forms its language needs, for every plural key',
    (code) => {
      const own = new Set(leaves(messagesOf(code)));
      const wanted = categories(code);
      const missing = PLURAL_KEYS.flatMap((key) =>
        wanted.filter((category) => !own.has(`${key}_${category}`)).map((category) => `${key}_${category}`),
      );
      const extra = [...own].filter((key) => {
        const match = SUFFIX.exec(key);
        return match && PLURAL_KEYS.includes(key.replace(SUFFIX, '')) && !wanted.includes(match[1] as never);
      });
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );
});

async function translator(code: UiLanguage) {
  const i18n = await createI18n({ language: code, load: async (lang) => messagesOf(lang), strict: true });
  return i18n.t.bind(i18n);
}

describe('counted words read in each language’s own forms', () => {
  it('en: 1 night, 3 nights, 0 nights', async () => {
    const t = await translator('en');
    expect(t('COUNT.NIGHTS', { count: 1 })).toBe('1 night');
    expect(t('COUNT.NIGHTS', { count: 3 })).toBe('3 nights');
    expect(t('COUNT.NIGHTS', { count: 0 })).toBe('0 nights');
    expect(t('COUNT.CHILDREN', { count: 2 })).toBe('2 children');
    expect(t('SEARCH.FOUND', { count: 1234, number: '1,234' })).toBe('1,234 hotels found');
    expect(t('SEARCH.ROOMS.SUMMARY', { guests: 1, rooms: 2 })).toBe('1 guest · 2 rooms');
  });

  it('ru: one, few, many', async () => {
    const t = await translator('ru');
    expect(t('COUNT.NIGHTS', { count: 1 })).toBe('1 ночь');
    expect(t('COUNT.NIGHTS', { count: 3 })).toBe('3 ночи');
    expect(t('COUNT.NIGHTS', { count: 5 })).toBe('5 ночей');
    expect(t('COUNT.NIGHTS', { count: 11 })).toBe('11 ночей');
    expect(t('COUNT.NIGHTS', { count: 21 })).toBe('21 ночь');
    expect(t('COUNT.NIGHTS', { count: 22 })).toBe('22 ночи');
    expect(t('COUNT.CHILDREN', { count: 5 })).toBe('5 детей');
    expect(t('SEARCH.SUMMARY.PARTY', { rooms: 1, adults: 2, children: 5 })).toBe(
      '1 номер · 2 взрослых · 5 детей',
    );
  });

  it('fr: 0 and 1 are singular, millions take "de"', async () => {
    const t = await translator('fr');
    expect(t('COUNT.NIGHTS', { count: 0 })).toBe('0 nuit');
    expect(t('COUNT.NIGHTS', { count: 1 })).toBe('1 nuit');
    expect(t('COUNT.NIGHTS', { count: 2 })).toBe('2 nuits');
    expect(t('COUNT.NIGHTS', { count: 1_000_000 })).toBe('1000000 de nuits');
  });

  it('ja and zh-CN: one form', async () => {
    expect((await translator('ja'))('COUNT.NIGHTS', { count: 3 })).toBe('3泊');
    expect((await translator('zh-CN'))('COUNT.ROOMS', { count: 1 })).toBe('1间客房');
  });

  // Polish and Arabic are not UI languages; the rule above would hold them to their categories
  // (pl: one, few, many, other; ar: zero, one, two, few, many, other) the day they are added.
  it('knows the categories of languages with more forms than ours', () => {
    expect(categories('pl' as UiLanguage)).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(categories('ar' as UiLanguage)).toHaveLength(6);
  });
});

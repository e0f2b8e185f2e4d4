import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR } from '@clubstay/contract/accounts';
import { MESSAGE_PARTS, UI_LANGUAGES, type UiLanguage } from '@clubstay/contract/locales';
import { languageOfPath, mergeMessages } from './merge.ts';

// Vite's import.meta.glob, typed here because this package does not load vite/client types.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string | string[], options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

/** The 15 UI languages, written out so that a change to UI_LANGUAGES is a visible decision here too. */
// prettier-ignore
const LANGUAGES = [
  'en', 'en-GB', 'es', 'ru', 'pt', 'ja', 'nb', 'da', 'fi', 'it', 'fr', 'de', 'nl', 'sv', 'zh-CN',
] as const satisfies readonly UiLanguage[];

/** Languages allowed to share wording with en: en itself and en-GB, which differs only in spelling. */
const ENGLISH: readonly UiLanguage[] = ['en', 'en-GB'];

/**
 * Keys whose value may legitimately equal the English one, and in which languages ('all' = every language).
 * Anything else identical to en is taken as an untranslated string.
 */
const SAME_AS_ENGLISH: Record<string, 'all' | readonly UiLanguage[]> = {
  // "VIP" is an international abbreviation, used as is in every language.
  'MENU.VIP': 'all',
  // "Menu" is the native word in these languages.
  'HEADER.MENU': ['da', 'fr', 'it', 'nl', 'pt'],
  // "Information" is the native word in Danish and Swedish.
  'MENU.INFORMATION': ['da', 'sv'],
  // "Impressum" is the German legal term; en borrows it, the other languages use their own term.
  'FOOTER.IMPRESSUM': ['de'],
  'IMPRESSUM.TITLE': ['de'],
  // "Destination" is the French word too.
  'SEARCH.DESTINATION.LABEL': ['fr'],
  // "photo" is the French word too.
  'COUNT.PHOTOS_one': ['fr'],
  'COUNT.PHOTOS_other': ['fr'],
  // Composed of the COUNT plurals ($t nesting), the same in every language.
  'SEARCH.ROOMS.SUMMARY': 'all',
  'SEARCH.SUMMARY.PARTY': 'all',
  'HOTEL_DETAILS_PAGE.SUMMARY.PARTY': 'all',
  'HOTEL_DETAILS_PAGE.ROOMS.GUESTS': 'all',
  'ACCOUNT.BOOKINGS.NIGHTS_GUESTS': 'all',
};

/**
 * Accessible names given with aria-label to a control that also shows a text: the name must contain
 * that visible text (WCAG 2.5.3 Label in Name, axe's label-content-name-mismatch), or a speech-input
 * user saying what they see does not reach the control. Label key → key of the visible text.
 */
const LABEL_IN_NAME: Record<string, string> = {
  // The bookings list's "Cancel booking" button, named after the hotel for screen readers.
  'ACCOUNT.BOOKINGS.CANCEL_LABEL': 'ACCOUNT.BOOKINGS.CANCEL',
};

type Messages = Record<string, unknown>;

const files = import.meta.glob<Messages>(['../translations/*.json', '../translations/*/*.json'], {
  eager: true,
  import: 'default',
});
/** Every language's shell file and feature files, merged as the API serves them (collisions throw). */
const pathsByCode = new Map<string, string[]>();
for (const source of Object.keys(files).sort()) {
  const code = languageOfPath(source);
  pathsByCode.set(code, [...(pathsByCode.get(code) ?? []), source]);
}
const byCode = new Map<string, Messages>(
  [...pathsByCode].map(([code, paths]) => [
    code,
    mergeMessages(paths.map((source) => ({ source, messages: files[source] ?? {} }))),
  ]),
);

describe('message parts', () => {
  it('are the shell file and one folder per feature, in every language', () => {
    const folders = new Set(
      Object.keys(files).map(
        (source) => source.match(/^\.\.\/translations\/([^/]+)\/[^/]+\.json$/)?.[1] ?? 'shell',
      ),
    );
    expect([...folders].sort()).toEqual([...MESSAGE_PARTS].sort());
    for (const code of LANGUAGES) expect(pathsByCode.get(code)).toHaveLength(MESSAGE_PARTS.length);
  });
});

/** Leaf values by dotted key path; nested objects are walked, anything else is a leaf. */
function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leafPath, leaf] of flatten(value as Messages, path)) leaves.set(leafPath, leaf);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** A key without its i18next plural suffix: `COUNT.NIGHTS_few` → `COUNT.NIGHTS`. */
function pluralBase(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/** The i18next interpolations of a string, e.g. {{brand}} → "brand", sorted and without duplicates. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

function load(code: string): Map<string, unknown> {
  const messages = byCode.get(code);
  if (!messages) throw new Error(`translations for ${code} are missing`);
  return flatten(messages);
}

const english = load('en');

describe('translation files', () => {
  it('lists the same languages as UI_LANGUAGES', () => {
    expect([...LANGUAGES]).toEqual([...UI_LANGUAGES]);
  });

  it('has a message for every account error code (and so every language has one)', () => {
    const missing = Object.keys(ACCOUNT_ERROR)
      .map((name) => `USER.FORM.VALIDATION.ERROR.NAME.${name}`)
      .filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('has exactly one file per UI language', () => {
    const codes = [...byCode.keys()];
    const extra = codes.filter((code) => !(LANGUAGES as readonly string[]).includes(code));
    const missing = LANGUAGES.filter((code) => !byCode.has(code));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });
});

describe.each(LANGUAGES)('translations/%s.json', (code) => {
  const messages = load(code);

  it('has every key of en.json and no other (a plural key counts once, whatever its forms)', () => {
    const own = new Set([...messages.keys()].map(pluralBase));
    const englishKeys = new Set([...english.keys()].map(pluralBase));
    const missing = [...englishKeys].filter((key) => !own.has(key));
    const extra = [...own].filter((key) => !englishKeys.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string for every key', () => {
    const bad = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key, value]) => `${key}: ${JSON.stringify(value)}`)).toEqual([]);
  });

  it('keeps the placeholders of en.json', () => {
    const mismatches: string[] = [];
    for (const [key, value] of messages) {
      // A plural form is compared with English's "other" form.
      const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
      if (typeof value !== 'string' || typeof source !== 'string') continue;
      const got = placeholders(value);
      const want = placeholders(source);
      if (got.join() !== want.join())
        mismatches.push(`${key}: [${got.join(', ')}], en has [${want.join(', ')}]`);
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the visible text of a control in its accessible name', () => {
    const mismatches = Object.entries(LABEL_IN_NAME)
      .map(([label, visible]) => [label, String(messages.get(label)), String(messages.get(visible))] as const)
      .filter(
        ([, name, text]) =>
          !name
            .replace(/\{\{[^}]*\}\}/g, 'X')
            .toLowerCase()
            .includes(text.toLowerCase()),
      )
      .map(
        ([label, name, text]) => `${label}: ${JSON.stringify(name)} does not contain ${JSON.stringify(text)}`,
      );
    expect(mismatches).toEqual([]);
  });

  it.skipIf(ENGLISH.includes(code))('translates every string', () => {
    const untranslated = [...messages]
      .filter(([key, value]) => value === english.get(key))
      .filter(([key]) => {
        const allowed = SAME_AS_ENGLISH[key];
        return !(allowed === 'all' || allowed?.includes(code));
      })
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    expect(untranslated).toEqual([]);
  });
});

import type { i18n as I18n } from 'i18next';
import type { UiLanguage } from '@clubstay/contract/locales';
import { createI18n, type Messages } from '@clubstay/i18n/i18n';
import { languageOfPath, mergeMessages } from '@clubstay/i18n/merge';

/**
 * Every translation file of @clubstay/i18n (the shell's `translations/{code}.json` and each feature's
 * `translations/{feature}/{code}.json`), each its own chunk: a language's files load when the locale
 * toolbar first picks it, from the static build itself (no API, no network).
 */
const files = import.meta.glob<Messages>('../../../packages/i18n/translations/**/*.json', {
  import: 'default',
});

/** A language's messages, merged as the API serves them (`mergeMessages` throws on a key defined twice). */
async function loadMessages(code: UiLanguage): Promise<Messages> {
  const parts = Object.entries(files).filter(([file]) => languageOfPath(file) === code);
  if (parts.length === 0) throw new Error(`no translations for ${code}`);
  return mergeMessages(
    await Promise.all(parts.map(async ([source, load]) => ({ source, messages: await load() }))),
  );
}

const instances = new Map<UiLanguage, Promise<I18n>>();

/**
 * One i18next instance per language, made as the apps make theirs (`createI18n`): a missing key shows
 * the English text, and is named in the browser's console so a story's gap is seen.
 */
export function i18nFor(language: UiLanguage): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({
      language,
      load: loadMessages,
      onMissingKey: (key, code) => console.warn(`Storybook: missing translation "${key}" in ${code}`),
    });
    instances.set(language, instance);
  }
  return instance;
}

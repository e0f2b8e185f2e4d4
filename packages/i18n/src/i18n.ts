import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiLanguage } from '@clubstay/contract/locales';

export type Messages = Record<string, unknown>;
export type LoadMessages = (code: UiLanguage) => Promise<Messages>;

const STORAGE_KEY = 'language';

/** The language saved by the picker, if any (spec 1 §4 "Locale update"). */
export function savedLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function saveLanguage(code: UiLanguage, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

/** Fetches `/i18n/translations/{code}.json` from the serving origin. */
export const fetchMessages: LoadMessages = async (code) => {
  const response = await fetch(`/i18n/translations/${code}.json`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`translations ${code}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
};

export interface CreateI18nOptions {
  language: UiLanguage;
  load?: LoadMessages;
  /** Throw on a missing key (development and tests) instead of showing the key. */
  strict?: boolean;
}

/**
 * Creates the i18next instance with the messages of `language` loaded. A language whose file cannot
 * be loaded falls back to en with empty messages, as spec 1 §4 says.
 */
export async function createI18n({ language, load = fetchMessages, strict = false }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  let messages: Messages = {};
  let active: UiLanguage = language;
  try {
    messages = await load(language);
  } catch {
    active = 'en';
    messages = {};
  }
  await instance.use(initReactI18next).init({
    lng: active,
    fallbackLng: false,
    resources: { [active]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: strict,
    missingKeyHandler: strict
      ? (_languages, _namespace, key) => {
          throw new Error(`Missing translation "${key}" in ${active}`);
        }
      : false,
  });
  return instance;
}

/** Switches language, loading its messages once; on failure falls back to en with empty messages. */
export async function changeLanguage(instance: I18n, code: UiLanguage, load: LoadMessages = fetchMessages): Promise<UiLanguage> {
  let active: UiLanguage = code;
  if (!instance.hasResourceBundle(code, 'translation')) {
    try {
      instance.addResourceBundle(code, 'translation', await load(code));
    } catch {
      active = 'en';
      if (!instance.hasResourceBundle('en', 'translation')) instance.addResourceBundle('en', 'translation', {});
    }
  }
  await instance.changeLanguage(active);
  saveLanguage(active);
  return active;
}

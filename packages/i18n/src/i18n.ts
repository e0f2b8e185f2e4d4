import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_PARTS, type MessagePartName, type UiLanguage } from '@clubstay/contract/locales';

export type Messages = Record<string, unknown>;
/**
 * `t` for a key known only at run time (a missing-key fallback, a test's made-up messages): no key
 * check, which is why it is not the `t` of the screens.
 */
export type UncheckedT = (key: string, options?: Record<string, unknown>) => string;
export type LoadMessages = (code: UiLanguage) => Promise<Messages>;

/**
 * Loads one part of a language's messages (contract `MESSAGE_PARTS`): the shell's
 * (`translations/{code}.json`) or a feature's (`translations/{feature}/{code}.json`). A page
 * carries the shell's part and its route's; a screen's chunk brings its part when it loads
 * (`ensureMessageParts`). Their top-level keys never overlap (see merge.ts).
 */
export type LoadMessagePart = (part: MessagePartName, code: UiLanguage) => Promise<Messages>;

/** The parts each instance holds, by language; a language loaded whole holds every part. */
const heldParts = new WeakMap<I18n, Map<string, Set<MessagePartName>>>();
function holds(instance: I18n, code: string): Set<MessagePartName> {
  let byLanguage = heldParts.get(instance);
  if (!byLanguage) heldParts.set(instance, (byLanguage = new Map<string, Set<MessagePartName>>()));
  let parts = byLanguage.get(code);
  if (!parts) byLanguage.set(code, (parts = new Set()));
  return parts;
}
const holdAll = (instance: I18n, code: string) =>
  MESSAGE_PARTS.forEach((part) => holds(instance, code).add(part));

const STORAGE_KEY = 'language';
/** The picker's choice is also kept in this cookie, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The language saved by the picker, if any (spec 1 §4 "Locale update"). */
export function savedLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function saveLanguage(
  code: UiLanguage,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
  if (globalThis.document)
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

async function fetchJson(url: string): Promise<Messages> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}

/** Fetches `/i18n/translations/{code}.json` (every part, merged) from the serving origin. */
export const fetchMessages: LoadMessages = (code) => fetchJson(`/i18n/translations/${code}.json`);

/** Fetches one part of a language, `/i18n/translations/{part}/{code}.json`, from the serving origin. */
export const fetchMessagePart: LoadMessagePart = (part, code) =>
  fetchJson(`/i18n/translations/${part}/${code}.json`);

export interface CreateI18nOptions {
  language: UiLanguage;
  load?: LoadMessages;
  /** Throw on a missing key (development and tests) instead of showing the English text. */
  strict?: boolean;
  /**
   * Called once per key and language when a key is missing (production): the shell reports it
   * through POST /web/check.
   */
  onMissingKey?: (key: string, language: string) => void;
  /**
   * The parts `load` gives (a page's boot state carries only its route's); the others load with
   * `ensureMessageParts`. @default every part
   */
  parts?: readonly MessagePartName[];
}

/** The last part of a key in words (`HOME.SEARCH_BUTTON` → "Search button"): never a raw key on screen. */
export function keyAsWords(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/_/g, ' ').toLowerCase().trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

async function loadOrNull(load: LoadMessages, code: UiLanguage): Promise<Messages | null> {
  try {
    return await load(code);
  } catch {
    return null;
  }
}

/**
 * Creates the i18next instance with the messages of `language` loaded. A language whose file cannot
 * be loaded falls back to en (spec 1 §4), with empty messages when en cannot be loaded either.
 *
 * Missing keys (spec 1 §8 "Missing translation messages throw"): in strict mode they throw, so a
 * missing key fails development and the tests. In production a visitor never sees a raw key: the
 * English text is shown (en is loaded beside any other language), or the key's last part in words
 * when English lacks it too, and `onMissingKey` hears of it once per key and language.
 */
export async function createI18n({
  language,
  load = fetchMessages,
  strict = false,
  onMissingKey,
  parts = MESSAGE_PARTS,
}: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  const wantEnglish = language !== 'en' && !strict;
  const [own, english] = await Promise.all([
    loadOrNull(load, language),
    wantEnglish ? loadOrNull(load, 'en') : Promise.resolve(null),
  ]);
  let active: UiLanguage = language;
  let messages: Messages = own ?? {};
  if (!own) {
    active = 'en';
    messages = english ?? (language === 'en' ? {} : ((await loadOrNull(load, 'en')) ?? {}));
  }
  const resources: Record<string, { translation: Messages }> = { [active]: { translation: messages } };
  if (active !== 'en' && english) resources.en = { translation: english };
  for (const code of Object.keys(resources)) parts.forEach((part) => holds(instance, code).add(part));
  const reported = new Set<string>();
  await instance.use(initReactI18next).init({
    lng: active,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (languages, _namespace, key) => {
      const code = languages[0] ?? instance.language;
      if (strict) throw new Error(`Missing translation "${key}" in ${code}`);
      if (reported.has(`${code} ${key}`)) return;
      reported.add(`${code} ${key}`);
      onMissingKey?.(key, code);
    },
    ...(strict
      ? {}
      : {
          parseMissingKeyHandler: (key: string, defaultValue?: string, options?: Record<string, unknown>) => {
            // The options go along so that a plural key (`COUNT.NIGHTS` with a count) finds its form.
            if (instance.language !== 'en' && instance.exists(key, { ...options, lng: 'en' }))
              return (instance.t as unknown as UncheckedT)(key, { ...options, lng: 'en' });
            return defaultValue ?? keyAsWords(key);
          },
        }),
  });
  return instance;
}

/**
 * Switches language, loading its messages once; on failure falls back to en. English stays loaded
 * beside the language, for its missing keys.
 */
export async function changeLanguage(
  instance: I18n,
  code: UiLanguage,
  load: LoadMessages = fetchMessages,
): Promise<UiLanguage> {
  let active: UiLanguage = code;
  // The new language whole (and English whole, for its gaps): a language change is rare, and
  // every screen is then ready in it.
  const loadWhole = async (language: UiLanguage) => {
    if (holds(instance, language).size === MESSAGE_PARTS.length) return true;
    const messages = await loadOrNull(load, language);
    if (!messages) return false;
    instance.addResourceBundle(language, 'translation', messages, true, true);
    holdAll(instance, language);
    return true;
  };
  if (!(await loadWhole(code))) active = 'en';
  if (!(await loadWhole('en')) && !instance.hasResourceBundle('en', 'translation'))
    instance.addResourceBundle('en', 'translation', {});
  await instance.changeLanguage(active);
  saveLanguage(active);
  return active;
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Adds the parts a screen needs, in the instance's language and in English (its fallback), fetching
 * only those not held yet (once each, however many screens ask at the same time). A part that
 * cannot load leaves its keys to the missing-key fallback (the English text, reported), never a
 * failed page.
 */
export async function ensureMessageParts(
  instance: I18n,
  parts: readonly MessagePartName[],
  loadPart: LoadMessagePart = fetchMessagePart,
): Promise<void> {
  const language = instance.language as UiLanguage;
  const languages: UiLanguage[] = language === 'en' ? ['en'] : [language, 'en'];
  let inFlight = pending.get(instance);
  if (!inFlight) pending.set(instance, (inFlight = new Map<string, Promise<void>>()));
  const wanted: Promise<void>[] = [];
  for (const code of languages) {
    for (const part of parts) {
      if (holds(instance, code).has(part)) continue;
      const key = `${code} ${part}`;
      let loading = inFlight.get(key);
      if (!loading) {
        const map = inFlight;
        loading = loadPart(part, code)
          .then((messages) => {
            instance.addResourceBundle(code, 'translation', messages, true, true);
            holds(instance, code).add(part);
          })
          .catch(() => undefined)
          .finally(() => map.delete(key));
        inFlight.set(key, loading);
      }
      wanted.push(loading);
    }
  }
  await Promise.all(wanted);
}

/** The parts the instance holds in a language (what a page's boot state says it carries). */
export function heldMessageParts(instance: I18n, code: string): MessagePartName[] {
  return MESSAGE_PARTS.filter((part) => holds(instance, code).has(part));
}

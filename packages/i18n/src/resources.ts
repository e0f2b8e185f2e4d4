/**
 * The message keys, typed from the English translations: importing this module (a package's
 * `src/i18next.d.ts` does) makes `t('UNKNOWN.KEY')` a type error there. Only that file imports it,
 * so the check is each package's choice (importing it from a module would force it on every
 * package that imports that module). English is the reference
 * every language is tested against, so its keys are the keys.
 */
import type { ParseKeys } from 'i18next';
import type account from '../translations/account/en.json';
import type checkout from '../translations/checkout/en.json';
import type shell from '../translations/en.json';
import type hotel from '../translations/hotel/en.json';
import type info from '../translations/info/en.json';

/** The merged English messages, as the API serves them (`mergeMessages`). */
export type EnglishMessages = typeof shell & typeof info & typeof hotel & typeof account & typeof checkout;

/** A message key (`'SEARCH.SORT.PRICE_ASC'`, a plural key without its suffix: `'COUNT.NIGHTS'`). */
export type MessageKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishMessages };
  }
}

import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import shell from '@clubstay/i18n/translations/en.json';
import en from '@clubstay/i18n/translations/hotel/en.json';
import { RoomsContext, type RoomsContextValue } from './rooms/parts.tsx';

/**
 * An i18next instance with the hotel page's English messages and the shell's (whose `COUNT` words
 * the page uses); a missing key fails the test.
 */
export async function testI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...shell, ...en } } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      throw new Error(`Missing translation "${key}"`);
    },
  });
  return instance;
}

export function withRooms(i18n: Awaited<ReturnType<typeof testI18n>>, context: RoomsContextValue) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <RoomsContext.Provider value={context}>{children}</RoomsContext.Provider>
      </I18nextProvider>
    );
  };
}

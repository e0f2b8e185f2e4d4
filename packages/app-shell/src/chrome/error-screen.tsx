import { useTranslation } from 'react-i18next';
import { NativeButton } from '@clubstay/ui/native-button';
import { fullScreen, fullScreenText, fullScreenTitle } from './chrome.css.ts';

/** Shown when rendering throws: a header, a text and a button that reloads the home page. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={fullScreen} aria-labelledby="error-title">
      <h1 id="error-title" className={fullScreenTitle}>
        {t('ERROR_PAGE.HEADER', { defaultValue: 'Oops. Something went wrong!' })}
      </h1>
      <p className={fullScreenText}>{t('ERROR_PAGE.TEXT', { defaultValue: 'Please reload the page.' })}</p>
      <NativeButton onClick={() => window.location.assign('/')}>
        {t('ERROR_PAGE.BUTTON', { defaultValue: 'Back to the home page' })}
      </NativeButton>
    </main>
  );
}

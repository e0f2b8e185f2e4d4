import { useTranslation } from 'react-i18next';
import { NativeButton } from '@clubstay/ui/native-button';
import { fullScreen, fullScreenText, fullScreenTitle } from './chrome.css.ts';

/**
 * Replaces the whole app when the healthcheck fails. Its texts have English defaults because the
 * messages themselves may be what could not load.
 */
export function MaintenanceScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={fullScreen} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className={fullScreenTitle}>
        {t('MAINTENANCE.TITLE', { defaultValue: "We'll be back shortly" })}
      </h1>
      <p className={fullScreenText}>
        {t('MAINTENANCE.SUBTITLE_1', {
          defaultValue: "We're doing some maintenance to make your stay even better.",
        })}
        <br />
        {t('MAINTENANCE.SUBTITLE_2', { defaultValue: 'Please try again in a few minutes.' })}
      </p>
      <NativeButton onClick={onRetry}>{t('MAINTENANCE.RETRY', { defaultValue: 'Try again' })}</NativeButton>
    </main>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '@clubstay/ui/native-button';
import { createStoredFlag, type StoredFlagStore } from '#start/stored-flag.ts';
import * as css from './banners.css.ts';

const PROMO_URL = 'https://www.bybit.com/en/promo/travel';

/** The banners' flags in local storage (spec 1 §9). */
const cookieAccepted = createStoredFlag('cookieAccepted');
const promoClosed = createStoredFlag('promoBannerClosed');

/**
 * A banner's flag. On the server and while a server-rendered page hydrates it reads as raised (the
 * banner hidden, as the server rendered it: React's server snapshot), then as kept: a banner appears
 * after hydration rather than flashing and vanishing for a visitor who closed it.
 */
function useStoredFlag(flag: StoredFlagStore): [boolean, () => void] {
  const raised = useSyncExternalStore(
    flag.subscribe,
    () => flag.getState().raised,
    () => true,
  );
  return [raised, flag.getState().raise];
}

/** The crypto-exchange promotion (toggle ShowByBit): non-mobile only, dismissible, stays closed. */
export function PromoBanner() {
  const { t } = useTranslation();
  const [closed, close] = useStoredFlag(promoClosed);
  if (closed) return null;
  return (
    <aside className={css.promo} aria-label={t('PROMO.LABEL')}>
      <span>{t('PROMO.TEXT')}</span>
      <a href={PROMO_URL} target="_blank" rel="noopener noreferrer" className={css.promoLink}>
        {t('PROMO.LINK')}
      </a>
      <button type="button" className={css.closeButton} aria-label={t('PROMO.CLOSE')} onClick={close}>
        ×
      </button>
    </aside>
  );
}

/** The cookie banner (one brand): shown until accepted; acceptance is stored. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, accept] = useStoredFlag(cookieAccepted);
  if (accepted) return null;
  return (
    <section className={css.cookie} aria-label={t('COOKIE_BANNER.LABEL')}>
      <p className={css.cookieText}>{t('COOKIE_BANNER.TEXT')}</p>
      <NativeButton size="small" onClick={accept}>
        {t('COOKIE_BANNER.ACCEPT')}
      </NativeButton>
    </section>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton } from '@clubstay/ui/native-button';
import * as css from './banners.css.ts';

/** Local storage flags of the banners (spec 1 §9). */
const COOKIE_FLAG = 'cookieAccepted';
const PROMO_FLAG = 'promoBannerClosed';
const PROMO_URL = 'https://www.bybit.com/en/promo/travel';

function readFlag(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Who is told when a flag is raised on this page (the banners that read it). */
const listeners = new Set<() => void>();
/** Raised on this page where storage cannot keep it. */
const raisedHere = new Set<string>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A flag of local storage. On the server and while a server-rendered page hydrates it reads as raised
 * (the banner hidden, as the server rendered it: React's server snapshot), then as stored: a banner
 * appears after hydration rather than flashing and vanishing for a visitor who closed it.
 */
function useStoredFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => raisedHere.has(key) || readFlag(key),
    () => true,
  );
  const raise = () => {
    try {
      globalThis.localStorage?.setItem(key, 'true');
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
    raisedHere.add(key);
    for (const listener of listeners) listener();
  };
  return [value, raise];
}

/** The crypto-exchange promotion (toggle ShowByBit): non-mobile only, dismissible, stays closed. */
export function PromoBanner() {
  const { t } = useTranslation();
  const [closed, close] = useStoredFlag(PROMO_FLAG);
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
  const [accepted, accept] = useStoredFlag(COOKIE_FLAG);
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

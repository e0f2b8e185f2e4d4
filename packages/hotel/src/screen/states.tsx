import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Button } from '@clubstay/ui/button';
import { Spinner } from '@clubstay/ui/spinner';
import { buttonLink, fullState, fullTitle, muted, primaryLink, row } from './hotel.css.ts';

/** The loading screen (spec 2 §2, §4): while the hotel is priced or its details load with none shown yet. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={fullState}>
      <Spinner label={t('HOTEL_DETAILS_PAGE.LOADING')} showLabel />
    </div>
  );
}

/** The hotel no-results screen (spec 2 §2, §8 "No hotel"): a header, a text and a button to home. */
export function NoHotelScreen() {
  const { t } = useTranslation();
  return (
    <section className={fullState} aria-labelledby="no-hotel-title">
      <h1 id="no-hotel-title" className={fullTitle}>
        {t('HOTEL_DETAILS_PAGE.NO_RESULTS.TITLE')}
      </h1>
      <p className={muted}>{t('HOTEL_DETAILS_PAGE.NO_RESULTS.TEXT')}</p>
      <Link to="/" className={primaryLink}>
        {t('HOTEL_DETAILS_PAGE.NO_RESULTS.BUTTON')}
      </Link>
    </section>
  );
}

/** Spec 2 §8: hotel details unavailable — reload or start a new search. */
export function DetailsFailedScreen({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={fullState} aria-labelledby="details-failed-title" role="alert">
      <h1 id="details-failed-title" className={fullTitle}>
        {t('HOTEL_DETAILS_PAGE.FAILED.TITLE')}
      </h1>
      <p className={muted}>{t('HOTEL_DETAILS_PAGE.FAILED.TEXT')}</p>
      <div className={row}>
        <Button onPress={onReload}>{t('HOTEL_DETAILS_PAGE.FAILED.RELOAD')}</Button>
        <Link to="/search" className={buttonLink}>
          {t('HOTEL_DETAILS_PAGE.FAILED.NEW_SEARCH')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toggleFavorite, useFavorites } from '@clubstay/api-client/favorites';
import { useAppContext } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Spinner } from '@clubstay/ui/spinner';
import { StarRating } from '@clubstay/ui/star-rating';
import { failureKey } from '#domain/api-errors.ts';
import { useAccountApi, useLoad } from '#hooks.ts';
import { usePageStart } from './account-page.ts';
import * as css from '#styles.css.ts';

/** Favourites: the hotels the member saved, with the same optimistic heart as the search results. */
export function FavoritesSection() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const { client } = useAppContext();
  const marked = useFavorites((state) => state.marked);
  const { data, error, loading } = useLoad(() => api.favorites(), [api], usePageStart('favorites'));
  if (loading && !data) return <Spinner label={t('ACCOUNT.LOADING')} showLabel />;
  if (error)
    return (
      <Banner tone="danger" live="alert">
        {t(failureKey(error))}
      </Banner>
    );
  // A hotel un-hearted here stays listed until the next visit, so it can be hearted again.
  const items = data?.items ?? [];
  if (!items.length) {
    return (
      <div className={css.card}>
        <p className={css.text}>{t('ACCOUNT.FAVORITES.EMPTY')}</p>
        <Link to="/" className={css.link}>
          {t('ACCOUNT.BOOKINGS.FIND_HOTEL')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={css.favoriteGrid} aria-label={t('ACCOUNT.SECTIONS.favorites')}>
      {items.map((hotel) => {
        const isFavorite = marked[hotel.id] ?? true;
        return (
          <li key={hotel.id} className={css.card}>
            {hotel.image ? (
              <img src={hotel.image} alt="" className={css.favoriteImage} loading="lazy" />
            ) : null}
            <div className={css.itemHead}>
              <h3 className={css.subtitle}>
                <Link to="/hotel/$hotelId" params={{ hotelId: String(hotel.id) }} className={css.link}>
                  {hotel.name}
                </Link>
              </h3>
              <Button
                variant="ghost"
                size="small"
                aria-pressed={isFavorite}
                aria-label={t(isFavorite ? 'ACCOUNT.FAVORITES.REMOVE' : 'ACCOUNT.FAVORITES.ADD', {
                  name: hotel.name,
                })}
                onPress={() =>
                  void toggleFavorite(hotel.id, isFavorite, {
                    add: (id) => client.addFavorite(id),
                    remove: (id) => client.removeFavorite(id),
                  })
                }
              >
                <span aria-hidden>{isFavorite ? '♥' : '♡'}</span>
              </Button>
            </div>
            <StarRating value={hotel.stars} label={t('COUNT.STARS', { count: hotel.stars })} />
            <p className={css.muted}>
              {hotel.city}, {hotel.country}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

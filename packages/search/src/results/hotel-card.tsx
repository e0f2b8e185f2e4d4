import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { SearchHotel } from '@clubstay/contract/search';
import { formatDistance, formatPrice, intlNumber } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { FavoriteHeart } from '@clubstay/router/favorite-heart-button';
import { Button } from '@clubstay/ui/button';
import { Dialog } from '@clubstay/ui/dialog';
import { SheetOrModal } from '@clubstay/ui/sheet-or-modal';
import { ScoreBubble } from '@clubstay/ui/score-bubble';
import { StarRating } from '@clubstay/ui/star-rating';
import { cx } from '@clubstay/ui/cx';
import { HotelMap } from './hotel-map.tsx';
import { type PhotoLayout, PhotoPreview } from './photo-preview.tsx';
import {
  card,
  facts,
  heart,
  hotelLink,
  hotelName,
  listCard,
  muted,
  oldPrice,
  photoTools,
  price,
  priceBox,
  soldOut,
} from './results.css.ts';

interface HotelLinkSearch {
  s_dates: string;
  s_room: string;
  s_tfb: boolean;
  searchId: string;
}

function useScoreLabels() {
  const { t } = useTranslation();
  return {
    Poor: t('FILTERS.RATING_POOR'),
    Fair: t('FILTERS.RATING_FAIR'),
    Good: t('FILTERS.RATING_GOOD'),
    VeryGood: t('FILTERS.RATING_VERY_GOOD'),
    Excellent: t('FILTERS.RATING_EXCELLENT'),
  };
}

/** One hotel of the results, as a list row or a card, with its photos, price, heart and map. */
export const HotelCard = memo(function HotelCard({
  hotel,
  layout,
  link,
  priority,
}: {
  hotel: SearchHotel;
  layout: 'list' | 'card';
  link: HotelLinkSearch;
  /** One of the first results, on screen at first paint: its photo loads first. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const currency = useSettings((state) => state.currency);
  const scoreLabels = useScoreLabels();
  const [mapOpen, setMapOpen] = useState(false);
  // A phone's one photo is chosen by CSS (phoneLayout), not by `isPhone`: the server renders as for
  // a wide screen, and a choice in script changed the cards at hydration.
  const photoLayout: PhotoLayout = layout === 'card' ? 'small' : 'medium';
  const search = { ...link, es: hotel.es };
  const priceText = formatPrice(hotel.price.perNight, currency);
  const map = (
    <Dialog title={hotel.name} closeLabel={t('SEARCH.CLOSE')}>
      <HotelMap hotel={hotel} priceText={priceText} />
    </Dialog>
  );
  return (
    <article className={cx(card, layout === 'list' && listCard)} aria-labelledby={`hotel-${hotel.id}`}>
      <div>
        <PhotoPreview
          name={hotel.name}
          images={hotel.images}
          layout={photoLayout}
          phoneLayout="small"
          priority={priority ?? false}
        />
        <div className={photoTools}>
          <Button variant="ghost" size="small" onPress={() => setMapOpen(true)}>
            {t('SEARCH.HOTEL.SHOW_MAP')}
          </Button>
        </div>
      </div>
      <div className={facts}>
        <h3 id={`hotel-${hotel.id}`} className={hotelName}>
          <Link
            to="/hotel/$hotelId"
            params={{ hotelId: String(hotel.id) }}
            search={search}
            className={hotelLink}
          >
            {hotel.name}
          </Link>
        </h3>
        <StarRating value={hotel.stars} label={t('COUNT.STARS', { count: hotel.stars })} />
        <p className={muted}>{hotel.address}</p>
        <p className={muted}>
          {t('SEARCH.HOTEL.DISTANCE', { distance: formatDistance(hotel.distanceToPoint, i18n.language) })}
        </p>
        {hotel.review ? (
          <ScoreBubble
            score={hotel.review.score}
            category={hotel.review.category}
            reviewsCount={hotel.review.reviewsCount}
            categoryLabels={scoreLabels}
            formatCount={(count) =>
              t('COUNT.REVIEWS', { count, number: intlNumber(i18n.language).format(count) })
            }
            locale={i18n.language}
          />
        ) : null}
      </div>
      <div className={priceBox}>
        {hotel.soldOut ? <span className={soldOut}>{t('SEARCH.HOTEL.SOLD_OUT')}</span> : null}
        {hotel.discount > 0 ? (
          <span className={oldPrice}>
            {formatPrice(hotel.price.totalBeforeDiscount / hotel.price.nights, currency)}
          </span>
        ) : null}
        <span className={price} data-testid="hotel-price" data-eur={hotel.price.perNight}>
          {priceText}
        </span>
        <span className={muted}>{t('SEARCH.HOTEL.PER_NIGHT')}</span>
        <Link
          to="/hotel/$hotelId"
          params={{ hotelId: String(hotel.id) }}
          search={search}
          aria-label={t('SEARCH.HOTEL.VIEW_DEAL_FOR', { name: hotel.name })}
        >
          {t('SEARCH.HOTEL.VIEW_DEAL')}
        </Link>
      </div>
      <FavoriteHeart
        hotelId={hotel.id}
        known={hotel.isFavorite}
        className={heart}
        label={(isFavorite) =>
          t(isFavorite ? 'SEARCH.HOTEL.REMOVE_FAVORITE' : 'SEARCH.HOTEL.ADD_FAVORITE', { name: hotel.name })
        }
      />
      {mapOpen ? <SheetOrModal onOpenChange={setMapOpen}>{map}</SheetOrModal> : null}
    </article>
  );
});

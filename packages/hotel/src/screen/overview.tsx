import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelInfo } from '@clubstay/contract/hotel';
import { formatDistance, intlNumber } from '@clubstay/i18n/format';
import { PlaceMap } from '@clubstay/maps/map-view';
import { FavoriteHeart } from '@clubstay/router/favorite-heart-button';
import { Badge } from '@clubstay/ui/badge';
import { Button } from '@clubstay/ui/button';
import { Dialog } from '@clubstay/ui/dialog';
import { SheetOrModal } from '@clubstay/ui/sheet-or-modal';
import { PhotoPreview } from '@clubstay/ui/photo-preview';
import { ScoreBubble } from '@clubstay/ui/score-bubble';
import { StarRating } from '@clubstay/ui/star-rating';
import { shownDiscount } from '#domain/discount.ts';
import { useScoreLabels } from './format.ts';
import {
  facts,
  heart,
  hotelName,
  mapBox,
  mapFallback,
  muted,
  overview,
  overviewHead,
  photoBox,
  photoTools,
  row,
} from './hotel.css.ts';
import { PinIcon } from './icons.tsx';

function useMapLabels() {
  const { t } = useTranslation();
  return {
    zoomIn: t('HOTEL_DETAILS_PAGE.MAP.ZOOM_IN'),
    zoomOut: t('HOTEL_DETAILS_PAGE.MAP.ZOOM_OUT'),
    cluster: (count: number) => t('HOTEL_DETAILS_PAGE.MAP.CLUSTER', { count }),
    region: t('HOTEL_DETAILS_PAGE.MAP.REGION'),
  };
}

/** The hotel's map with a pin at its coordinates: a modal on desktop, a drawer on phones (spec 2 §2). */
function HotelMapOverlay({
  hotel,
  phone,
  onClose,
}: {
  hotel: HotelInfo;
  phone: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useMapLabels();
  const content = (
    <Dialog title={hotel.name} closeLabel={t('HOTEL_DETAILS_PAGE.CLOSE')}>
      <p className={muted}>{hotel.address}</p>
      <PlaceMap
        className={mapBox}
        id={String(hotel.id)}
        center={hotel.geo}
        label={hotel.name}
        title={hotel.name}
        labels={labels}
        fallback={<div className={mapFallback}>{t('HOTEL_DETAILS_PAGE.MAP.LOADING')}</div>}
      />
    </Dialog>
  );
  return (
    <SheetOrModal phone={phone} onOpenChange={(open) => !open && onClose()}>
      {content}
    </SheetOrModal>
  );
}

interface OverviewProps {
  hotel: HotelInfo;
  /** Every photo (GET /hotel/{id}/images) once loaded, else the hotel's first ones. */
  images: readonly string[];
  discount: number;
  phone: boolean;
  titleRef: React.Ref<HTMLHeadingElement>;
}

/**
 * The overview (spec 2 §2): photo preview and gallery with a map button, stars, name, discount badge
 * (capped at 60), address, distance to the centre, review score, the heart, and the map.
 */
export const Overview = memo(function Overview({ hotel, images, discount, phone, titleRef }: OverviewProps) {
  const { t, i18n } = useTranslation();
  const scoreLabels = useScoreLabels();
  const [mapOpen, setMapOpen] = useState(false);
  const badge = shownDiscount(discount);
  return (
    <div className={overview}>
      <div className={photoBox}>
        <PhotoPreview
          name={hotel.name}
          images={images}
          layout="large"
          phoneLayout="small"
          priority
          labels={{
            open: t('HOTEL_DETAILS_PAGE.GALLERY.OPEN', { name: hotel.name }),
            photo: (number) => t('HOTEL_DETAILS_PAGE.GALLERY.PHOTO_ALT', { name: hotel.name, number }),
            count: (count) => t('COUNT.PHOTOS', { count }),
            gallery: {
              close: t('HOTEL_DETAILS_PAGE.CLOSE'),
              previous: t('HOTEL_DETAILS_PAGE.GALLERY.PREVIOUS'),
              next: t('HOTEL_DETAILS_PAGE.GALLERY.NEXT'),
              thumbnails: t('HOTEL_DETAILS_PAGE.GALLERY.THUMBNAILS'),
            },
          }}
        />
        <div className={photoTools}>
          <Button variant="secondary" size="small" onPress={() => setMapOpen(true)}>
            <PinIcon />
            {t('HOTEL_DETAILS_PAGE.MAP.SHOW')}
          </Button>
        </div>
      </div>
      <div className={overviewHead}>
        <div className={facts}>
          <div className={row}>
            <StarRating value={hotel.stars} label={t('COUNT.STARS', { count: hotel.stars })} />
            {badge > 0 ? (
              <Badge tone="danger">
                {intlNumber(i18n.language, { style: 'percent', signDisplay: 'always' }).format(-badge / 100)}
              </Badge>
            ) : null}
          </div>
          <h1 className={hotelName} ref={titleRef} tabIndex={-1}>
            {hotel.name}
          </h1>
          <p className={muted}>{hotel.address}</p>
          <p className={muted}>
            {t('HOTEL_DETAILS_PAGE.DISTANCE_TO_CENTER', {
              distance: formatDistance(hotel.distanceToCenter, i18n.language),
            })}
          </p>
          {hotel.review ? (
            <ScoreBubble
              score={hotel.review.score}
              category={hotel.review.category}
              reviewsCount={hotel.review.reviewsCount}
              categoryLabels={scoreLabels}
              formatCount={(count) =>
                t('COUNT.REVIEWS', {
                  count,
                  number: intlNumber(i18n.language, { maximumFractionDigits: 0 }).format(count),
                })
              }
              locale={i18n.language}
            />
          ) : null}
        </div>
        <FavoriteHeart
          hotelId={hotel.id}
          variant="secondary"
          className={heart}
          label={(isFavorite) =>
            t(isFavorite ? 'HOTEL_DETAILS_PAGE.FAVORITE.REMOVE' : 'HOTEL_DETAILS_PAGE.FAVORITE.ADD', {
              name: hotel.name,
            })
          }
        />
      </div>
      {mapOpen ? <HotelMapOverlay hotel={hotel} phone={phone} onClose={() => setMapOpen(false)} /> : null}
    </div>
  );
});

import { useTranslation } from 'react-i18next';
import type { SearchHotel } from '@clubstay/contract/search';
import { PlaceMap } from '@clubstay/maps/map-view';
import { PhotoPreview } from './photo-preview.tsx';
import { mapFallback, mapModalBox } from './results.css.ts';

export function useMapLabels() {
  const { t } = useTranslation();
  return {
    zoomIn: t('SEARCH.MAP.ZOOM_IN'),
    zoomOut: t('SEARCH.MAP.ZOOM_OUT'),
    cluster: (count: number) => t('SEARCH.MAP.CLUSTER', { count }),
    region: t('SEARCH.MAP.REGION'),
  };
}

/** One hotel on the map (the show-map button), with its large photo preview. */
export function HotelMap({ hotel, priceText }: { hotel: SearchHotel; priceText: string }) {
  const { t } = useTranslation();
  const labels = useMapLabels();
  return (
    <>
      <PhotoPreview name={hotel.name} images={hotel.images} layout="large" />
      <PlaceMap
        className={mapModalBox}
        id={String(hotel.id)}
        center={hotel.geo}
        label={priceText}
        title={`${hotel.name}, ${priceText}`}
        labels={labels}
        fallback={<div className={mapFallback}>{t('SEARCH.MAP.LOADING')}</div>}
      />
    </>
  );
}

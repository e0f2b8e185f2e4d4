import { useTranslation } from 'react-i18next';
import type { SearchHotel } from '@clubstay/contract/search';
import { MapView } from '@clubstay/maps/map-view';
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
      <MapView
        className={mapModalBox}
        center={hotel.geo}
        radius={1500}
        pins={[
          {
            id: String(hotel.id),
            lat: hotel.geo.lat,
            lng: hotel.geo.lng,
            label: priceText,
            title: `${hotel.name}, ${priceText}`,
          },
        ]}
        selectedId={String(hotel.id)}
        onPinClick={() => undefined}
        labels={labels}
        fallback={<div className={mapFallback}>{t('SEARCH.MAP.LOADING')}</div>}
      />
    </>
  );
}

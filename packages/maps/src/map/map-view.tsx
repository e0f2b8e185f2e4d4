import { useEffect, useRef, useState } from 'react';
import { canvas } from './map.css.ts';
import { type LatLng, loadMapProvider, type MapHandle, type MapLabels, type MapPin } from './map-provider.ts';

export interface MapViewProps {
  center: LatLng;
  radius?: number | undefined;
  /** Outlines the searched circle. @default false */
  showArea?: boolean;
  pins: readonly MapPin[];
  selectedId?: string | null;
  onPinClick: (id: string) => void;
  labels: MapLabels;
  /** Shown while the map code loads, or if it fails. */
  fallback?: React.ReactNode;
  className?: string;
}

/**
 * The result map. Its provider (Google or the offline MapLibre map) is imported when the view first
 * mounts, so no map code is in the page until a map is shown.
 */
export function MapView({
  center,
  radius,
  showArea = false,
  pins,
  selectedId = null,
  onPinClick,
  labels,
  fallback,
  className,
}: MapViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const latest = useRef({ pins, selectedId, onPinClick });
  useEffect(() => {
    latest.current = { pins, selectedId, onPinClick };
  });

  const { lat, lng } = center;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    loadMapProvider()
      .then((provider) =>
        provider.mount(element, {
          center: { lat, lng },
          radius,
          showArea,
          pins: latest.current.pins,
          selectedId: latest.current.selectedId,
          onPinClick: (id) => latest.current.onPinClick(id),
          labels,
        }),
      )
      .then((mounted) => {
        if (!live) {
          mounted.destroy();
          return;
        }
        handle.current = mounted;
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is built once per centre; labels are read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lat, lng, radius, showArea]);

  useEffect(() => {
    handle.current?.setPins(pins);
  }, [pins, state]);
  useEffect(() => {
    handle.current?.setSelected(selectedId);
  }, [selectedId, state]);

  return (
    <div className={className} style={{ position: 'relative' }} data-map-state={state}>
      <div ref={ref} className={canvas} role="region" aria-label={labels.region} />
      {state !== 'ready' ? fallback : null}
    </div>
  );
}

export interface PlaceMapProps extends Pick<MapViewProps, 'labels' | 'fallback' | 'className'> {
  /** The place (a hotel): its id names its pin, the map opens on it. */
  id: string;
  center: LatLng;
  /** The pin's short text and accessible name. */
  label: string;
  title: string;
}

/** One place on the map (a hotel's map), its pin selected, 1.5 km around it. */
export function PlaceMap({ id, center, label, title, labels, fallback, className }: PlaceMapProps) {
  return (
    <MapView
      className={className}
      center={center}
      radius={1500}
      pins={[{ id, lat: center.lat, lng: center.lng, label, title }]}
      selectedId={id}
      onPinClick={() => undefined}
      labels={labels}
      fallback={fallback}
    />
  );
}

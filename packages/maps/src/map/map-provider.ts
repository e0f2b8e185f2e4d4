import { googleMapsApiKey } from '#config.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A hotel on the map: a price pin. */
export interface MapPin extends LatLng {
  id: string;
  /** Short text on the pin: the price. */
  label: string;
  /** Accessible name: "Hotel Lumière, €120". */
  title: string;
}

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
  /** "12 hotels: zoom in". */
  cluster: (count: number) => string;
  /** The map region's name. */
  region: string;
}

export interface MapOptions {
  center: LatLng;
  /** Radius to show around the centre, metres; the whole world view when absent. */
  radius?: number | undefined;
  pins: readonly MapPin[];
  selectedId?: string | null | undefined;
  onPinClick: (id: string) => void;
  labels: MapLabels;
  /** Outlines the searched circle (`center`, `radius`), so a traveller sees the area the results cover. @default false */
  showArea?: boolean | undefined;
}

export interface MapHandle {
  setPins(pins: readonly MapPin[]): void;
  setSelected(id: string | null): void;
  destroy(): void;
}

/**
 * Draws the result map: Google Maps (spec 1 §9 options) when a key is configured, otherwise an
 * offline map (MapLibre GL over the Natural Earth country outlines bundled with the app). Price pins
 * are clustered with supercluster in both, so thousands of hotels stay fluid.
 */
export interface MapProvider {
  readonly kind: 'google' | 'offline';
  mount(element: HTMLElement, options: MapOptions): Promise<MapHandle>;
}

/** The provider for this build; its code (and MapLibre's) loads only when a map is first shown. */
export async function loadMapProvider(key: string | null = googleMapsApiKey): Promise<MapProvider> {
  if (key) {
    const { createGoogleMap } = await import('./google-map.ts');
    return createGoogleMap(key);
  }
  const { createOfflineMap } = await import('./offline-map.ts');
  return createOfflineMap();
}

/** A zoom level that shows `radius` metres around the centre in a map about 600 px wide. */
export function zoomForRadius(radius: number | undefined, lat: number): number {
  if (!radius) return 4;
  const metresPerPixelAtZoom0 = 156_543.03392 * Math.cos((lat * Math.PI) / 180);
  const zoom = Math.log2((metresPerPixelAtZoom0 * 300) / radius);
  return Math.max(2, Math.min(16, Math.round(zoom * 10) / 10));
}

/** A circle of `radius` metres around `center` as a closed ring of [lng, lat] points (for a GeoJSON polygon). */
export function circleRing(center: LatLng, radius: number, steps = 64): [number, number][] {
  const earth = 6_371_008.8;
  const lat = (center.lat * Math.PI) / 180;
  const lng = (center.lng * Math.PI) / 180;
  const angular = radius / earth;
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step++) {
    const bearing = (2 * Math.PI * (step % steps)) / steps;
    const pointLat = Math.asin(
      Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing),
    );
    const pointLng =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(pointLat),
      );
    ring.push([(pointLng * 180) / Math.PI, (pointLat * 180) / Math.PI]);
  }
  return ring;
}

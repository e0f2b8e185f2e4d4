import Supercluster from 'supercluster';
import type { MapPin } from './map-provider.ts';

export type ClusterItem =
  | { kind: 'pin'; pin: MapPin }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; expansionZoom: number };

/** Clusters pins by zoom level: what to draw for a view (bounding box west, south, east, north). */
export function createClusters(pins: readonly MapPin[]) {
  const index = new Supercluster<{ pin: MapPin }>({ radius: 56, maxZoom: 17 });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
      properties: { pin },
    })),
  );
  return {
    itemsFor(bbox: [number, number, number, number], zoom: number): ClusterItem[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature): ClusterItem => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          return {
            kind: 'cluster',
            id,
            count: properties.point_count,
            lat,
            lng,
            expansionZoom: index.getClusterExpansionZoom(id),
          };
        }
        return { kind: 'pin', pin: (properties as { pin: MapPin }).pin };
      });
    },
  };
}

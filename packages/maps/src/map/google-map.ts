/// <reference types="google.maps" />
import { loadGoogle } from '#config.ts';
import { type ClusterItem, createClusters } from './clusters.ts';
import type { MapHandle, MapProvider } from './map-provider.ts';
import { zoomForRadius } from './map-provider.ts';
import { mapColors } from './map.css.ts';
import { itemKey, markerElement, resolveColor } from './markers.ts';

/** Google Maps with the options of spec 1 §9 and the same clustered price pins as the offline map. */
export async function createGoogleMap(key: string): Promise<MapProvider> {
  const loader = await loadGoogle(key);
  const [{ Map: GoogleMap }, { AdvancedMarkerElement }] = await Promise.all([
    loader.importLibrary('maps'),
    loader.importLibrary('marker'),
  ]);
  return {
    kind: 'google',
    mount(element, options): Promise<MapHandle> {
      const map = new GoogleMap(element, {
        center: options.center,
        zoom: zoomForRadius(options.radius, options.center.lat),
        // Spec 1 §9: no clickable icons, fullscreen, street view or map type controls.
        clickableIcons: false,
        fullscreenControl: false,
        streetViewControl: false,
        mapTypeControl: false,
        mapId: 'DEMO_MAP_ID',
        scaleControl: true,
      });
      const area =
        options.showArea && options.radius
          ? new google.maps.Circle({
              map,
              center: options.center,
              radius: options.radius,
              clickable: false,
              fillOpacity: 0.06,
              strokeWeight: 2,
              fillColor: resolveColor(element, mapColors.area, 'blue'),
              strokeColor: resolveColor(element, mapColors.area, 'blue'),
            })
          : null;
      let clusters = createClusters(options.pins);
      let selectedId = options.selectedId ?? null;
      const shown = new Map<string, google.maps.marker.AdvancedMarkerElement>();
      const clear = () => {
        for (const marker of shown.values()) marker.map = null;
        shown.clear();
      };
      const render = () => {
        const bounds = map.getBounds();
        const zoom = map.getZoom();
        if (!bounds || zoom === undefined) return;
        const ne = bounds.getNorthEast();
        const sw = bounds.getSouthWest();
        const items = clusters.itemsFor([sw.lng(), sw.lat(), ne.lng(), ne.lat()], zoom);
        const keep = new Set<string>();
        for (const item of items) {
          const markerKey = itemKey(item);
          keep.add(markerKey);
          if (shown.has(markerKey)) continue;
          const content = markerElement(item, options.labels, selectedId, {
            onPin: (id) => options.onPinClick(id),
            onCluster: (cluster: Extract<ClusterItem, { kind: 'cluster' }>) => {
              map.setCenter({ lat: cluster.lat, lng: cluster.lng });
              map.setZoom(cluster.expansionZoom);
            },
          });
          const position =
            item.kind === 'pin' ? { lat: item.pin.lat, lng: item.pin.lng } : { lat: item.lat, lng: item.lng };
          shown.set(markerKey, new AdvancedMarkerElement({ map, position, content }));
        }
        for (const [markerKey, marker] of shown) {
          if (!keep.has(markerKey)) {
            marker.map = null;
            shown.delete(markerKey);
          }
        }
      };
      map.addListener('idle', render);
      return Promise.resolve({
        setPins(pins) {
          clusters = createClusters(pins);
          clear();
          render();
        },
        setSelected(id) {
          selectedId = id;
          clear();
          render();
        },
        destroy() {
          clear();
          area?.setMap(null);
          google.maps.event.clearInstanceListeners(map);
        },
      });
    },
  };
}

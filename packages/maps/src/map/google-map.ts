/// <reference types="google.maps" />
import { loadGoogle } from '#config.ts';
import type { MapHandle, MapProvider } from './map-provider.ts';
import { zoomForRadius } from './map-provider.ts';
import { mapColors } from './map.css.ts';
import { markerLayer } from './marker-layer.ts';
import { resolveColor } from './markers.ts';

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
      const layer = markerLayer<google.maps.marker.AdvancedMarkerElement>(options, {
        view() {
          const bounds = map.getBounds();
          const zoom = map.getZoom();
          if (!bounds || zoom === undefined) return null;
          const ne = bounds.getNorthEast();
          const sw = bounds.getSouthWest();
          return { box: [sw.lng(), sw.lat(), ne.lng(), ne.lat()], zoom };
        },
        add: (content, at) =>
          new AdvancedMarkerElement({ map, position: { lat: at.lat, lng: at.lng }, content }),
        remove(marker) {
          marker.map = null;
        },
        expand(cluster) {
          map.setCenter({ lat: cluster.lat, lng: cluster.lng });
          map.setZoom(cluster.expansionZoom);
        },
      });
      map.addListener('idle', layer.render);
      return Promise.resolve(
        layer.handle(() => {
          area?.setMap(null);
          google.maps.event.clearInstanceListeners(map);
        }),
      );
    },
  };
}

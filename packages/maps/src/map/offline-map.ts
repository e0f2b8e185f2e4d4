// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the `?url` asset imports are typed there, and packages that compile this file (search) do not include it otherwise
/// <reference path="../assets.d.ts" />
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { feature, mesh } from 'topojson-client';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { MapHandle, MapOptions, MapProvider } from './map-provider.ts';
import { circleRing, zoomForRadius } from './map-provider.ts';
import { mapColors } from './map.css.ts';
import { markerLayer } from './marker-layer.ts';
import { resolveColor } from './markers.ts';

// The worker is a file of the app (same origin), so the page's CSP needs no blob: worker source.
setWorkerUrl(workerUrl);

type Topology = Parameters<typeof feature>[0];
type Outline = Parameters<typeof mesh>[1] & object;
type Countries = Topology & { objects: { countries: Outline } };
let outlines: Promise<{ land: GeoJSON.FeatureCollection; borders: GeoJSON.MultiLineString }> | undefined;

/** Natural Earth 1:50m countries (world-atlas), served with the app and fetched from the site itself. */
function loadOutlines() {
  outlines ??= fetch(countriesUrl)
    .then((response) => response.json() as Promise<Countries>)
    .then((topology) => ({
      land: feature(topology, topology.objects.countries) as unknown as GeoJSON.FeatureCollection,
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    }));
  return outlines;
}

function styleFor(
  element: HTMLElement,
  data: Awaited<ReturnType<typeof loadOutlines>>,
  options: MapOptions,
): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: data.land },
      borders: { type: 'geojson', data: data.borders },
    },
    layers: [
      {
        id: 'sea',
        type: 'background',
        paint: { 'background-color': resolveColor(element, mapColors.sea, 'transparent') },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': resolveColor(element, mapColors.land, 'white') },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': resolveColor(element, mapColors.border, 'gray'), 'line-width': 1 },
      },
    ],
  };
  if (options.showArea && options.radius) {
    // The searched circle: at city zoom the outlines are all land, so this is what gives the map its scale.
    const area = resolveColor(element, mapColors.area, 'blue');
    style.sources.area = {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [circleRing(options.center, options.radius)] },
      },
    };
    style.layers.push(
      { id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': area, 'fill-opacity': 0.06 } },
      {
        id: 'area-line',
        type: 'line',
        source: 'area',
        paint: { 'line-color': area, 'line-width': 2, 'line-dasharray': [2, 2] },
      },
    );
  }
  return style;
}

/** The south-west and north-east corners around a ring of [lng, lat] points. */
function boundsOf(ring: readonly [number, number][]): [[number, number], [number, number]] {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** MapLibre GL over bundled country outlines: works with no key and no network beyond the site. */
export function createOfflineMap(): MapProvider {
  return {
    kind: 'offline',
    async mount(element, options): Promise<MapHandle> {
      const data = await loadOutlines();
      const map = new MapLibreMap({
        container: element,
        style: styleFor(element, data, options),
        // With a radius the map opens on the searched circle, whatever the element's size; without
        // one, on the centre at a world view (MapLibre counts 512 px tiles: one level below Google's).
        ...(options.radius
          ? {
              bounds: boundsOf(circleRing(options.center, options.radius)),
              fitBoundsOptions: { padding: 16 },
            }
          : {
              center: [options.center.lng, options.center.lat] as [number, number],
              zoom: zoomForRadius(undefined, options.center.lat) - 1,
            }),
        attributionControl: { compact: true, customAttribution: 'Natural Earth' },
        dragRotate: false,
        pitchWithRotate: false,
        maxZoom: 18,
        locale: {
          'NavigationControl.ZoomIn': options.labels.zoomIn,
          'NavigationControl.ZoomOut': options.labels.zoomOut,
        },
      });
      map.touchZoomRotate.disableRotation();
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
      map.getCanvas().setAttribute('aria-label', options.labels.region);

      const layer = markerLayer<Marker>(options, {
        view() {
          const bounds = map.getBounds();
          return {
            box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
            zoom: map.getZoom(),
          };
        },
        add: (element, at) =>
          new Marker({ element, anchor: 'center' }).setLngLat([at.lng, at.lat]).addTo(map),
        remove(marker) {
          marker.remove();
        },
        expand(cluster) {
          map.easeTo({ center: [cluster.lng, cluster.lat], zoom: cluster.expansionZoom });
        },
      });
      map.on('moveend', layer.render);
      await new Promise<void>((resolve) => map.once('load', () => resolve()));
      layer.render();

      return layer.handle(() => map.remove());
    },
  };
}

import { type ClusterItem, createClusters } from './clusters.ts';
import type { LatLng, MapHandle, MapOptions } from './map-provider.ts';
import { itemKey, markerElement } from './markers.ts';

/** What one map library does for the price pins; the layer decides which pins and clusters show. */
interface MarkerDrawing<M> {
  /** The visible box (west, south, east, north) and zoom; null while the map does not know them yet. */
  view(): { box: [number, number, number, number]; zoom: number } | null;
  /** Puts a marker's element on the map at its place. */
  add(element: HTMLButtonElement, at: LatLng): M;
  remove(marker: M): void;
  /** Zooms into a cluster the traveller pressed. */
  expand(cluster: Extract<ClusterItem, { kind: 'cluster' }>): void;
}

/**
 * The clustered price pins of either map: `render` draws what the view holds (markers already shown
 * stay, those out of view go), and `handle` answers the map's handle, its `destroy` after the markers.
 */
export function markerLayer<M>(options: MapOptions, drawing: MarkerDrawing<M>) {
  let clusters = createClusters(options.pins);
  let selectedId = options.selectedId ?? null;
  const shown = new Map<string, M>();
  const clear = () => {
    for (const marker of shown.values()) drawing.remove(marker);
    shown.clear();
  };
  const render = () => {
    const view = drawing.view();
    if (!view) return;
    const keep = new Set<string>();
    for (const item of clusters.itemsFor(view.box, view.zoom)) {
      const key = itemKey(item);
      keep.add(key);
      if (shown.has(key)) continue;
      const element = markerElement(item, options.labels, selectedId, {
        onPin: (id) => options.onPinClick(id),
        onCluster: (cluster) => drawing.expand(cluster),
      });
      shown.set(key, drawing.add(element, item.kind === 'pin' ? item.pin : item));
    }
    for (const [key, marker] of shown) {
      if (!keep.has(key)) {
        drawing.remove(marker);
        shown.delete(key);
      }
    }
  };
  const handle = (destroy: () => void): MapHandle => ({
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
      destroy();
    },
  });
  return { render, handle };
}

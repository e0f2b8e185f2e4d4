import type { ClusterItem } from './clusters.ts';
import { cluster as clusterClass, pin as pinClass } from './map.css.ts';
import type { MapLabels } from './map-provider.ts';

/** A DOM button for one pin or cluster: keyboard and screen-reader reachable on either map. */
export function markerElement(
  item: ClusterItem,
  labels: MapLabels,
  selectedId: string | null,
  handlers: {
    onPin: (id: string) => void;
    onCluster: (item: Extract<ClusterItem, { kind: 'cluster' }>) => void;
  },
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  if (item.kind === 'pin') {
    button.className = pinClass;
    button.textContent = item.pin.label;
    button.setAttribute('aria-label', item.pin.title);
    button.setAttribute('aria-pressed', String(item.pin.id === selectedId));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      handlers.onPin(item.pin.id);
    });
  } else {
    button.className = clusterClass;
    button.textContent = String(item.count);
    button.setAttribute('aria-label', labels.cluster(item.count));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      handlers.onCluster(item);
    });
  }
  return button;
}

/** A key that stays the same for the same pin or cluster, so unchanged markers are kept between moves. */
export const itemKey = (item: ClusterItem) =>
  item.kind === 'pin' ? `p${item.pin.id}` : `c${item.id}-${item.count}`;

/** The colour behind a theme variable (`var(--x)`), for drawing libraries that need real colours. */
export function resolveColor(element: Element, cssVar: string, fallback: string): string {
  const name = /var\((--[^),\s]+)/.exec(cssVar)?.[1];
  if (!name) return cssVar || fallback;
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

import { favoritesStore } from '@clubstay/api-client/favorites';
import { settingsStore } from '@clubstay/i18n/settings';
import { holdServerSnapshot } from '@clubstay/router/hydration';

let held = false;

/**
 * The stores the server sets per request (language and currency, the member's favourites; the search
 * store holds its own, see search-store.ts): the server's HTML and the hydrating browser render them alike. Called by
 * the server renderer and by the browser before it hydrates (a call, not an import for its effect:
 * the packages are free of side effects, so such an import would be left out of the bundle).
 */
export function holdStoreSnapshots(): void {
  if (held) return;
  held = true;
  holdServerSnapshot(settingsStore);
  holdServerSnapshot(favoritesStore);
}

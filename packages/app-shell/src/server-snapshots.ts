import { favoritesStore } from '@clubstay/api-client/favorites';
import { settingsStore } from '@clubstay/i18n/settings';
import { holdServerSnapshot } from '@clubstay/router/hydration';
import { searchStore } from '@clubstay/search/search-store';

let held = false;

/**
 * The stores the server sets per request (language and currency, the member's favourites, the default
 * stay on the server's day): the server's HTML and the hydrating browser render them alike. Called by
 * the server renderer and by the browser before it hydrates (a call, not an import for its effect:
 * the packages are free of side effects, so such an import would be left out of the bundle).
 */
export function holdStoreSnapshots(): void {
  if (held) return;
  held = true;
  holdServerSnapshot(settingsStore);
  holdServerSnapshot(favoritesStore);
  holdServerSnapshot(searchStore);
}

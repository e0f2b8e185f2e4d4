import { favoritesStore } from '@clubstay/api-client/favorites';
import { settingsStore } from '@clubstay/i18n/settings';
import { holdServerSnapshot } from '@clubstay/router/hydration';
import { searchStore } from '@clubstay/search/search-store';

// The stores the server sets per request (language and currency, the member's favourites, the
// default stay on the server's day): the server's HTML and the hydrating browser render them alike.
holdServerSnapshot(settingsStore);
holdServerSnapshot(favoritesStore);
holdServerSnapshot(searchStore);

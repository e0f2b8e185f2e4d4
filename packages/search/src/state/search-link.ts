import type { SortOption } from '@clubstay/contract/search-rules';
import { formatDatesParam } from '@clubstay/contract/stay-dates';
import { formatRoomsParam, forAddress } from './address.ts';
import type { Destination, SearchParams } from './search-store.ts';

/** The /search address of a new search (spec 1 §2: q, placeId, dates, businessTrip, rooms, sorting). */
export interface SearchLink {
  q: string;
  placeId: string;
  dates: string;
  rooms: string;
  businessTrip: boolean;
  sorting?: SortOption;
}

/**
 * The address a new search goes to. It is built from the form's values alone: nothing of the page
 * it starts from (a hotel page's searchId, es, s_dates, s_room, Residency) comes along; the sorting
 * is the one last chosen (kept in the store), and the filters are the saved ones (the search page
 * restores them). The router keeps the global parameters (locale, currency, gclid, utm_*) by itself.
 */
export function searchLink(
  params: Omit<SearchParams, 'destination'> & { destination: Destination },
  sorting?: SortOption,
): SearchLink {
  return forAddress({
    q: params.destination.q,
    placeId: params.destination.placeId,
    dates: formatDatesParam(params.dates),
    rooms: formatRoomsParam(params.rooms),
    businessTrip: params.businessTrip,
    ...(sorting ? { sorting } : {}),
  });
}

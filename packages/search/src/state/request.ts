import type { SearchRequest } from '@clubstay/api-client/client';
import { isPlaceId, placeTypeOf, RADIUS_RULES, type PlaceType } from '@clubstay/contract/place-rules';
import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  formatSearchKey,
  type Room,
  type SortOption,
} from '@clubstay/contract/search-rules';
import type { StayDates } from './address.ts';
import { type FilterState, filtersToRequest } from './filters.ts';

/** A destination the API knows by id (`city-…`, `country-…`, `poi-…`), or a point from another places service. */
export type SearchPlace =
  | { kind: 'id'; placeId: string; type: PlaceType }
  | { kind: 'point'; lat: number; lng: number; type: PlaceType; countryCode: string | null };

/** The API's own place ids carry their type; anything else (a Google place) must be resolved to a point. */
export function placeFromId(placeId: string): SearchPlace | undefined {
  if (!isPlaceId(placeId)) return undefined;
  const type = placeTypeOf(placeId);
  return type ? { kind: 'id', placeId, type } : undefined;
}

/** The radius a place type searches (spec 1 §9, RADIUS_RULES); a country has none. */
function radiusFor(type: PlaceType): number | undefined {
  return type === 'country' ? undefined : RADIUS_RULES[type].default;
}

interface SearchInput {
  place: SearchPlace;
  dates: StayDates;
  rooms: readonly Room[];
  businessTrip: boolean;
  filters: FilterState;
  sorting: SortOption;
  start: number;
}

/** GET /search parameters (spec 1 §3): k, the destination, f.*, tfb, utcOffset, s.prop/s.dir, p.start/p.limit. */
export function buildSearchRequest(
  input: SearchInput,
  utcOffset = -new Date().getTimezoneOffset(),
): SearchRequest {
  const [prop, dir] = (input.sorting || DEFAULT_SORT).split('-') as [
    SearchRequest['s.prop'],
    SearchRequest['s.dir'],
  ];
  const { place } = input;
  const destination: Partial<SearchRequest> =
    place.kind === 'id'
      ? { 'd.dd': place.placeId, 'd.r': radiusFor(place.type) }
      : place.type === 'country' && place.countryCode
        ? { 'd.countryCode': place.countryCode }
        : {
            'd.lat': place.lat,
            'd.lng': place.lng,
            'd.r': radiusFor(place.type === 'country' ? 'poi' : place.type),
          };
  return {
    k: formatSearchKey(input.dates[0], input.dates[1], input.rooms),
    ...destination,
    ...filtersToRequest(input.filters, place.type),
    tfb: input.businessTrip,
    utcOffset,
    's.prop': prop,
    's.dir': dir,
    'p.start': input.start,
    'p.limit': DEFAULT_PAGE_LIMIT,
  };
}

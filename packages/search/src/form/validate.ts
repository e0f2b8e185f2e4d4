import type { Room } from '@clubstay/contract/search';
import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { roomsProblem, type RoomProblem } from '#state/address.ts';
import { nightsOf } from '@clubstay/contract/stay-dates';
import type { SearchParams } from '#state/search-store.ts';

export interface FormErrors {
  destination?: 'SEARCH.ERRORS.DESTINATION_REQUIRED';
  dates?:
    | 'SEARCH.ERRORS.DATES_REQUIRED'
    | 'SEARCH.ERRORS.DATES_ORDER'
    | 'SEARCH.ERRORS.DATES_PAST'
    | 'SEARCH.ERRORS.DATES_TOO_LONG';
  rooms?: RoomProblem;
}

/**
 * Spec 1 §5: destination required; exactly two dates, each given, the first before the second (and
 * not in the past, and at most `MAX_NIGHTS` nights apart: the longest stay the API accepts); rooms by the room rules. A destination is a place picked from the suggestions
 * (it has a place id), or `ownPlace`: the text of the place the page itself is about (the hotel
 * page's panel), which needs no place id while it is left unchanged.
 */
export function validateSearch(
  params: {
    destination: SearchParams['destination'];
    dates: readonly (string | null | undefined)[] | null;
    rooms: Room[];
  },
  today: string,
  ownPlace?: string,
): FormErrors {
  const errors: FormErrors = {};
  const text = params.destination?.q.trim();
  if (!text || (!params.destination?.placeId && text !== ownPlace?.trim()))
    errors.destination = 'SEARCH.ERRORS.DESTINATION_REQUIRED';
  const [first, second] = params.dates ?? [];
  if (params.dates?.length !== 2 || !first || !second) errors.dates = 'SEARCH.ERRORS.DATES_REQUIRED';
  else if (first >= second) errors.dates = 'SEARCH.ERRORS.DATES_ORDER';
  else if (first < today) errors.dates = 'SEARCH.ERRORS.DATES_PAST';
  else if (nightsOf([first, second]) > MAX_NIGHTS) errors.dates = 'SEARCH.ERRORS.DATES_TOO_LONG';
  const rooms = roomsProblem(params.rooms);
  if (rooms) errors.rooms = rooms;
  return errors;
}

export const hasErrors = (errors: FormErrors) => Boolean(errors.destination ?? errors.dates ?? errors.rooms);

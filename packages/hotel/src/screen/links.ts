import { otherHotelsQuery } from '#domain/book.ts';
import { formatDatesParam } from '@clubstay/contract/stay-dates';
import { formatRooms, type Stay } from '#domain/stay.ts';

/** The /search address of the hotel's city, for the same stay (spec 2 §4 "check other hotels"). */
export interface OtherHotelsSearch {
  q: string;
  placeId?: string;
  dates?: string;
  rooms?: string;
  businessTrip?: boolean;
}

export function otherHotelsSearch(
  hotel: { city: string; country: string; placeId: string | null },
  stay: Stay | null,
): OtherHotelsSearch {
  return {
    q: otherHotelsQuery(hotel.city, hotel.country),
    ...(hotel.placeId ? { placeId: hotel.placeId } : {}),
    ...(stay
      ? {
          dates: formatDatesParam(stay.dates),
          rooms: formatRooms(stay.rooms),
          businessTrip: stay.businessTrip,
        }
      : {}),
  };
}

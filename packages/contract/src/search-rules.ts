// The search's rules without zod: what the app's first script needs (the search form, the address),
// re-exported by search.ts beside the schemas that check them.
import { type PlaceType, placeTypeOf } from './place-rules.ts';
import { compactToIso, daysBetween, isoToCompact } from './stay-dates.ts';

/* ------------------------------------------------------------------------------------------------
 * The search key `k`: dates and rooms in one URL-safe value.
 *
 *   k = CHECKIN "-" CHECKOUT "~" ROOM *( ";" ROOM )
 *   CHECKIN, CHECKOUT = yyyyMMdd
 *   ROOM = ADULTS [ "-" AGE *( "," AGE ) ]
 *
 * `20270312-20270315~2-5,7;2` is 12 to 15 March 2027 (3 nights), room 1 with 2 adults and two
 * children aged 5 and 7, room 2 with 2 adults. The rooms part is the address serialisation of spec 1
 * §2 (adults, dash, children ages comma separated, rooms separated by semicolons).
 * Limits (spec 1 §5, §9): 1 to 4 rooms; per room 1 to 4 adults, at most 2 children, at most 4 guests;
 * child age 0 to 17; check-out after check-in; at most 30 nights; check-in not in the past (in the
 * traveller's time zone when utcOffset is given) and at most 500 days ahead.
 * ---------------------------------------------------------------------------------------------- */

export const MAX_ROOMS = 4;
export const MAX_GUESTS_PER_ROOM = 4;
export const MAX_CHILDREN_PER_ROOM = 2;
export const MAX_CHILD_AGE = 17;
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 500;

export interface Room {
  adults: number;
  children: number[];
}
export interface SearchKey {
  /** ISO dates, yyyy-MM-dd. */
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: Room[];
}

/** Reads `k`; the list of problems is empty when it is valid (the past check needs `today`). */
export function parseSearchKey(
  k: string,
  today?: string,
): { key: SearchKey; problems: string[] } | { key?: undefined; problems: string[] } {
  const problems: string[] = [];
  const [datesPart, roomsPart, ...rest] = k.split('~');
  if (datesPart === undefined || roomsPart === undefined || rest.length) {
    return { problems: ['Expected CHECKIN-CHECKOUT~ROOMS, e.g. 20270312-20270315~2-5,7;2'] };
  }
  const dates = datesPart.split('-');
  const checkIn = dates.length === 2 ? compactToIso(dates[0] ?? '') : undefined;
  const checkOut = dates.length === 2 ? compactToIso(dates[1] ?? '') : undefined;
  if (!checkIn || !checkOut) problems.push('Dates must be two valid dates yyyyMMdd-yyyyMMdd');
  const nights = checkIn && checkOut ? daysBetween(checkIn, checkOut) : 0;
  if (checkIn && checkOut) {
    if (nights < 1) problems.push('Check-out must be after check-in');
    else if (nights > MAX_NIGHTS) problems.push(`A stay is at most ${MAX_NIGHTS} nights`);
    if (today) {
      if (checkIn < today) problems.push('Check-in is in the past');
      else if (daysBetween(today, checkIn) > MAX_DAYS_AHEAD) {
        problems.push(`Check-in is at most ${MAX_DAYS_AHEAD} days ahead`);
      }
    }
  }
  const rooms: Room[] = [];
  const roomTexts = roomsPart.split(';');
  if (roomTexts.length > MAX_ROOMS) problems.push(`At most ${MAX_ROOMS} rooms`);
  roomTexts.forEach((text, index) => {
    const match = /^(\d{1,2})(?:-(\d{1,2}(?:,\d{1,2})*))?$/.exec(text);
    if (!match) {
      problems.push(`Room ${index + 1}: expected ADULTS or ADULTS-AGE,AGE`);
      return;
    }
    const adults = Number(match[1]);
    const children = match[2] ? match[2].split(',').map(Number) : [];
    if (adults < 1) problems.push(`Room ${index + 1}: at least 1 adult`);
    if (children.length > MAX_CHILDREN_PER_ROOM)
      problems.push(`Room ${index + 1}: at most ${MAX_CHILDREN_PER_ROOM} children`);
    if (adults + children.length > MAX_GUESTS_PER_ROOM)
      problems.push(`Room ${index + 1}: at most ${MAX_GUESTS_PER_ROOM} guests`);
    if (children.some((age) => age > MAX_CHILD_AGE))
      problems.push(`Room ${index + 1}: child age is 0 to ${MAX_CHILD_AGE}`);
    rooms.push({ adults, children });
  });
  if (problems.length || !checkIn || !checkOut) return { problems };
  return { key: { checkIn, checkOut, nights, rooms }, problems };
}

/** Writes `k` from dates (yyyy-MM-dd or yyyyMMdd) and rooms. */
export function formatSearchKey(checkIn: string, checkOut: string, rooms: readonly Room[]): string {
  const roomText = rooms
    .map((room) => (room.children.length ? `${room.adults}-${room.children.join(',')}` : String(room.adults)))
    .join(';');
  return `${isoToCompact(checkIn)}-${isoToCompact(checkOut)}~${roomText}`;
}

/** Spec 1 §3 sort options, split into s.prop and s.dir. */
export const SORT_OPTIONS = [
  'Price-asc',
  'Price-desc',
  'Discount-desc',
  'DistanceToPoint-asc',
  'TrustYouScore-desc',
  'PopularityScore-desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'PopularityScore-desc';
export const DEFAULT_PAGE_LIMIT = 60;
export const MAX_PAGE_LIMIT = 100;

/** The place type a search query means: from d.dd, else coordinates (poi), else d.countryCode (country). */
export function searchPlaceType(query: {
  'd.dd'?: string | undefined;
  'd.lat'?: number | undefined;
  'd.lng'?: number | undefined;
  'd.countryCode'?: string | undefined;
}): PlaceType | undefined {
  if (query['d.dd']) return placeTypeOf(query['d.dd']);
  if (query['d.lat'] !== undefined || query['d.lng'] !== undefined) return 'poi';
  if (query['d.countryCode']) return 'country';
  return undefined;
}

/** Reads the dates and rooms a searchId carries (its first part is `k`, base64url). */
export function searchKeyOfSearchId(searchId: string): string | undefined {
  const [encoded] = searchId.split('.');
  if (!encoded) return undefined;
  try {
    const decoded = typeof atob === 'function' ? atob(encoded.replaceAll('-', '+').replaceAll('_', '/')) : '';
    return /^[0-9~;,-]+$/.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

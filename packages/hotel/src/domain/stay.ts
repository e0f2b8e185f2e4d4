import {
  formatSearchKey,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_GUESTS_PER_ROOM,
  MAX_NIGHTS,
  MAX_ROOMS,
  parseSearchKey,
  type Room,
  searchKeyOfSearchId,
} from '@clubstay/contract/search-rules';
import {
  addDays,
  formatDatesParam,
  type IsoDay,
  localToday,
  nightsOf,
  parseDatesParam,
  type StayDates,
} from '@clubstay/contract/stay-dates';
import { type KeptSearchParams, SEARCH_PARAMS_KEY, storedState } from '@clubstay/router/stored-state';

/* ------------------------------------------------------------------------------------------------
 * The stay the hotel page prices (spec 2 §2 query parameters, §3 "Search params"): dates, rooms and
 * the business-trip flag, from the address, the searchId, the search form's saved parameters or the
 * defaults, in that order.
 * ---------------------------------------------------------------------------------------------- */

export interface Stay {
  dates: StayDates;
  rooms: readonly Room[];
  businessTrip: boolean;
}

/** The address parameters the page keeps (spec 2 §2). */
interface HotelAddress {
  s_dates?: string | undefined;
  s_room?: string | undefined;
  s_tfb?: boolean | undefined;
  searchId?: string | undefined;
  es?: string | undefined;
}

/** Spec 2 §3 "Static defaults": no dates, one room of 2 adults, not a business trip. */
const STATIC_DEFAULTS = {
  dates: null,
  rooms: [{ adults: 2, children: [] }] as Room[],
  businessTrip: false,
} as const;

const validDates = (dates: StayDates) => nightsOf(dates) <= MAX_NIGHTS;

/** `s_dates`: two days yyyyMMdd, comma separated, the first before the second, at most `MAX_NIGHTS`; otherwise ignored. */
export function parseDates(param: string | undefined): StayDates | undefined {
  const dates = parseDatesParam(param);
  return dates && validDates(dates) ? dates : undefined;
}

function roomsAreValid(rooms: readonly Room[]): boolean {
  return (
    rooms.length >= 1 &&
    rooms.length <= MAX_ROOMS &&
    rooms.every(
      (room) =>
        Number.isInteger(room.adults) &&
        room.adults >= 1 &&
        room.children.length <= MAX_CHILDREN_PER_ROOM &&
        room.adults + room.children.length <= MAX_GUESTS_PER_ROOM &&
        room.children.every((age) => Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE),
    )
  );
}

/** `s_room`: adults, a dash, children's ages comma separated; rooms separated by semicolons (`2-5,7;2`). */
export function parseRooms(param: string | undefined): Room[] | undefined {
  if (!param) return undefined;
  const rooms: Room[] = [];
  for (const text of param.split(';')) {
    const match = /^(\d{1,2})(?:-(\d{1,2}(?:,\d{1,2})*))?$/.exec(text);
    if (!match) return undefined;
    rooms.push({ adults: Number(match[1]), children: match[2] ? match[2].split(',').map(Number) : [] });
  }
  return roomsAreValid(rooms) ? rooms : undefined;
}

export function formatRooms(rooms: readonly Room[]): string {
  return rooms
    .map((room) => (room.children.length ? `${room.adults}-${room.children.join(',')}` : String(room.adults)))
    .join(';');
}

/** The dates and rooms a searchId carries (the API's ids start with `k`), or undefined. */
export function stayOfSearchId(searchId: string | undefined): Pick<Stay, 'dates' | 'rooms'> | undefined {
  const k = searchId ? searchKeyOfSearchId(searchId) : undefined;
  const key = k ? parseSearchKey(k).key : undefined;
  return key ? { dates: [key.checkIn, key.checkOut], rooms: key.rooms } : undefined;
}

/**
 * The search form's kept parameters (spec 1 §9 "Persisted state is the search parameters only"), when
 * they are whole, valid and not in the past. The search form's store keeps them (zustand's `persist`,
 * `SEARCH_PARAMS_KEY`); the hotel page reads them, never writes them (the search panel does).
 */
export function readStoredStay(today: IsoDay = localToday()): Partial<Stay> {
  return keptStay(storedState('localStorage').getItem(SEARCH_PARAMS_KEY)?.state, today);
}

/** The valid parts of kept search parameters (`KeptSearchParams`, in any stored version). */
export function keptStay(kept: unknown, today: IsoDay): Partial<Stay> {
  if (!kept || typeof kept !== 'object') return {};
  const saved = kept as Partial<Record<keyof KeptSearchParams, unknown>>;
  const stay: Partial<Stay> = {};
  const dates = saved.dates;
  if (
    Array.isArray(dates) &&
    dates.length === 2 &&
    dates.every((day) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) &&
    validDates([dates[0] as string, dates[1] as string]) &&
    (dates[0] as string) >= today
  ) {
    stay.dates = [dates[0] as string, dates[1] as string];
  }
  const rooms = saved.rooms;
  if (
    Array.isArray(rooms) &&
    rooms.every((room: unknown) => {
      const candidate = room as Partial<Room> | null;
      return (
        typeof candidate?.adults === 'number' &&
        Array.isArray(candidate.children) &&
        candidate.children.every((age) => typeof age === 'number')
      );
    }) &&
    roomsAreValid(rooms as Room[])
  ) {
    stay.rooms = (rooms as Room[]).map((room) => ({ adults: room.adults, children: [...room.children] }));
  }
  if (typeof saved.businessTrip === 'boolean') stay.businessTrip = saved.businessTrip;
  return stay;
}

/**
 * The stay when nothing says otherwise: tonight, one night, one room of 2 adults (what a booking site
 * prices a shared hotel link for until the visitor picks dates).
 */
export function defaultStay(today: IsoDay): Stay {
  return { dates: [today, addDays(today, 1)], rooms: STATIC_DEFAULTS.rooms, businessTrip: false };
}

/**
 * The stay the page shows and prices: the searchId's dates and rooms (what the rooms are priced for),
 * else the address's, else the saved search parameters, else the defaults; each part on its own.
 */
export function resolveStay(address: HotelAddress, stored: Partial<Stay>, today: IsoDay): Stay {
  const fromId = stayOfSearchId(address.searchId);
  const fallback = defaultStay(today);
  return {
    dates: fromId?.dates ?? parseDates(address.s_dates) ?? stored.dates ?? fallback.dates,
    rooms: fromId?.rooms ?? parseRooms(address.s_room) ?? stored.rooms ?? fallback.rooms,
    businessTrip: address.s_tfb ?? stored.businessTrip ?? false,
  };
}

/** Spec 2 §5: past check-in dates are rejected on the hotel page. */
export function isPastStay(stay: Pick<Stay, 'dates'>, today: IsoDay): boolean {
  return stay.dates[0] < today;
}

/** The search key `k` of a stay. */
export function stayKey(stay: Pick<Stay, 'dates' | 'rooms'>): string {
  return formatSearchKey(stay.dates[0], stay.dates[1], stay.rooms);
}

/** The address parameters of a stay (and its search). */
export function stayAddress(
  stay: Stay,
  search?: { searchId: string; es?: string | undefined },
): HotelAddress {
  return {
    s_dates: formatDatesParam(stay.dates),
    s_room: formatRooms(stay.rooms),
    s_tfb: stay.businessTrip,
    ...(search ? { searchId: search.searchId, es: search.es } : {}),
  };
}

/** Rooms, adults and children of a party (the summary bar, the room card's guests). */
export function partyOf(rooms: readonly Room[]): { rooms: number; adults: number; children: number } {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children.length, 0),
  };
}

/**
 * The traveller's country of residence for GET /search/byhotelId's `Residency` (spec 2 §7): the region
 * of the browser's preferred language (`de-CH` → `CH`), the first one that has a region; undefined
 * when none has (the API then prices for no particular residence).
 */
export function residencyOf(
  languages: readonly string[] | undefined = globalThis.navigator?.languages,
): string | undefined {
  for (const language of languages ?? []) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})(?:-|$)/.exec(language)?.[1];
    if (region) return region.toUpperCase();
  }
  return undefined;
}

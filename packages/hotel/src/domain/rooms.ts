import type { GuaranteedOffer, HotelRoom } from '@clubstay/contract/rooms';

/* ------------------------------------------------------------------------------------------------
 * The rooms list of the page (spec 2 §4, §9): the guaranteed offer apart, the Grid/List view with its
 * initial counts, and the mapped/unmapped filter.
 * ---------------------------------------------------------------------------------------------- */

/** Spec 2 §9 "Local storage": roomsFilterDisplay Grid 0, List 1. */
export const ROOMS_DISPLAY = { Grid: 0, List: 1 } as const;
export type RoomsDisplay = (typeof ROOMS_DISPLAY)[keyof typeof ROOMS_DISPLAY];
/** roomsFilterBy All 0, Mapped 1, Unmapped 2. */
export const ROOMS_FILTER = { All: 0, Mapped: 1, Unmapped: 2 } as const;
export type RoomsFilter = (typeof ROOMS_FILTER)[keyof typeof ROOMS_FILTER];

/** Rooms shown before "show more": 4 in the grid, 2 in the list. */
const INITIAL_ROOMS: Record<RoomsDisplay, number> = {
  [ROOMS_DISPLAY.Grid]: 4,
  [ROOMS_DISPLAY.List]: 2,
};
/** A room card lists its first 4 facilities, then "show more". */
export const ROOM_FACILITIES_SHOWN = 4;

/**
 * Spec 2 §4: the guaranteed package is removed from the regular lists, and rooms left without
 * packages are dropped.
 */
export function withoutGuaranteed(
  rooms: readonly HotelRoom[],
  offer: Pick<GuaranteedOffer, 'packageId'> | null,
): HotelRoom[] {
  if (!offer) return [...rooms];
  return rooms
    .map((room) => ({ ...room, groups: room.groups.filter((item) => item.id !== offer.packageId) }))
    .filter((room) => room.groups.length > 0);
}

/**
 * A room is "mapped" when the supplier matched it to the hotel's own room catalogue (it comes with
 * the hotel's photos); unmapped rooms are the supplier's raw ones, without photos.
 */
function isMapped(room: Pick<HotelRoom, 'images'>): boolean {
  return room.images.length > 0;
}

/**
 * The rooms the filter keeps. The filter applies only when the list has both kinds; otherwise it
 * would hide every room of a hotel that has only one kind.
 */
export function filterRooms<R extends Pick<HotelRoom, 'images'>>(
  rooms: readonly R[],
  filter: RoomsFilter,
): R[] {
  const mapped = rooms.filter(isMapped);
  if (filter === ROOMS_FILTER.All || mapped.length === 0 || mapped.length === rooms.length) return [...rooms];
  return filter === ROOMS_FILTER.Mapped ? mapped : rooms.filter((room) => !isMapped(room));
}

/** Whether the filter choice means anything for this list (both kinds present). */
export function filterApplies(rooms: readonly Pick<HotelRoom, 'images'>[]): boolean {
  const mapped = rooms.filter(isMapped).length;
  return mapped > 0 && mapped < rooms.length;
}

/**
 * The rooms on screen: the first 4 (grid) or 2 (list) until expanded; on a phone the grid is a
 * horizontal scroller that shows every room.
 */
export function visibleRooms<R>(
  rooms: readonly R[],
  display: RoomsDisplay,
  expanded: boolean,
  phone: boolean,
): R[] {
  if (expanded || (phone && display === ROOMS_DISPLAY.Grid)) return [...rooms];
  return rooms.slice(0, INITIAL_ROOMS[display]);
}

/** Whether the show more / show less button is needed. */
export function hasMoreRooms(count: number, display: RoomsDisplay, phone: boolean): boolean {
  return !(phone && display === ROOMS_DISPLAY.Grid) && count > INITIAL_ROOMS[display];
}

const read = (storage: Pick<Storage, 'getItem'> | undefined, key: string): number | undefined => {
  try {
    const value = storage?.getItem(key);
    return value === null || value === undefined ? undefined : Number(value);
  } catch {
    return undefined;
  }
};
const write = (storage: Pick<Storage, 'setItem'> | undefined, key: string, value: number) => {
  try {
    storage?.setItem(key, String(value));
  } catch {
    // Storage off: the choice lasts for this visit.
  }
};

const DISPLAY_STORAGE_KEY = 'roomsFilterDisplay';
const FILTER_STORAGE_KEY = 'roomsFilterBy';

/** The remembered Grid/List choice; Grid by default. */
export function loadDisplay(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RoomsDisplay {
  return read(storage, DISPLAY_STORAGE_KEY) === ROOMS_DISPLAY.List ? ROOMS_DISPLAY.List : ROOMS_DISPLAY.Grid;
}
export function saveDisplay(
  display: RoomsDisplay,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  write(storage, DISPLAY_STORAGE_KEY, display);
}
/** The remembered mapped/unmapped filter; All by default. */
export function loadFilter(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RoomsFilter {
  const value = read(storage, FILTER_STORAGE_KEY);
  return value === ROOMS_FILTER.Mapped || value === ROOMS_FILTER.Unmapped ? value : ROOMS_FILTER.All;
}
export function saveFilter(
  filter: RoomsFilter,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  write(storage, FILTER_STORAGE_KEY, filter);
}

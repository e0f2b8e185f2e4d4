import {
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
  type Room,
} from '@clubstay/contract/search-rules';

export type { IsoDay, StayDates } from '@clubstay/contract/stay-dates';

/** The room rules of spec 1 §5; the first broken rule as a translation key with its values, or null. */
export type RoomProblem =
  | { key: 'SEARCH.ROOMS.ERROR_TOO_MANY_ROOMS'; values: { max: number } }
  | { key: 'SEARCH.ROOMS.ERROR_NO_ROOM'; values: Record<string, never> }
  | { key: 'SEARCH.ROOMS.ERROR_ADULT_REQUIRED'; values: { room: number } }
  | { key: 'SEARCH.ROOMS.ERROR_TOO_MANY_GUESTS'; values: { room: number; max: number } }
  | { key: 'SEARCH.ROOMS.ERROR_TOO_MANY_CHILDREN'; values: { room: number; max: number } }
  | { key: 'SEARCH.ROOMS.ERROR_CHILD_AGE'; values: { room: number; max: number } };

export function roomsProblem(rooms: readonly Room[]): RoomProblem | null {
  if (rooms.length === 0) return { key: 'SEARCH.ROOMS.ERROR_NO_ROOM', values: {} };
  if (rooms.length > MAX_ROOMS)
    return { key: 'SEARCH.ROOMS.ERROR_TOO_MANY_ROOMS', values: { max: MAX_ROOMS } };
  for (const [index, room] of rooms.entries()) {
    const number = index + 1;
    if (!Number.isInteger(room.adults) || room.adults < 1)
      return { key: 'SEARCH.ROOMS.ERROR_ADULT_REQUIRED', values: { room: number } };
    if (room.children.length > MAX_CHILDREN_PER_ROOM) {
      return {
        key: 'SEARCH.ROOMS.ERROR_TOO_MANY_CHILDREN',
        values: { room: number, max: MAX_CHILDREN_PER_ROOM },
      };
    }
    if (room.adults + room.children.length > MAX_GUESTS_PER_ROOM) {
      return {
        key: 'SEARCH.ROOMS.ERROR_TOO_MANY_GUESTS',
        values: { room: number, max: MAX_GUESTS_PER_ROOM },
      };
    }
    if (room.children.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE)) {
      return { key: 'SEARCH.ROOMS.ERROR_CHILD_AGE', values: { room: number, max: MAX_CHILD_AGE } };
    }
  }
  return null;
}

function readRooms(param: string, roomSeparator: string, ageSeparator: string): Room[] | undefined {
  const rooms: Room[] = [];
  for (const text of param.split(roomSeparator)) {
    const [adultsText, agesText, ...rest] = text.split('-');
    if (rest.length || !adultsText || !/^\d{1,2}$/.test(adultsText)) return undefined;
    const ages = agesText === undefined ? [] : agesText.split(ageSeparator);
    if (ages.some((age) => !/^\d{1,2}$/.test(age))) return undefined;
    rooms.push({ adults: Number(adultsText), children: ages.map(Number) });
  }
  return roomsProblem(rooms) ? undefined : rooms;
}

/**
 * Rooms in the address (spec 1 §2): adults, a dash, children ages comma separated; rooms separated
 * by semicolons (`2-5,7;2`). The search form's own parser read children ages separated by
 * semicolons, so the other reading (`2-5;7,2`: ages by semicolons, rooms by commas) is accepted
 * when the first does not give valid rooms. A value that neither reading accepts is ignored.
 */
export function parseRoomsParam(param: string | undefined): Room[] | undefined {
  if (!param) return undefined;
  return readRooms(param, ';', ',') ?? readRooms(param, ',', ';');
}

/** Rooms as the address writes them: `2-5,7;2`. */
export function formatRoomsParam(rooms: readonly Room[]): string {
  return rooms
    .map((room) => (room.children.length ? `${room.adults}-${room.children.join(',')}` : String(room.adults)))
    .join(';');
}

/** A comma-separated id list from the address; `''` is an explicit empty choice. */
export function parseIdList(param: string | undefined): number[] | undefined {
  if (param === undefined) return undefined;
  if (param === '') return [];
  return param
    .split(',')
    .map(Number)
    .filter((value) => Number.isInteger(value));
}

export function formatIdList(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

/**
 * The router writes a text that reads as JSON ("5", "2") in quotes (`stars=%225%22`); such values go
 * as numbers so the address reads `stars=5`, `rooms=2` (the schemas take them back as text).
 */
export function forAddress<T extends object>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{1,15}$/.test(value) && String(Number(value)) === value
        ? Number(value)
        : value,
    ]),
  ) as T;
}

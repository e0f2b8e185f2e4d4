import { describe, expect, it } from 'vitest';
import { pkg, room } from './fixtures.ts';
import {
  filterApplies,
  filterRooms,
  hasMoreRooms,
  loadDisplay,
  loadFilter,
  ROOMS_DISPLAY,
  ROOMS_FILTER,
  saveDisplay,
  saveFilter,
  visibleRooms,
  withoutGuaranteed,
} from './rooms.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the guaranteed offer apart', () => {
  it('removes its package from the regular lists and drops rooms left empty', () => {
    const rooms = [room(1, [pkg('1-1-N', 300), pkg('1-1-R', 330)]), room(2, [pkg('2-1-N', 350)])];
    const left = withoutGuaranteed(rooms, { packageId: '2-1-N' });
    expect(left.map((item) => item.id)).toEqual([1]);
    expect(withoutGuaranteed(rooms, { packageId: '1-1-N' })[0]?.groups.map((item) => item.id)).toEqual([
      '1-1-R',
    ]);
    expect(withoutGuaranteed(rooms, null)).toEqual(rooms);
  });
});

describe('rooms shown', () => {
  const seven = Array.from({ length: 7 }, (_, index) => index);

  it('shows 4 in the grid and 2 in the list until expanded', () => {
    expect(visibleRooms(seven, ROOMS_DISPLAY.Grid, false, false)).toHaveLength(4);
    expect(visibleRooms(seven, ROOMS_DISPLAY.List, false, false)).toHaveLength(2);
    expect(visibleRooms(seven, ROOMS_DISPLAY.List, true, false)).toHaveLength(7);
    expect(hasMoreRooms(7, ROOMS_DISPLAY.Grid, false)).toBe(true);
    expect(hasMoreRooms(4, ROOMS_DISPLAY.Grid, false)).toBe(false);
    expect(hasMoreRooms(3, ROOMS_DISPLAY.List, false)).toBe(true);
  });

  it('shows every room in the phone grid (a horizontal scroller) without show more', () => {
    expect(visibleRooms(seven, ROOMS_DISPLAY.Grid, false, true)).toHaveLength(7);
    expect(hasMoreRooms(7, ROOMS_DISPLAY.Grid, true)).toBe(false);
    expect(visibleRooms(seven, ROOMS_DISPLAY.List, false, true)).toHaveLength(2);
  });

  it('filters mapped and unmapped rooms only when both kinds are there', () => {
    const mapped = room(1, [pkg('1-1-N', 1)]);
    const unmapped = room(2, [pkg('2-1-N', 1)], { images: [] });
    expect(filterRooms([mapped, unmapped], ROOMS_FILTER.Mapped)).toEqual([mapped]);
    expect(filterRooms([mapped, unmapped], ROOMS_FILTER.Unmapped)).toEqual([unmapped]);
    expect(filterRooms([mapped, unmapped], ROOMS_FILTER.All)).toHaveLength(2);
    expect(filterRooms([unmapped], ROOMS_FILTER.Mapped)).toEqual([unmapped]);
    expect(filterApplies([mapped, unmapped])).toBe(true);
    expect(filterApplies([mapped])).toBe(false);
  });
});

describe('remembered choices', () => {
  it('keeps Grid/List in roomsFilterDisplay and the filter in roomsFilterBy', () => {
    const storage = memoryStorage();
    expect(loadDisplay(storage)).toBe(ROOMS_DISPLAY.Grid);
    saveDisplay(ROOMS_DISPLAY.List, storage);
    expect(storage.values.get('roomsFilterDisplay')).toBe('1');
    expect(loadDisplay(storage)).toBe(ROOMS_DISPLAY.List);
    saveFilter(ROOMS_FILTER.Unmapped, storage);
    expect(storage.values.get('roomsFilterBy')).toBe('2');
    expect(loadFilter(storage)).toBe(ROOMS_FILTER.Unmapped);
  });

  it('falls back to the defaults on junk or without storage', () => {
    const storage = memoryStorage();
    storage.setItem('roomsFilterDisplay', 'grid');
    storage.setItem('roomsFilterBy', '9');
    expect(loadDisplay(storage)).toBe(ROOMS_DISPLAY.Grid);
    expect(loadFilter(storage)).toBe(ROOMS_FILTER.All);
    expect(loadDisplay(undefined)).toBe(ROOMS_DISPLAY.Grid);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadFilter(broken)).toBe(ROOMS_FILTER.All);
  });
});

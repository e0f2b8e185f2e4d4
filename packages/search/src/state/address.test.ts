import { describe, expect, it } from 'vitest';
import { formatRoomsParam, parseRoomsParam, roomsProblem } from './address.ts';

describe('rooms in the address', () => {
  it('writes adults, a dash and children ages comma separated, rooms by semicolons', () => {
    expect(
      formatRoomsParam([
        { adults: 2, children: [5, 7] },
        { adults: 2, children: [] },
      ]),
    ).toBe('2-5,7;2');
    expect(formatRoomsParam([{ adults: 2, children: [] }])).toBe('2');
  });
  it('reads that serialisation back', () => {
    expect(parseRoomsParam('2-5,7;2')).toEqual([
      { adults: 2, children: [5, 7] },
      { adults: 2, children: [] },
    ]);
    expect(parseRoomsParam('1')).toEqual([{ adults: 1, children: [] }]);
    expect(parseRoomsParam('2;2-0')).toEqual([
      { adults: 2, children: [] },
      { adults: 2, children: [0] },
    ]);
  });
  it("also reads the search form's reading: ages by semicolons, rooms by commas", () => {
    expect(parseRoomsParam('2-5;7,2')).toEqual([
      { adults: 2, children: [5, 7] },
      { adults: 2, children: [] },
    ]);
    expect(parseRoomsParam('3,1-4')).toEqual([
      { adults: 3, children: [] },
      { adults: 1, children: [4] },
    ]);
  });
  it('ignores a value neither reading accepts or that breaks the room rules', () => {
    expect(parseRoomsParam('2-5,7,9')).toBeUndefined(); // three children
    expect(parseRoomsParam('3-5,7')).toBeUndefined(); // five guests
    expect(parseRoomsParam('0')).toBeUndefined(); // no adult
    expect(parseRoomsParam('2-18')).toBeUndefined(); // age above 17
    expect(parseRoomsParam('2;2;2;2;2')).toBeUndefined(); // five rooms
    expect(parseRoomsParam('two')).toBeUndefined();
    expect(parseRoomsParam('')).toBeUndefined();
  });
});

describe('room rules (spec 1 §5)', () => {
  it('names the first broken rule', () => {
    expect(roomsProblem([{ adults: 2, children: [] }])).toBeNull();
    expect(roomsProblem([])?.key).toBe('SEARCH.ROOMS.ERROR_NO_ROOM');
    expect(roomsProblem(Array.from({ length: 5 }, () => ({ adults: 1, children: [] })))?.key).toBe(
      'SEARCH.ROOMS.ERROR_TOO_MANY_ROOMS',
    );
    expect(roomsProblem([{ adults: 0, children: [3] }])).toEqual({
      key: 'SEARCH.ROOMS.ERROR_ADULT_REQUIRED',
      values: { room: 1 },
    });
    expect(roomsProblem([{ adults: 1, children: [1, 2, 3] }])?.key).toBe(
      'SEARCH.ROOMS.ERROR_TOO_MANY_CHILDREN',
    );
    expect(roomsProblem([{ adults: 3, children: [1, 2] }])?.key).toBe('SEARCH.ROOMS.ERROR_TOO_MANY_GUESTS');
    expect(roomsProblem([{ adults: 2, children: [18] }])?.key).toBe('SEARCH.ROOMS.ERROR_CHILD_AGE');
    expect(roomsProblem([{ adults: 2, children: [0, 17] }])).toBeNull();
  });
});

describe('values for the router', () => {
  it('turns number-like text into numbers so the address is not JSON-quoted', async () => {
    const { forAddress } = await import('./address.ts');
    expect(
      forAddress({
        stars: '5',
        rooms: '2',
        dates: '20270312,20270315',
        q: 'Paris',
        p: undefined,
        zero: '05',
      }),
    ).toEqual({
      stars: 5,
      rooms: 2,
      dates: '20270312,20270315',
      q: 'Paris',
      p: undefined,
      zero: '05',
    });
  });
});

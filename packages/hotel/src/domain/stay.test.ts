import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDatesParam } from '@clubstay/contract/stay-dates';
import { SEARCH_PARAMS_KEY } from '@clubstay/router/stored-state';
import {
  defaultStay,
  formatRooms,
  isPastStay,
  keptStay,
  parseDates,
  parseRooms,
  partyOf,
  readStoredStay,
  resolveStay,
  stayAddress,
  stayKey,
} from './stay.ts';
import { blockStorage } from '@clubstay/test-kit/blocked-storage';

const TODAY = '2027-03-01';
const searchIdOf = (k: string) =>
  `${btoa(k).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '')}.h12`;

describe('address parameters', () => {
  it('reads and writes s_dates and s_room', () => {
    expect(parseDates('20270312,20270315')).toEqual(['2027-03-12', '2027-03-15']);
    expect(formatDatesParam(['2027-03-12', '2027-03-15'])).toBe('20270312,20270315');
    expect(parseRooms('2-5,7;2')).toEqual([
      { adults: 2, children: [5, 7] },
      { adults: 2, children: [] },
    ]);
    expect(
      formatRooms([
        { adults: 2, children: [5, 7] },
        { adults: 1, children: [] },
      ]),
    ).toBe('2-5,7;1');
  });

  it('ignores bad values', () => {
    for (const bad of [
      '20270315,20270312',
      '20270230,20270301',
      '2027-03-12,2027-03-15',
      '20270312',
      '20270301,20270501',
    ]) {
      expect(parseDates(bad), bad).toBeUndefined();
    }
    for (const bad of ['0', '5', '3-1,2', '2-18', '1;1;1;1;1', 'x'])
      expect(parseRooms(bad), bad).toBeUndefined();
  });
});

describe('the stay the page prices', () => {
  const stored = keptStay(
    { dates: ['2027-04-01', '2027-04-03'], rooms: [{ adults: 1, children: [4] }], businessTrip: true },
    TODAY,
  );

  it('takes the searchId first: the rooms are priced for it', () => {
    const stay = resolveStay(
      { searchId: searchIdOf('20270510-20270512~3'), s_dates: '20270312,20270315' },
      stored,
      TODAY,
    );
    expect(stay.dates).toEqual(['2027-05-10', '2027-05-12']);
    expect(stay.rooms).toEqual([{ adults: 3, children: [] }]);
  });

  it('then the address, then the saved search parameters, then the defaults', () => {
    expect(resolveStay({ s_dates: '20270312,20270315', s_tfb: false }, stored, TODAY)).toEqual({
      dates: ['2027-03-12', '2027-03-15'],
      rooms: [{ adults: 1, children: [4] }],
      businessTrip: false,
    });
    expect(resolveStay({}, stored, TODAY)).toEqual({
      dates: ['2027-04-01', '2027-04-03'],
      rooms: [{ adults: 1, children: [4] }],
      businessTrip: true,
    });
    expect(resolveStay({}, {}, TODAY)).toEqual(defaultStay(TODAY));
    expect(defaultStay(TODAY).dates).toEqual([TODAY, '2027-03-02']);
  });

  it('ignores saved dates in the past and saved junk', () => {
    expect(keptStay({ dates: ['2027-02-01', '2027-02-03'] }, TODAY)).toEqual({});
    expect(keptStay({ rooms: [{ adults: 9, children: [] }] }, TODAY)).toEqual({});
    expect(keptStay({ rooms: [null], dates: 'x' }, TODAY)).toEqual({});
    expect(keptStay(undefined, TODAY)).toEqual({});
  });

  it('rejects past check-in dates', () => {
    expect(isPastStay({ dates: ['2027-02-28', '2027-03-02'] }, TODAY)).toBe(true);
    expect(isPastStay({ dates: [TODAY, addDays(TODAY, 1)] }, TODAY)).toBe(false);
  });

  it('gives the search key, the address and the party', () => {
    const stay = {
      dates: ['2027-03-12', '2027-03-15'] as const,
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
      businessTrip: true,
    };
    expect(stayKey(stay)).toBe('20270312-20270315~2-5;1');
    expect(stayAddress(stay, { searchId: 'abc', es: 'e' })).toEqual({
      s_dates: '20270312,20270315',
      s_room: '2-5;1',
      s_tfb: true,
      searchId: 'abc',
      es: 'e',
    });
    expect(partyOf(stay.rooms)).toEqual({ rooms: 2, adults: 3, children: 1 });
  });
});

describe('the search parameters the search form keeps (local storage)', () => {
  afterEach(() => localStorage.clear());
  const params = {
    destination: { q: 'Paris, France', placeId: 'city-2988507' },
    dates: ['2027-04-01', '2027-04-03'],
    rooms: [{ adults: 1, children: [4] }],
    businessTrip: true,
    sorting: 'Price-asc',
  };
  const stay = { dates: params.dates, rooms: params.rooms, businessTrip: true };

  it("reads them as the search form's store keeps them (persist's {state, version})", () => {
    localStorage.setItem(SEARCH_PARAMS_KEY, JSON.stringify({ state: params, version: 1 }));
    expect(readStoredStay(TODAY)).toEqual(stay);
  });

  it('reads them as they were kept before the store used persist (a flat object)', () => {
    localStorage.setItem(SEARCH_PARAMS_KEY, JSON.stringify(params));
    expect(readStoredStay(TODAY)).toEqual(stay);
  });

  it('reads nothing from junk, an empty key or blocked storage', () => {
    localStorage.setItem(SEARCH_PARAMS_KEY, '{not json');
    expect(readStoredStay(TODAY)).toEqual({});
    localStorage.clear();
    expect(readStoredStay(TODAY)).toEqual({});
    const restore = blockStorage();
    try {
      expect(readStoredStay(TODAY)).toEqual({});
    } finally {
      restore();
    }
  });
});

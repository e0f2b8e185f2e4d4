import { describe, expect, it } from 'vitest';
import { addDays, formatDatesParam } from '@clubstay/contract/stay-dates';
import {
  defaultStay,
  formatRooms,
  isPastStay,
  parseDates,
  parseRooms,
  partyOf,
  readStoredStay,
  resolveStay,
  SEARCH_PARAMS_STORAGE_KEY,
  stayAddress,
  stayKey,
} from './stay.ts';

const TODAY = '2027-03-01';
const storageWith = (value: unknown) => ({
  getItem: (key: string) => (key === SEARCH_PARAMS_STORAGE_KEY ? JSON.stringify(value) : null),
});
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
  const stored = readStoredStay(
    storageWith({
      dates: ['2027-04-01', '2027-04-03'],
      rooms: [{ adults: 1, children: [4] }],
      businessTrip: true,
    }),
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
    expect(readStoredStay(storageWith({ dates: ['2027-02-01', '2027-02-03'] }), TODAY)).toEqual({});
    expect(readStoredStay(storageWith({ rooms: [{ adults: 9, children: [] }] }), TODAY)).toEqual({});
    expect(readStoredStay({ getItem: () => '{not json' }, TODAY)).toEqual({});
    expect(readStoredStay(undefined, TODAY)).toEqual({});
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

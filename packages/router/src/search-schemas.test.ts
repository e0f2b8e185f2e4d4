import { describe, expect, it } from 'vitest';
import {
  checkoutSearchSchema,
  confirmationSearchSchema,
  globalSearchSchema,
  hotelSearchSchema,
  searchPageSchema,
} from './search-schemas.ts';

describe('checkout and confirmation addresses', () => {
  it('keep ids the router read as numbers as text (hotel=1)', () => {
    expect(
      checkoutSearchSchema.parse({ hotel: 1, package: '1-1-N', search: 'abc.h1', checkout: 'x'.repeat(32) }),
    ).toMatchObject({
      hotel: '1',
      package: '1-1-N',
      search: 'abc.h1',
    });
    expect(confirmationSearchSchema.parse({ offerKey: 12345 }).offerKey).toBe('12345');
  });

  it('drop what is not text', () => {
    expect(checkoutSearchSchema.parse({ hotel: { a: 1 }, es: 'y'.repeat(501) })).toMatchObject({
      hotel: undefined,
      es: undefined,
    });
  });
});

describe('the readers (what zod/mini read before them, checked value by value when they replaced it)', () => {
  it('keep the known parameters only, undefined where they do not read', () => {
    expect(searchPageSchema.parse({ q: 'Paris', locale: 'x'.repeat(11), other: 1 })).toEqual({
      q: 'Paris',
      locale: undefined,
    });
    expect(searchPageSchema.parse(undefined)).toEqual({});
  });

  it('read numbers from numbers or text, in range, integers where asked', () => {
    const read = (value: unknown) => searchPageSchema.parse({ 'p.start': value, priceFrom: value });
    expect(read('60')).toEqual({ 'p.start': 60, priceFrom: 60 });
    expect(read(1.5)).toEqual({ 'p.start': undefined, priceFrom: 1.5 });
    expect(read(-1)).toEqual({ 'p.start': undefined, priceFrom: undefined });
    expect(read('NaN')).toEqual({ 'p.start': undefined, priceFrom: undefined });
    expect(hotelSearchSchema.parse({ discount: 101 }).discount).toBeUndefined();
  });

  it('read flags, sortings, dates and rooms', () => {
    expect(
      searchPageSchema.parse({ hideSoldOut: 'true', businessTrip: false, sorting: 'Price-asc' }),
    ).toMatchObject({
      hideSoldOut: true,
      businessTrip: false,
      sorting: 'Price-asc',
    });
    expect(searchPageSchema.parse({ hideSoldOut: 'yes', sorting: 'cheap' })).toEqual({
      hideSoldOut: undefined,
      sorting: undefined,
    });
    expect(hotelSearchSchema.parse({ s_dates: '20260101,20260103', s_room: 2 })).toMatchObject({
      s_dates: '20260101,20260103',
      s_room: '2',
    });
    expect(hotelSearchSchema.parse({ s_dates: '2026-01-01', s_room: '2-x' })).toMatchObject({
      s_dates: undefined,
      s_room: undefined,
    });
    expect(searchPageSchema.parse({ rooms: '2;5,7', stars: '3,4' })).toMatchObject({
      rooms: '2;5,7',
      stars: '3,4',
    });
  });

  it('keep a number-looking referral or currency out (text only)', () => {
    expect(globalSearchSchema.parse({ currency: 'EUR', rfid: 12 })).toEqual({
      currency: 'EUR',
      rfid: undefined,
    });
  });
});

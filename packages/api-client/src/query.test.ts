import { describe, expect, it } from 'vitest';
import { stringifyQuery } from './query.ts';

describe('stringifyQuery', () => {
  it('joins arrays with commas and skips empty strings, null and undefined', () => {
    expect(
      stringifyQuery({
        k: '20270312-20270315~2',
        'f.stars': [4, 5],
        'f.name': '',
        'f.priceFrom': undefined,
        'f.priceTo': null,
        'f.hideSoldOut': true,
        'p.start': 0,
      }),
    ).toBe('k=20270312-20270315%7E2&f.stars=4%2C5&f.hideSoldOut=true&p.start=0');
  });

  it('drops empty arrays and empty items inside arrays', () => {
    expect(stringifyQuery({ 'f.facilities': [], 'f.rating': ['', '3'] })).toBe('f.rating=3');
  });

  it('keeps zero and false, which are values', () => {
    expect(stringifyQuery({ a: 0, b: false })).toBe('a=0&b=false');
  });

  it('encodes reserved characters so values survive the round trip', () => {
    const text = stringifyQuery({ q: 'São Paulo, Brasil & more' });
    expect(new URLSearchParams(text).get('q')).toBe('São Paulo, Brasil & more');
  });
});

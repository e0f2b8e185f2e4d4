import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './filters.ts';
import { buildSearchRequest, placeFromId } from './request.ts';

describe('the GET /search request', () => {
  const base = {
    dates: ['2027-03-12', '2027-03-15'] as const,
    rooms: [{ adults: 2, children: [5] }],
    businessTrip: true,
    filters: DEFAULT_FILTERS,
    start: 60,
  };
  it('sends a city by id with its radius, the key, filters, sort and page', () => {
    const place = placeFromId('city-2988507');
    if (!place) throw new Error('city');
    expect(buildSearchRequest({ ...base, place, sorting: 'Price-asc' }, 60)).toMatchObject({
      k: '20270312-20270315~2-5',
      'd.dd': 'city-2988507',
      'd.r': 10_000,
      'f.stars': [4, 5],
      'f.propertyTypes': [1],
      'f.hideSoldOut': true,
      tfb: true,
      utcOffset: 60,
      's.prop': 'Price',
      's.dir': 'asc',
      'p.start': 60,
      'p.limit': 60,
    });
  });
  it('sends a country without a radius, and a point of interest without hiding sold-out hotels', () => {
    const country = placeFromId('country-FR');
    const poi = placeFromId('poi-CDG');
    if (!country || !poi) throw new Error('places');
    expect(
      buildSearchRequest({ ...base, place: country, sorting: 'PopularityScore-desc' })['d.r'],
    ).toBeUndefined();
    const request = buildSearchRequest({ ...base, place: poi, sorting: 'PopularityScore-desc' });
    expect(request['d.r']).toBe(25_000);
    expect(request['f.hideSoldOut']).toBe(false);
  });
  it('sends another service’s place as a point', () => {
    expect(placeFromId('ChIJD7fiBh9u5kcRYJSMaMOCCwQ')).toBeUndefined();
    const request = buildSearchRequest({
      ...base,
      place: { kind: 'point', lat: 48.85, lng: 2.35, type: 'city', countryCode: 'FR' },
      sorting: 'PopularityScore-desc',
    });
    expect(request).toMatchObject({ 'd.lat': 48.85, 'd.lng': 2.35, 'd.r': 10_000 });
    expect(request['d.dd']).toBeUndefined();
  });
});

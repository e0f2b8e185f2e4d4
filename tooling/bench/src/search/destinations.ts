/** The destinations, filters and sorts the search benches share (place ids of the data set). */

/** Dense and mid-size cities: Paris, London, New York, Berlin, Rome, Barcelona, Amsterdam, Dubai, Tokyo, Istanbul, Madrid, Los Angeles, São Paulo, Mexico City, Bangkok, Zürich, Cancún, Miami, Las Vegas, Athens, Vienna, Prague, Copenhagen, Dublin. */
export const CITIES = [
  'city-2988507',
  'city-2643743',
  'city-5128581',
  'city-2950159',
  'city-3169070',
  'city-3128760',
  'city-2759794',
  'city-292223',
  'city-1850147',
  'city-745044',
  'city-3117735',
  'city-5368361',
  'city-3448439',
  'city-3530597',
  'city-1609350',
  'city-2657896',
  'city-3531673',
  'city-4164138',
  'city-5506956',
  'city-264371',
  'city-2761369',
  'city-3067696',
  'city-2618425',
  'city-2964574',
];
export const COUNTRIES = [
  'country-FR',
  'country-DE',
  'country-IT',
  'country-ES',
  'country-GB',
  'country-NL',
  'country-CH',
  'country-GR',
  'country-PT',
  'country-AE',
  'country-JP',
  'country-US',
];
/** Airports. */
export const POIS = [
  'poi-CDG',
  'poi-LHR',
  'poi-JFK',
  'poi-DXB',
  'poi-FCO',
  'poi-BCN',
  'poi-AMS',
  'poi-MUC',
  'poi-LAX',
  'poi-NRT',
];
/** Filters in rotation; none comes twice as often as each other. */
export const FILTERS = [
  '',
  '',
  'f.stars=4,5',
  'f.facilities=22',
  'f.rating=3,4&f.hideSoldOut=true',
  'f.propertyTypes=1&f.stars=3,4',
  'f.priceFrom=60&f.priceTo=250',
  'f.facilities=22,9&f.stars=4,5&f.hideSoldOut=true',
  'f.distanceToPointMax=3000',
  'f.name=grand',
];
export const SORTS = [
  'PopularityScore-desc',
  'Price-asc',
  'Price-desc',
  'Discount-desc',
  'DistanceToPoint-asc',
  'TrustYouScore-desc',
];

/** Milliseconds `work` took, and its result. */
export async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint();
  const result = await work();
  return [Number(process.hrtime.bigint() - start) / 1e6, result];
}

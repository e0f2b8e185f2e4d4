/** The fixed searches of the answers comparison and the field-by-field difference of two runs. */
import { CITIES, FILTERS, POIS, SORTS } from './destinations.ts';

/** Countries of the answers (a fixed set: changing it means recording the answers again). */
const ANSWER_COUNTRIES = [
  'country-FR',
  'country-DE',
  'country-IT',
  'country-CH',
  'country-PT',
  'country-AE',
  'country-JP',
  'country-US',
];
/** Each filter once (the shared rotation has "no filter" twice). */
const ANSWER_FILTERS = FILTERS.slice(1);
/** Fixed stays (so the answers do not move with today's date): 3 nights for two, 7 nights for a family in two rooms. */
const STAYS = ['20270310-20270313~2', '20270612-20270619~2-6;1'];

/** 200 searches: 120 city, 50 point of interest, 30 country, every filter and sort, a few later pages. */
export function fixedSearches(): string[] {
  const destinations: string[] = [];
  for (const city of CITIES)
    for (const radius of [2000, 5000, 10000, 15000, 25000]) destinations.push(`d.dd=${city}&d.r=${radius}`);
  for (const poi of POIS)
    for (const radius of [5000, 10000, 25000, 50000, 100000]) destinations.push(`d.dd=${poi}&d.r=${radius}`);
  for (const country of ANSWER_COUNTRIES) for (let i = 0; i < 4; i++) destinations.push(`d.dd=${country}`);
  return destinations.slice(0, 200).map((destination, n) => {
    const [prop, dir] = (SORTS[n % SORTS.length] as string).split('-');
    const page = n % 7 === 3 ? 'p.start=60&p.limit=60' : 'p.limit=60';
    return [
      `k=${encodeURIComponent(STAYS[n % 2] as string)}`,
      destination,
      ANSWER_FILTERS[n % ANSWER_FILTERS.length],
      `s.prop=${prop}&s.dir=${dir}`,
      page,
    ]
      .filter(Boolean)
      .join('&');
  });
}

/** Every path where `a` and `b` differ (a missing field, another type, another value), as `path: a → b`. */
export function differences(a: unknown, b: unknown, at = ''): string[] {
  if (Object.is(a, b)) return [];
  const bothObjects = a !== null && b !== null && typeof a === 'object' && typeof b === 'object';
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b))
    return [`${at || '(root)'}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`];
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  const found: string[] = [];
  for (const key of keys) {
    if (!(key in left)) found.push(`${at}.${key}: (missing) → ${JSON.stringify(right[key])}`);
    else if (!(key in right)) found.push(`${at}.${key}: ${JSON.stringify(left[key])} → (missing)`);
    else found.push(...differences(left[key], right[key], `${at}.${key}`));
  }
  return found;
}

/** A query value as the app holds it: arrays are sent comma-separated. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The shared query stringifier of spec 1 §7: arrays comma-separated, empty strings skipped (and so
 * are null, undefined and empty arrays). Keys keep their order.
 */
export function stringifyQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as readonly (string | number | boolean)[])
        .map(String)
        .filter((item) => item !== '');
      if (items.length) search.append(key, items.join(','));
      continue;
    }
    search.append(key, String(value));
  }
  return search.toString();
}

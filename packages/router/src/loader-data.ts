/**
 * Route loader data the server rendered the page with, carried in the page to the browser: the first
 * load of each route there returns the server's data (the screen then hydrates on exactly what the
 * server rendered, without asking the API again); every later load fetches as usual.
 */
const seeded = new Map<string, unknown>();

/** The loader data of the page's matched routes, by route id (the server, after loading the route). */
export function collectLoaderData(
  matches: readonly { routeId: string; loaderData?: unknown }[],
): Record<string, unknown> {
  return Object.fromEntries(
    matches
      .filter((match) => match.loaderData !== undefined)
      .map((match) => [match.routeId, match.loaderData]),
  );
}

/** The browser, before its first load: what the server's loaders returned. */
export function seedLoaderData(data: Record<string, unknown> | undefined): void {
  seeded.clear();
  for (const [routeId, value] of Object.entries(data ?? {})) seeded.set(routeId, value);
}

/** The server's data for this route's first load in the browser (once), else what `load` gives. */
export function fromServer(routeId: string, load: () => unknown): unknown {
  if (seeded.has(routeId)) {
    const value = seeded.get(routeId);
    seeded.delete(routeId);
    return value;
  }
  return load();
}

let serverQueries: unknown = null;

/**
 * The browser, before its first load: the server's query cache as the page carried it (dehydrated).
 * Kept here, without TanStack Query's code, until a screen that reads queries creates the cache
 * (`query-client.ts`).
 */
export function keepServerQueries(state: unknown): void {
  serverQueries = state ?? null;
}

/** The server's dehydrated queries, once (the cache that hydrates from them keeps them). */
export function takeServerQueries(): unknown {
  const state = serverQueries;
  serverQueries = null;
  return state;
}

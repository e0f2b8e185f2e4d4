import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { takeServerQueries } from './loader-data.ts';
import type { RouterContext } from './routes.ts';

/**
 * The page's one query cache (TanStack Query). On the server a route's loader fills the request's
 * cache (`RouterContext.queryClient`, one per request), the page carries it dehydrated
 * (`dehydrateQueries`), and in the browser the cache is created on first use, hydrated from it: a
 * screen reads what the server read without asking again, and polls with the query's
 * `refetchInterval`. Only the screens that use queries load this module (and TanStack Query's core),
 * so the pages without them stay as light as before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Each query says how long its answer holds (a poll's interval: the server's reading is not
        // asked again as the page hydrates) and when to read again; an error is shown, not retried.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | null = null;

/** The browser's cache, created on first use with what the server's loaders read for this page. */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    const state = takeServerQueries();
    if (state) hydrate(browserClient, state);
  }
  return browserClient;
}

/** The query cache of this page: the request's on the server, the page's in the browser. */
export function pageQueryClient(context: Pick<RouterContext, 'queryClient'>): QueryClient {
  return context.queryClient ?? browserQueryClient();
}

/** What the server's loaders read, for the page (successful answers only). */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  return dehydrate(client);
}

import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { z } from 'zod';

/**
 * The typed route tree: paths and query schemas, no screens. The shell attaches a screen to each
 * route once (`route.update({ component })`), for every brand; feature packages import `Link` and
 * `getRouteApi` against this tree.
 */

/** Global query parameters kept on every page (spec 1 §2). */
export const globalSearchSchema = z.object({
  locale: z.string().max(10).optional().catch(undefined),
  currency: z.string().max(5).optional().catch(undefined),
  gclid: z.string().max(200).optional().catch(undefined),
  utm_campaign: z.string().max(200).optional().catch(undefined),
  utm_medium: z.string().max(200).optional().catch(undefined),
  utm_source: z.string().max(200).optional().catch(undefined),
});

export const rootRoute = createRootRoute({
  validateSearch: (search) => globalSearchSchema.parse(search),
});

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });

export const routeTree = rootRoute.addChildren([homeRoute]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

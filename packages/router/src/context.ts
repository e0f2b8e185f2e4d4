import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from './routes.ts';

/** The brand and access facts every screen may read, from the root route's context. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}

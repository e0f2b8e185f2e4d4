import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { Level } from './access.ts';
import type { RouterContext } from './routes.ts';

/** The brand and access facts every screen may read, from the root route's context. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}

/** The visitor's access level, re-rendering when it changes (sign-in, logout, guest validation). */
export function useAccessLevel(): Level {
  const { getLevel, subscribeLevel } = useAppContext();
  return useSyncExternalStore(subscribeLevel, getLevel, getLevel);
}

import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { Level } from './access.ts';
import type { AuthUser, RouterContext } from './routes.ts';

/** The brand and access facts every screen may read, from the root route's context. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' });
}

/** The visitor's access level, re-rendering when it changes (sign-in, logout, guest validation). */
export function useAccessLevel(): Level {
  const { getLevel, subscribeLevel } = useAppContext();
  return useSyncExternalStore(subscribeLevel, getLevel, getLevel);
}

/** The signed-in member (or null), re-rendering when it changes. */
export function useAuthUser(): AuthUser | null {
  const { auth } = useAppContext();
  return useSyncExternalStore(auth.subscribeUser, auth.getUser, auth.getUser);
}

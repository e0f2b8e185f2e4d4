import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountApi, type AccountApi } from '@clubstay/api-client/account';
import { useNavigate } from '@tanstack/react-router';
import { useAppContext } from '@clubstay/router/context';

/** The account calls on the shell's API client (its headers, error reports and session cookie). */
export function useAccountApi(): AccountApi {
  const { client } = useAppContext();
  return useMemo(() => accountApi(client), [client]);
}

interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

const ids = new WeakMap<object, number>();
let nextId = 0;
/** A stable number per object (the API client), so object dependencies can join the key. */
function identity(value: object): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = ++nextId));
  return id;
}

/**
 * Loads on mount, when `deps` change and on `reload`; a late answer of an older request is dropped.
 * `start`: the answer the page came with (the server's), shown at once instead of asking on mount.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], start?: T): Loaded<T> {
  const [round, setRound] = useState(0);
  // One request object per (round, deps): the answer says which request it answers.
  const key = JSON.stringify([
    round,
    ...deps.map((dep) => (typeof dep === 'object' && dep !== null ? identity(dep) : dep)),
  ]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => ({ load }), [key]);
  const [result, setResult] = useState<{ for: object | null; data: T | null; error: unknown }>(() => ({
    for: start === undefined ? null : request,
    data: start ?? null,
    error: null,
  }));
  const answered = useRef(start === undefined ? null : request);
  useEffect(() => {
    if (answered.current === request) return;
    let live = true;
    request.load().then(
      (data) => live && setResult({ for: request, data, error: null }),
      (error: unknown) => live && setResult((previous) => ({ for: request, data: previous.data, error })),
    );
    return () => {
      live = false;
    };
  }, [request]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useSignOutOnExpiredSession(result.error);
  return { data: result.data, error: result.error, loading: result.for !== request, reload };
}

/**
 * A member call answered 401 (the session ended elsewhere: logout on another device, a password
 * reset, expiry): the member is signed out here too and asked to sign in again, back to this page.
 */
export function useSignOutOnExpiredSession(error: unknown): void {
  const { auth } = useAppContext();
  const navigate = useNavigate();
  const status = (error as { status?: unknown } | null)?.status;
  useEffect(() => {
    if (status !== 401) return;
    const back = globalThis.location ? globalThis.location.pathname + globalThis.location.search : '/';
    void auth.signOut().then(() => navigate({ to: '/auth/sign-in', search: { redirect: back } }));
  }, [status, auth, navigate]);
}

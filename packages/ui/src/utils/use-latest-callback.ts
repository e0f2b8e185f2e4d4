import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that calls the latest `callback` given: for handlers
 * passed to memoised parts of a page, so a re-render of the page does not re-render them. Call it from
 * events and effects, not while rendering (it calls the callback of the last committed render).
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  // Before any layout effect or event of the commit reads it; no warning on the server.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

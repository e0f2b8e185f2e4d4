import { useEffect, useRef } from 'react';
import { createDebouncer, FILTER_DEBOUNCE_MS } from '#state/filters.ts';

/**
 * A filter value typed now and applied `FILTER_DEBOUNCE_MS` after the last change (spec 1 §4: name
 * and price). Each run replaces the pending one, so the value applies with the filters current at
 * the last change; leaving the page drops what is pending.
 */
export function useDebounced<T>(apply: (value: T) => void, ms = FILTER_DEBOUNCE_MS) {
  const pending = useRef<ReturnType<typeof createDebouncer<T>> | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);
  return {
    run(value: T) {
      pending.current?.cancel();
      pending.current = createDebouncer(apply, ms);
      pending.current.run(value);
    },
  };
}

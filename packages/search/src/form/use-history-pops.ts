import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Counts the traveller's moves through the browser history (back, forward, go) while the component
 * is mounted; pushes and replaces by the app do not count. Spec 1 §4: going back in history resets
 * the search form to its defaults, so a form watches this number.
 */
export function useHistoryPops(): number {
  const { history } = useRouter();
  const [pops, setPops] = useState(0);
  useEffect(
    () =>
      history.subscribe(({ action }) => {
        if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO')
          setPops((count) => count + 1);
      }),
    [history],
  );
  return pops;
}

import { startTransition, useEffect, useState } from 'react';
import type { SearchRequest } from '@clubstay/api-client/client';
import type { SearchResponse } from '@clubstay/contract/search';
import { answerFor } from './results-loader.ts';

/** The answer to one request (by its key); another key means that request is still loading. */
type Answer = { key: string; data: SearchResponse } | { key: string; failed: true };
type SearchResult = { status: 'loading' } | { status: 'done'; data: SearchResponse } | { status: 'failed' };

/**
 * The results of `request`: the route loader's answer when it ran this very search (the server's, on
 * the browser's first load), else one asked for with `search`. An answer that is not this request's
 * (an earlier search's, however late it lands) never leaves the page loading: the request is asked
 * for again whenever the answer held is not its own.
 */
export function useSearchAnswer(
  request: SearchRequest | undefined,
  loaderData: unknown,
  search: (request: SearchRequest, signal: AbortSignal) => Promise<SearchResponse>,
): SearchResult {
  const requestKey = JSON.stringify(request ?? null);
  const [answer, setAnswer] = useState<Answer | null>(() => {
    const loaded = answerFor(loaderData, request);
    return loaded ? { key: requestKey, data: loaded } : null;
  });
  const answered = answer?.key === requestKey && 'data' in answer;
  useEffect(() => {
    if (!request || answered) return;
    const controller = new AbortController();
    search(request, controller.signal).then(
      // Sixty cards are a long render on a phone: as a transition, React renders them in slices
      // between which the page stays responsive (the skeleton shows until they are ready).
      (data) => !controller.signal.aborted && startTransition(() => setAnswer({ key: requestKey, data })),
      () => !controller.signal.aborted && setAnswer({ key: requestKey, failed: true }),
    );
    return () => controller.abort();
    // The key stands for the request's content. `answered` is a dependency too: an update React
    // rendered on older state (a navigation while the previous answer's transition was pending) can
    // put an earlier search's answer in place after this request's effect has run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, answered, search]);
  if (answer?.key !== requestKey) return { status: 'loading' };
  return 'data' in answer ? { status: 'done', data: answer.data } : { status: 'failed' };
}

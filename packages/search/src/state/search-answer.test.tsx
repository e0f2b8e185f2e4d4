import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@clubstay/api-client/client';
import type { SearchResponse } from '@clubstay/contract/search';
import { useSearchAnswer } from './search-answer.ts';

const popular = { k: 'paris', 's.prop': 'PopularityScore' } as SearchRequest;
const cheapest = { k: 'paris', 's.prop': 'Price' } as SearchRequest;
const answerOf = (request: SearchRequest) => ({ searchId: request['s.prop'] }) as unknown as SearchResponse;

/** A search whose answers the test hands out, in any order, whether or not the caller gave up on them. */
function heldSearch() {
  const asked: { request: SearchRequest; answer: () => void }[] = [];
  const search = (request: SearchRequest) =>
    new Promise<SearchResponse>((resolve) => {
      asked.push({ request, answer: () => resolve(answerOf(request)) });
    });
  return { asked, search };
}

describe('the results of a search', () => {
  it("start from the route loader's answer when it ran this search, without asking", () => {
    const { asked, search } = heldSearch();
    const { result } = renderHook(() =>
      useSearchAnswer(cheapest, { request: cheapest, data: answerOf(cheapest) }, search),
    );
    expect(result.current).toEqual({ status: 'done', data: answerOf(cheapest) });
    expect(asked).toHaveLength(0);
  });

  it("never stay loading when an earlier search's answer lands after going back to this one", async () => {
    const { asked, search } = heldSearch();
    const { result, rerender } = renderHook(({ request }) => useSearchAnswer(request, undefined, search), {
      initialProps: { request: cheapest },
    });
    rerender({ request: popular }); // back: the earlier search is asked for
    rerender({ request: cheapest }); // forward again before it answered
    // Every answer lands, the given-up one last.
    await act(async () => {
      for (const call of asked.filter((one) => one.request === cheapest)) call.answer();
    });
    await act(async () => asked.find((one) => one.request === popular)?.answer());
    await act(async () => {
      for (const call of asked.slice(3)) call.answer();
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'done', data: answerOf(cheapest) }));
  });

  it('say the search failed, and do not ask again by themselves', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    const { result } = renderHook(() => useSearchAnswer(popular, undefined, failing));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
    expect(calls).toBe(1);
  });
});

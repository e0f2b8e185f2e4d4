import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from './use-latest-callback.ts';

describe('useLatestCallback', () => {
  it('keeps one function across renders and calls the latest callback with its arguments', () => {
    const { result, rerender } = renderHook(({ base }) => useLatestCallback((add: number) => base + add), {
      initialProps: { base: 1 },
    });
    const first = result.current;
    expect(first(2)).toBe(3);
    rerender({ base: 10 });
    expect(result.current).toBe(first);
    expect(first(2)).toBe(12);
  });
});

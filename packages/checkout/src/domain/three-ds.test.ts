import { describe, expect, it } from 'vitest';
import { pollThreeDs } from './three-ds.ts';

describe('3DS result polling (spec 2 §7: at most 100 polls, 2000 ms apart)', () => {
  const options = (slept: number[]) => ({
    maxPolls: 100,
    intervalMs: 2000,
    sleep: async (ms: number) => void slept.push(ms),
  });

  it('stops at the first authenticated answer', async () => {
    const slept: number[] = [];
    const answers = [
      { status: 'pending' as const, threeDSData: null },
      { status: 'authenticated' as const, threeDSData: '3ds_abc' },
    ];
    const outcome = await pollThreeDs(
      async () => answers.shift() ?? { status: 'pending', threeDSData: null },
      options(slept),
    );
    expect(outcome).toEqual({ kind: 'authenticated', threeDSData: '3ds_abc' });
    expect(slept).toEqual([2000, 2000]);
  });

  it('gives up after 100 polls with a timeout, and reports a failed authentication at once', async () => {
    const slept: number[] = [];
    let calls = 0;
    const timeout = await pollThreeDs(async () => {
      calls++;
      return { status: 'pending', threeDSData: null };
    }, options(slept));
    expect(timeout).toEqual({ kind: 'timeout' });
    expect(calls).toBe(100);
    expect(await pollThreeDs(async () => ({ status: 'failed', threeDSData: null }), options([]))).toEqual({
      kind: 'failed',
    });
  });

  it('keeps polling through a failed call and stops when told', async () => {
    let calls = 0;
    const outcome = await pollThreeDs(async () => {
      calls++;
      if (calls === 1) throw new Error('network');
      return { status: 'authenticated', threeDSData: 'x' };
    }, options([]));
    expect(outcome.kind).toBe('authenticated');
    expect(
      await pollThreeDs(async () => ({ status: 'pending', threeDSData: null }), {
        ...options([]),
        stopped: () => true,
      }),
    ).toEqual({ kind: 'stopped' });
  });
});

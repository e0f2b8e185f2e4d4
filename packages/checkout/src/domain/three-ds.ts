/**
 * The 3DS result of the Paybyrd-style provider is polled (spec 2 §7): at most `maxPolls` times,
 * `intervalMs` apart, the first poll after one interval. A failed or missing result is reported,
 * never retried past the limit. `sleep` is injected so tests drive it without waiting.
 */
type ThreeDsOutcome =
  | { kind: 'authenticated'; threeDSData: string }
  | { kind: 'failed' }
  | { kind: 'timeout' }
  | { kind: 'stopped' };

export async function pollThreeDs(
  fetchResult: () => Promise<{ status: 'pending' | 'authenticated' | 'failed'; threeDSData: string | null }>,
  options: {
    maxPolls: number;
    intervalMs: number;
    sleep: (ms: number) => Promise<void>;
    stopped?: () => boolean;
  },
): Promise<ThreeDsOutcome> {
  for (let poll = 0; poll < options.maxPolls; poll++) {
    await options.sleep(options.intervalMs);
    if (options.stopped?.()) return { kind: 'stopped' };
    let result;
    try {
      result = await fetchResult();
    } catch {
      continue;
    }
    if (result.status === 'authenticated' && result.threeDSData)
      return { kind: 'authenticated', threeDSData: result.threeDSData };
    if (result.status === 'failed') return { kind: 'failed' };
  }
  return { kind: 'timeout' };
}

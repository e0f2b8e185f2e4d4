/** `--name value` options of a bench command line, as strings. */
export function benchArgs(): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i++) {
    const arg = process.argv[i] ?? '';
    if (arg.startsWith('--')) args.set(arg.slice(2), process.argv[i + 1] ?? '');
  }
  return args;
}

/** The nearest-rank percentile of a list of milliseconds (NaN when empty). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

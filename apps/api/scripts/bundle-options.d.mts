import type { BuildOptions, LogLevel } from 'esbuild';

/** esbuild's options for bundling the API for plain Node (npm dependencies external). */
export function apiBundleOptions(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  sourcemap?: boolean;
  logLevel?: LogLevel;
}): BuildOptions;

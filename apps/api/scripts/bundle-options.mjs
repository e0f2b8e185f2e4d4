// esbuild's options for bundling the API for plain Node, shared by scripts/build.mjs and the tests that
// bundle main.ts themselves: workspace packages (TypeScript source) are compiled in, npm dependencies
// stay external and load from node_modules.

/**
 * @param {{ entryPoints: Record<string, string>, outdir: string, sourcemap?: boolean, logLevel?: import('esbuild').LogLevel }} options
 * @returns {import('esbuild').BuildOptions}
 */
export function apiBundleOptions({ entryPoints, outdir, sourcemap = true, logLevel = 'warning' }) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap,
    logLevel,
    plugins: [
      {
        name: 'externalise-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./#]/ }, (args) =>
            args.path.startsWith('@clubstay/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  };
}

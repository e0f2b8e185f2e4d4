// Runs a TypeScript benchmark: bundles it (and the API sources it imports) with esbuild into
// dist/, npm packages external, then imports it. Arguments after the entry are passed on.
import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
if (!entry) throw new Error('usage: node scripts/run.mjs <entry.ts> [args]');
const outfile = path.resolve('dist', `${path.basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
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
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
await import(pathToFileURL(outfile).href);

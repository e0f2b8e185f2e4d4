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
        // An npm package is resolved from the file that imports it (the API's sources find the API's
        // dependencies, which the bench need not list) and imported from there by its absolute URL.
        b.onResolve({ filter: /^[^./#]/ }, async (args) => {
          if (args.path.startsWith('@clubstay/') || args.pluginData === 'npm') return undefined;
          if (args.path.startsWith('node:')) return { path: args.path, external: true };
          const found = await b.resolve(args.path, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            pluginData: 'npm',
          });
          if (found.errors.length || !found.path) return { path: args.path, external: true };
          return { path: pathToFileURL(found.path).href, external: true };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
await import(pathToFileURL(outfile).href);

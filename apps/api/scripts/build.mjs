// Bundles the API for plain Node: workspace packages (TypeScript source) are compiled in, npm
// dependencies stay external and load from node_modules.
// `node scripts/build.mjs --outdir DIR` bundles elsewhere (the kill -9 reliability test builds its own
// copy of the current source, so it never runs a stale dist/). `--watch` bundles again on every change
// and skips the page renderer (`npm run dev`: Vite renders the pages from source).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundleConfig } from '@clubstay/vite-preset';
import { build, context } from 'esbuild';
import { build as viteBuild } from 'vite';
import { apiBundleOptions } from './bundle-options.mjs';

const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? process.argv[at + 1] : 'dist';
if (!outdir) throw new Error('--outdir needs a folder');

const watch = process.argv.includes('--watch');

// main.js serves; seed.js loads the inventory ahead (e.g. 1,000,000 hotels into PostgreSQL).
const options = apiBundleOptions({ entryPoints: { main: 'src/main.ts', seed: 'src/seed-main.ts' }, outdir });
if (watch) {
  await (await context(options)).watch();
  process.stdout.write(`Bundling the API into ${outdir} on every change\n`);
} else {
  await build(options);
}

// The page renderer: one server bundle of the shell for every brand (README "Server rendering"),
// loaded by the API from dist/ssr/render.js.
if (!watch)
  await viteBuild(
    serverBundleConfig({
      entry: fileURLToPath(import.meta.resolve('@clubstay/app-shell/server')),
      outDir: path.resolve(outdir, 'ssr'),
    }),
  );

// npm run dev -- --brand wirex: one brand from source with hot reload and server rendering, on PORT
// (default 3000), with the API (README "Development"). The API is bundled again on every change
// and restarts; Vite runs inside it in middleware mode: it renders the brand's pages from source and
// sends changes of the front end to the browser without a reload.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkNode, ensureInstalled, root } from './workspace.mjs';

const { values } = parseArgs({ options: { brand: { type: 'string', default: 'clubstay' } } });
const brands = readdirSync(path.join(root, 'apps')).filter((id) =>
  existsSync(path.join(root, 'apps', id, 'src/theme.css.ts')),
);
if (!brands.includes(values.brand)) {
  console.error(`No brand "${values.brand}". Brands: ${brands.join(', ')}.`);
  process.exit(1);
}
checkNode();
ensureInstalled();

const api = path.join(root, 'apps', 'api');
const outdir = path.join('dist', 'dev');
const main = path.join(api, outdir, 'main.js');
rmSync(path.join(api, outdir), { recursive: true, force: true });

console.log(`• ${values.brand} from source, with hot reload…`);
const children = [];
const stopAll = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
const bundler = spawn(process.execPath, ['scripts/build.mjs', '--outdir', outdir, '--watch'], {
  cwd: api,
  stdio: 'inherit',
});
children.push(bundler);
bundler.on('exit', (code) => stopAll(code ?? 1));

// The server starts once the first bundle is written, and restarts when the bundle changes.
const started = setInterval(() => {
  if (!existsSync(main)) return;
  clearInterval(started);
  // Only the bundle's folder is watched: Vite writes and loads files of its own while it runs.
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', `--watch-path=${path.dirname(main)}`, main],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DEV_BRAND: values.brand },
    },
  );
  children.push(server);
  server.on('exit', (code) => stopAll(code ?? 0));
}, 200);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

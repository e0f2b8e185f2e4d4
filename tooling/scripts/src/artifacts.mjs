// npm run artifacts: one self-contained tarball per brand and one for the API, in artifacts/, each
// with a manifest, each smoke-tested; then the shared packages' tarballs (pack-packages.mjs).
//
// Layout: every tarball unpacks at the root of one deployment folder, so the API and any brands
// unpacked side by side are a server (the API finds the brands in apps/<id>/dist by host name):
//   artifacts/api.tgz          pnpm-workspace.yaml (the root marker the API looks for),
//                              apps/api/{package.json, dist/ (main.js, seed.js, ssr/render.js),
//                              node_modules/ (production dependencies, from `pnpm deploy`)},
//                              packages/i18n/translations/, apps/api/manifest.json
//   artifacts/brands/<id>.tgz  apps/<id>/dist/ (client assets, index.html, .vite/manifest.json),
//                              apps/<id>/manifest.json
// The server entry of every brand is the API's one page renderer (dist/ssr), so it is in api.tgz.
// A manifest: { id, version, buildHash (turbo's hash of the build task), files: { path: sha256 } }.
// Smoke test of a brand: api.tgz and that brand's tarball alone, unpacked into an empty folder,
// started with `node apps/api/dist/main.js` on a free port and an empty database; its home page,
// asked for by its host name, must answer 200 with server-rendered HTML.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, buildHashes, pnpm, root, run } from './workspace.mjs';

const outDir = path.join(root, 'artifacts');
const skipPackages = process.argv.includes('--no-packages');

/** The brand apps: apps/* with a built index.html, the API and Storybook aside. */
function brands() {
  return readdirSync(path.join(root, 'apps')).filter(
    (id) =>
      id !== 'api' && id !== 'storybook' && existsSync(path.join(root, 'apps', id, 'dist', 'index.html')),
  );
}

function checksums(/** @type {string} */ base, /** @type {string} */ dir) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of readdirSync(path.join(base, dir), { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(base, dir, file);
    if (!statSync(full).isFile()) continue;
    files[path.join(dir, file)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

function tar(/** @type {string} */ file, /** @type {string} */ cwd, /** @type {string[]} */ entries) {
  // Fixed owner and order, so equal inputs give equal bytes; gzip -n leaves the time out.
  const args = [
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    '--mtime=@0',
    '-cf',
    '-',
    ...entries,
  ];
  const result = spawnSync('sh', ['-c', `tar ${args.map((a) => `'${a}'`).join(' ')} | gzip -n > '${file}'`], {
    cwd,
  });
  if (result.status !== 0) throw new Error(`tar failed for ${file}`);
}

function packBrand(/** @type {string} */ id, /** @type {Map<string, string>} */ hashes) {
  const json = JSON.parse(readFileSync(path.join(root, 'apps', id, 'package.json'), 'utf8'));
  const manifest = {
    id,
    version: json.version,
    buildHash: hashes.get(json.name),
    files: checksums(root, path.join('apps', id, 'dist')),
  };
  const stage = mkdtempSync(path.join(os.tmpdir(), `clubstay-${id}-`));
  mkdirSync(path.join(stage, 'apps', id), { recursive: true });
  cpSync(path.join(root, 'apps', id, 'dist'), path.join(stage, 'apps', id, 'dist'), { recursive: true });
  writeFileSync(path.join(stage, 'apps', id, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const file = path.join(outDir, 'brands', `${id}.tgz`);
  tar(file, stage, ['apps']);
  rmSync(stage, { recursive: true, force: true });
  return file;
}

function packApi(/** @type {Map<string, string>} */ hashes) {
  const stage = mkdtempSync(path.join(os.tmpdir(), 'clubstay-api-'));
  const deployed = path.join(stage, 'deploy');
  pnpm(['--filter', '@clubstay/api', 'deploy', '--prod', '--legacy', deployed], { quiet: true });
  const api = path.join(stage, 'apps', 'api');
  mkdirSync(api, { recursive: true });
  for (const entry of ['package.json', 'node_modules'])
    cpSync(path.join(deployed, entry), path.join(api, entry), { recursive: true, verbatimSymlinks: true });
  rmSync(deployed, { recursive: true, force: true });
  cpSync(path.join(root, 'apps', 'api', 'dist'), path.join(api, 'dist'), { recursive: true });
  cpSync(
    path.join(root, 'packages', 'i18n', 'translations'),
    path.join(stage, 'packages', 'i18n', 'translations'),
    {
      recursive: true,
    },
  );
  writeFileSync(path.join(stage, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n');
  const json = JSON.parse(readFileSync(path.join(root, 'apps', 'api', 'package.json'), 'utf8'));
  const manifest = {
    id: 'api',
    version: json.version,
    buildHash: hashes.get(json.name),
    files: { ...checksums(stage, 'apps/api/dist'), ...checksums(stage, 'packages/i18n/translations') },
  };
  writeFileSync(path.join(api, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const file = path.join(outDir, 'api.tgz');
  tar(file, stage, ['pnpm-workspace.yaml', 'apps', 'packages']);
  rmSync(stage, { recursive: true, force: true });
  return file;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Unpacks the API and one brand into an empty folder, serves them, loads the brand's home page. */
async function smokeTest(
  /** @type {string} */ id,
  /** @type {string} */ apiFile,
  /** @type {string} */ brandFile,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `clubstay-smoke-${id}-`));
  for (const file of [apiFile, brandFile]) run('tar', ['-xzf', file, '-C', dir]);
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      SEED_HOTELS: '50',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/healthcheck`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`${id}: the server did not come up\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // fetch() does not send a Host header of our choosing, so ask with node:http. A brand whose home
    // page is for members redirects a guest (to sign in): follow that, on the same host.
    const { request } = await import('node:http');
    const get = (/** @type {string} */ url) =>
      /** @type {Promise<{ status: number, location: string | undefined, body: string }>} */ (
        new Promise((resolve, reject) => {
          const req = request(
            { host: '127.0.0.1', port, path: url, headers: { host: `${id}.localhost:${port}` } },
            (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        })
      );
    let url = '/';
    let answer = await get(url);
    for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400 && answer.location; hops++) {
      url =
        new URL(answer.location, `http://${id}.localhost`).pathname +
        new URL(answer.location, 'http://x').search;
      answer = await get(url);
    }
    const { status, body } = answer;
    const rendered = /<div id="root"[^>]*>\s*<[a-z]/i.test(body);
    if (status !== 200 || !rendered)
      throw new Error(`${id}: home page (${url}) ${status}, not server-rendered\n${body.slice(0, 400)}`);
    return { url, bytes: body.length };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode !== null || server.signalCode !== null
        ? resolve(undefined)
        : server.once('exit', resolve),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = Date.now();
build();
rmSync(path.join(outDir, 'brands'), { recursive: true, force: true });
rmSync(path.join(outDir, 'api.tgz'), { force: true });
mkdirSync(path.join(outDir, 'brands'), { recursive: true });
const hashes = buildHashes();
const apiFile = packApi(hashes);
console.log(`• api.tgz (${(Date.now() - started) / 1000} s)`);
for (const id of brands()) {
  const file = packBrand(id, hashes);
  const { url, bytes } = await smokeTest(id, apiFile, file);
  console.log(`• brands/${id}.tgz: home page served alone (${url}), ${bytes} bytes of server-rendered HTML`);
}
console.log(`• brand and API artifacts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!skipPackages) run(process.execPath, [path.join(root, 'tooling', 'scripts', 'src', 'pack-packages.mjs')]);

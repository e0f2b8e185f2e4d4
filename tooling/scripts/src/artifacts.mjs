// npm run artifacts: one self-contained tarball per brand, one for the API and one for the static
// Storybook, in artifacts/, each with a manifest, each smoke-tested; then the shared packages'
// tarballs (pack-packages.mjs).
//
// Layout: every tarball unpacks at the root of one deployment folder, so the API and any brands
// unpacked side by side are a server (the API finds the brands in apps/<id>/dist by host name):
//   artifacts/api.tgz          pnpm-workspace.yaml (the root marker the API looks for),
//                              apps/api/{package.json, dist/ (main.js, seed.js, ssr/render.js),
//                              node_modules/ (production dependencies, from `pnpm deploy`)},
//                              packages/i18n/translations/, apps/api/manifest.json
//   artifacts/brands/<id>.tgz  apps/<id>/dist/ (client assets, index.html, .vite/manifest.json),
//                              apps/<id>/manifest.json
//   artifacts/storybook.tgz    storybook/ (the static build, any static file server serves it),
//                              storybook/manifest.json
// The server entry of every brand is the API's one page renderer (dist/ssr), so it is in api.tgz.
// A manifest: { id, version, buildHash (turbo's hash of the build task), files: { path: sha256 } }.
// Smoke test: api.tgz and the brand tarballs unpacked into an empty folder and started with
// `node apps/api/dist/main.js` on a free port and an empty database; each brand's home page, asked
// for by its host name, must answer 200 with server-rendered HTML, and every file it names must come
// from that brand's artifact. The Storybook tarball is unpacked alone and checked against its
// manifest and its pages' references.
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
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, buildHashes, inBackground, pnpm, root, run } from './workspace.mjs';

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

/** GET on 127.0.0.1:port with a Host header of our choosing (fetch() does not let us set it). */
function get(/** @type {number} */ port, /** @type {string} */ host, /** @type {string} */ url) {
  return /** @type {Promise<{ status: number, location: string | undefined, body: string }>} */ (
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: url, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
      });
      req.on('error', reject);
      req.end();
    })
  );
}

/**
 * Serves the unpacked deployment in `dir` (node apps/api/dist/main.js, a free port, an empty
 * PGlite database) until `check` is done.
 * @template T @param {string} dir @param {(port: number) => Promise<T>} check @returns {Promise<T>}
 */
async function serve(dir, check) {
  const port = /** @type {number} */ (await freePort());
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
    const deadline = Date.now() + 120_000;
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/healthcheck`).catch(() => undefined);
      if (health?.ok) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`the unpacked server did not come up\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await check(port);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode !== null || server.signalCode !== null
        ? resolve(undefined)
        : server.once('exit', resolve),
    );
  }
}

/**
 * A brand's home page from the unpacked deployment: 200 with server-rendered HTML (a brand whose
 * home is for members redirects a guest to sign in: followed, on the same host), and every script,
 * style sheet and image it names answered 200 from that brand's own artifact (its manifest lists it).
 */
async function smokeTestBrand(
  /** @type {number} */ port,
  /** @type {string} */ id,
  /** @type {string} */ dir,
) {
  const host = `${id}.localhost:${port}`;
  let url = '/';
  let answer = await get(port, host, url);
  for (let hops = 0; hops < 3 && answer.status >= 300 && answer.status < 400 && answer.location; hops++) {
    const next = new URL(answer.location, `http://${host}`);
    url = next.pathname + next.search;
    answer = await get(port, host, url);
  }
  const { status, body } = answer;
  const rendered = /<div id="root"[^>]*>\s*<[a-z]/i.test(body);
  if (status !== 200 || !rendered)
    throw new Error(`${id}: home page (${url}) ${status}, not server-rendered\n${body.slice(0, 400)}`);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'apps', id, 'manifest.json'), 'utf8'));
  const assets = [...new Set([...body.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];
  if (assets.length === 0) throw new Error(`${id}: the home page names no /assets/ file`);
  for (const asset of assets) {
    if (!(path.join('apps', id, 'dist', asset) in manifest.files))
      throw new Error(`${id}: ${asset} is not in its artifact's manifest`);
    const { status: assetStatus } = await get(port, host, asset);
    if (assetStatus !== 200) throw new Error(`${id}: ${asset} answered ${assetStatus}`);
  }
  return { url, bytes: body.length, assets: assets.length };
}

function packStorybook(/** @type {Map<string, string>} */ hashes) {
  const dist = path.join(root, 'apps', 'storybook', 'storybook-static');
  const json = JSON.parse(readFileSync(path.join(root, 'apps', 'storybook', 'package.json'), 'utf8'));
  const stage = mkdtempSync(path.join(os.tmpdir(), 'clubstay-storybook-'));
  cpSync(dist, path.join(stage, 'storybook'), { recursive: true });
  const manifest = {
    id: 'storybook',
    version: json.version,
    buildHash: hashes.get(json.name),
    files: checksums(stage, 'storybook'),
  };
  writeFileSync(path.join(stage, 'storybook', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const file = path.join(outDir, 'storybook.tgz');
  tar(file, stage, ['storybook']);
  rmSync(stage, { recursive: true, force: true });
  return file;
}

/**
 * The static Storybook, unpacked alone: its index lists stories, every file its two pages name is
 * in it, and every file matches the manifest's checksum. (The e2e suite renders each story from the
 * same build; see tooling/e2e/src/storybook.e2e.ts.)
 */
function smokeTestStorybook(/** @type {string} */ file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clubstay-smoke-storybook-'));
  try {
    run('tar', ['-xzf', file, '-C', dir]);
    const base = path.join(dir, 'storybook');
    const manifest = JSON.parse(readFileSync(path.join(base, 'manifest.json'), 'utf8'));
    const unpacked = checksums(dir, 'storybook');
    delete unpacked[path.join('storybook', 'manifest.json')];
    if (JSON.stringify(unpacked) !== JSON.stringify(manifest.files))
      throw new Error('storybook: the unpacked files do not match the manifest');
    const stories = Object.values(JSON.parse(readFileSync(path.join(base, 'index.json'), 'utf8')).entries);
    if (stories.length === 0) throw new Error('storybook: index.json lists no story');
    for (const page of ['index.html', 'iframe.html']) {
      const html = readFileSync(path.join(base, page), 'utf8');
      for (const [, ref] of html.matchAll(/(?:src|href)="(?:\.\/)?([^":?#]+\.(?:js|css|svg|woff2))"/g))
        if (!existsSync(path.join(base, ref)))
          throw new Error(`storybook: ${page} names ${ref}, not in the artifact`);
    }
    return stories.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = Date.now();
build();
rmSync(path.join(outDir, 'brands'), { recursive: true, force: true });
rmSync(path.join(outDir, 'api.tgz'), { force: true });
rmSync(path.join(outDir, 'storybook.tgz'), { force: true });
mkdirSync(path.join(outDir, 'brands'), { recursive: true });
// The shared packages are compiled and checked meanwhile (tsc's CPU beside the copying and serving).
const packagesLog = path.join(os.tmpdir(), `clubstay-pack-packages-${process.pid}.log`);
const packages = skipPackages
  ? Promise.resolve(0)
  : inBackground(
      process.execPath,
      [path.join(root, 'tooling', 'scripts', 'src', 'pack-packages.mjs')],
      packagesLog,
    );
const hashes = buildHashes();
const apiFile = packApi(hashes);
console.log(`• api.tgz (${(Date.now() - started) / 1000} s)`);
const brandFiles = new Map(brands().map((id) => [id, packBrand(id, hashes)]));
// The smoke test unpacks the API and every brand's tarball side by side into one empty folder, as a
// deployment would, and serves it once (a fresh server takes ~17 s to make its database; fourteen
// of them took 11 minutes). Each brand's page and files can only come from its own tarball: the
// server reads apps/<id>/dist for host <id>, and every file a page names is checked against the
// brand's manifest.
const deployment = mkdtempSync(path.join(os.tmpdir(), 'clubstay-smoke-'));
try {
  for (const file of [apiFile, ...brandFiles.values()]) run('tar', ['-xzf', file, '-C', deployment]);
  await serve(deployment, async (port) => {
    for (const id of brandFiles.keys()) {
      const { url, bytes, assets } = await smokeTestBrand(port, id, deployment);
      console.log(
        `• brands/${id}.tgz: home page served (${url}), ${bytes} bytes of server-rendered HTML, its ${assets} files from its own artifact`,
      );
    }
  });
} finally {
  rmSync(deployment, { recursive: true, force: true });
}
const storybookFile = packStorybook(hashes);
console.log(
  `• storybook.tgz: ${smokeTestStorybook(storybookFile)} stories, every file its pages name inside`,
);
console.log(`• brand, API and Storybook artifacts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const packagesStatus = await packages;
if (!skipPackages) {
  console.log(readFileSync(packagesLog, 'utf8').trimEnd());
  if (packagesStatus !== 0) {
    console.error(`✖ packing the shared packages failed (exit ${packagesStatus}).`);
    process.exit(packagesStatus);
  }
  console.log(`• artifacts and packages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

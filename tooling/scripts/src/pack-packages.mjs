// npm run pack-packages: every shared package (packages/*) as the tarball a registry would get, in
// artifacts/packages/, checked with publint and are-the-types-wrong.
//
// In the workspace a package's `exports` name its TypeScript source (Vite, vitest and tsc read it
// as is, nothing is built). A published package ships JavaScript and declarations instead: tsc
// compiles src/ to dist/ (tests, stories and their fixtures left out, `.ts` imports rewritten to `.js`), and
// `publishConfig.exports`, which pnpm puts in place of `exports` when it packs, names dist/. Those
// fields are derived from `exports` by this script: `--write` writes them, and without it a package
// whose fields are out of date fails (a new export needs its dist twin).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpmCommand, QUIET_TOOLS, root } from './workspace.mjs';

/** Runs a command; resolves with its exit status and its output (stdout and stderr together). */
function exec(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  return /** @type {Promise<{ status: number, output: string, stdout: string }>} */ (
    new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...QUIET_TOOLS },
      });
      let output = '';
      let stdout = '';
      child.stdout.on('data', (chunk) => ((output += chunk), (stdout += chunk)));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('close', (code) => resolve({ status: code ?? 1, output, stdout }));
    })
  );
}

const write = process.argv.includes('--write');
const outDir = path.join(root, 'artifacts', 'packages');
const scripts = path.join(root, 'tooling', 'scripts');

/** @typedef {{ dir: string, json: any }} Pkg */

/** @returns {Pkg[]} the shared packages, each after the packages it depends on */
function sharedPackages() {
  const dirs = readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name));
  /** @type {Map<string, Pkg>} */
  const byName = new Map();
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, 'package.json'))) continue;
    const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    byName.set(json.name, { dir, json });
  }
  /** @type {Pkg[]} */
  const ordered = [];
  const visit = (/** @type {Pkg} */ pkg) => {
    if (ordered.includes(pkg)) return;
    for (const name of internalDependencies(pkg, byName)) visit(/** @type {Pkg} */ (byName.get(name)));
    ordered.push(pkg);
  };
  for (const pkg of byName.values()) visit(pkg);
  return ordered;
}

/** @param {Pkg} pkg @param {Map<string, Pkg>} byName */
function internalDependencies(pkg, byName) {
  const { dependencies = {}, peerDependencies = {} } = pkg.json;
  return Object.keys({ ...dependencies, ...peerDependencies }).filter((name) => byName.has(name));
}

/** './src/a/b.tsx' → './dist/a/b' (undefined for files that are not compiled, e.g. JSON) */
function distBase(/** @type {string} */ target) {
  const match = /^\.\/src\/(.+)\.tsx?$/.exec(target);
  return match ? `./dist/${match[1]}` : undefined;
}

/** The published fields of a package, derived from its workspace `exports`. */
function publishedFields(/** @type {any} */ json) {
  /** @type {Record<string, unknown>} */
  const exports = {};
  const files = new Set(['dist']);
  for (const [key, target] of Object.entries(json.exports)) {
    const base = distBase(target);
    if (base) exports[key] = { types: `${base}.d.ts`, default: `${base}.js` };
    else {
      exports[key] = target;
      files.add(target.replace(/^\.\//, '').split('/')[0]);
    }
  }
  const sideEffects = Array.isArray(json.sideEffects)
    ? [...new Set(json.sideEffects.flatMap((/** @type {string} */ p) => [p, p.replace(/\.ts$/, '.js')]))]
    : json.sideEffects;
  // The package's own `#…` imports name `.ts` files; dist names them `.js` (see compile).
  const imports = { '#*.js': { types: './dist/*.d.ts', default: './dist/*.js' } };
  return {
    files: [...files],
    sideEffects,
    publishConfig: { access: 'restricted', exports, imports },
  };
}

/** Brings a package.json's published fields up to date; returns the names of stale fields. */
function syncManifest(/** @type {Pkg} */ pkg) {
  const wanted = publishedFields(pkg.json);
  const stale = Object.entries(wanted)
    .filter(([key, value]) => JSON.stringify(pkg.json[key]) !== JSON.stringify(value))
    .map(([key]) => key);
  if (pkg.json.private) stale.push('private');
  if (stale.length === 0 || !write) return stale;
  const { private: _private, ...rest } = pkg.json;
  // Keep the usual order: the published fields follow `exports`.
  /** @type {Record<string, unknown>} */
  const next = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key in wanted) continue;
    next[key] = value;
    if (key === 'exports') Object.assign(next, wanted);
  }
  pkg.json = next;
  writeFileSync(path.join(pkg.dir, 'package.json'), `${JSON.stringify(next, null, 2)}\n`);
  return [];
}

/**
 * Compiles src/ to dist/ with the package's own tsconfig. Other shared packages are read from their
 * dist declarations (paths), so each package's output holds only its own files.
 * @param {Pkg} pkg @param {Pkg[]} all
 */
async function compile(pkg, all) {
  rmSync(path.join(pkg.dir, 'dist'), { recursive: true, force: true });
  /** @type {Record<string, string[]>} */
  const paths = {};
  for (const dep of all) {
    if (!internalDependencies(pkg, new Map(all.map((p) => [p.json.name, p]))).includes(dep.json.name))
      continue;
    for (const [key, target] of Object.entries(dep.json.exports)) {
      const base = distBase(target);
      paths[`${dep.json.name}${key.slice(1)}`] = [path.join(dep.dir, base ? `${base}.d.ts` : target)];
    }
  }
  // Inside the package's node_modules, so its type roots and `extends` resolve as from the package.
  const configDir = path.join(pkg.dir, 'node_modules', '.clubstay');
  mkdirSync(configDir, { recursive: true });
  const config = path.join(configDir, 'tsconfig.build.json');
  const src = path.join(pkg.dir, 'src');
  writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(pkg.dir, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        // The package's tsconfig is a type-check project (composite, declarations only, into .tsbuild).
        composite: false,
        incremental: false,
        emitDeclarationOnly: false,
        declaration: true,
        rewriteRelativeImportExtensions: true,
        rootDir: src,
        outDir: path.join(pkg.dir, 'dist'),
        paths,
      },
      include: [src],
      // Fixtures (`fixtures.ts`: made-up data for tests and stories) are no module of the package.
      exclude: ['**/*.test.*', '**/*.stories.*', '**/*.e2e.*', '**/test-*/**', '**/fixtures.*'].map((glob) =>
        path.join(src, glob),
      ),
    }),
  );
  const tsc = path.join(pkg.dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = await exec(process.execPath, [tsc, '-p', config, '--pretty', 'false'], pkg.dir);
  // TS2877: tsc rewrites relative `.ts` imports only, not the package's own `#…` imports; those are
  // rewritten below, so that error is expected. Any other one fails.
  const errors = result.stdout
    .split('\n')
    .filter((line) => line.includes('error TS') && !line.includes('TS2877'));
  if (result.status !== 0 && errors.length > 0) {
    console.error(errors.join('\n'));
    throw new Error(`tsc failed for ${pkg.json.name}`);
  }
  for (const file of readdirSync(path.join(pkg.dir, 'dist'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const full = path.join(pkg.dir, 'dist', file);
    const text = readFileSync(full, 'utf8');
    // `#…` imports become relative: a consumer compiled in the workspace would resolve them through
    // this package's workspace `imports` (its src/), and so type-check this package's source again.
    const here = path.dirname(full);
    const rewritten = text.replace(/(['"])((?:\.{1,2}\/|#)[^'"\n]*?)\.tsx?\1/g, (_, quote, spec) => {
      if (!spec.startsWith('#')) return `${quote}${spec}.js${quote}`;
      const relative = path
        .relative(here, path.join(pkg.dir, 'dist', spec.slice(1)))
        .split(path.sep)
        .join('/');
      return `${quote}${relative.startsWith('.') ? relative : `./${relative}`}.js${quote}`;
    });
    if (rewritten !== text) writeFileSync(full, rewritten);
  }
}

const all = sharedPackages();
const stale = all.flatMap((pkg) => syncManifest(pkg).map((field) => `${pkg.json.name}: ${field}`));
if (stale.length > 0) {
  console.error(`✖ published fields out of date (run node tooling/scripts/src/pack-packages.mjs --write):`);
  for (const line of stale) console.error(`  ${line}`);
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const bin = (/** @type {string} */ name) => path.join(scripts, 'node_modules', '.bin', name);
// The same command for every package (run in its folder); pnpmCommand asks pnpm its version, so once.
const packCommand = pnpmCommand(['pack', '--pack-destination', outDir]);
/** Compiles, packs and checks one package once the packages it depends on are compiled. */
async function packAndCheck(/** @type {Pkg} */ pkg) {
  const started = Date.now();
  await compile(pkg, all);
  const pack = await exec(...packCommand, pkg.dir);
  if (pack.status !== 0) throw new Error(`pnpm pack failed for ${pkg.json.name}\n${pack.output}`);
  const tarball = path.join(
    outDir,
    `${pkg.json.name.replace('@', '').replace('/', '-')}-${pkg.json.version}.tgz`,
  );
  for (const [name, args] of /** @type {const} */ ([
    ['publint', ['run', tarball, '--strict']],
    ['attw', [tarball, '--profile', 'esm-only', '--quiet']],
  ])) {
    const check = await exec(bin(name), [...args], scripts);
    if (check.status !== 0) throw new Error(`${name} failed for ${pkg.json.name}\n${check.output}`);
  }
  console.log(`• ${pkg.json.name} packed and checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Two packages at a time (tsc is most of the time; a package waits for the ones it depends on).
const byName = new Map(all.map((pkg) => [pkg.json.name, pkg]));
/** @type {Map<string, Promise<void>>} */
const done = new Map();
let running = 0;
/** @type {(() => void)[]} */
const waiting = [];
const slot = () =>
  running < 2
    ? (running++, Promise.resolve())
    : new Promise((resolve) => waiting.push(() => resolve(undefined)));
const release = () => {
  const next = waiting.shift();
  if (next) next();
  else running--;
};
for (const pkg of all) {
  const deps = internalDependencies(pkg, byName).map((name) => done.get(name));
  done.set(
    pkg.json.name,
    Promise.all(deps).then(async () => {
      await slot();
      try {
        await packAndCheck(pkg);
      } finally {
        release();
      }
    }),
  );
}
try {
  await Promise.all(done.values());
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

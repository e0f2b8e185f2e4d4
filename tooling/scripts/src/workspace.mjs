// Shared steps of `npm start` and `npm test`: bootstrap pnpm from the npm registry (pinned by
// packageManager; corepack is not relied on), install when the lockfile changed, build with turbo.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: Clubstay needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** Turbo and the tools it runs send no telemetry. */
export const QUIET_TOOLS = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    // quiet: only errors are shown (a command whose listing says nothing new)
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...QUIET_TOOLS, ...options.env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** The command line for pnpm: the one in PATH when it is the pinned version, else the pinned one through npx. */
export function pnpmCommand(args) {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (local.status === 0 && local.stdout.trim() === pnpmVersion) return ['pnpm', args];
  return ['npx', ['--yes', `pnpm@${pnpmVersion}`, ...args]];
}

/** Runs pnpm (the pinned version) and exits on its failure. */
export function pnpm(args, options) {
  return run(...pnpmCommand(args), options);
}

/**
 * Starts a command in the background with its output in `logFile` (a file, not a pipe: the caller's
 * spawnSync calls block the event loop, and a full pipe would stall the child). Returns the exit code.
 */
export function inBackground(command, args, logFile) {
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...QUIET_TOOLS },
  });
  closeSync(fd);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** pnpm (the pinned version) in the background; see inBackground. */
export function pnpmInBackground(args, logFile) {
  return inBackground(...pnpmCommand(args), logFile);
}

function installFingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  hash.update(readFileSync(path.join(root, 'pnpm-workspace.yaml')));
  hash.update(process.versions.node);
  return hash.digest('hex');
}

/** Installs with the frozen lockfile unless node_modules already matches it. */
export function ensureInstalled() {
  const stamp = path.join(root, 'node_modules', '.clubstay-install');
  const fingerprint = installFingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) {
    console.log('• dependencies up to date, install skipped');
    return;
  }
  console.log('• installing dependencies with pnpm (first run takes a minute)…');
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  writeFileSync(stamp, fingerprint);
}

/** Builds every app and the API; turbo's cache makes an unchanged tree a no-op. */
export function build(filter = []) {
  console.log('• building (cached when nothing changed)…');
  pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...filter]);
}

/** turbo's hash of each package's build task, by package name (what decides a rebuild). */
export function buildHashes() {
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...QUIET_TOOLS },
  });
  if (result.status !== 0) throw new Error(`turbo --dry=json failed: ${result.stderr}`);
  /** @type {{ tasks: { package: string, task: string, hash: string }[] }} */
  const dry = JSON.parse(result.stdout);
  return new Map(dry.tasks.filter((t) => t.task === 'build').map((t) => [t.package, t.hash]));
}

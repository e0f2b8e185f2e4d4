import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  /** The URL of a brand: http://localhost:PORT for clubstay, http://<id>.localhost:PORT otherwise. */
  url(brand?: string): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server exactly as `npm start` runs it (apps/api/dist/main.js), on a free port and a
 * fresh data folder, and waits until it answers. `waitFor: 'listening'` returns before the database is
 * ready (for the maintenance journey). `options.dataDir` runs it on a data folder the caller owns
 * (kept on stop): a journey can seed, stop, change rows and start again on the same data.
 */
export async function startServer(
  env: Record<string, string> = {},
  waitFor: 'healthy' | 'listening' = 'healthy',
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const main = path.join(root, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/api/dist/main.js is missing: build first (npm test builds it)');
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'clubstay-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A fresh data folder per file seeds again: 20,000 hotels (Paris about 300) keep that to seconds.
      SEED_HOTELS: '20000',
      // Every journey books from 127.0.0.1: the caps on open unpaid holds (API-tested) would trip.
      UNPAID_HOLD_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/healthcheck`);
      if (waitFor === 'listening' || response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    url: (brand = 'clubstay') => (brand === 'clubstay' ? `http://localhost:${port}` : `http://${brand}.localhost:${port}`),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBuiltApi } from '@clubstay/test-kit/built-api';

/** The run's seeded data folder (global-setup.ts), where there is one (not inside the global setup that makes it). */
function dataTemplate(): string | undefined {
  return process.env.E2E_DATA_TEMPLATE || undefined;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  if (!existsSync(main))
    throw new Error('apps/api/dist/main.js is missing: build first (npm test builds it)');
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'clubstay-e2e-'));
  // A new, empty folder on the default seed starts from the run's seeded copy: the server then
  // starts as on its second day (about 1.5 s) instead of seeding 20,000 hotels again (about 8 s).
  const template = dataTemplate();
  if (
    template &&
    env.SEED_HOTELS === undefined &&
    env.DATABASE_URL === undefined &&
    readdirSync(dataDir).length === 0
  )
    cpSync(template, dataDir, { recursive: true });
  const api = await startBuiltApi({
    main,
    cwd: root,
    env: {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A fresh data folder per file seeds again: 20,000 hotels (Paris about 300) keep that to seconds.
      SEED_HOTELS: '20000',
      // Every journey books from 127.0.0.1: the caps on open unpaid holds (API-tested) would trip.
      UNPAID_HOLD_LIMITS: 'off',
      ...env,
    },
    ready: (health) => waitFor === 'listening' || health.ok,
  });
  const { port } = api;
  return {
    port,
    url: (brand = 'clubstay') =>
      brand === 'clubstay' ? `http://localhost:${port}` : `http://${brand}.localhost:${port}`,
    async stop() {
      await api.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A data folder's database, opened while its server is stopped. */
export interface ServerData {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** The API's own PGlite (the same version that wrote the data folder), loaded from apps/api. */
export async function openServerData(dataDir: string): Promise<ServerData> {
  const resolved = createRequire(path.join(root, 'apps/api/package.json')).resolve('@electric-sql/pglite');
  const module = (await import(pathToFileURL(resolved).href)) as {
    PGlite: { create(options: { dataDir: string }): Promise<ServerData> };
  };
  return module.PGlite.create({ dataDir });
}

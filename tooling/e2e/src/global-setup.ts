import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server.ts';

/**
 * Seeds one data folder for the whole run (the built server's first start, exactly as a server's own
 * would be) and hands it to the workers (E2E_DATA_TEMPLATE), which copy it instead of seeding their own.
 */
export default async function setup(): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), 'clubstay-e2e-template-'));
  const server = await startServer({}, 'healthy', { dataDir: template });
  await server.stop();
  process.env.E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}

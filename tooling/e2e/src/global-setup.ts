import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/**
 * Seeds one data folder for the whole run (the built server's first start, exactly as a file's own
 * would be) and hands it to the files, which copy it instead of seeding their own.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), 'clubstay-e2e-template-'));
  const server = await startServer({}, 'healthy', { dataDir: template });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}

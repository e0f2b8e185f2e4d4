// npm test: every layer. The changeset check (changeset-check.mjs) and prettier's check, then unit, component and API integration tests (vitest, through turbo (the API's beside it), against
// PGlite and, when DATABASE_URL is set, PostgreSQL), type checks and lint, then the end-to-end
// journeys in Chromium against the built apps.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, checkNode, ensureInstalled, pnpm, pnpmInBackground, run } from './workspace.mjs';

checkNode();
ensureInstalled();
run(process.execPath, ['tooling/scripts/src/changeset-check.mjs']);
pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']);
build();
// The API's suites (both databases, about 8 minutes on two cores) are the longest task: scheduled by
// turbo they started after most other tasks and ran alone at the end. They start first, beside
// turbo's other tasks (the suites wait on clocks, child processes and PostgreSQL much of the time);
// their output is shown when they end.
const apiLog = path.join(tmpdir(), `clubstay-api-test-${process.pid}.log`);
console.log('• the API suites run in the background (their output follows turbo’s)');
const apiTests = pnpmInBackground(['--filter', '@clubstay/api', 'run', 'test'], apiLog);
pnpm([
  'exec',
  'turbo',
  'run',
  'typecheck',
  'lint',
  'test',
  '--concurrency=2',
  '--output-logs=new-only',
  '--filter=!@clubstay/api',
]);
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', '--output-logs=new-only', '--filter=@clubstay/api']);
const apiStatus = await apiTests;
console.log(readFileSync(apiLog, 'utf8'));
if (apiStatus !== 0) {
  console.error(`\n✖ the API suites failed (exit ${apiStatus}).`);
  process.exit(apiStatus);
}
pnpm(['exec', 'sherif']);
pnpm(['--filter', '@clubstay/e2e', 'run', 'e2e']);

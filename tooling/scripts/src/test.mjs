// npm test: every layer. The changeset check (changeset-check.mjs), then unit, component and API integration tests (vitest, through turbo, against
// PGlite and, when DATABASE_URL is set, PostgreSQL), type checks and lint, then the end-to-end
// journeys in Chromium against the built apps.
import { build, checkNode, ensureInstalled, pnpm, run } from './workspace.mjs';

checkNode();
ensureInstalled();
run(process.execPath, ['tooling/scripts/src/changeset-check.mjs']);
build();
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--output-logs=new-only']);
pnpm(['exec', 'sherif']);
pnpm(['--filter', '@clubstay/e2e', 'run', 'e2e']);

// npm test: every layer. Unit, component and API integration tests (vitest, through turbo, against
// PGlite and, when DATABASE_URL is set, PostgreSQL), type checks and lint, then the end-to-end
// journeys in Chromium against the built apps.
import { build, checkNode, ensureInstalled, pnpm } from './workspace.mjs';

checkNode();
ensureInstalled();
build();
pnpm(['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--output-logs=new-only']);
pnpm(['exec', 'sherif']);
pnpm(['--filter', '@clubstay/e2e', 'run', 'e2e']);

// npm run artifacts:hashes [brand]: proves that a brand's artifact depends on its own inputs only.
// It changes the brand's theme (a comment appended to apps/<brand>/src/theme.css.ts), asks turbo
// for the build hashes before and after (a dry run: nothing is built), puts the file back, and fails
// unless exactly that brand's build hash changed: turbo rebuilds a task only when its hash changes,
// and a brand artifact's manifest carries that hash, so no other brand's artifact is rebuilt.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHashes, root } from './workspace.mjs';

const brand = process.argv[2] ?? 'wirex';
const theme = path.join(root, 'apps', brand, 'src', 'theme.css.ts');
const original = readFileSync(theme, 'utf8');

const before = buildHashes();
writeFileSync(theme, `${original}\n// artifact-hashes probe\n`);
let after;
try {
  after = buildHashes();
} finally {
  writeFileSync(theme, original);
}
const changed = [...before].filter(([name, hash]) => after.get(name) !== hash).map(([name]) => name);
console.log(`theme of ${brand} changed → build hashes changed: ${changed.join(', ') || 'none'}`);
console.log(`unchanged: ${[...before.keys()].filter((name) => !changed.includes(name)).length} build tasks`);
if (changed.length !== 1 || changed[0] !== `@clubstay/app-${brand}`) {
  console.error(`✖ expected only @clubstay/app-${brand} to change`);
  process.exit(1);
}

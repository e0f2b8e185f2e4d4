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
// The artifacts are the brand apps' and the API's builds; other build tasks (bench, which builds
// beside every brand) are shown but make no artifact.
const isArtifact = (/** @type {string} */ name) =>
  (name.startsWith('@clubstay/app-') && name !== '@clubstay/app-shell') || name === '@clubstay/api';
const changed = [...before].filter(([name, hash]) => after.get(name) !== hash).map(([name]) => name);
const artifacts = changed.filter(isArtifact);
console.log(`theme of ${brand} changed → build hashes changed: ${changed.join(', ') || 'none'}`);
console.log(
  `artifacts rebuilt: ${artifacts.join(', ') || 'none'}; unchanged: ${[...before.keys()].filter((name) => isArtifact(name) && !changed.includes(name)).length} artifacts`,
);
if (artifacts.length !== 1 || artifacts[0] !== `@clubstay/app-${brand}`) {
  console.error(`✖ expected only @clubstay/app-${brand}'s artifact to change`);
  process.exit(1);
}

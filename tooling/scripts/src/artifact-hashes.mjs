// npm run artifacts:hashes [brand]: proves that a brand's artifact depends on its own inputs only.
// It changes the brand's theme (a comment appended to its tokens, apps/<brand>/src/theme.ts), asks
// turbo for the build hashes before and after (a dry run: nothing is built), puts the file back, and
// fails unless that brand's build hash changed and no other brand's did: turbo rebuilds a task only
// when its hash changes, and a brand artifact's manifest carries that hash, so no other brand's
// artifact is rebuilt. The API's artifact is rebuilt too, and must be: its e-mails carry every
// brand's colours (apps/api/src/mail/brand-tokens.ts bundles each app's theme.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHashes, root } from './workspace.mjs';

const brand = process.argv[2] ?? 'wirex';
const theme = path.join(root, 'apps', brand, 'src', 'theme.ts');
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
const expected = [`@clubstay/app-${brand}`, '@clubstay/api'];
if (artifacts.length !== expected.length || !expected.every((name) => artifacts.includes(name))) {
  console.error(
    `✖ expected only ${expected.join(' and ')}'s artifacts to change (the API's for its e-mails)`,
  );
  process.exit(1);
}

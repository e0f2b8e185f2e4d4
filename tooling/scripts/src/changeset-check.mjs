// The changeset check of `npm test`: `changeset status` against the base branch, so a change to a
// package without a changeset fails. The base is the merge base with `main`, found under whichever
// name this clone has it (CHANGESET_BASE, main, origin/main): a fresh CI clone often has no local
// `main`, and a clone of a clone has no `origin/main` of the real remote either. With no base at
// all (a shallow or single-branch clone) the check cannot compare and says so instead of failing.
// A release (a branch that applies changesets with `changeset version`) deletes changesets and
// bumps every package it names; status has nothing to check there and is skipped.
import { spawnSync } from 'node:child_process';
import { pnpm, root } from './workspace.mjs';

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const candidates = [process.env.CHANGESET_BASE, 'main', 'origin/main'].filter(Boolean);
const base = candidates.find((ref) => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]));
const mergeBase = base && git(['merge-base', base, 'HEAD']);

if (!mergeBase) {
  console.log(
    `• changeset status skipped: no base branch here (looked for ${candidates.join(', ')}; ` +
      'set CHANGESET_BASE to the branch this change goes into)',
  );
} else if (git(['diff', '--name-only', '--diff-filter=D', mergeBase, 'HEAD', '--', '.changeset/*.md'])) {
  console.log(`• changeset status skipped: this branch applies changesets (a release) since ${base}`);
} else {
  console.log(`• changeset status since ${base} (${mergeBase.slice(0, 9)})`);
  pnpm(['exec', 'changeset', 'status', `--since=${mergeBase}`]);
}

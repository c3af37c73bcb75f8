/**
 * What changed in a work tree since a base commit, for `--changed`: the files of
 * `git diff <base>` (committed since the base, staged and unstaged) and the untracked
 * files git does not ignore, as paths from the repository root; and a fingerprint of the
 * tree's state, so a build made for the same state can be used again.
 *
 * The default base: on a branch other than `main`, its merge base with `main`; on `main`
 * (or where there is no `main`), `HEAD~1`, so the last commit counts as changed along
 * with everything not committed yet.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** git's empty tree: the base of a repository whose HEAD has no parent. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** git's output as bytes; `null` when it fails and `allowFailure` says that is fine. @param {string} root @param {string[]} args */
function gitOutput(root, args, { allowFailure = false } = {}) {
  const result = spawnSync('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    if (allowFailure) return null;
    throw new Error(`git ${args.join(' ')} failed: ${String(result.stderr).trim()}`);
  }
  return result.stdout;
}

/** git's output as text (it throws when git fails). @param {string} root @param {string[]} args @returns {string} */
const git = (root, args) => String(gitOutput(root, args));
/** git's output as text, or `null` when git fails. @param {string} root @param {string[]} args */
const gitIfAny = (root, args) => gitOutput(root, args, { allowFailure: true })?.toString('utf8') ?? null;

const lines = (text) => text.split('\n').filter(Boolean);

/** The commit `--changed` compares with when no base is given, and how it was chosen. */
export function defaultBase(root) {
  const branch = git(root, ['rev-parse', '--abbrev-ref', 'HEAD']).trim();
  const head = git(root, ['rev-parse', 'HEAD']).trim();
  const main = gitIfAny(root, ['rev-parse', '--verify', '--quiet', 'main^{commit}'])?.trim();
  if (main && branch !== 'main' && main !== head) {
    const mergeBase = git(root, ['merge-base', 'HEAD', 'main']).trim();
    return { base: mergeBase, label: `the merge base with main (${mergeBase.slice(0, 10)})` };
  }
  const parent = gitIfAny(root, ['rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}'])?.trim();
  if (!parent) return { base: EMPTY_TREE, label: 'the empty tree (HEAD has no parent)' };
  return { base: parent, label: `HEAD~1 (${parent.slice(0, 10)})` };
}

/** Resolves a base the user named to a commit, or throws with git's own words. */
export function resolveBase(root, name) {
  const commit = gitIfAny(root, ['rev-parse', '--verify', '--quiet', `${name}^{commit}`])?.trim();
  if (!commit) throw new Error(`--changed: "${name}" is not a commit of this repository`);
  return { base: commit, label: `${name} (${commit.slice(0, 10)})` };
}

/**
 * Files changed since `base` (committed, staged, unstaged; deleted ones too, renames as
 * both names) and untracked files that are not ignored, sorted, without duplicates.
 */
export function changedSince(root, base) {
  const diffed = lines(git(root, ['diff', '--name-only', '--no-renames', base, '--']));
  const untracked = lines(git(root, ['ls-files', '--others', '--exclude-standard']));
  return [...new Set([...diffed, ...untracked])].sort();
}

/**
 * A hash of everything a build of this tree depends on that git sees: HEAD, the
 * uncommitted changes and the untracked files' contents, plus `extra` (the story globs).
 */
export function treeFingerprint(root, extra = '') {
  const hash = createHash('sha256');
  hash.update(git(root, ['rev-parse', 'HEAD']));
  hash.update(gitOutput(root, ['diff', 'HEAD', '--binary', '--no-renames']) ?? '');
  for (const file of lines(git(root, ['ls-files', '--others', '--exclude-standard']))) {
    hash.update(`\0${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('(unreadable)');
    }
  }
  hash.update(`\0${extra}`);
  return hash.digest('hex');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedSince, defaultBase, resolveBase, treeFingerprint } from './gitChanges.mjs';

let repo = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const write = (file: string, text: string) => {
  mkdirSync(join(repo, file, '..'), { recursive: true });
  writeFileSync(join(repo, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};

describe('what changed since a base', () => {
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'changed-git-'));
    git('init', '-q', '-b', 'main');
    write('src/a.ts', 'a');
    write('src/b.ts', 'b');
    write('.gitignore', 'ignored/\n');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('a first commit has the empty tree as its base: everything changed', () => {
    const first = commit('first');
    expect(defaultBase(repo).label).toBe('the empty tree (HEAD has no parent)');
    expect(changedSince(repo, defaultBase(repo).base)).toEqual(['.gitignore', 'src/a.ts', 'src/b.ts']);
    expect(first).toMatch(/^[0-9a-f]{40}$/);
  });

  it('on main: HEAD~1, with uncommitted, staged and untracked files (not ignored ones); a rename as both names', () => {
    const first = git('rev-parse', 'HEAD');
    write('src/a.ts', 'a2');
    commit('second');
    git('mv', 'src/b.ts', 'src/c.ts');
    write('src/d.ts', 'new');
    write('ignored/x.ts', 'x');
    const { base, label } = defaultBase(repo);
    expect(base).toBe(first);
    expect(label).toBe(`HEAD~1 (${first.slice(0, 10)})`);
    expect(changedSince(repo, base)).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts']);
    expect(changedSince(repo, resolveBase(repo, 'HEAD').base)).toEqual(['src/b.ts', 'src/c.ts', 'src/d.ts']);
    commit('third');
  });

  it('on a branch: its merge base with main', () => {
    const fork = git('rev-parse', 'HEAD');
    git('checkout', '-q', '-b', 'topic');
    write('src/e.ts', 'e');
    commit('on topic');
    git('checkout', '-q', 'main');
    write('src/a.ts', 'a3');
    commit('main moves on');
    git('checkout', '-q', 'topic');
    expect(defaultBase(repo).base).toBe(fork);
    expect(changedSince(repo, defaultBase(repo).base)).toEqual(['src/e.ts']);
  });

  it('a base that is no commit is refused, naming it', () => {
    expect(() => resolveBase(repo, 'no-such-ref')).toThrow('--changed: "no-such-ref" is not a commit of this repository');
  });

  it('the fingerprint follows the tree: an edit or a new file changes it, nothing else does', () => {
    const before = treeFingerprint(repo);
    expect(treeFingerprint(repo)).toBe(before);
    write('src/e.ts', 'e2');
    const edited = treeFingerprint(repo);
    expect(edited).not.toBe(before);
    write('src/f.ts', 'f');
    expect(treeFingerprint(repo)).not.toBe(edited);
    expect(treeFingerprint(repo, 'stories/a*')).not.toBe(treeFingerprint(repo));
  });
});

/**
 * Does `--changed` pick right? In a temporary clone of this repository (HEAD), one
 * component's file is changed and `select.mjs` chooses from a real Storybook build; the
 * story files it chose must be exactly those whose imports reach that file, found here
 * another way: each file compiled by TypeScript (which drops imports used only as
 * types, as the bundler does), its import specifiers read from the output, and every
 * story file's imports followed down. Not in the unit suite (it builds Storybook):
 * `npm run test:changed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { globalReason, selectStories } from './storySelection.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SELECT = join(ROOT, 'scripts', 'farm', 'changed', 'select.mjs');
const CHANGED_COMPONENT = 'src/primitives/tooltip/Tooltip.tsx';

let clone = '';

function sh(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

type Choice = {
  changedFiles: string[];
  everything: { file: string; why: string } | null;
  storyFiles?: { file: string }[];
  count: number | null;
  staticDir: string | null;
};

function select(farm = 'visual'): { choice: Choice; output: string } {
  const out = join(clone, 'choice.json');
  rmSync(out, { force: true });
  const output = sh('node', [SELECT, 'HEAD', '--farm', farm, '--root', clone, '--json', out], ROOT);
  return { choice: JSON.parse(readFileSync(out, 'utf8')), output };
}

// ---- the other way: TypeScript's output, import specifiers, story files followed down

const SOURCE = /\.(tsx?|mjs|js)$/;
const SPECIFIERS = /(?:^|[\s;])(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string, files: Set<string>): string[] {
  const text = readFileSync(join(clone, file), 'utf8');
  const js = /\.tsx?$/.test(file)
    ? ts.transpileModule(text, {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, isolatedModules: true },
      }).outputText
    : text;
  const found: string[] = [];
  for (const match of js.matchAll(SPECIFIERS)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier?.startsWith('.')) continue;
    const bare = posix.normalize(posix.join(posix.dirname(file), specifier));
    const candidates = [bare, ...['.ts', '.tsx', '.mjs', '.js'].map((e) => bare + e), ...['index.ts', 'index.tsx'].map((i) => posix.join(bare, i))];
    const target = candidates.find((c) => files.has(c));
    if (target) found.push(target);
  }
  return found;
}

/** For each changed file, what the walk down from the story files says: `every story` when the preview reaches it. */
function importWalk(): (changed: string) => string[] | 'every story' {
  const files = new Set(
    sh('git', ['ls-files'], clone)
      .split('\n')
      .filter((f) => SOURCE.test(f) && !f.includes('.test.') && !f.endsWith('.d.ts')),
  );
  const imports = new Map([...files].map((f) => [f, importsOf(f, files)]));
  const closure = (from: string) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
      for (const next of imports.get(stack.pop()!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return seen;
  };
  const fromPreview = closure('.storybook/preview.tsx');
  const fromStories = [...files]
    .filter((f) => /^stories\/.*\.stories\.tsx?$/.test(f))
    .sort()
    .map((f) => [f, closure(f)] as const);
  return (changed) => (fromPreview.has(changed) ? 'every story' : fromStories.filter(([, reached]) => reached.has(changed)).map(([f]) => f));
}

describe('--changed in a temporary clone', () => {
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'changed-pick-'));
    sh('git', ['clone', '--quiet', '--shared', ROOT, clone], ROOT);
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
    appendFileSync(join(clone, '.git', 'info', 'exclude'), '\nnode_modules\nchoice.json\n');
  });
  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  it('nothing changed: says so, builds nothing', () => {
    const { choice, output } = select();
    expect(choice.changedFiles).toEqual([]);
    expect(choice.count).toBeNull();
    expect(output).toContain('nothing changed since HEAD');
    expect(existsSync(join(clone, 'storybook-static-subsets'))).toBe(false);
  });

  it('the preview changed: every story, without a build', () => {
    const file = join(clone, '.storybook', 'preview.tsx');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, `${before}\n// changed\n`);
    try {
      const { choice } = select('a11y');
      expect(choice.everything).toEqual({ file: '.storybook/preview.tsx', why: "Storybook's configuration and preview" });
      expect(existsSync(join(clone, 'storybook-static-subsets'))).toBe(false);
    } finally {
      writeFileSync(file, before);
    }
  });

  it(`one component changed (${CHANGED_COMPONENT}): exactly the story files whose imports reach it`, () => {
    appendFileSync(join(clone, CHANGED_COMPONENT), '\nexport const changedInThisClone = true;\n');
    const { choice, output } = select();
    expect(choice.changedFiles).toEqual([CHANGED_COMPONENT]);
    expect(choice.everything).toBeNull();
    const chosen = choice.storyFiles!.map((s) => s.file).sort();
    const expectedFor = importWalk();
    const expected = expectedFor(CHANGED_COMPONENT);
    expect(expected).toContain('stories/primitives/Tooltip.stories.tsx');
    expect(expected.length).toBeGreaterThan(1);
    expect(chosen).toEqual(expected);

    // the build's index.json holds only the chosen files' entries; the whole index is kept beside it
    const dir = choice.staticDir!;
    const narrowed = Object.values(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries) as { type: string; importPath: string }[];
    const whole = Object.values(JSON.parse(readFileSync(join(dir, 'index.all.json'), 'utf8')).entries) as { type: string; importPath: string }[];
    expect(new Set(narrowed.map((e) => e.importPath.slice(2)))).toEqual(new Set(chosen));
    expect(narrowed.filter((e) => e.type === 'story').length).toBe(choice.count);
    expect(whole.length).toBeGreaterThan(narrowed.length);
    expect(output).toContain(`${choice.count} of ${whole.filter((e) => e.type === 'story').length} stories`);

    // the same graph, every other file a story could import (those global by their path aside): the two ways agree
    const statsModules = JSON.parse(readFileSync(join(dir, 'preview-stats.json'), 'utf8')).modules;
    const stories = whole.filter((e) => e.type === 'story') as unknown as { id: string; importPath: string }[];
    const others = sh('git', ['ls-files', 'src', 'stories', 'a11y-tests', '.storybook'], clone)
      .split('\n')
      .filter((f) => SOURCE.test(f) && !f.includes('.test.') && !f.endsWith('.d.ts') && !globalReason(f, 'visual'));
    expect(others.length).toBeGreaterThan(500);
    for (const file of others) {
      const selection = selectStories({ changedFiles: [file], statsModules, stories, farm: 'visual' });
      const got = selection.everything ? 'every story' : selection.storyFiles.map((s: { file: string }) => s.file).sort();
      expect(got, file).toEqual(expectedFor(file));
    }
  });
});

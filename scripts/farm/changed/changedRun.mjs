/**
 * `--changed [base]` for both farms: only the stories a change can affect.
 *
 * 1. The files changed since the base (`gitChanges.mjs`); none → say so, stop.
 * 2. Storybook built whole with its module graph (`--stats-json`) into
 *    `storybook-static-subsets/changed/` (or `FARM_SUBSET`'s folder), used again while
 *    the tree is as it was for that build.
 * 3. The stories chosen from the graph (`storySelection.mjs`); the build's index.json
 *    keeps only their entries (the whole index stays in `index.all.json`), so the farm,
 *    run on that build as a subset, sees nothing else.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { farmSubset, staticDirOf } from '../subset.mjs';
import { changedSince, defaultBase, resolveBase, treeFingerprint } from './gitChanges.mjs';
import { describeSelection, globalReason, keepEntries, selectStories } from './storySelection.mjs';
import { runGroup } from '../childGroup.mjs';

const SUBSET_NAME = 'changed';
const BUILD_NOTE = 'changed-build.json';
const FULL_INDEX = 'index.all.json';

/** Whether the arguments ask for `--changed`. */
export function wantsChanged(args) {
  return args.some((a) => a === '--changed' || a.startsWith('--changed='));
}

/**
 * `--changed [base]` or `--changed=<base>` out of the arguments: the base (null for the
 * default) and the arguments left for the farm (without `--build`: the build is ours).
 */
export function parseChangedArgs(args) {
  let base = null;
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('--changed=')) base = arg.slice('--changed='.length) || null;
    else if (arg === '--changed') {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('-')) {
        base = next;
        i++;
      }
    } else if (arg !== '--build') rest.push(arg);
  }
  return { base, rest, build: args.includes('--build') };
}

/** Builds Storybook with its module graph into `dir`, unless a build of this very tree is there. */
function buildWithGraph(root, dir, force, log) {
  const fingerprint = treeFingerprint(root, process.env.STORYBOOK_STORIES ?? '');
  const note = join(dir, BUILD_NOTE);
  if (!force && existsSync(note) && existsSync(join(dir, FULL_INDEX)) && JSON.parse(readFileSync(note, 'utf8')).fingerprint === fingerprint) {
    log(`Using the build in ${dir} (made for this very tree).`);
    return;
  }
  rmSync(note, { force: true });
  log('Building Storybook with its module graph…');
  const started = Date.now();
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', dir, '--stats-json', dir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error('Storybook build failed');
  renameSync(join(dir, 'index.json'), join(dir, FULL_INDEX));
  writeFileSync(note, JSON.stringify({ fingerprint }));
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Chooses the stories for `farm` and narrows the build's index.json to them.
 * `listOnly`: no build when a file changed that every story depends on.
 *
 * @returns {{ base: string, changedFiles: string[], staticDir: string | null,
 *   selection: ReturnType<typeof selectStories> | null, count: number | null, total: number | null }}
 *   `selection` is null when nothing changed.
 * @param {{ root: string, farm: string, base?: string | null, force?: boolean, listOnly?: boolean, log?: (line: string) => void }} options
 */
export function chooseChangedStories({ root, farm, base: baseName = null, force = false, listOnly = false, log = console.log }) {
  const { base, label } = baseName ? resolveBase(root, baseName) : defaultBase(root);
  const changedFiles = changedSince(root, base);
  /** @type {ReturnType<typeof chooseChangedStories>} */
  const outcome = { base: label, changedFiles, staticDir: null, selection: null, count: null, total: null };
  if (changedFiles.length === 0) {
    log(`--changed: nothing changed since ${label}: no story to run.`);
    return outcome;
  }
  log(`--changed: ${changedFiles.length} ${changedFiles.length === 1 ? 'file' : 'files'} changed since ${label}.`);
  const globalFile = changedFiles.find((f) => globalReason(f, farm));
  if (listOnly && globalFile) {
    outcome.selection = selectStories({ changedFiles, statsModules: null, stories: [], farm });
    log(`Every story: ${globalFile} is ${globalReason(globalFile, farm)}.`);
    return outcome;
  }
  const staticDir = staticDirOf(root, { FARM_SUBSET: farmSubset() ?? SUBSET_NAME });
  buildWithGraph(root, staticDir, force, log);
  const index = JSON.parse(readFileSync(join(staticDir, FULL_INDEX), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const statsModules = JSON.parse(readFileSync(join(staticDir, 'preview-stats.json'), 'utf8')).modules;
  const selection = selectStories({ changedFiles, statsModules, stories, farm });
  writeFileSync(join(staticDir, 'index.json'), JSON.stringify({ ...index, entries: keepEntries(index.entries, selection) }));
  const { count, lines } = describeSelection(selection, stories);
  for (const line of lines) log(line);
  return { ...outcome, staticDir, selection, count, total: stories.length };
}

/**
 * The farm's `--changed` run: chooses, then runs `<farm>/run.mjs` with the other
 * arguments on the narrowed build as the subset `changed`. Returns the exit code.
 */
export async function runOnChanged(farm, args, root) {
  const { base, rest, build } = parseChangedArgs(args);
  const started = Date.now();
  const { count } = chooseChangedStories({ root, farm, base, force: build });
  if (!count) {
    if (count === 0) console.log('--changed: no story imports what changed: nothing to run.');
    return 0;
  }
  const farmDir = farm === 'visual' ? 'visual-tests' : 'a11y-tests';
  const code = await runGroup('node', [join(root, farmDir, 'run.mjs'), ...rest], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FARM_SUBSET: farmSubset() ?? SUBSET_NAME },
  });
  console.log(`--changed: ${count} stories, ${((Date.now() - started) / 1000).toFixed(1)} s in all (choosing, the build or its reuse, the farm).`);
  return code;
}

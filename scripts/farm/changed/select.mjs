#!/usr/bin/env node
/**
 * Which stories `--changed` would run, without running them:
 *
 *   node scripts/farm/changed/select.mjs [base] [--farm visual|a11y] [--build] [--json <file>] [--root <dir>]
 *
 * Prints the choice and why; `--json` also writes it (base, changedFiles, everything,
 * storyFiles, storyIds, unrelated, count, total). `--root` chooses in another work tree
 * of the project (its own Storybook configuration, built in its own folder).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseChangedStories } from './changedRun.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const valued = new Set(['--farm', '--json', '--root']);
const base = args.find((a, i) => !a.startsWith('-') && !valued.has(args[i - 1] ?? '')) ?? null;
const farm = option('--farm') ?? 'visual';
if (farm !== 'visual' && farm !== 'a11y') throw new Error(`--farm is visual or a11y, not "${farm}"`);
const root = resolve(option('--root') ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..'));

const outcome = chooseChangedStories({ root, farm, base, force: args.includes('--build'), listOnly: true });
const json = option('--json');
if (json) {
  const { selection, ...rest } = outcome;
  writeFileSync(json, JSON.stringify({ ...rest, ...(selection ?? {}) }, null, 1));
}

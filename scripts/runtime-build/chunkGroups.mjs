/**
 * How the published-page runtime's chunks are grouped (issue 14: fewer script files on a page
 * without loading code it does not use). `vite.runtime.config.ts` hands `chunkNames` (pure) the module
 * graph and uses the names it returns as rolldown `codeSplitting` group names; the groups are read from
 * the kinds' descriptor files when this module loads.
 *
 * A root is a module loaded by a dynamic import (a mount kind, the lightbox, the address check…).
 * Every module the start-up code does not import statically is reached by one or more roots:
 * - reached by a root of the page chrome (loaded on every page of the site): in the chrome chunk;
 * - reached only by the roots of one group of CHUNK_GROUPS: in that group's chunk;
 * - reached by COMMON_MIN_GROUPS groups or more (a root outside CHUNK_GROUPS counting as a group
 *   of its own): in the chrome chunk too (every page loads it: one file fewer than a shared chunk
 *   of its own);
 * - reached by a few groups: the modules reached by the same groups are what rolldown would put in
 *   one automatic common chunk; when their sources are under SMALL_COMMON_BYTES in all, each of
 *   those groups loads the chrome chunk anyway (a root loaded only from code that comes with the
 *   chrome, such as the lightbox, counts as loading it) and what they import is in the chrome,
 *   start-up or vendor chunk, they go into the chrome chunk (else a page loads them as one more
 *   small file after its kind's chunk);
 * - a set left over whose groups are among a larger set's, where each other group of the larger comes with them (a
 *   root loaded only from their code): in one chunk with the larger (every page loading one loads both);
 * - otherwise left to rolldown (a root alone: its own chunk; a larger common set: an automatic common chunk).
 */

import { readFileSync, readdirSync } from 'node:fs';

/** The kinds' descriptors (src/runtime-adapter/kinds/<kind>.kind.ts): each states its mount chunk and its group. */
const KINDS_DIR = new URL('../../src/runtime-adapter/kinds/', import.meta.url);

/**
 * Roots that are not a kind's mount chunk, by group: the address check the mounter loads with the first chunk, the
 * page's own start (the whole site context, the page services, the page behaviour: loaded as the runtime starts), the
 * page services it loads later (tracking, error reports, the data call: wanted with the first block or sooner) and
 * the listeners for what a visitor does.
 */
const OTHER_ROOTS = Object.freeze({
  pageChrome: ['parse/mountAddresses.rules', 'page/pageStart', 'services/laterPageServices', 'page/pageListeners'],
});

const LOAD = /import\('\.\.\/(mounts\/[A-Za-z]+)'\)/g;
const GROUP = /\bgroup:\s*(?:'([A-Za-z]+)'|null)/g;

/**
 * Roots that share one chunk, by group, from the kinds' descriptor files: a descriptor's mount chunk
 * (`load: () => import('../mounts/<kind>')`) goes to the group its facts name (`group: '<name>'`;
 * `group: null`, a chunk of its own). Kinds go together when pages have them together. A file that
 * states either not exactly once fails the build.
 * @param {ReadonlyArray<{ file: string, text: string }>} descriptors each descriptor file's name and text
 * @param {Readonly<Record<string, readonly string[]>>} [others] roots that are not a kind's, by group
 * @returns {Record<string, string[]>} group → its roots' paths under src/runtime-adapter/, without extension
 */
export function groupsFromDescriptors(descriptors, others = OTHER_ROOTS) {
  /** @type {Record<string, string[]>} */
  const groups = {};
  for (const { file, text } of descriptors) {
    const loads = [...text.matchAll(LOAD)];
    const named = [...text.matchAll(GROUP)];
    if (loads.length !== 1 || named.length !== 1)
      throw new Error(
        `${file}: a kind's descriptor states its chunk (load: () => import('../mounts/<kind>')) and its group (group: '<name>' or null) once each`,
      );
    const group = named[0]?.[1];
    if (group) (groups[group] ??= []).push(loads[0]?.[1] ?? '');
  }
  for (const [group, roots] of Object.entries(others)) (groups[group] ??= []).push(...roots);
  return groups;
}

/** The text of every descriptor file under the kinds folder. */
export function readDescriptorFiles(dir = KINDS_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.kind.ts'))
    .sort()
    .map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') }));
}

/** Roots that share one chunk, by their path under src/runtime-adapter/ without extension; a kind in none gets a chunk of its own. */
export const CHUNK_GROUPS = Object.freeze(groupsFromDescriptors(readDescriptorFiles()));

/**
 * The group every page loads: what it reaches goes with it, and so do what many groups use (tokens, the
 * render root, primitives) and small sets a few share (one shared chunk less to load).
 */
export const CHROME_GROUP = 'pageChrome';
/** How many groups must reach a module for it to go into the chrome's chunk. */
export const COMMON_MIN_GROUPS = 8;
/**
 * The source bytes under which the modules a few groups share go into the chrome's chunk instead of a common chunk of
 * their own. 6000 since the views render with Preact (pages about 57 KiB lighter): the smallest bar tried that has no
 * page over 10 script files (2000: /about and /join 12; 4000 and 5000: /about 11), for 3.4 KiB a page on average
 * (`npm run test:e2e -- e2e/pageWeight.spec.ts`, 27 pages: 2024.6 KiB at 2000, 2116.7 at 6000, 2142.0 at 8000).
 */
export const SMALL_COMMON_BYTES = 6000;

const ADAPTER = '/src/runtime-adapter/';

/**
 * The group of a root module id, or null when it is not in CHUNK_GROUPS.
 * @param {string} id
 * @param {Readonly<Record<string, readonly string[]>>} [groups]
 * @returns {string | null}
 */
export function groupOfRoot(id, groups = CHUNK_GROUPS) {
  const path = id.replace(/\\/g, '/');
  const at = path.lastIndexOf(ADAPTER);
  if (at === -1) return null;
  const name = path.slice(at + ADAPTER.length).replace(/\.(tsx?|mjs|js)$/, '');
  for (const [group, members] of Object.entries(groups)) if (members.includes(name)) return group;
  return null;
}

/**
 * @param {Map<string, { imports: readonly string[], dynamicImports: readonly string[], size?: number }>} graph module id → its static and
 *   dynamic imports and its source's length (none: 0)
 * @param {string} entry the start-up module
 * @param {(id: string) => boolean} elsewhere modules chunked by another rule (the vendor chunk)
 * @param {Readonly<Record<string, readonly string[]>>} [groups]
 * @param {number} [commonMinGroups]
 * @param {number} [smallCommonBytes]
 * @returns {Map<string, string>} module id → chunk name, for the modules these rules place
 */
export function chunkNames(graph, entry, elsewhere, groups = CHUNK_GROUPS, commonMinGroups = COMMON_MIN_GROUPS, smallCommonBytes = SMALL_COMMON_BYTES) {
  const startUp = reachable([entry], graph, () => false);
  const notPlacedHere = (id) => startUp.has(id) || elsewhere(id);
  const roots = new Set([...graph.values()].flatMap((module) => module.dynamicImports));
  /** @type {(root: string) => string} a root's group, or the root as a group of its own */
  const groupOf = (root) => groupOfRoot(root, groups) ?? `root:${root}`;
  /** @type {Map<string, string[]>} root → the modules that load it by a dynamic import */
  const importersOf = new Map([...roots].map((root) => [root, [...graph].filter(([, module]) => module.dynamicImports.includes(root)).map(([id]) => id)]));
  /** @type {Map<string, Set<string>>} module → the groups (or lone roots) that reach it */
  const reachedBy = new Map();
  for (const root of roots) {
    const group = groupOf(root);
    for (const id of reachable([root], graph, notPlacedHere)) {
      const by = reachedBy.get(id) ?? new Set();
      by.add(group);
      reachedBy.set(id, by);
    }
  }
  const names = new Map();
  /** the modules a few groups share, by the groups that reach them (rolldown's automatic common chunks) */
  const shared = new Map();
  /** the groups whose chunk imports the chrome's anyway (they reach a module in it) */
  const loadingCommon = new Set();
  for (const [id, by] of reachedBy) {
    const named = [...by].filter((group) => !group.startsWith('root:'));
    if (by.has(CHROME_GROUP)) names.set(id, CHROME_GROUP);
    else if (by.size >= commonMinGroups) names.set(id, CHROME_GROUP);
    else if (by.size === 1 && named.length === 1) names.set(id, named[0]);
    else if (by.size > 1) {
      const key = [...by].sort().join('\n');
      shared.set(key, { by, ids: [...(shared.get(key)?.ids ?? []), id] });
    }
    if (names.get(id) === CHROME_GROUP) for (const group of by) loadingCommon.add(group);
  }
  // a root loaded only from code that comes with the chrome (the lightbox from a gallery) loads after it
  for (const [root, importers] of importersOf) {
    const group = groupOf(root);
    const afterChrome = (id) => !startUp.has(id) && [...(reachedBy.get(id) ?? [])].some((by) => loadingCommon.has(by));
    if (importers.length > 0 && importers.every(afterChrome)) loadingCommon.add(group);
  }
  // a small set goes with the chrome only where every group sharing it loads the chrome anyway
  // (a chunk that does not, such as one without React, must not come to wait for the chrome and React)
  let small = [...shared.values()].filter(
    ({ by, ids }) => [...by].every((group) => loadingCommon.has(group)) && ids.reduce((sum, id) => sum + (graph.get(id)?.size ?? 0), 0) < smallCommonBytes,
  );
  // and only a set whose imports are all in the chrome, start-up or another rule's chunk (else every page would load one more)
  const withChrome = (id) => notPlacedHere(id) || names.get(id) === CHROME_GROUP || small.some(({ ids }) => ids.includes(id));
  for (let before = -1; before !== small.length;) {
    before = small.length;
    small = small.filter(({ ids }) => ids.every((id) => (graph.get(id)?.imports ?? []).every(withChrome)));
  }
  for (const { ids } of small) for (const id of ids) names.set(id, CHROME_GROUP);
  const left = [...shared.values()].filter((set) => !small.includes(set));
  for (const [name, ids] of setsLoadedTogether(left, { graph, importersOf, groupOf, reachedBy, startUp })) for (const id of ids) names.set(id, name);
  return names;
}

/**
 * The sets left to rolldown that go into one chunk with a larger one: set A joins set B when A's groups are
 * among B's and every other group of B is a root loaded only from code of A's groups (the lightbox, loaded from
 * a gallery). Every page that loads B's chunk then loads A's too, so the joined chunk adds no byte to a page and
 * takes one file away. Each joined chunk is named after its largest module.
 * @param {{ by: Set<string>, ids: string[] }[]} left the sets no other rule placed
 * @param {{ graph: Map<string, { size?: number }>, importersOf: Map<string, string[]>, groupOf: (root: string) => string,
 *   reachedBy: Map<string, Set<string>>, startUp: Set<string> }} found what `chunkNames` found of the graph
 * @returns {Map<string, string[]>} chunk name → its modules
 */
function setsLoadedTogether(left, { graph, importersOf, groupOf, reachedBy, startUp }) {
  /** @type {Map<string, Set<string> | null>} a root's group → the groups whose code loads it (null: start-up or code of no group loads it) */
  const loadedFrom = new Map();
  for (const [root, importers] of importersOf) {
    const group = groupOf(root);
    const before = loadedFrom.get(group);
    const known = importers.every((id) => !startUp.has(id) && reachedBy.has(id));
    loadedFrom.set(group, !known || before === null ? null : new Set([...(before ?? []), ...importers.flatMap((id) => [...(reachedBy.get(id) ?? [])])]));
  }
  const comesWith = (group, among) => {
    const from = loadedFrom.get(group);
    return from !== null && from !== undefined && from.size > 0 && [...from].every((g) => among.has(g));
  };
  /** each set's index → the index of the larger set it joins (strictly larger: no cycle) */
  const joins = new Map();
  left.forEach((a, i) => {
    const into = left.findIndex(
      (b) => b.by.size > a.by.size && [...a.by].every((g) => b.by.has(g)) && [...b.by].every((g) => a.by.has(g) || comesWith(g, a.by)),
    );
    if (into !== -1) joins.set(i, into);
  });
  /** @type {(i: number) => number} */
  const last = (i) => (joins.has(i) ? last(joins.get(i)) : i);
  /** @type {Map<number, string[]>} */
  const together = new Map();
  for (const i of joins.keys()) together.set(last(i), [...(together.get(last(i)) ?? left[last(i)]?.ids ?? []), ...(left[i]?.ids ?? [])]);
  const size = (id) => graph.get(id)?.size ?? 0;
  const named = new Map();
  for (const ids of together.values()) {
    const largest = ids.reduce((a, b) => (size(b) > size(a) ? b : a));
    named.set(
      largest
        .replace(/\\/g, '/')
        .replace(/^.*\//, '')
        .replace(/\.[^.]*$/, ''),
      ids,
    );
  }
  return named;
}

/**
 * Every module reached from `from` through static imports, not entering those `stop` refuses.
 * @param {readonly string[]} from
 * @param {Map<string, { imports: readonly string[] }>} graph
 * @param {(id: string) => boolean} stop
 * @returns {Set<string>}
 */
function reachable(from, graph, stop) {
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    stack.push(...(graph.get(id)?.imports ?? []));
  }
  return seen;
}

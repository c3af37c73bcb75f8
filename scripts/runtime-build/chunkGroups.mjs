/**
 * How the published-page runtime's chunks are grouped (issue 14: fewer script files on a page
 * without loading code it does not use). Pure: `vite.runtime.config.ts` hands it the module graph
 * and uses the names it returns as rolldown `codeSplitting` group names.
 *
 * A root is a module loaded by a dynamic import (a mount kind, the lightbox, the address check…).
 * Every module the start-up code does not import statically is reached by one or more roots:
 * - reached by a root of the page chrome (loaded on every page of the site): in the chrome chunk;
 * - reached only by the roots of one group of CHUNK_GROUPS: in that group's chunk;
 * - reached by COMMON_MIN_GROUPS groups or more (a root outside CHUNK_GROUPS counting as a group
 *   of its own): in the one shared "views" chunk;
 * - otherwise left to rolldown (a root alone: its own chunk; a few: an automatic common chunk).
 */

/**
 * Roots that share one chunk, by their path under src/runtime-adapter/ without extension. Kinds
 * go together when pages have them together; a new kind not listed gets a chunk of its own.
 */
export const CHUNK_GROUPS = Object.freeze({
  // on every page of the site: the page bars, and the address check the mounter loads with the first chunk
  pageChrome: ['mounts/announcementBar', 'mounts/cartIndicator', 'parse/mountAddresses.rules'],
  effects: ['mounts/highlight', 'mounts/marquee', 'mounts/shape', 'mounts/maskedImage'],
  forms: ['mounts/form', 'mounts/newsletter'],
  media: ['mounts/image', 'mounts/video'],
  widgets: ['mounts/tableBooking', 'mounts/shareButtons'],
  collections: ['mounts/summary', 'mounts/socialGallery'],
  blog: ['mounts/blogList', 'mounts/blogItemMeta'],
  events: ['mounts/eventsList', 'mounts/eventsCalendar'],
  search: ['mounts/search', 'mounts/searchPage'],
  members: ['mounts/memberArea', 'mounts/memberAreaDenied'],
  audio: ['mounts/audio', 'mounts/album'],
});

/** The group every page loads: what it reaches goes with it. */
export const CHROME_GROUP = 'pageChrome';
/** The shared chunk of what many groups use (tokens, the render root, primitives). */
export const COMMON_CHUNK = 'views';
/** How many groups must reach a module for it to go into the shared chunk. */
export const COMMON_MIN_GROUPS = 8;

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
 * @param {Map<string, { imports: readonly string[], dynamicImports: readonly string[] }>} graph module id → its static and dynamic imports
 * @param {string} entry the start-up module
 * @param {(id: string) => boolean} elsewhere modules chunked by another rule (the vendor chunk)
 * @param {Readonly<Record<string, readonly string[]>>} [groups]
 * @param {number} [commonMinGroups]
 * @returns {Map<string, string>} module id → chunk name, for the modules these rules place
 */
export function chunkNames(graph, entry, elsewhere, groups = CHUNK_GROUPS, commonMinGroups = COMMON_MIN_GROUPS) {
  const startUp = reachable([entry], graph, () => false);
  const notPlacedHere = (id) => startUp.has(id) || elsewhere(id);
  const roots = new Set([...graph.values()].flatMap((module) => module.dynamicImports));
  /** @type {Map<string, Set<string>>} module → the groups (or lone roots) that reach it */
  const reachedBy = new Map();
  for (const root of roots) {
    const group = groupOfRoot(root, groups) ?? `root:${root}`;
    for (const id of reachable([root], graph, notPlacedHere)) {
      const by = reachedBy.get(id) ?? new Set();
      by.add(group);
      reachedBy.set(id, by);
    }
  }
  const names = new Map();
  for (const [id, by] of reachedBy) {
    const named = [...by].filter((group) => !group.startsWith('root:'));
    if (by.has(CHROME_GROUP)) names.set(id, CHROME_GROUP);
    else if (by.size >= commonMinGroups) names.set(id, COMMON_CHUNK);
    else if (by.size === 1 && named.length === 1) names.set(id, named[0]);
  }
  return names;
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
